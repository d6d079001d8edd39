import { useParams } from 'react-router';
import { FeriadoForm } from './feriado.form';

export default function FeriadoEditPage() {
  const { id } = useParams();
  return <FeriadoForm key={id} id={Number(id)} />;
}
