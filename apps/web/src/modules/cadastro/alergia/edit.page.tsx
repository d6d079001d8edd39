import { useParams } from 'react-router';
import { AlergiaForm } from './alergia.form';

export default function AlergiaEditPage() {
  const { id } = useParams();
  return <AlergiaForm key={id} id={Number(id)} />;
}
