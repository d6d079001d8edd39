import { SetorForm } from './setor.form';

export default function SetorCreatePage() {
  return <SetorForm />;
}
