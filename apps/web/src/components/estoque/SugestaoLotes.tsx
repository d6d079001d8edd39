import type { Resposta, sugestaoLotesSchema } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag, Typography } from 'antd';
import { formatarData } from '../../lib/dates';

export type SugestaoDeLotes = Resposta<typeof sugestaoLotesSchema>;

/** The screen's own suggestion call: each screen asks under its own URL and permission (pharmacy, warehouse, …). */
export type BuscarSugestao = (materialId: number, quantidade: number) => Promise<SugestaoDeLotes>;

export interface PedidoDeSugestao {
  /** The query key's prefix, e.g. `['almoxarifado', 'saida']`: each screen caches its own answers. */
  chave: readonly unknown[];
  buscar: BuscarSugestao;
  materialId?: number | null;
  quantidade?: number | null;
}

/**
 * The lots a line will take, first-expiry-first-out, as the stock engine allocates them (decision 0013). Asks only
 * once the line has both a material and a positive quantity; `ativo` says whether it asked.
 */
export function useSugestaoLotes({ chave, buscar, materialId, quantidade }: PedidoDeSugestao) {
  const ativo = !!materialId && !!quantidade && quantidade > 0;
  const q = useQuery({
    queryKey: [...chave, 'sugestao', materialId, quantidade],
    queryFn: () => buscar(materialId as number, quantidade as number),
    enabled: ativo,
  });
  return { ativo, sugestao: q.data };
}

/** One lot of a suggestion or a supply: its number, expiry and how much of it. */
export const TagLote = ({ lote }: { lote: { lote: string; validade: string; quantidade: number } }) => (
  <Tag color="blue">
    Lote {lote.lote} (val. {formatarData(lote.validade)}): {lote.quantidade}
  </Tag>
);

/**
 * The suggestion of a line as tags: the lots, what is missing, and how much is expired (only a write-off takes it
 * out; `vencidos={false}` leaves that tag out).
 */
export function SugestaoLotes({ vencidos = true, ...pedido }: PedidoDeSugestao & { vencidos?: boolean }) {
  const { ativo, sugestao } = useSugestaoLotes(pedido);
  if (!ativo) return <Typography.Text type="secondary">—</Typography.Text>;
  if (!sugestao) return <Typography.Text type="secondary">Calculando…</Typography.Text>;
  return (
    <Space size={4} wrap aria-label="Lotes sugeridos">
      {sugestao.itens.map((l) => (
        <TagLote key={l.loteId} lote={l} />
      ))}
      {sugestao.faltam > 0 && <Tag color="red">Faltam {sugestao.faltam}</Tag>}
      {vencidos && sugestao.vencidos > 0 && <Tag color="orange">{sugestao.vencidos} vencido(s): só saem por baixa</Tag>}
    </Space>
  );
}
