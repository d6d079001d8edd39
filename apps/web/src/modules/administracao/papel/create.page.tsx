import { PapelForm } from './papel.form';

export default function PapelCreatePage() {
  return <PapelForm />;
}
