import { useParams } from 'react-router';
import { JornadaSituacaoForm } from './jornada-situacao.form';

export default function JornadaSituacaoEditPage() {
  const { id } = useParams();
  return <JornadaSituacaoForm key={id} id={Number(id)} />;
}
