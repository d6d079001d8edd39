import { z } from 'zod';
import { datatableRequestSchema } from '../../datatable.js';
import { f } from '../../resource/fields.js';
import { hojeIso } from '../../validation/datas.js';
import { zCid, zProcedimento } from '../../validation/zod-fields.js';
import { MENSAGENS_ALTO_CUSTO, primeiroDiaDoMes, STATUS_ALTO_CUSTO } from './alto-custo.js';

const quantidadeMes = (mes: number) => f.inteiro(`Quantidade do ${mes}º mês`, { min: 0, max: 100_000 });

/**
 * The LME of a CEAF process as the form sends it (spec 000 §2.3 alto-custo-gerenciamento-processo): medicine and its
 * CEAF procedure, the CID (checked by the server against the procedure's SIGTAP compatibility), the requesting
 * doctor, request date, first month of validity and the quantity of each of the three months.
 */
const lme = {
  medicamentoId: f.referencia('Medicamento'),
  procedimentoCodigo: zProcedimento('Procedimento CEAF'),
  cidCodigo: zCid('CID'),
  medicoNome: f.texto('Nome do médico', { max: 150 }),
  medicoCns: f.cns('CNS do médico'),
  medicoConselho: f.textoOpcional('Conselho do médico', { max: 30 }),
  dataSolicitacao: f.data('Data da solicitação', { max: () => hojeIso() }),
  /** Any day of the first month; kept as the month's first day. */
  validadeInicio: f.data('Início da validade').transform(primeiroDiaDoMes),
  quantidadeMes1: quantidadeMes(1),
  quantidadeMes2: quantidadeMes(2),
  quantidadeMes3: quantidadeMes(3),
  numeroLme: f.textoOpcional('Número da LME', { max: 30 }),
  observacao: f.textoOpcional('Observação', { max: 1000 }),
};

function regrasDaLme(
  v: { quantidadeMes1: number; quantidadeMes2: number; quantidadeMes3: number; validadeInicio: string; dataSolicitacao: string },
  ctx: z.RefinementCtx,
) {
  if (v.quantidadeMes1 + v.quantidadeMes2 + v.quantidadeMes3 === 0)
    ctx.addIssue({ code: 'custom', path: ['quantidadeMes1'], message: MENSAGENS_ALTO_CUSTO.quantidadeMinima });
  if (v.validadeInicio < primeiroDiaDoMes(v.dataSolicitacao))
    ctx.addIssue({ code: 'custom', path: ['validadeInicio'], message: MENSAGENS_ALTO_CUSTO.validadeAntesDaSolicitacao });
}

/** PUT …/{id}: the LME corrected. */
export const processoAltoCustoLmeSchema = z.object(lme).superRefine(regrasDaLme);
export type ProcessoAltoCustoLme = z.infer<typeof processoAltoCustoLmeSchema>;

/** POST …/alto-custo-gerenciamento-processo: a new process (in analysis), possibly renewing an earlier one. */
export const processoAltoCustoSchema = z
  .object({ ...lme, pacienteId: f.referencia('Paciente'), renovacaoDeId: f.opcional(f.referencia('Processo renovado')) })
  .superRefine(regrasDaLme);
export type ProcessoAltoCustoInput = z.infer<typeof processoAltoCustoSchema>;

/** PUT …/status/{id}: the decision recorded and why. */
export const processoAltoCustoStatusSchema = z.object({
  status: f.enumeracao('Situação', [STATUS_ALTO_CUSTO.AUTORIZADO, STATUS_ALTO_CUSTO.INDEFERIDO, STATUS_ALTO_CUSTO.SUSPENSO]),
  motivo: f.textoOpcional('Motivo', { max: 500 }),
});

/** The list's filters beside the search (all in the URL). */
export const processoAltoCustoListaSchema = datatableRequestSchema.extend({
  pacienteId: z.coerce.number().int().positive().optional().catch(undefined),
  medicamentoId: z.coerce.number().int().positive().optional().catch(undefined),
  cid: z.string().trim().max(5).optional(),
  status: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
  /** Open processes whose validity ends within this many days. */
  vencendoEm: z.coerce.number().int().min(0).max(365).optional().catch(undefined),
});

/** GET …/create/{pacienteId}?renovacao_de_id=: the form, prefilled from the process being renewed. */
export const processoAltoCustoCreateQuerySchema = z.object({
  renovacaoDeId: z.coerce.number().int().positive().optional(),
});

/** The description of an attached document (the file travels beside it, multipart). */
export const documentoAltoCustoDescricao = f.texto('Descrição', { max: 200 });
