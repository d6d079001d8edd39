import { JornadaLaboratorioForm } from './jornada.form';

export default function JornadaLaboratorioCreatePage() {
  return <JornadaLaboratorioForm />;
}
