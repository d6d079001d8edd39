import { exameResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** parametrizacao/exame/index: the exams the municipality offers (search by name or SIGTAP code). */
export default function ExameIndexPage() {
  return <ResourceIndexPage resource={exameResource} />;
}
