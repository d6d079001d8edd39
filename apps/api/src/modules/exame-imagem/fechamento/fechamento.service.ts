import {
  type ExameDoFechamento,
  type FechamentoImagemResumo,
  fusoHorario,
  type LinhaFechamentoImagem,
  MENSAGENS_FECHAMENTO_IMAGEM as M,
  SITUACAO_EXAME_IMAGEM as S,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';

/**
 * Closing a competence (exame-imagem/fechamento, issue 22). A competence `AAAA-MM` of a performing unit bills the
 * exams done in that Brasília month (realizado, laudado, liberado): a report still missing does not hold the bill
 * back (the exam was performed), it is only warned. Once closed, the exams carry `fechamento_id` and change only
 * through alteracao-exame-finalizado; exams done later in that month stay out (listed "fora do fechamento").
 * A closing is never reopened: a wrong exam is corrected by the alteration (with its reason), which recomputes the
 * closing's totals — the billing already typed into BPA is corrected by its own channel.
 */

export const recusa = (campo: string, mensagem: string) => unprocessable({ [campo]: [mensagem] }, mensagem);

const em = (...v: number[]) => sql.raw(`(${v.join(', ')})`);
export const SQL_REALIZADO = sql`e.situacao in ${em(S.realizado, S.laudado, S.liberado)}`;

/** The instants bounding a competence `AAAA-MM` in Brasília: [início, fim). */
export const limitesCompetencia = (competencia: string) => {
  const dia = `${competencia}-01`;
  return {
    inicio: sql`(${dia}::date)::timestamp at time zone ${fusoHorario()}`,
    fim: sql`((${dia}::date + interval '1 month')::date)::timestamp at time zone ${fusoHorario()}`,
  };
};
export const noMes = (coluna: SQL, competencia: string) => {
  const l = limitesCompetencia(competencia);
  return sql`${coluna} >= ${l.inicio} and ${coluna} < ${l.fim}`;
};

const COLUNAS_EXAME = sql`e.id, a.numero, c.nome as paciente, c.cns, e.realizado_em, a.data,
  coalesce(${nomeDoUsuario(sql`e.profissional_solicitante_id`)}, e.solicitante_nome) as solicitante,
  e.procedimento_codigo, p.nome as procedimento_nome, e.valor, e.situacao`;
const DE_EXAME = sql`img_exame e
  join cidadao c on c.id = e.paciente_id
  join procedimento_sigtap p on p.codigo = e.procedimento_codigo
  left join agendamento a on a.id = e.agendamento_id`;

type Linha = Record<string, unknown>;
const exameDe = (r: Linha): ExameDoFechamento => ({
  id: Number(r.id),
  numero: r.numero == null ? null : Number(r.numero),
  paciente: String(r.paciente),
  cns: (r.cns as string | null) ?? null,
  realizadoEm: (r.realizado_em as string | Date | null) ?? null,
  data: r.data == null ? null : String(r.data),
  solicitante: (r.solicitante as string | null) ?? null,
  procedimento: String(r.procedimento_codigo),
  situacao: Number(r.situacao),
});

async function exames(tx: Tx, onde: SQL, ordem = sql`e.realizado_em, e.id`) {
  const { rows } = await tx.execute(sql`select ${COLUNAS_EXAME} from ${DE_EXAME} where ${onde} order by ${ordem}`);
  return rows as Linha[];
}

/** One line per SIGTAP procedure and unit value (a value re-read after a SIGTAP release makes its own line). */
export function agrupar(rows: Linha[]): LinhaFechamentoImagem[] {
  const linhas = new Map<string, LinhaFechamentoImagem>();
  for (const r of rows) {
    const valor = Number(r.valor);
    const chave = `${r.procedimento_codigo}|${valor}`;
    let l = linhas.get(chave);
    if (!l) {
      l = {
        procedimento: String(r.procedimento_codigo),
        nome: String(r.procedimento_nome),
        quantidade: 0,
        valorUnitario: valor,
        total: 0,
        exames: [],
      };
      linhas.set(chave, l);
    }
    l.quantidade++;
    l.total = Math.round((l.total + valor) * 100) / 100;
    l.exames.push(exameDe(r));
  }
  return [...linhas.values()].sort((a, b) => a.procedimento.localeCompare(b.procedimento) || a.valorUnitario - b.valorUnitario);
}

const somar = (linhas: LinhaFechamentoImagem[]) => ({
  quantidade: linhas.reduce((s, l) => s + l.quantidade, 0),
  total: Math.round(linhas.reduce((s, l) => s + l.total * 100, 0)) / 100,
});

const RESUMO = sql`f.id, f.unidade_id, u.nome_fantasia as unidade, f.competencia, f.quantidade, f.valor,
  ${nomeDoUsuario(sql`f.fechado_por`)} as fechado_por, f.fechado_em`;
const resumoDe = (r: Linha): FechamentoImagemResumo => ({
  id: Number(r.id),
  unidadeId: Number(r.unidade_id),
  unidade: String(r.unidade),
  competencia: String(r.competencia),
  quantidade: Number(r.quantidade),
  valor: Number(r.valor),
  fechadoPor: (r.fechado_por as string | null) ?? null,
  fechadoEm: r.fechado_em as string | Date,
});

export async function listarFechamentos(tx: Tx, onde: SQL = sql`true`): Promise<FechamentoImagemResumo[]> {
  const { rows } = await tx.execute(sql`select ${RESUMO} from img_fechamento f join unidade u on u.id = f.unidade_id
    where ${onde} order by f.competencia desc, u.nome_fantasia limit 200`);
  return (rows as Linha[]).map(resumoDe);
}

export async function lerFechamento(tx: Tx, unidadeId: number, competencia: string) {
  return (await listarFechamentos(tx, sql`f.unidade_id = ${unidadeId} and f.competencia = ${competencia}`))[0] ?? null;
}

/** The preview of a competence (or, when closed, what it billed and what stayed out). */
export async function previaFechamento(tx: Tx, unidadeId: number, competencia: string) {
  const fechamento = await lerFechamento(tx, unidadeId, competencia);
  const daUnidade = sql`e.unidade_id = ${unidadeId}`;
  const realizados = sql`${daUnidade} and ${SQL_REALIZADO} and ${noMes(sql`e.realizado_em`, competencia)}`;
  const faturados = fechamento
    ? await exames(tx, sql`e.fechamento_id = ${fechamento.id}`)
    : await exames(tx, sql`${realizados} and e.fechamento_id is null`);
  const fora = fechamento ? await exames(tx, sql`${realizados} and e.fechamento_id is null`) : [];
  const agendados = await exames(
    tx,
    sql`${daUnidade} and e.situacao = ${S.agendado} and a.data between ${`${competencia}-01`}::date and (${`${competencia}-01`}::date + interval '1 month - 1 day')::date`,
    sql`a.data, a.numero`,
  );
  const linhas = agrupar(faturados);
  return {
    unidadeId,
    competencia,
    fechamento,
    linhas,
    ...somar(linhas),
    semLaudo: faturados.filter((r) => Number(r.situacao) === S.realizado).map(exameDe),
    agendados: agendados.map(exameDe),
    foraDoFechamento: fora.map(exameDe),
  };
}

/**
 * Closes the competence in one transaction: the exams to bill locked, the closing written, the exams marked. A
 * second closing of the unit and month is refused (the unique index settles two at once: the later one waits and
 * conflicts).
 */
export async function fecharCompetencia(tx: Tx, unidadeId: number, competencia: string, usuarioId: number) {
  const { rows: hoje } = await tx.execute(sql`select to_char(now() at time zone ${fusoHorario()}, 'YYYY-MM') as mes`);
  if (competencia >= String(hoje[0]?.mes)) throw recusa('competencia', M.competenciaFutura);
  const { rows: unidade } = await tx.execute(sql`select id from unidade where id = ${unidadeId}`);
  if (!unidade[0]) throw recusa('unidade_id', 'Unidade executante não encontrada.');
  if (await lerFechamento(tx, unidadeId, competencia)) throw recusa('competencia', M.jaFechada);
  const { rows } = await tx.execute(sql`select e.id, e.valor from img_exame e
    where e.unidade_id = ${unidadeId} and ${SQL_REALIZADO} and ${noMes(sql`e.realizado_em`, competencia)} and e.fechamento_id is null
    order by e.id for update`);
  if (!rows.length) throw recusa('competencia', M.semExames);
  const valor = Math.round(rows.reduce((s, r) => s + Number(r.valor) * 100, 0)) / 100;
  const { rows: novo } = await tx.execute(sql`insert into img_fechamento (unidade_id, competencia, quantidade, valor, fechado_por)
    values (${unidadeId}, ${competencia}, ${rows.length}, ${valor}, ${usuarioId})
    on conflict do nothing returning id`);
  if (!novo[0]) throw recusa('competencia', M.jaFechada);
  const id = Number(novo[0].id);
  const ids = rows.map((r) => Number(r.id));
  await tx.execute(sql`update img_exame set fechamento_id = ${id} where id in ${sql.raw(`(${ids.join(',')})`)}`);
  return (await lerFechamento(tx, unidadeId, competencia)) as FechamentoImagemResumo;
}

/** The totals of a closing from its exams (after an alteration). */
export async function recalcularFechamento(tx: Tx, fechamentoId: number) {
  const { rows } = await tx.execute(sql`update img_fechamento f
      set quantidade = t.n, valor = t.v
     from (select count(*)::int as n, coalesce(sum(valor), 0) as v from img_exame where fechamento_id = ${fechamentoId}) t
    where f.id = ${fechamentoId} returning f.quantidade, f.valor`);
  return { quantidade: Number(rows[0]?.quantidade), valor: Number(rows[0]?.valor) };
}
