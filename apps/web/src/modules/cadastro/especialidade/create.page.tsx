import { EspecialidadeForm } from './especialidade.form';

export default function EspecialidadeCreatePage() {
  return <EspecialidadeForm />;
}
