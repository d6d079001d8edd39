import { obitoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** cadastro/obito/index: search by patient, cause or Declaração de Óbito number. */
export default function ObitoIndexPage() {
  return <ResourceIndexPage resource={obitoResource} />;
}
