import { kitExameResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** parametrizacao/kit-exame/index: groups of exams (search by the kit's or an exam's name). */
export default function KitExameIndexPage() {
  return <ResourceIndexPage resource={kitExameResource} />;
}
