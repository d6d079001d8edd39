/**
 * Transporte de pacientes (issue 23): the closed lists of the module, shared by the API (checks), the web (selects)
 * and the prints. Codes are stored as smallint; names are what the screens and reports show.
 */

/** Vehicle types, with the minimum CNH category a driver needs to take each (CTB art. 143). */
export const TIPO_VEICULO = { carro: 1, van: 2, microonibus: 3, onibus: 4, ambulancia: 5 } as const;
export const TIPOS_VEICULO = [
  { value: TIPO_VEICULO.carro, label: 'Carro', categoriaMinima: 'B' },
  { value: TIPO_VEICULO.van, label: 'Van', categoriaMinima: 'D' },
  { value: TIPO_VEICULO.microonibus, label: 'Micro-ônibus', categoriaMinima: 'D' },
  { value: TIPO_VEICULO.onibus, label: 'Ônibus', categoriaMinima: 'D' },
  { value: TIPO_VEICULO.ambulancia, label: 'Ambulância', categoriaMinima: 'B' },
] as const;
export const NOME_TIPO_VEICULO: Record<number, string> = Object.fromEntries(TIPOS_VEICULO.map((t) => [t.value, t.label]));

/** A driver's CNH categories (CTB art. 143; A alone is motorcycles only, so a driver of the fleet has B or above). */
export const CATEGORIAS_CNH_CONDUTOR = ['B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'] as const;
export type CategoriaCnhCondutor = (typeof CATEGORIAS_CNH_CONDUTOR)[number];

/** The car classes a licence covers: C covers B, D covers C and B, E covers all four (the "A" part is irrelevant here). */
const ORDEM_CNH: Record<string, number> = { B: 1, C: 2, D: 3, E: 4 };
export function categoriaCobre(categoriaCnh: string, exigida: string): boolean {
  const base = categoriaCnh.replace(/^A(?=[B-E])/, '');
  const tem = ORDEM_CNH[base] ?? 0;
  return tem >= (ORDEM_CNH[exigida] ?? 99);
}

/** Days before a licence expires when it is flagged on the driver list and on the assembly screen. */
export const DIAS_AVISO_CNH = 30;

/** Who owns the vehicle. */
export const PROPRIEDADE_VEICULO = { proprio: 1, contratado: 2, cedido: 3 } as const;
export const PROPRIEDADES_VEICULO = [
  { value: PROPRIEDADE_VEICULO.proprio, label: 'Próprio do município' },
  { value: PROPRIEDADE_VEICULO.contratado, label: 'Contratado' },
  { value: PROPRIEDADE_VEICULO.cedido, label: 'Cedido (convênio)' },
] as const;

/** How a passenger travels: a wheelchair user takes a wheelchair place, a stretcher a stretcher place. */
export const TIPO_PASSAGEIRO = { sentado: 1, cadeirante: 2, maca: 3 } as const;
export const TIPOS_PASSAGEIRO = [
  { value: TIPO_PASSAGEIRO.sentado, label: 'Sentado' },
  { value: TIPO_PASSAGEIRO.cadeirante, label: 'Cadeirante' },
  { value: TIPO_PASSAGEIRO.maca, label: 'Maca' },
] as const;
export const NOME_TIPO_PASSAGEIRO: Record<number, string> = Object.fromEntries(TIPOS_PASSAGEIRO.map((t) => [t.value, t.label]));

/** Where a pre-booking (a request waiting for a seat) came from. */
export const ORIGEM_PRE_AGENDAMENTO = { balcao: 1, encaminhamento: 2, regulacao: 3 } as const;
export const ORIGENS_PRE_AGENDAMENTO = [
  { value: ORIGEM_PRE_AGENDAMENTO.balcao, label: 'Balcão' },
  { value: ORIGEM_PRE_AGENDAMENTO.encaminhamento, label: 'Encaminhamento' },
  { value: ORIGEM_PRE_AGENDAMENTO.regulacao, label: 'Regulação' },
] as const;

/** A booking's life: booked, placed in a trip's vehicle, boarded, absent, cancelled. */
export const SITUACAO_AGENDAMENTO_TRANSPORTE = { agendado: 1, alocado: 2, embarcou: 3, faltou: 4, cancelado: 5 } as const;
export const NOME_SITUACAO_AGENDAMENTO_TRANSPORTE: Record<number, string> = {
  1: 'Agendado',
  2: 'Em viagem montada',
  3: 'Embarcou',
  4: 'Faltou',
  5: 'Cancelado',
};

/** A trip's life: assembled (open), closed (accounted), cancelled. A closed trip reopens only through reabertura-viagem. */
export const SITUACAO_VIAGEM = { aberta: 1, fechada: 2, cancelada: 3 } as const;
export const NOME_SITUACAO_VIAGEM: Record<number, string> = { 1: 'Aberta', 2: 'Fechada', 3: 'Cancelada' };

/** A companion's relation to the patient. */
export const RELACOES_ACOMPANHANTE = [
  'Mãe',
  'Pai',
  'Filho(a)',
  'Cônjuge',
  'Irmão(ã)',
  'Avô(ó)',
  'Neto(a)',
  'Tio(a)',
  'Responsável legal',
  'Cuidador(a)',
  'Outro',
] as const;

/** At most two companions per passenger; each takes a seat. */
export const MAX_ACOMPANHANTES = 2;

/**
 * Vehicle plates: the old Brazilian format AAA-#### (the hyphen optional) and the Mercosul AAA#A## (spec 000 §5).
 * Returns the plate normalised (upper case, old format with its hyphen) or null when it fits neither.
 */
export function normalizarPlaca(valor: string): string | null {
  const p = valor.trim().toUpperCase().replace(/\s+/g, '');
  if (/^[A-Z]{3}-?\d{4}$/.test(p)) return `${p.slice(0, 3)}-${p.slice(-4)}`;
  if (/^[A-Z]{3}\d[A-Z]\d{2}$/.test(p)) return p;
  return null;
}
