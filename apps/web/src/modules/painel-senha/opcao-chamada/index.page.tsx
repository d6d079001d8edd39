import { opcaoChamadaResource } from '@saude/shared';
import { Typography } from 'antd';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

const vazio = (texto: string) => (v: string | null) => v ?? <Typography.Text type="secondary">{texto}</Typography.Text>;

/** painel-senha/opcao-chamada/index: counters, rooms and offices, each with its queue and screen. */
export default function OpcaoChamadaIndexPage() {
  return (
    <ResourceIndexPage
      resource={opcaoChamadaResource}
      subTitle="Guichês, salas e consultórios para onde as senhas são chamadas."
      render={{ salaNome: vazio('—'), telaNome: vazio('Telas da fila') }}
    />
  );
}
