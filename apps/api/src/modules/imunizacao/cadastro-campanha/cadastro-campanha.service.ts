import {
  type CampanhaInput,
  type CoberturaCampanha,
  type CodigoDose,
  DOSE_NOME,
  idadeEmAnosMeses,
  idadeEmMeses,
  MENSAGENS_CAMPANHA as M,
  publicoAlvoPorExtenso,
} from '@saude/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { vacina } from '../../cadastro/index.js';
import { vacinacaoCampanha, vacinacaoCampanhaVacina } from '../campanha/campanha.table.js';

type Situacao = 'andamento' | 'futura' | 'encerrada';

/** Closed by hand, or past its end date; not started yet; else in progress. */
export const situacaoSql = sql<Situacao>`case when ${vacinacaoCampanha.encerrada} or ${vacinacaoCampanha.fim} < current_date then 'encerrada'
  when ${vacinacaoCampanha.inicio} > current_date then 'futura' else 'andamento' end`;

const pct = (a: number, b: number | null) => (b ? Math.round((a / b) * 1000) / 10 : null);
const num = (v: unknown) => (v == null ? null : Number(v));

async function exigirVacinas(tx: Tx, ids: number[]) {
  const achadas = await tx
    .select({ id: vacina.id })
    .from(vacina)
    .where(and(inArray(vacina.id, ids), eq(vacina.bloqueado, false)));
  if (achadas.length !== new Set(ids).size) throw unprocessable({ vacinas: [M.vacinaInexistente] }, M.vacinaInexistente);
}

function colunas(d: CampanhaInput) {
  return {
    nome: d.nome,
    descricao: d.descricao,
    inicio: d.inicio,
    fim: d.fim,
    estrategia: d.estrategia,
    idadeMinimaMeses: idadeEmMeses(d.idadeMinimaAnos, d.idadeMinimaMeses),
    idadeMaximaMeses: idadeEmMeses(d.idadeMaximaAnos, d.idadeMaximaMeses),
    sexo: d.sexo,
    condicao: d.condicao,
    populacaoAlvo: d.populacaoAlvo,
    metaPercentual: d.metaPercentual == null ? null : String(d.metaPercentual),
  };
}

async function gravarVacinas(tx: Tx, campanhaId: number, d: CampanhaInput) {
  await tx.delete(vacinacaoCampanhaVacina).where(eq(vacinacaoCampanhaVacina.campanhaId, campanhaId));
  await tx
    .insert(vacinacaoCampanhaVacina)
    .values(d.vacinas.map((v) => ({ campanhaId, vacinaId: v.vacinaId, dose: v.dose, metaDoses: v.metaDoses })));
}

export async function criarCampanha(tx: Tx, d: CampanhaInput): Promise<number> {
  await exigirVacinas(
    tx,
    d.vacinas.map((v) => v.vacinaId),
  );
  const [c] = await tx.insert(vacinacaoCampanha).values(colunas(d)).returning({ id: vacinacaoCampanha.id });
  await gravarVacinas(tx, c.id, d);
  return c.id;
}

/** The campaign, locked for a change; 404 when it is not of this municipality. */
export async function campanhaParaAlterar(tx: Tx, id: number) {
  const [c] = await tx.select().from(vacinacaoCampanha).where(eq(vacinacaoCampanha.id, id)).for('update');
  if (!c) throw notFound(M.naoEncontrada);
  if (c.encerrada) throw unprocessable({ id: [M.jaEncerrada] }, M.jaEncerrada);
  return c;
}

export async function alterarCampanha(tx: Tx, id: number, d: CampanhaInput) {
  await campanhaParaAlterar(tx, id);
  await exigirVacinas(
    tx,
    d.vacinas.map((v) => v.vacinaId),
  );
  await tx.update(vacinacaoCampanha).set(colunas(d)).where(eq(vacinacaoCampanha.id, id));
  await gravarVacinas(tx, id, d);
}

export async function encerrarCampanha(tx: Tx, id: number) {
  await campanhaParaAlterar(tx, id);
  await tx.update(vacinacaoCampanha).set({ encerrada: true }).where(eq(vacinacaoCampanha.id, id));
}

/**
 * Coverage of a campaign: doses recorded with its id (not cancelled) per vaccine and dose against the goal in doses
 * (the vaccine's own, else target population × goal %), per room and per day; people vaccinated over the target
 * population.
 */
export async function coberturaDaCampanha(
  tx: Tx,
  c: { id: number; populacaoAlvo: number | null; metaPercentual: string | number | null },
  vacinas: { vacinaId: number; vacina: string; dose: string; metaDoses: number | null }[],
): Promise<CoberturaCampanha> {
  const populacao = c.populacaoAlvo;
  const metaPct = c.metaPercentual == null ? null : Number(c.metaPercentual);
  const metaGeral = populacao && metaPct ? Math.ceil((populacao * metaPct) / 100) : null;
  const { rows: porVacina } = await tx.execute(sql`
    select vacina_id, dose, count(*)::int as n from vacinacao
     where campanha_id = ${c.id} and cancelado_em is null group by vacina_id, dose`);
  const { rows: totais } = await tx.execute(sql`
    select count(*)::int as n, count(distinct paciente_id)::int as pessoas from vacinacao
     where campanha_id = ${c.id} and cancelado_em is null`);
  const { rows: porSala } = await tx.execute(sql`
    select v.centro_custo_id, coalesce(cc.nome, 'Transcrições / outros locais') as nome, count(*)::int as n
      from vacinacao v left join centro_custo cc on cc.id = v.centro_custo_id
     where v.campanha_id = ${c.id} and v.cancelado_em is null
     group by v.centro_custo_id, cc.nome order by count(*) desc, 2`);
  const { rows: porDia } = await tx.execute(sql`
    select data_aplicacao::text as data, count(*)::int as n from vacinacao
     where campanha_id = ${c.id} and cancelado_em is null group by data_aplicacao order by data_aplicacao`);
  const aplicadas = Number(totais[0]?.n ?? 0);
  const pessoas = Number(totais[0]?.pessoas ?? 0);
  return {
    aplicadas,
    pessoasVacinadas: pessoas,
    populacaoAlvo: populacao,
    metaPercentual: metaPct,
    cobertura: pct(pessoas, populacao),
    porVacina: vacinas.map((v) => {
      // a dose of the campaign's vaccine counts for its line; a vaccine listed once counts whatever dose was recorded
      const unica = vacinas.filter((x) => x.vacinaId === v.vacinaId).length === 1;
      const n = porVacina
        .filter((r) => Number(r.vacina_id) === v.vacinaId && (unica || r.dose === v.dose))
        .reduce((s, r) => s + Number(r.n), 0);
      const meta = v.metaDoses ?? metaGeral;
      return {
        vacinaId: v.vacinaId,
        dose: v.dose,
        nome: `${v.vacina} — ${DOSE_NOME[v.dose as CodigoDose] ?? v.dose}`,
        aplicadas: n,
        meta,
        percentualMeta: pct(n, meta),
      };
    }),
    porSala: porSala.map((r) => ({
      centroCustoId: num(r.centro_custo_id),
      nome: String(r.nome),
      aplicadas: Number(r.n),
      meta: null,
      percentualMeta: null,
    })),
    porDia: porDia.map((r) => ({ data: String(r.data), aplicadas: Number(r.n) })),
  };
}

export async function modeloDaCampanha(tx: Tx, id: number) {
  const [c] = await tx.select({ c: vacinacaoCampanha, situacao: situacaoSql }).from(vacinacaoCampanha).where(eq(vacinacaoCampanha.id, id));
  if (!c) throw notFound(M.naoEncontrada);
  const vacinas = await tx
    .select({
      vacinaId: vacinacaoCampanhaVacina.vacinaId,
      vacina: vacina.nome,
      dose: vacinacaoCampanhaVacina.dose,
      metaDoses: vacinacaoCampanhaVacina.metaDoses,
    })
    .from(vacinacaoCampanhaVacina)
    .innerJoin(vacina, eq(vacina.id, vacinacaoCampanhaVacina.vacinaId))
    .where(eq(vacinacaoCampanhaVacina.campanhaId, id))
    .orderBy(vacinacaoCampanhaVacina.id);
  const k = c.c;
  const min = idadeEmAnosMeses(k.idadeMinimaMeses);
  const max = idadeEmAnosMeses(k.idadeMaximaMeses);
  return {
    id: k.id,
    nome: k.nome,
    descricao: k.descricao,
    inicio: k.inicio,
    fim: k.fim,
    estrategia: k.estrategia,
    idadeMinimaAnos: min.anos,
    idadeMinimaMeses: min.meses,
    idadeMaximaAnos: max.anos,
    idadeMaximaMeses: max.meses,
    sexo: k.sexo,
    condicao: k.condicao,
    populacaoAlvo: k.populacaoAlvo,
    metaPercentual: k.metaPercentual == null ? null : Number(k.metaPercentual),
    encerrada: k.encerrada,
    situacao: c.situacao,
    publicoAlvo: publicoAlvoPorExtenso(k),
    vacinas,
    cobertura: await coberturaDaCampanha(tx, k, vacinas),
  };
}
