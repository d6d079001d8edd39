import { salaResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** cadastro/sala/index: rooms by unit and location. */
export default function SalaIndexPage() {
  return <ResourceIndexPage resource={salaResource} />;
}
