import { useParams } from 'react-router';
import { JornadaImagemForm } from './jornada.form';

export default function JornadaImagemEditPage() {
  const { id } = useParams();
  return <JornadaImagemForm key={id} id={Number(id)} />;
}
