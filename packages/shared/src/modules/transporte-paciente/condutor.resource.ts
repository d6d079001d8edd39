import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { CATEGORIAS_CNH_CONDUTOR, DIAS_AVISO_CNH } from './opcoes.js';

/** How a driver's licence stands on a day: expired, expiring within DIAS_AVISO_CNH days, or valid. */
export type SituacaoCnh = 'vencida' | 'vencendo' | 'valida';
export const NOME_SITUACAO_CNH: Record<SituacaoCnh, string> = { vencida: 'CNH vencida', vencendo: 'CNH vencendo', valida: 'CNH válida' };

/** Days from `de` to `ate`, both 'YYYY-MM-DD' (calendar days, no time zone involved). */
function diasEntre(de: string, ate: string): number {
  const utc = (d: string) => {
    const [a, m, dia] = d.slice(0, 10).split('-').map(Number);
    return Date.UTC(a, m - 1, dia);
  };
  return Math.round((utc(ate) - utc(de)) / 86_400_000);
}

/**
 * A licence valid until `validade` (inclusive) on day `hoje` (both 'YYYY-MM-DD'): 'vencida' after it, 'vencendo'
 * within DIAS_AVISO_CNH days (the driver list and the trip assembly flag it), otherwise 'valida'.
 */
export function situacaoCnh(validade: string, hoje: string, diasAviso = DIAS_AVISO_CNH): SituacaoCnh {
  const dias = diasEntre(hoje, validade);
  if (dias < 0) return 'vencida';
  return dias <= diasAviso ? 'vencendo' : 'valida';
}

export const MENSAGENS_CONDUTOR = {
  cnhNumero: 'O campo Número da CNH deve conter 11 dígitos.',
  cnhCategoria: 'Categoria da CNH inválida: o condutor precisa de categoria B ou superior.',
} as const;

/** A driver of the fleet (tp_condutor): the licence's number, category and expiry decide which trips they may take. */
export const tpCondutorSchema = z.object({
  nome: f.texto('Nome', { max: 150 }),
  cpf: f.opcional(f.cpf()),
  telefone: f.opcional(f.telefone()),
  cnhNumero: z
    .string({ error: 'O campo Número da CNH é obrigatório.' })
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length > 0, 'O campo Número da CNH é obrigatório.')
    .refine((v) => v.length === 0 || v.length === 11, MENSAGENS_CONDUTOR.cnhNumero),
  cnhCategoria: z.enum(CATEGORIAS_CNH_CONDUTOR, { error: MENSAGENS_CONDUTOR.cnhCategoria }),
  cnhValidade: f.data('Validade da CNH'),
  observacao: f.textoOpcional('Observação', { max: 500 }),
});
export type TpCondutorEntrada = z.infer<typeof tpCondutorSchema>;

/** Condutores (spec 000 §2.3 transporte-paciente/condutor). The list flags licences expired or about to expire. */
export const tpCondutorResource = defineResource({
  modulo: 'transporte-paciente',
  recurso: 'condutor',
  nome: 'Condutor',
  nomePlural: 'Condutores',
  schema: tpCondutorSchema,
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'cnhNumero', title: 'CNH', sortable: true, searchable: true, width: 140 },
    { data: 'cnhCategoria', title: 'Categoria', sortable: true, width: 100 },
    { data: 'cnhValidade', title: 'Validade da CNH', tipo: 'data', sortable: true, width: 150 },
    { data: 'situacaoCnh', title: 'Situação da CNH', width: 150 },
    { data: 'telefone', title: 'Telefone', width: 140 },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
