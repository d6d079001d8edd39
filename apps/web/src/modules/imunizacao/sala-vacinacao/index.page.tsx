import { salaVacinacaoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function SalaVacinacaoIndexPage() {
  return <ResourceIndexPage resource={salaVacinacaoResource} />;
}
