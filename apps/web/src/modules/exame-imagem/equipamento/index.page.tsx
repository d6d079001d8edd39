import { equipamentoImagemResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** exame-imagem/equipamento/index: the X-ray, ultrasound … equipments (or rooms) of each unit. */
export default function EquipamentoImagemIndexPage() {
  return <ResourceIndexPage resource={equipamentoImagemResource} subTitle="Equipamentos e salas de exame; cada um tem as suas agendas." />;
}
