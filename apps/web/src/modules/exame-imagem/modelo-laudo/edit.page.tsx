import { useParams } from 'react-router';
import { ModeloLaudoImagemForm } from './modelo-laudo.form';

export default function ModeloLaudoImagemEditPage() {
  const { id } = useParams();
  return <ModeloLaudoImagemForm key={id} id={Number(id)} />;
}
