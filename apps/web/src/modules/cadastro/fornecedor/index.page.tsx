import { formatCnpj, fornecedorResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function FornecedorIndexPage() {
  return <ResourceIndexPage resource={fornecedorResource} render={{ cnpj: (v: string) => formatCnpj(v) }} />;
}
