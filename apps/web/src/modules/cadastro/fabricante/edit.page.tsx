import { useParams } from 'react-router';
import { FabricanteForm } from './fabricante.form';

export default function FabricanteEditPage() {
  const { id } = useParams();
  return <FabricanteForm key={id} id={Number(id)} />;
}
