import { LaboratorioForm } from './laboratorio.form';

export default function LaboratorioCreatePage() {
  return <LaboratorioForm />;
}
