import { JornadaSituacaoForm } from './jornada-situacao.form';

export default function JornadaSituacaoCreatePage() {
  return <JornadaSituacaoForm />;
}
