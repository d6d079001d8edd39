import { useParams } from 'react-router';
import { AvisoForm } from './aviso.form';

export default function AvisoEditPage() {
  const { id } = useParams();
  return <AvisoForm key={id} id={Number(id)} />;
}
