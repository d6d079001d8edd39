import { opcaoEntradaResource } from '@saude/shared';
import { Space, Tag, Typography } from 'antd';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** The ticket prefixes of a kiosk button: its own and, when it has one, the priority one. */
function Prefixos({ prefixo, prefixoPrioridade }: { prefixo: string | null; prefixoPrioridade: string | null }) {
  if (!prefixo && !prefixoPrioridade) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={4} wrap>
      {prefixo && <Tag>{prefixo}</Tag>}
      {prefixoPrioridade && <Tag color="gold">{`${prefixoPrioridade} prioridade`}</Tag>}
    </Space>
  );
}

/** painel-senha/opcao-entrada/index: how patients arrive; those on the kiosk with their prefixes and queue. */
export default function OpcaoEntradaIndexPage() {
  return (
    <ResourceIndexPage
      resource={opcaoEntradaResource}
      subTitle="Formas de chegada do paciente; as exibidas no totem viram botões de emissão de senha."
      render={{
        prefixo: (v: string | null, row) => <Prefixos prefixo={v} prefixoPrioridade={(row.prefixoPrioridade as string | null) ?? null} />,
        centroCustoNome: (v: string | null, row) =>
          v ?? (row.totem ? <Typography.Text type="secondary">Centro de custo do totem</Typography.Text> : '—'),
      }}
    />
  );
}
