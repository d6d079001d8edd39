import { useParams } from 'react-router';
import { BairroForm } from './bairro.form';

export default function BairroEditPage() {
  const { id } = useParams();
  return <BairroForm key={id} id={Number(id)} />;
}
