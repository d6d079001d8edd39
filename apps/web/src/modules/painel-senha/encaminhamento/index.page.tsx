import { encaminhamentoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** painel-senha/encaminhamento/index: the routes between ticket queues. */
export default function EncaminhamentoIndexPage() {
  return (
    <ResourceIndexPage resource={encaminhamentoResource} subTitle="Para quais filas cada fila de senhas pode encaminhar o paciente." />
  );
}
