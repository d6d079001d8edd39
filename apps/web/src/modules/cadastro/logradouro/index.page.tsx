import { formatCep, logradouroResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** cadastro/logradouro/index: the street table the CEP existence rule checks (search by name or CEP). */
export default function LogradouroIndexPage() {
  return <ResourceIndexPage resource={logradouroResource} render={{ cep: (v: string) => formatCep(v) }} />;
}
