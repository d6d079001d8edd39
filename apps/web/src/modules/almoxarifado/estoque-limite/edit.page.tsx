import { useParams } from 'react-router';
import { EstoqueLimiteForm } from './estoque-limite.form';

export default function EstoqueLimiteEditPage() {
  const { id } = useParams();
  return <EstoqueLimiteForm key={id} id={Number(id)} />;
}
