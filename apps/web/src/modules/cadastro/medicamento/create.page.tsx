import { MedicamentoForm } from './medicamento.form';

export default function MedicamentoCreatePage() {
  return <MedicamentoForm />;
}
