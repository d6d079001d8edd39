import { type DatatableRequest, ORIGEM_RECEITA_NOME, PREFERENCIA_NOME, TIPO_RECEITA_NOME } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../db/client.js';
import { auditarLeitura } from '../../../lib/auditoria-leitura.js';
import { cabecalhoDoPaciente } from '../../../lib/clinico/cabecalho-paciente.js';
import { filtrosDoDocumento, paginar } from '../../../lib/datatable/paginar.js';
import { notFound } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { porNome } from '../../../lib/sql/texto.js';

/**
 * Reading a patient's dispensings is audited like any read of the patient's record (architecture §5): one
 * dispensing, or the patient's history and prescriptions (the patient's record).
 */
export const auditarLeituraFarmacia = (tx: Tx, req: FastifyRequest, pacienteId: number, rota: string, dispensacaoId?: number) =>
  auditarLeitura(tx, req, {
    tabela: dispensacaoId ? 'farmacia_dispensacao' : 'cidadao',
    registroId: dispensacaoId ?? pacienteId,
    pacienteId,
    rota,
  });

const textoOuNulo = (v: unknown) => (v == null ? null : String(v));
const numeroOuNulo = (v: unknown) => (v == null ? null : Number(v));

const tipoNome = (origem: string, tipo: number) =>
  origem === 'alto-custo' ? 'Processo de alto custo (LME)' : (TIPO_RECEITA_NOME[tipo] ?? '');

/** The prescriptions a dispensing served, by a condition on `r` (farmacia_dispensacao_receita). */
export async function receitasDaDispensacao(tx: Tx, onde: SQL) {
  const { rows } = await tx.execute(sql`
    select r.id, r.origem, r.receita_origem_id, r.tipo, r.numero_notificacao, r.prescritor_nome, r.prescritor_conselho,
           r.data_emissao::text as data_emissao, r.retida
      from farmacia_dispensacao_receita r where ${onde} order by r.id`);
  return rows.map((r) => ({
    id: Number(r.id),
    origem: String(r.origem),
    origemNome: ORIGEM_RECEITA_NOME[String(r.origem)] ?? String(r.origem),
    receitaOrigemId: numeroOuNulo(r.receita_origem_id),
    tipo: Number(r.tipo),
    tipoNome: tipoNome(String(r.origem), Number(r.tipo)),
    numeroNotificacao: textoOuNulo(r.numero_notificacao),
    prescritorNome: textoOuNulo(r.prescritor_nome),
    prescritorConselho: textoOuNulo(r.prescritor_conselho),
    dataEmissao: String(r.data_emissao),
    retida: Boolean(r.retida),
  }));
}

/** The medicines of a dispensing (by a condition on `i`, farmacia_dispensacao_item), each with the lots it took. */
export async function itensDaDispensacao(tx: Tx, onde: SQL) {
  const { rows } = await tx.execute(sql`
    select i.id, i.dispensacao_receita_id, i.material_id, m.nome as material, i.prescrito, i.posologia, i.quantidade_prescrita,
           i.quantidade, i.unidades_por_dia::text as unidades_por_dia, i.dias_tratamento, i.proxima_retirada::text as proxima_retirada,
           i.cid, i.termo_responsabilidade
      from farmacia_dispensacao_item i join material m on m.id = i.material_id where ${onde} order by i.id`);
  if (!rows.length) return [];
  const { rows: lotes } = await tx.execute(sql`
    select dl.item_id, dl.lote_id, l.lote, l.validade::text as validade, dl.quantidade
      from farmacia_dispensacao_lote dl join estoque_lote l on l.id = dl.lote_id
     where dl.item_id in (${sql.join(
       rows.map((r) => sql`${Number(r.id)}`),
       sql`, `,
     )}) order by l.validade, dl.id`);
  return rows.map((i) => ({
    id: Number(i.id),
    dispensacaoReceitaId: numeroOuNulo(i.dispensacao_receita_id),
    materialId: Number(i.material_id),
    material: String(i.material),
    prescrito: textoOuNulo(i.prescrito),
    posologia: textoOuNulo(i.posologia),
    quantidadePrescrita: numeroOuNulo(i.quantidade_prescrita),
    quantidade: Number(i.quantidade),
    unidadesPorDia: i.unidades_por_dia == null ? null : String(Number(i.unidades_por_dia)),
    diasTratamento: numeroOuNulo(i.dias_tratamento),
    proximaRetirada: textoOuNulo(i.proxima_retirada),
    cid: textoOuNulo(i.cid),
    termoResponsabilidade: textoOuNulo(i.termo_responsabilidade),
    lotes: lotes
      .filter((l) => Number(l.item_id) === Number(i.id))
      .map((l) => ({ loteId: Number(l.lote_id), lote: String(l.lote), validade: String(l.validade), quantidade: Number(l.quantidade) })),
  }));
}

/** One dispensing of the session's pharmacy (another pharmacy's is not found here). */
export async function lerDispensacaoFarmacia(tx: Tx, id: number, centroCustoId: number) {
  const { rows } = await tx.execute(sql`
    select d.id, cc.nome as centro_custo, d.paciente_id, d.data::text as data, d.data_hora, d.situacao, d.observacao,
           ${nomeDoUsuario(sql`d.usuario_id`)} as registrado_por, ${nomeDoUsuario(sql`d.supervisor_usuario_id`)} as supervisor,
           d.justificativa_antecipada, d.processo_alto_custo_id, d.motivo_estorno, d.estornado_em,
           ${nomeDoUsuario(sql`d.estornado_por`)} as estornado_por
      from farmacia_dispensacao d join centro_custo cc on cc.id = d.centro_custo_id
     where d.id = ${id} and d.centro_custo_id = ${centroCustoId}`);
  const d = rows[0];
  if (!d) throw notFound('Dispensação não encontrada.');
  return {
    id: Number(d.id),
    centroCusto: String(d.centro_custo),
    paciente: await cabecalhoDoPaciente(tx, Number(d.paciente_id)),
    data: String(d.data),
    dataHora: d.data_hora as Date | string,
    situacao: Number(d.situacao),
    observacao: textoOuNulo(d.observacao),
    registradoPor: textoOuNulo(d.registrado_por),
    supervisor: textoOuNulo(d.supervisor),
    justificativaAntecipada: textoOuNulo(d.justificativa_antecipada),
    processoAltoCustoId: numeroOuNulo(d.processo_alto_custo_id),
    motivoEstorno: textoOuNulo(d.motivo_estorno),
    estornadoEm: (d.estornado_em as Date | string | null) ?? null,
    estornadoPor: textoOuNulo(d.estornado_por),
    receitas: await receitasDaDispensacao(tx, sql`r.dispensacao_id = ${id}`),
    itens: await itensDaDispensacao(tx, sql`i.dispensacao_id = ${id}`),
  };
}
export type DispensacaoFarmaciaLida = Awaited<ReturnType<typeof lerDispensacaoFarmacia>>;

const nomePaciente = sql`case when c.preferencia_nome_id = ${PREFERENCIA_NOME.NOME_SOCIAL} and c.nome_social is not null then c.nome_social else c.nome end`;

/** The dispensings of a pharmacy, server-paged: a period, the situation, the patient (the index and the reversal screen). */
export function listaDeDispensacoes(
  tx: Tx,
  q: DatatableRequest & { dataInicio?: string; dataFim?: string; situacao?: number; pacienteId?: number },
  centroCustoId: number,
) {
  return paginar(tx, q, {
    de: sql`from farmacia_dispensacao d join cidadao c on c.id = d.paciente_id`,
    onde: [
      sql`d.centro_custo_id = ${centroCustoId}`,
      ...filtrosDoDocumento(q, { data: sql`d.data`, situacao: sql`d.situacao` }),
      ...(q.pacienteId ? [sql`d.paciente_id = ${q.pacienteId}`] : []),
    ],
    colunas: sql`d.id, d.data::text as data, d.data_hora as "dataHora", d.paciente_id as "pacienteId", ${nomePaciente} as paciente,
      d.situacao, ${nomeDoUsuario(sql`d.usuario_id`)} as usuario, d.supervisor_usuario_id is not null as antecipada,
      (select count(*) from farmacia_dispensacao_item i where i.dispensacao_id = d.id) as "quantidadeItens",
      coalesce((select string_agg(m.nome || ' (' || i.quantidade || ')', '; ' order by i.id) from farmacia_dispensacao_item i
                 join material m on m.id = i.material_id where i.dispensacao_id = d.id), '') as medicamentos`,
    ordenaveis: { dataHora: sql`d.data_hora`, paciente: porNome(nomePaciente), situacao: sql`d.situacao` },
    ordemPadrao: sql`d.data_hora desc, d.id desc`,
    busca: [sql`c.nome`, sql`c.nome_social`],
  }) as never;
}
