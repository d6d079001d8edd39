import { useParams } from 'react-router';
import { MaterialForm } from './material.form';

export default function MaterialEditPage() {
  const { id } = useParams();
  return <MaterialForm key={id} id={Number(id)} />;
}
