import { PacienteForm } from './paciente.form';

export default function PacienteCreatePage() {
  return <PacienteForm />;
}
