import { FornecedorForm } from './fornecedor.form';

export default function FornecedorCreatePage() {
  return <FornecedorForm />;
}
