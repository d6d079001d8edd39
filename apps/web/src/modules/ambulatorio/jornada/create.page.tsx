import { JornadaForm } from './jornada.form';

export default function JornadaCreatePage() {
  return <JornadaForm />;
}
