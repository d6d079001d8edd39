import { SalaForm } from './sala.form';

export default function SalaCreatePage() {
  return <SalaForm />;
}
