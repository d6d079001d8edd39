import { useQuery } from '@tanstack/react-query';
import { Space, Tag, Typography } from 'antd';
import { formatarData } from '../../../lib/dates';
import { almoxarifadoApi } from '../movimentacao.api';

/** The lots the exit will take (first-expiry-first-out), as the server allocates them, and what is missing. */
export function SugestaoFefo({ materialId, quantidade }: { materialId?: number | null; quantidade?: number | null }) {
  const ativo = !!materialId && !!quantidade && quantidade > 0;
  const q = useQuery({
    queryKey: ['almoxarifado', 'saida', 'sugestao', materialId, quantidade],
    queryFn: () => almoxarifadoApi.sugestao(materialId as number, quantidade as number),
    enabled: ativo,
  });
  if (!ativo) return <Typography.Text type="secondary">—</Typography.Text>;
  if (!q.data) return <Typography.Text type="secondary">Calculando…</Typography.Text>;
  return (
    <Space size={4} wrap aria-label="Lotes sugeridos">
      {q.data.itens.map((l) => (
        <Tag key={l.loteId} color="blue">
          Lote {l.lote} (val. {formatarData(l.validade)}): {l.quantidade}
        </Tag>
      ))}
      {q.data.faltam > 0 && <Tag color="red">Faltam {q.data.faltam}</Tag>}
      {q.data.vencidos > 0 && <Tag color="orange">{q.data.vencidos} vencido(s): só saem por baixa</Tag>}
    </Space>
  );
}
