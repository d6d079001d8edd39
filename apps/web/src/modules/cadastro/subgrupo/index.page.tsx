import { subgrupoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** cadastro/subgrupo/index: the search also matches the group's name, listing that group's subgroups. */
export default function SubgrupoIndexPage() {
  return <ResourceIndexPage resource={subgrupoResource} subTitle="Pesquise pelo nome do grupo para ver os seus subgrupos" />;
}
