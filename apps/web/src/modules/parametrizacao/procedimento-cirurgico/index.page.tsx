import { procedimentoCirurgicoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** parametrizacao/procedimento-cirurgico/index: the surgical catalogue. */
export default function ProcedimentoCirurgicoIndexPage() {
  return <ResourceIndexPage resource={procedimentoCirurgicoResource} />;
}
