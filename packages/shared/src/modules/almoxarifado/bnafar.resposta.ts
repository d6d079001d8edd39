import { z } from 'zod';
import { w } from '../../wire.js';

const tipoEstabelecimento = z.enum(['A', 'R', 'F']);
const situacao = z.enum(['enviado', 'erro', 'processado']);

/** One recorded submission (`integracao_envio`): a part of a position (≤ 2,000 records each), its result and who sent it. */
export const bnafarEnvioLinhaSchema = z.object({
  id: w.inteiroLongo,
  dataReferencia: w.data,
  parte: z.number(),
  partes: z.number(),
  registros: z.number(),
  ambiente: z.enum(['homologacao', 'producao']),
  situacao,
  protocolo: z.string().nullable(),
  erro: z.string().nullable(),
  enviadoPor: z.string().nullable(),
  enviadoEm: w.instante,
  consultadoEm: w.instante.nullable(),
});

/** A lot of the position that cannot go to BNAFAR, and why (never left out silently). */
export const bnafarNaoEnviavelSchema = z.object({
  materialId: w.inteiroLongo,
  material: z.string(),
  lote: z.string(),
  validade: w.data,
  quantidade: z.number(),
  motivo: z.string(),
});

/**
 * GET /api/almoxarifado/bnafar/posicao: what would be sent — the reference and its date, the establishment (CNES) and
 * municipality (IBGE), how many lots go, which cannot (with the reason), the lots of materials that are not medicines
 * (outside BNAFAR), what blocks the submission, whether the web service is configured, and the earlier submissions.
 */
export const bnafarPosicaoSchema = z.object({
  configurado: z.boolean(),
  ambiente: z.enum(['homologacao', 'producao']),
  /** Why it cannot be sent now (not configured), with where to configure it; null when it can. */
  comoConfigurar: z.string().nullable(),
  referencia: z.object({
    tipo: z.enum(['inventario', 'mes']),
    inventarioId: w.inteiroLongo.nullable(),
    competencia: z.string().nullable(),
    descricao: z.string(),
  }),
  centroCusto: w.opcao,
  data: w.data,
  unidade: z.string(),
  cnes: z.string().nullable(),
  ibge: z.number().nullable(),
  tipoEstabelecimento,
  /** Problems of the registry that block both the submission and the XML (no CNES, no municipality). */
  pendencias: z.array(z.string()),
  enviaveis: z.number(),
  quantidadeEnviavel: z.number(),
  naoEnviaveis: z.array(bnafarNaoEnviavelSchema),
  foraDoBnafar: z.number(),
  envios: z.array(bnafarEnvioLinhaSchema),
});

/** POST …/bnafar/posicao and PUT …/bnafar/envio/{id}/consultar: the outcome in pt-BR and the submissions recorded. */
export const bnafarEnvioRespostaSchema = z.object({
  message: z.string(),
  sucesso: z.boolean(),
  envios: z.array(bnafarEnvioLinhaSchema),
});
