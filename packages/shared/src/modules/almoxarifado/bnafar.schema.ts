import { z } from 'zod';
import { mensagens } from '../../validation/messages.js';

/**
 * The BNAFAR stock position of the warehouse (spec 001 §7 "inventario … and a national drug-base integration";
 * formats §4.4; decision 0015): the position of the session's stock at an applied inventory's date or at the last
 * day of a month, sent to the Ministry's web service or downloaded as XML.
 */

/** The establishment types of the web service (XSD `coTipoEstabelecimento`; manual v2.8 rule 10). */
export const TIPOS_ESTABELECIMENTO_BNAFAR = [
  { value: 'A', label: 'A - Almoxarifado central' },
  { value: 'R', label: 'R - Almoxarifado regional / regional de saúde' },
  { value: 'F', label: 'F - Farmácia / unidade de saúde' },
] as const;
export type TipoEstabelecimentoBnafar = (typeof TIPOS_ESTABELECIMENTO_BNAFAR)[number]['value'];

/** What happened to a submission (`integracao_envio.situacao`). */
export const SITUACAO_ENVIO = { ENVIADO: 'enviado', ERRO: 'erro', PROCESSADO: 'processado' } as const;
export type SituacaoEnvio = (typeof SITUACAO_ENVIO)[keyof typeof SITUACAO_ENVIO];
export const SituacaoEnvioNome: Record<SituacaoEnvio, string> = {
  enviado: 'Enviado (aguardando processamento)',
  erro: 'Erro',
  processado: 'Processado',
};

const dataBr = (iso: string) => iso.split('-').reverse().join('/');

export const MENSAGENS_BNAFAR = {
  referencia: 'Informe o mês da posição ou o inventário aplicado.',
  competencia: 'Mês da posição inválido (use AAAA-MM).',
  tipoEstabelecimento: 'Tipo de estabelecimento do BNAFAR é inválido',
  semMunicipio: 'O município não está definido: informe-o em Administração › Configurações (código IBGE).',
  semCnes: (unidade: string) => `A unidade ${unidade} não tem CNES cadastrado: informe-o em Cadastro › Unidades antes de enviar ao BNAFAR.`,
  inventarioNaoAplicado: 'Só um inventário aplicado pode ser enviado ao BNAFAR.',
  mesNaoEncerrado: (ultimoDia: string) => `A posição do mês só pode ser enviada a partir do último dia do mês (${dataBr(ultimoDia)}).`,
  semRegistros: 'Não há medicamentos com código CATMAT e saldo nesta posição: nada a enviar ao BNAFAR.',
  semCatmat: 'Medicamento sem código CATMAT (BNAFAR) no cadastro do material.',
  semTipoProduto: 'Código CATMAT sem o componente da assistência farmacêutica (tipo de produto BNAFAR) no cadastro do material.',
  enviado: (protocolos: string[]) =>
    `Posição enviada ao BNAFAR. ${protocolos.length > 1 ? 'Protocolos' : 'Protocolo'}: ${protocolos.join(', ')}.`,
  recusado: (motivo: string) => `O BNAFAR recusou o envio: ${motivo}`,
  indisponivel: (motivo: string) => `O BNAFAR não respondeu (${motivo}). O envio ficou registrado com erro; tente novamente mais tarde.`,
  semProtocolo: 'Este envio não tem protocolo para consultar.',
  aguardando: 'O BNAFAR ainda não processou este envio (aguardando).',
  processado: (registros: number) => `Envio processado pelo BNAFAR: ${registros} registro(s) aceito(s).`,
  inconsistente: (n: number, total: number) =>
    `O BNAFAR processou o envio e apontou ${n} de ${total} registro(s) inconsistente(s); corrija-os e envie a posição de novo.`,
} as const;

const competencia = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MENSAGENS_BNAFAR.competencia);
const tipoEstabelecimento = z.enum(
  TIPOS_ESTABELECIMENTO_BNAFAR.map((t) => t.value),
  { error: (i) => (i.input == null ? mensagens.obrigatorio('Tipo de estabelecimento') : MENSAGENS_BNAFAR.tipoEstabelecimento) },
);
const referencia = z.object({
  inventarioId: z.coerce.number().int().positive().optional(),
  competencia: competencia.optional(),
});
const umaReferencia = (v: { inventarioId?: number; competencia?: string }) => v.inventarioId != null || v.competencia != null;

/** Which position: an applied inventory of the session's stock, or the last day of a month (AAAA-MM). */
export const bnafarReferenciaSchema = referencia
  .extend({ tipoEstabelecimento: tipoEstabelecimento.optional() })
  .refine(umaReferencia, { message: MENSAGENS_BNAFAR.referencia, path: ['competencia'] });
export type BnafarReferenciaInput = z.infer<typeof bnafarReferenciaSchema>;

/** POST …/bnafar/posicao: the reference and the establishment type the position goes as. */
export const bnafarEnvioSchema = referencia
  .extend({ tipoEstabelecimento })
  .refine(umaReferencia, { message: MENSAGENS_BNAFAR.referencia, path: ['competencia'] });
export type BnafarEnvioInput = z.infer<typeof bnafarEnvioSchema>;
