import { useParams } from 'react-router';
import { JornadaForm } from './jornada.form';

export default function JornadaEditPage() {
  const { id } = useParams();
  return <JornadaForm key={id} id={Number(id)} />;
}
