import { JornadaBloqueioForm } from './jornada-bloqueio.form';

export default function JornadaBloqueioCreatePage() {
  return <JornadaBloqueioForm />;
}
