import { useParams } from 'react-router';
import { JornadaBloqueioForm } from './jornada-bloqueio.form';

export default function JornadaBloqueioEditPage() {
  const { id } = useParams();
  return <JornadaBloqueioForm key={id} id={Number(id)} />;
}
