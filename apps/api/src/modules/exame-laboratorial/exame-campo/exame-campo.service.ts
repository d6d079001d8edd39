import {
  analisarFormula,
  camposDaFormula,
  type DatatableRequest,
  type ExameCampoEntrada,
  type exameCampoModelo,
  TIPO_CAMPO_EXAME,
} from '@saude/shared';
import { and, asc, eq, inArray, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { paginar } from '../../../lib/datatable/paginar.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { labFormulaExame } from '../formula-exame/formula-exame.table.js';
import { laboratorio } from '../laboratorio/laboratorio.table.js';
import { labResultadoValor } from '../lancamento-resultado/lancamento-resultado.table.js';
import { labExame, labExameCampo, labExameReferencia } from './exame-campo.table.js';

const TIPO_LABORATORIAL = 1;
const exameNome = (id: SQLWrapper) => sql<string>`(select e.nome from exame e where e.id = ${id})`;
const numero = (v: unknown) => (v == null ? null : Number(v));
const decimal = (v: number | null) => (v == null ? null : String(v));

/** The laboratory exams of the registry with their lab settings, server-paged (exame-campo/index). */
export function listaExamesCampo(tx: Tx, q: DatatableRequest) {
  return paginar(tx, q, {
    de: sql`from exame e left join lab_exame le on le.exame_id = e.id left join laboratorio l on l.id = le.laboratorio_id`,
    onde: [sql`e.tipo = ${TIPO_LABORATORIAL}`],
    colunas: sql`e.id, e.nome, e.procedimento_codigo as "procedimentoCodigo", le.sigla, le.setor, l.nome as "laboratorioNome",
      (select count(*)::int from lab_exame_campo c where c.exame_id = e.id) as campos, e.bloqueado`,
    ordenaveis: {
      nome: porNome(sql`e.nome`),
      sigla: sql`le.sigla`,
      setor: sql`le.setor`,
      laboratorioNome: porNome(sql`l.nome`),
      campos: sql`(select count(*) from lab_exame_campo c where c.exame_id = e.id)`,
    },
    ordemPadrao: sql`${porNome(sql`e.nome`)} asc, e.id`,
    busca: [sql`e.nome`, sql`le.sigla`, sql`e.procedimento_codigo`],
  });
}

async function carregarExame(tx: Tx, exameId: number) {
  // the registry's exam belongs to parametrizacao: read by SQL, not imported
  const { rows } = await tx.execute(
    sql`select id, nome, procedimento_codigo from exame where id = ${exameId} and tipo = ${TIPO_LABORATORIAL}`,
  );
  const e = rows[0];
  if (!e) throw notFound('Exame laboratorial não encontrado.');
  return { id: Number(e.id), nome: String(e.nome), procedimentoCodigo: String(e.procedimento_codigo) };
}

/** Formulas of the municipality: the field each computes and the codes each reads. */
async function formulasDoMunicipio(tx: Tx) {
  const linhas = await tx
    .select({ campoId: labFormulaExame.campoId, expressao: labFormulaExame.expressao, codigo: labExameCampo.codigo })
    .from(labFormulaExame)
    .innerJoin(labExameCampo, eq(labExameCampo.id, labFormulaExame.campoId));
  return linhas.map((f) => {
    let le: string[] = [];
    try {
      le = camposDaFormula(analisarFormula(f.expressao));
    } catch {
      // a stored formula always parsed when saved; an unreadable one reads nothing
    }
    return { ...f, le };
  });
}

/** Why a field cannot be removed (a formula computes or reads it, or it has stored results), or null. */
function motivoEmUso(
  campo: { id: number; codigo: string },
  formulas: Awaited<ReturnType<typeof formulasDoMunicipio>>,
  comResultados: ReadonlySet<number>,
): string | null {
  const leitora = formulas.find((f) => f.le.includes(campo.codigo.toUpperCase()));
  if (leitora) return `O campo ${campo.codigo} é usado na fórmula do campo ${leitora.codigo} e não pode ser removido.`;
  if (formulas.some((f) => f.campoId === campo.id))
    return `O campo ${campo.codigo} é calculado por uma fórmula; exclua a fórmula antes de removê-lo.`;
  if (comResultados.has(campo.id)) return `O campo ${campo.codigo} já tem resultados lançados e não pode ser removido.`;
  return null;
}

async function camposComResultados(tx: Tx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const linhas = await tx
    .selectDistinct({ campoId: labResultadoValor.campoId })
    .from(labResultadoValor)
    .where(inArray(labResultadoValor.campoId, ids));
  return new Set(linhas.map((l) => l.campoId));
}

/** The edit screen's model: the exam, its lab settings (null before the first save) and its fields with their ranges. */
export async function lerExameCampo(tx: Tx, exameId: number): Promise<z.input<typeof exameCampoModelo>> {
  const ex = await carregarExame(tx, exameId);
  const [cfg] = await tx.select().from(labExame).where(eq(labExame.exameId, exameId));
  const campos = await tx
    .select()
    .from(labExameCampo)
    .where(eq(labExameCampo.exameId, exameId))
    .orderBy(asc(labExameCampo.ordem), asc(labExameCampo.id));
  const ids = campos.map((c) => c.id);
  const refs = ids.length
    ? await tx.select().from(labExameReferencia).where(inArray(labExameReferencia.campoId, ids)).orderBy(asc(labExameReferencia.id))
    : [];
  const formulas = await formulasDoMunicipio(tx);
  const comResultados = await camposComResultados(tx, ids);
  return {
    exame: ex,
    configurado: Boolean(cfg),
    sigla: cfg?.sigla ?? null,
    setor: cfg?.setor ?? null,
    laboratorioId: cfg?.laboratorioId ?? null,
    recipiente: cfg?.recipiente ?? null,
    codigoInterface: cfg?.codigoInterface ?? null,
    campos: campos.map((c) => ({
      id: c.id,
      nome: c.nome,
      codigo: c.codigo,
      tipo: c.tipo,
      unidadeMedida: c.unidadeMedida,
      casasDecimais: c.casasDecimais,
      opcoes: c.opcoes ?? [],
      obrigatorio: c.obrigatorio,
      formula: formulas.find((f) => f.campoId === c.id)?.expressao ?? null,
      emUso: motivoEmUso(c, formulas, comResultados),
      referencias: refs
        .filter((r) => r.campoId === c.id)
        .map((r) => ({
          sexo: r.sexo,
          idadeMinimaDias: r.idadeMinimaDias,
          idadeMaximaDias: r.idadeMaximaDias,
          minimo: numero(r.minimo),
          maximo: numero(r.maximo),
          criticoMinimo: numero(r.criticoMinimo),
          criticoMaximo: numero(r.criticoMaximo),
          texto: r.texto,
        })),
    })),
  };
}

/** The laboratories an exam may be sent to (active ones). */
export async function laboratoriosAtivos(tx: Tx) {
  return tx
    .select({ id: laboratorio.id, nome: laboratorio.nome, apoio: laboratorio.apoio })
    .from(laboratorio)
    .where(eq(laboratorio.bloqueado, false))
    .orderBy(porNome(laboratorio.nome));
}

/**
 * Saves an exam's lab settings and replaces its set of fields in the caller's transaction: fields sent with an id
 * are kept (their results and formulas point to the id), the others are created, the missing ones removed —
 * unless a formula reads or computes them or results were stored (422, nothing written). Ranges are rewritten.
 */
export async function salvarExameCampo(tx: Tx, exameId: number, v: ExameCampoEntrada) {
  await carregarExame(tx, exameId);
  const erros: Record<string, string[]> = {};
  const erro = (k: string, m: string) => {
    erros[k] ??= [];
    erros[k].push(m);
  };

  const [siglaUsada] = await tx
    .select({ nome: exameNome(labExame.exameId) })
    .from(labExame)
    .where(and(sql`upper(${labExame.sigla}) = ${v.sigla}`, ne(labExame.exameId, exameId)));
  if (siglaUsada) erro('sigla', `A sigla ${v.sigla} já é usada no exame ${siglaUsada.nome}.`);

  if (v.laboratorioId) {
    const [lab] = await tx
      .select({ id: laboratorio.id })
      .from(laboratorio)
      .where(and(eq(laboratorio.id, v.laboratorioId), eq(laboratorio.bloqueado, false)));
    if (!lab) erro('laboratorio_id', 'Laboratório não encontrado ou bloqueado.');
  }

  const atuais = await tx.select().from(labExameCampo).where(eq(labExameCampo.exameId, exameId));
  const atualPorId = new Map(atuais.map((c) => [c.id, c]));
  const formulas = await formulasDoMunicipio(tx);
  const comResultados = await camposComResultados(
    tx,
    atuais.map((c) => c.id),
  );

  const codigos = v.campos.map((c) => c.codigo);
  const deOutros = await tx
    .select({ codigo: labExameCampo.codigo, exameNome: exameNome(labExameCampo.exameId) })
    .from(labExameCampo)
    .where(and(inArray(labExameCampo.codigo, codigos), ne(labExameCampo.exameId, exameId)));
  const outroDono = new Map(deOutros.map((d) => [d.codigo, d.exameNome]));

  v.campos.forEach((c, i) => {
    const dono = outroDono.get(c.codigo);
    if (dono) erro(`campos.${i}.codigo`, `O código ${c.codigo} já é usado no exame ${dono}.`);
    if (c.id == null) return;
    const atual = atualPorId.get(c.id);
    if (!atual) {
      erro(`campos.${i}.codigo`, 'Este campo não pertence ao exame; recarregue a página.');
      return;
    }
    const leitora = formulas.find((f) => f.le.includes(atual.codigo.toUpperCase()));
    if (atual.codigo !== c.codigo && leitora)
      erro(`campos.${i}.codigo`, `O código ${atual.codigo} é usado na fórmula do campo ${leitora.codigo}; altere a fórmula antes.`);
    if (atual.tipo !== c.tipo) {
      const calculado = formulas.some((f) => f.campoId === atual.id);
      if (c.tipo !== TIPO_CAMPO_EXAME.numerico && (leitora || calculado))
        erro(`campos.${i}.tipo`, `O campo ${atual.codigo} participa de uma fórmula e precisa continuar numérico.`);
      else if (comResultados.has(atual.id))
        erro(`campos.${i}.tipo`, `O campo ${atual.codigo} já tem resultados lançados; o tipo não pode ser alterado.`);
    }
  });

  const mantidos = new Set(v.campos.flatMap((c) => (c.id == null ? [] : [c.id])));
  const removidos = atuais.filter((a) => !mantidos.has(a.id));
  for (const r of removidos) {
    const motivo = motivoEmUso(r, formulas, comResultados);
    if (motivo) erro('campos', motivo);
  }
  if (Object.keys(erros).length) throw unprocessable(erros);

  const configuracao = {
    sigla: v.sigla,
    setor: v.setor,
    laboratorioId: v.laboratorioId,
    recipiente: v.recipiente,
    codigoInterface: v.codigoInterface,
    updatedAt: new Date(),
  };
  await tx
    .insert(labExame)
    .values({ exameId, ...configuracao })
    .onConflictDoUpdate({ target: [labExame.clienteId, labExame.exameId], set: configuracao });

  const atuaisIds = atuais.map((c) => c.id);
  if (atuaisIds.length) await tx.delete(labExameReferencia).where(inArray(labExameReferencia.campoId, atuaisIds));
  if (removidos.length)
    await tx.delete(labExameCampo).where(
      inArray(
        labExameCampo.id,
        removidos.map((r) => r.id),
      ),
    );
  // kept fields may swap codes among themselves: free the codes first so the unique index never sees a transient repeat
  for (const id of mantidos)
    await tx
      .update(labExameCampo)
      .set({ codigo: `~${id}` })
      .where(eq(labExameCampo.id, id));

  for (const [ordem, c] of v.campos.entries()) {
    const valores = {
      ordem,
      nome: c.nome,
      codigo: c.codigo,
      tipo: c.tipo,
      unidadeMedida: c.tipo === TIPO_CAMPO_EXAME.numerico ? c.unidadeMedida : null,
      casasDecimais: c.tipo === TIPO_CAMPO_EXAME.numerico ? c.casasDecimais : null,
      opcoes: c.tipo === TIPO_CAMPO_EXAME.lista ? c.opcoes : null,
      obrigatorio: c.obrigatorio,
      updatedAt: new Date(),
    };
    let campoId = c.id;
    if (campoId != null) await tx.update(labExameCampo).set(valores).where(eq(labExameCampo.id, campoId));
    else {
      const [novo] = await tx
        .insert(labExameCampo)
        .values({ exameId, ...valores })
        .returning({ id: labExameCampo.id });
      campoId = novo?.id ?? null;
    }
    if (campoId != null && c.tipo === TIPO_CAMPO_EXAME.numerico && c.referencias.length)
      await tx.insert(labExameReferencia).values(
        c.referencias.map((r) => ({
          campoId: campoId as number,
          sexo: r.sexo,
          idadeMinimaDias: r.idadeMinimaDias,
          idadeMaximaDias: r.idadeMaximaDias,
          minimo: decimal(r.minimo),
          maximo: decimal(r.maximo),
          criticoMinimo: decimal(r.criticoMinimo),
          criticoMaximo: decimal(r.criticoMaximo),
          texto: r.texto,
        })),
      );
  }
  return lerExameCampo(tx, exameId);
}
