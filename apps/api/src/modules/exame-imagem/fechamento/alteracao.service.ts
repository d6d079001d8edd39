import { type AlteracaoFinalizado, type ExameFinalizado, fusoHorario, MENSAGENS_FECHAMENTO_IMAGEM as M } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../lib/http-errors.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { noMes, recalcularFechamento, recusa } from './fechamento.service.js';

/**
 * alteracao-exame-finalizado (issue 22): the one way to change an exam of a closed competence — its procedure (the
 * value re-read from SIGTAP), the day it was done (inside the same competence: moving it to another month would
 * change two closings), or its requester. One transaction: the before/after and the reason recorded, the exam
 * changed, the closing's totals recomputed.
 */

const SELECT = sql`select e.id, a.numero, c.nome as paciente, c.cns, u.nome_fantasia as unidade, f.competencia, e.fechamento_id,
    e.procedimento_codigo, p.nome as procedimento_nome, e.valor, e.realizado_em, e.profissional_solicitante_id,
    ${nomeDoUsuario(sql`e.profissional_solicitante_id`)} as profissional_solicitante, e.unidade_solicitante_id,
    us.nome_fantasia as unidade_solicitante, e.solicitante_nome, e.situacao, e.paciente_id
  from img_exame e
  join img_fechamento f on f.id = e.fechamento_id
  join cidadao c on c.id = e.paciente_id
  join unidade u on u.id = e.unidade_id
  join procedimento_sigtap p on p.codigo = e.procedimento_codigo
  left join unidade us on us.id = e.unidade_solicitante_id
  left join agendamento a on a.id = e.agendamento_id`;

type Linha = Record<string, unknown>;

async function historico(tx: Tx, ids: number[]) {
  if (!ids.length) return new Map<number, ExameFinalizado['alteracoes']>();
  const { rows } =
    await tx.execute(sql`select img_exame_id, alterado_em, ${nomeDoUsuario(sql`x.usuario_id`)} as usuario, motivo, antes, depois
    from img_alteracao_finalizado x where img_exame_id in ${sql.raw(`(${ids.join(',')})`)} order by alterado_em desc, id desc`);
  const m = new Map<number, ExameFinalizado['alteracoes']>();
  for (const r of rows as Linha[]) {
    const id = Number(r.img_exame_id);
    m.set(id, [
      ...(m.get(id) ?? []),
      {
        alteradoEm: r.alterado_em as string,
        usuario: (r.usuario as string | null) ?? null,
        motivo: String(r.motivo),
        antes: r.antes as Record<string, unknown>,
        depois: r.depois as Record<string, unknown>,
      },
    ]);
  }
  return m;
}

async function ler(tx: Tx, onde: SQL): Promise<ExameFinalizado[]> {
  const { rows } = await tx.execute(sql`${SELECT} where ${onde} order by e.realizado_em desc, e.id desc limit 50`);
  const hist = await historico(
    tx,
    (rows as Linha[]).map((r) => Number(r.id)),
  );
  return (rows as Linha[]).map((r) => ({
    id: Number(r.id),
    numero: r.numero == null ? null : Number(r.numero),
    paciente: String(r.paciente),
    cns: (r.cns as string | null) ?? null,
    unidade: String(r.unidade),
    competencia: String(r.competencia),
    fechamentoId: Number(r.fechamento_id),
    procedimentoCodigo: String(r.procedimento_codigo),
    procedimentoNome: String(r.procedimento_nome),
    valor: Number(r.valor),
    realizadoEm: (r.realizado_em as string | null) ?? null,
    profissionalSolicitanteId: r.profissional_solicitante_id == null ? null : Number(r.profissional_solicitante_id),
    profissionalSolicitante: (r.profissional_solicitante as string | null) ?? null,
    unidadeSolicitanteId: r.unidade_solicitante_id == null ? null : Number(r.unidade_solicitante_id),
    unidadeSolicitante: (r.unidade_solicitante as string | null) ?? null,
    solicitanteNome: (r.solicitante_nome as string | null) ?? null,
    situacao: Number(r.situacao),
    alteracoes: hist.get(Number(r.id)) ?? [],
  }));
}

export function buscarExamesFinalizados(tx: Tx, q: { numero?: number; pacienteId?: number; competencia?: string }) {
  return ler(
    tx,
    sql.join(
      [
        sql`true`,
        q.numero ? sql`a.numero = ${q.numero}` : sql`true`,
        q.pacienteId ? sql`e.paciente_id = ${q.pacienteId}` : sql`true`,
        q.competencia ? sql`f.competencia = ${q.competencia}` : sql`true`,
      ],
      sql` and `,
    ),
  );
}

export async function alterarExameFinalizado(tx: Tx, id: number, b: AlteracaoFinalizado, usuarioId: number) {
  const { rows } = await tx.execute(sql`select e.id, e.fechamento_id, f.competencia, e.procedimento_codigo, e.valor::float8 as valor,
      e.realizado_em, e.profissional_solicitante_id, e.unidade_solicitante_id
    from img_exame e left join img_fechamento f on f.id = e.fechamento_id where e.id = ${id} for update of e`);
  const e = rows[0] as Linha | undefined;
  if (!e) throw notFound('Exame não encontrado.');
  if (e.fechamento_id == null)
    throw recusa('exame', 'Este exame não pertence a uma competência fechada: altere-o na tela do próprio exame.');
  const fechamentoId = Number(e.fechamento_id);
  const competencia = String(e.competencia);
  const antes: Record<string, unknown> = {};
  const depois: Record<string, unknown> = {};
  const mudar = (campo: string, de: unknown, para: unknown) => {
    if (String(de ?? '') === String(para ?? '')) return;
    antes[campo] = de ?? null;
    depois[campo] = para ?? null;
  };

  if (b.procedimentoCodigo !== undefined && b.procedimentoCodigo !== e.procedimento_codigo) {
    const { rows: p } = await tx.execute(
      sql`select codigo, valor_sa::float8 as valor from procedimento_sigtap where codigo = ${b.procedimentoCodigo}`,
    );
    if (!p[0]) throw recusa('procedimento_codigo', M.procedimentoInvalido);
    mudar('procedimento_codigo', e.procedimento_codigo, b.procedimentoCodigo);
    mudar('valor', Number(e.valor), Number(p[0].valor));
  }
  if (b.realizadoEm !== undefined) {
    const { rows: d } = await tx.execute(sql`select ${noMes(sql`${b.realizadoEm}::timestamptz`, competencia)} as no_mes,
      ${b.realizadoEm}::timestamptz > now() as futura, ${b.realizadoEm}::timestamptz is not distinct from (select realizado_em from img_exame where id = ${id}) as igual,
      to_char(${b.realizadoEm}::timestamptz at time zone ${fusoHorario()}, 'YYYY-MM-DD"T"HH24:MI:SS') as local`);
    const r = d[0] as Linha;
    if (r.futura) throw recusa('realizado_em', M.dataFutura);
    if (!r.no_mes) throw recusa('realizado_em', M.dataForaDaCompetencia);
    if (!r.igual) {
      antes.realizado_em = e.realizado_em instanceof Date ? e.realizado_em.toISOString() : (e.realizado_em ?? null);
      depois.realizado_em = new Date(b.realizadoEm).toISOString();
    }
  }
  if (b.profissionalSolicitanteId !== undefined) {
    if (b.profissionalSolicitanteId !== null) {
      const { rows: u } = await tx.execute(sql`select id from usuario where id = ${b.profissionalSolicitanteId}`);
      if (!u[0]) throw recusa('profissional_solicitante_id', 'Profissional solicitante não encontrado.');
    }
    mudar(
      'profissional_solicitante_id',
      e.profissional_solicitante_id == null ? null : Number(e.profissional_solicitante_id),
      b.profissionalSolicitanteId,
    );
  }
  if (b.unidadeSolicitanteId !== undefined) {
    if (b.unidadeSolicitanteId !== null) {
      const { rows: u } = await tx.execute(sql`select id from unidade where id = ${b.unidadeSolicitanteId}`);
      if (!u[0]) throw recusa('unidade_solicitante_id', 'Unidade solicitante não encontrada.');
    }
    mudar('unidade_solicitante_id', e.unidade_solicitante_id == null ? null : Number(e.unidade_solicitante_id), b.unidadeSolicitanteId);
  }
  if (!Object.keys(depois).length) throw recusa('motivo', M.nadaAlterado);

  await tx.execute(sql`insert into img_alteracao_finalizado (img_exame_id, fechamento_id, antes, depois, motivo, usuario_id)
    values (${id}, ${fechamentoId}, ${JSON.stringify(antes)}::jsonb, ${JSON.stringify(depois)}::jsonb, ${b.motivo}, ${usuarioId})`);
  const sets: SQL[] = [];
  if ('procedimento_codigo' in depois) sets.push(sql`procedimento_codigo = ${depois.procedimento_codigo as string}`);
  if ('valor' in depois) sets.push(sql`valor = ${depois.valor as number}`);
  if ('realizado_em' in depois) sets.push(sql`realizado_em = ${depois.realizado_em as string}::timestamptz`);
  if ('profissional_solicitante_id' in depois)
    sets.push(sql`profissional_solicitante_id = ${depois.profissional_solicitante_id as number | null}`);
  if ('unidade_solicitante_id' in depois) sets.push(sql`unidade_solicitante_id = ${depois.unidade_solicitante_id as number | null}`);
  await tx.execute(sql`update img_exame set ${sql.join(sets, sql`, `)} where id = ${id}`);
  const fechamento = await recalcularFechamento(tx, fechamentoId);
  const [exame] = await ler(tx, sql`e.id = ${id}`);
  return { exame: exame as ExameFinalizado, fechamento };
}
