/**
 * The stock engine's vocabulary (issue 18, decision 0013), shared by the warehouse, the pharmacy and
 * immunization: the movement kinds of the one ledger, their direction, and the pure FEFO allocation.
 * Quantities are integers of the material's smallest unit; money is decimal text on the wire.
 */

/** How a kind moves the balance of the cost centre it is written to: +1 in, -1 out, 0 either (inventory). */
export const TIPOS_MOVIMENTO_ESTOQUE = {
  entrada_inicial: { sinal: 1, nome: 'Entrada inicial' },
  entrada_nf: { sinal: 1, nome: 'Entrada por nota fiscal' },
  saida: { sinal: -1, nome: 'Saída' },
  transferencia_saida: { sinal: -1, nome: 'Transferência enviada' },
  transferencia_entrada: { sinal: 1, nome: 'Transferência recebida' },
  estorno_transferencia: { sinal: 1, nome: 'Transferência cancelada' },
  suprimento_requisicao: { sinal: -1, nome: 'Suprimento de requisição' },
  estorno_suprimento: { sinal: 1, nome: 'Estorno de suprimento' },
  baixa: { sinal: -1, nome: 'Baixa' },
  estorno_baixa: { sinal: 1, nome: 'Estorno de baixa' },
  estorno_entrada: { sinal: -1, nome: 'Estorno de entrada' },
  estorno_saida: { sinal: 1, nome: 'Estorno de saída' },
  ajuste_inventario: { sinal: 0, nome: 'Ajuste de inventário' },
  dispensacao: { sinal: -1, nome: 'Dispensação' },
  estorno_dispensacao: { sinal: 1, nome: 'Estorno de dispensação' },
  aplicacao_vacina: { sinal: -1, nome: 'Aplicação de vacina' },
  estorno_aplicacao_vacina: { sinal: 1, nome: 'Estorno de aplicação de vacina' },
  perda_frasco_aberto: { sinal: -1, nome: 'Perda de frasco aberto' },
} as const satisfies Record<string, { sinal: -1 | 0 | 1; nome: string }>;

export type TipoMovimentoEstoque = keyof typeof TIPOS_MOVIMENTO_ESTOQUE;
export const TIPOS_MOVIMENTO_LISTA = Object.keys(TIPOS_MOVIMENTO_ESTOQUE) as TipoMovimentoEstoque[];

/** Kinds that take stock in / out (`entrar` / `retirar` accept only these). */
export const TIPOS_ENTRADA = TIPOS_MOVIMENTO_LISTA.filter((t) => TIPOS_MOVIMENTO_ESTOQUE[t].sinal >= 0);
export const TIPOS_SAIDA = TIPOS_MOVIMENTO_LISTA.filter((t) => TIPOS_MOVIMENTO_ESTOQUE[t].sinal <= 0);

/** The kind that undoes each reversible kind (`estornar`): what was taken in goes out again, and back. */
export const ESTORNO_DE: Partial<Record<TipoMovimentoEstoque, TipoMovimentoEstoque>> = {
  entrada_inicial: 'estorno_entrada',
  entrada_nf: 'estorno_entrada',
  saida: 'estorno_saida',
  baixa: 'estorno_baixa',
  suprimento_requisicao: 'estorno_suprimento',
  dispensacao: 'estorno_dispensacao',
  aplicacao_vacina: 'estorno_aplicacao_vacina',
};

/** Only a write-off (or a loss) may take an expired lot out: it is how expired stock leaves the shelf. */
export const TIPOS_ACEITAM_VENCIDO: readonly TipoMovimentoEstoque[] = ['baixa', 'perda_frasco_aberto', 'ajuste_inventario'];

/** A lot with stock at a cost centre, as FEFO sees it. */
export interface LoteDisponivel {
  loteId: number;
  lote: string;
  /** YYYY-MM-DD */
  validade: string;
  disponivel: number;
}

export interface AlocacaoFefo {
  itens: (LoteDisponivel & { quantidade: number })[];
  /** What the lots could not cover (0 when the request is fully served). */
  faltam: number;
}

/**
 * First-expiry-first-out: the lots not expired on `data` (valid through their expiry day), earliest expiry
 * first (ties by lot id, i.e. the older entry), each taken as far as it goes.
 */
export function alocarFefo(lotes: readonly LoteDisponivel[], quantidade: number, data: string): AlocacaoFefo {
  const validos = lotes
    .filter((l) => l.disponivel > 0 && l.validade >= data)
    .sort((a, b) => (a.validade === b.validade ? a.loteId - b.loteId : a.validade < b.validade ? -1 : 1));
  const itens: AlocacaoFefo['itens'] = [];
  let resta = quantidade;
  for (const l of validos) {
    if (resta <= 0) break;
    const q = Math.min(resta, l.disponivel);
    itens.push({ ...l, quantidade: q });
    resta -= q;
  }
  return { itens, faltam: Math.max(0, resta) };
}

const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The engine's refusals, verbatim (422); tests assert them. */
export const MENSAGENS_ESTOQUE = {
  saldoInsuficiente: (lote: string, material: string, saldo: number, pedido: number) =>
    `Lote ${lote} de ${material}: saldo ${saldo}, pedido ${pedido}.`,
  semSaldoMaterial: (material: string, disponivel: number, pedido: number) =>
    `${material}: saldo disponível em lotes válidos ${disponivel}, pedido ${pedido}.`,
  loteVencido: (lote: string, material: string, validade: string) =>
    `Lote ${lote} de ${material} venceu em ${br(validade)}: só pode sair por baixa.`,
  periodoFechado: (centro: string, ate: string) => `O período de ${centro} está fechado até ${br(ate)} (balancete).`,
  dataFutura: 'A data do movimento não pode ser futura.',
  quantidadeInvalida: 'A quantidade deve ser um número inteiro maior que zero.',
  loteValidadeDivergente: (lote: string, validade: string) =>
    `O lote ${lote} já está cadastrado com validade ${br(validade)} para este material e fabricante.`,
  validadeAnteriorEntrada: (lote: string) => `A validade do lote ${lote} é anterior à data da entrada.`,
  jaEstornado: 'Este movimento já foi estornado.',
  naoEstornavel: (tipo: string) => `Movimentos do tipo "${tipo}" não são estornados por aqui.`,
  loteDeOutroMaterial: (lote: string) => `O lote ${lote} não é do material informado.`,
  transferenciaMesmoCentro: 'A origem e o destino da transferência devem ser diferentes.',
  transferenciaNaoEmTransito: 'Esta transferência não está em trânsito.',
  recebimentoMaiorQueEnviado: (lote: string, enviado: number) => `Lote ${lote}: o recebido não pode passar do enviado (${enviado}).`,
  divergenciaSemMotivo: (lote: string) => `Lote ${lote}: informe o motivo da divergência no recebimento.`,
} as const;

export const formatarDataEstoque = br;
