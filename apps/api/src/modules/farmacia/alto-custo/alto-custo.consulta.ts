import { formatarProcedimentoSigtap, PREFERENCIA_NOME, SITUACAO_DOCUMENTO_ESTOQUE } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../db/client.js';
import { cidadao } from '../../../db/schema/index.js';
import { auditarLeitura } from '../../../lib/auditoria-leitura.js';
import { cabecalhoDoPaciente } from '../../../lib/clinico/cabecalho-paciente.js';
import { notFound } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { cidComPonto, type SessaoAltoCusto } from './alto-custo.service.js';

export const BASE_ALTO_CUSTO = '/api/farmacia/alto-custo-gerenciamento-processo';
export const TAGS_ALTO_CUSTO = ['farmacia/alto-custo-gerenciamento-processo'];

/** Who acts and where: the session's user and pharmacy. */
export const sessaoDe = (req: FastifyRequest): SessaoAltoCusto => ({
  usuarioId: req.auth.usuarioId,
  centroCustoId: req.auth.centroCustoId,
});

/** The patient's name by preference (the social name when preferred), for lists. */
export const nomeDoPaciente = sql<string>`case when ${cidadao.preferenciaNomeId} = ${PREFERENCIA_NOME.NOME_SOCIAL} and ${cidadao.nomeSocial} is not null
  then ${cidadao.nomeSocial} else ${cidadao.nome} end`;

/** Reading a patient's CEAF process (or its documents) is a read of the patient's record (architecture §5). */
export const auditarLeituraProcesso = (
  tx: Tx,
  req: FastifyRequest,
  leitura: { pacienteId: number; rota: string; tabela?: string; registroId?: number },
) =>
  auditarLeitura(tx, req, {
    tabela: leitura.tabela ?? 'cidadao',
    registroId: leitura.registroId ?? leitura.pacienteId,
    pacienteId: leitura.pacienteId,
    rota: leitura.rota,
  });

/** The session's pharmacy as an option. */
export async function centroDaSessao(tx: Tx, centroCustoId: number) {
  const { rows } = await tx.execute(sql`select id, nome from centro_custo where id = ${centroCustoId}`);
  if (!rows[0]) throw notFound('Centro de custo não encontrado.');
  return { id: Number(rows[0].id), nome: String(rows[0].nome) };
}

const vinculo = (r: Record<string, unknown> | undefined) =>
  r ? { id: Number(r.id), status: Number(r.status), validadeInicio: String(r.validade_inicio), validadeFim: String(r.validade_fim) } : null;

/** The LME fields of a process with the labels of the form's pickers (medicine, procedure, CID). */
async function lerLinha(tx: Tx, id: number, centroCustoId: number) {
  const { rows } = await tx.execute(sql`
    select p.*, p.data_solicitacao::text as data_solicitacao_txt, p.validade_inicio::text as validade_inicio_txt,
           p.validade_fim::text as validade_fim_txt, ma.nome as medicamento, ps.nome as procedimento,
           ${cidComPonto(sql`p.cid_codigo`)} || ' - ' || c.descricao as cid, cc.nome as centro_custo,
           ${nomeDoUsuario(sql`p.created_by`)} as registrado_por
      from farmacia_processo_alto_custo p join material ma on ma.id = p.material_id join cid c on c.codigo = p.cid_codigo
      join centro_custo cc on cc.id = p.centro_custo_id left join procedimento_sigtap ps on ps.codigo = p.procedimento_codigo
     where p.id = ${id} and p.centro_custo_id = ${centroCustoId}`);
  if (!rows[0]) throw notFound('Processo não encontrado.');
  return rows[0];
}

const lmeDaLinha = (p: Record<string, unknown>) => ({
  medicamentoId: Number(p.medicamento_id),
  medicamento: String(p.medicamento),
  procedimentoCodigo: (p.procedimento_codigo as string | null) ?? null,
  procedimento: p.procedimento_codigo ? `${formatarProcedimentoSigtap(String(p.procedimento_codigo))} - ${p.procedimento ?? ''}` : null,
  cidCodigo: String(p.cid_codigo),
  cid: String(p.cid),
  medicoNome: String(p.medico_nome),
  medicoCns: (p.medico_cns as string | null) ?? null,
  medicoConselho: (p.medico_conselho as string | null) ?? null,
  dataSolicitacao: String(p.data_solicitacao_txt),
  validadeInicio: String(p.validade_inicio_txt),
  quantidadeMes1: Number(p.quantidade_mes1),
  quantidadeMes2: Number(p.quantidade_mes2),
  quantidadeMes3: Number(p.quantidade_mes3),
  numeroLme: (p.numero_lme as string | null) ?? null,
  observacao: (p.observacao as string | null) ?? null,
});

/** The LME of a process, for the form of its renewal. */
export async function lerLme(tx: Tx, id: number, centroCustoId: number) {
  return lmeDaLinha(await lerLinha(tx, id, centroCustoId));
}

/**
 * A process as its screen shows it: the LME, status and its timeline, the competences with authorised and dispensed
 * quantities, the documents (without content), the monthly pickups and the renewal chain.
 */
export async function lerProcesso(tx: Tx, id: number, centroCustoId: number) {
  const p = await lerLinha(tx, id, centroCustoId);
  const { rows: competencias } = await tx.execute(sql`
    select mes, competencia::text as competencia, quantidade_autorizada, quantidade_dispensada
      from farmacia_processo_alto_custo_competencia where processo_id = ${id} order by mes`);
  const { rows: situacoes } = await tx.execute(sql`
    select s.id, s.status, s.motivo, s.em, ${nomeDoUsuario(sql`s.usuario_id`)} as usuario
      from farmacia_processo_alto_custo_situacao s where s.processo_id = ${id} order by s.em, s.id`);
  const { rows: documentos } = await tx.execute(sql`
    select d.id, d.descricao, d.nome_arquivo, d.tipo_conteudo, d.tamanho, d.created_at, ${nomeDoUsuario(sql`d.created_by`)} as criado_por
      from farmacia_processo_alto_custo_documento d where d.processo_id = ${id} order by d.created_at, d.id`);
  // the pickups: active dispensings of the process, the quantity of the process's medicine in each
  const { rows: retiradas } = await tx.execute(sql`
    select d.id, d.data::text as data, cc.nome as centro_custo, ${nomeDoUsuario(sql`d.usuario_id`)} as usuario,
           coalesce((select sum(i.quantidade) from farmacia_dispensacao_item i where i.dispensacao_id = d.id
                      and i.material_id = ${p.material_id}), 0)::int as quantidade
      from farmacia_dispensacao d join centro_custo cc on cc.id = d.centro_custo_id
     where d.processo_alto_custo_id = ${id} and d.situacao = ${SITUACAO_DOCUMENTO_ESTOQUE.ATIVA}
     order by d.data desc, d.id desc`);
  const { rows: renovacaoDe } = await tx.execute(sql`
    select id, status, validade_inicio::text as validade_inicio, validade_fim::text as validade_fim
      from farmacia_processo_alto_custo where id = ${p.renovacao_de_id ?? 0}`);
  const { rows: renovadoPor } = await tx.execute(sql`
    select id, status, validade_inicio::text as validade_inicio, validade_fim::text as validade_fim
      from farmacia_processo_alto_custo where renovacao_de_id = ${id} order by (status = 3), id desc limit 1`);
  return {
    id: Number(p.id),
    paciente: await cabecalhoDoPaciente(tx, Number(p.paciente_id)),
    centroCusto: String(p.centro_custo),
    materialId: Number(p.material_id),
    ...lmeDaLinha(p),
    status: Number(p.status),
    motivoStatus: (p.motivo_status as string | null) ?? null,
    validadeFim: String(p.validade_fim_txt),
    registradoPor: (p.registrado_por as string | null) ?? null,
    criadoEm: p.created_at as string,
    renovacaoDe: vinculo(renovacaoDe[0]),
    renovadoPor: vinculo(renovadoPor[0]),
    competencias: competencias.map((c) => ({
      mes: Number(c.mes),
      competencia: String(c.competencia),
      quantidadeAutorizada: Number(c.quantidade_autorizada),
      quantidadeDispensada: Number(c.quantidade_dispensada),
    })),
    situacoes: situacoes.map((s) => ({
      id: Number(s.id),
      status: Number(s.status),
      motivo: (s.motivo as string | null) ?? null,
      em: s.em as string,
      usuario: (s.usuario as string | null) ?? null,
    })),
    documentos: documentos.map((d) => ({
      id: Number(d.id),
      descricao: String(d.descricao),
      nomeArquivo: String(d.nome_arquivo),
      tipoConteudo: String(d.tipo_conteudo),
      tamanho: Number(d.tamanho),
      criadoEm: d.created_at as string,
      criadoPor: (d.criado_por as string | null) ?? null,
    })),
    retiradas: retiradas.map((r) => ({
      id: Number(r.id),
      data: String(r.data),
      quantidade: Number(r.quantidade),
      centroCusto: String(r.centro_custo),
      usuario: (r.usuario as string | null) ?? null,
    })),
  };
}
