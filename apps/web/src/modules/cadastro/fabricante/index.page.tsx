import { fabricanteResource, formatCnpj } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function FabricanteIndexPage() {
  return <ResourceIndexPage resource={fabricanteResource} render={{ cnpj: (v: string | null) => (v ? formatCnpj(v) : '') }} />;
}
