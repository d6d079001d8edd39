import { z } from 'zod';
import { formatarDataEstoque } from '../../estoque.js';
import { f } from '../../resource/fields.js';

/**
 * almoxarifado/dispensacao-materiais (spec 000 §2.3: index, create/{pacienteId}, edit/{id}; 001 §7: create/{id},
 * store, edit, update, print, historico/{id}): supplies handed to a patient (diabetic supplies, dressings,
 * diapers) from the session's stock, each line a `dispensacao` movement taken first-expiry-first-out unless the
 * clerk picks a lot; the reversal puts every unit back into its lot (`estorno_dispensacao`).
 */
export const dispensacaoItemSchema = z.object({
  materialId: f.referencia('Material'),
  quantidade: f.inteiro('Quantidade', { min: 1, max: 100_000 }),
  loteId: f.opcional(f.referencia('Lote')),
});

export const dispensacaoSchema = z.object({
  pacienteId: f.referencia('Paciente'),
  data: f.data('Data'),
  observacao: f.textoOpcional('Observação', { max: 500 }),
  itens: z.array(dispensacaoItemSchema, { error: 'Informe ao menos um item.' }).min(1, 'Informe ao menos um item.').max(100),
});
export type DispensacaoInput = z.infer<typeof dispensacaoSchema>;

export const dispensacaoEdicaoSchema = z.object({ observacao: f.textoOpcional('Observação', { max: 500 }) });

/**
 * The warning of the form when the same material went to the patient less than the configured days ago
 * (parametrização "Intervalo mínimo entre dispensações"): a warning, not a refusal (a dressing may be redone).
 */
export const avisoDispensacaoRecente = (material: string, data: string, dias: number, intervalo: number) =>
  `${material} foi dispensado a este paciente em ${formatarDataEstoque(data)} (há ${dias} ${dias === 1 ? 'dia' : 'dias'}; intervalo mínimo de ${intervalo} dias).`;

export const MENSAGENS_DISPENSACAO = {
  jaEstornada: 'Esta dispensação já foi estornada.',
  estornadaSemRecibo: 'Esta dispensação foi estornada: não há comprovante a imprimir.',
  materialRepetido: 'O mesmo material aparece em mais de um item; some as quantidades numa linha.',
} as const;
