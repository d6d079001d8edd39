import { Form } from 'antd';
import { type ColunaItem, colunaMaterial, colunaQuantidade, ItensDoDocumento } from './ItensDoDocumento';
import { type BuscarSugestao, SugestaoLotes } from './SugestaoLotes';

interface Sugestao {
  /** The query key's prefix of the screen, e.g. `['almoxarifado', 'saida']`. */
  chave: readonly unknown[];
  /** The screen's suggestion call (its URL, its permission). */
  buscar: BuscarSugestao;
  /** Whether to say how much of the material is expired (only a write-off takes it out). */
  vencidos?: boolean;
}

/** A line's lots follow what the clerk types in that line. */
function SugestaoDaLinha({ nome, ...sugestao }: Sugestao & { nome: number }) {
  const item: { materialId?: number; quantidade?: number } | undefined = Form.useWatch(['itens', nome]);
  return <SugestaoLotes {...sugestao} materialId={item?.materialId} quantidade={item?.quantidade} />;
}

/** The lots the line will take, first-expiry-first-out, as the stock engine allocates them. */
export const colunaLotes = (sugestao: Sugestao): ColunaItem => ({
  title: 'Lotes (validade mais próxima primeiro)',
  key: 'lotes',
  render: (_, c) => <SugestaoDaLinha nome={c.name} {...sugestao} />,
});

/**
 * The lines of a document that takes stock out (an exit, a transfer, a dispensing; the pharmacy's and the vaccination
 * room's next): material, quantity, and the lots the engine will take. The form holds them under `itens`.
 */
export function ItensComLotes({ larguraMaterial = 320, ...sugestao }: Sugestao & { larguraMaterial?: number }) {
  return <ItensDoDocumento colunas={[colunaMaterial({ largura: larguraMaterial }), colunaQuantidade(), colunaLotes(sugestao)]} />;
}
