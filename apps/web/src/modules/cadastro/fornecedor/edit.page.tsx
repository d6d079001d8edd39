import { useParams } from 'react-router';
import { FornecedorForm } from './fornecedor.form';

export default function FornecedorEditPage() {
  const { id } = useParams();
  return <FornecedorForm key={id} id={Number(id)} />;
}
