import { imgJornadaResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** exame-imagem/jornada/index: the agendas of the equipments and professionals of the imaging service. */
export default function JornadaImagemIndexPage() {
  return <ResourceIndexPage resource={imgJornadaResource} subTitle="Agendas dos equipamentos e dos profissionais do serviço de imagem." />;
}
