import {
  analisarFormula,
  camposDaFormula,
  type DatatableRequest,
  type FormulaExameEntrada,
  TIPO_CAMPO_EXAME,
  validarFormula,
} from '@saude/shared';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { escapeLike } from '../../../lib/datatable/datatable.js';
import { paginar } from '../../../lib/datatable/paginar.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { labExameCampo } from '../exame-campo/exame-campo.table.js';
import { labFormulaExame } from './formula-exame.table.js';

/** The registry exam's name (another module's table: read by SQL, not imported). */
const exameNome = sql<string>`(select e.nome from exame e where e.id = ${labExameCampo.exameId})`;
/** "LDL — Colesterol LDL (Friedewald) (Colesterol LDL)": how a numeric field is named in pickers. */
const rotuloCampo = sql<string>`${labExameCampo.codigo} || ' — ' || ${labExameCampo.nome} || ' (' || ${exameNome} || ')'`;

export function listaFormulas(tx: Tx, q: DatatableRequest) {
  return paginar(tx, q, {
    de: sql`from lab_formula_exame f join lab_exame_campo c on c.id = f.campo_id join exame e on e.id = c.exame_id`,
    onde: [],
    colunas: sql`f.id, c.codigo as "campoCodigo", c.nome as "campoNome", e.nome as "exameNome", f.expressao, f.descricao, f.bloqueado`,
    ordenaveis: {
      campoCodigo: sql`c.codigo`,
      campoNome: porNome(sql`c.nome`),
      exameNome: porNome(sql`e.nome`),
      expressao: sql`f.expressao`,
      bloqueado: sql`f.bloqueado`,
    },
    ordemPadrao: sql`c.codigo asc, f.id`,
    busca: [sql`c.codigo`, sql`c.nome`, sql`e.nome`, sql`f.expressao`, sql`f.descricao`],
  });
}

/** The numeric fields a formula may read: code, name and exam (the screen lists them under the expression). */
export async function camposNumericos(tx: Tx) {
  return tx
    .select({ codigo: labExameCampo.codigo, nome: labExameCampo.nome, exameNome })
    .from(labExameCampo)
    .where(and(eq(labExameCampo.tipo, TIPO_CAMPO_EXAME.numerico), eq(labExameCampo.bloqueado, false)))
    .orderBy(labExameCampo.codigo);
}

/** Numeric fields by code or name for the target picker; fields that already have a formula are left out. */
export async function autocompleteCampoNumerico(tx: Tx, termo: string, quantidade: number, formulaId?: number) {
  const conds: SQL[] = [
    eq(labExameCampo.tipo, TIPO_CAMPO_EXAME.numerico),
    eq(labExameCampo.bloqueado, false),
    sql`not exists (select 1 from lab_formula_exame f where f.campo_id = ${labExameCampo.id}${formulaId ? sql` and f.id <> ${formulaId}` : sql``})`,
  ];
  const t = termo.trim();
  if (t) {
    const like = `%${escapeLike(t.toLowerCase())}%`;
    conds.push(
      sql`(f_unaccent(lower(${labExameCampo.codigo})) like f_unaccent(${like}) or f_unaccent(lower(${labExameCampo.nome})) like f_unaccent(${like})
        or f_unaccent(lower(${exameNome})) like f_unaccent(${like}))`,
    );
  }
  const data = await tx
    .select({ id: labExameCampo.id, label: rotuloCampo, codigo: labExameCampo.codigo })
    .from(labExameCampo)
    .where(and(...conds))
    .orderBy(labExameCampo.codigo)
    .limit(quantidade);
  return { data };
}

export async function lerFormula(tx: Tx, id: number) {
  const [f] = await tx
    .select({
      id: labFormulaExame.id,
      campoId: labFormulaExame.campoId,
      expressao: labFormulaExame.expressao,
      descricao: labFormulaExame.descricao,
      bloqueado: labFormulaExame.bloqueado,
      campo: { id: labExameCampo.id, label: rotuloCampo, codigo: labExameCampo.codigo },
    })
    .from(labFormulaExame)
    .innerJoin(labExameCampo, eq(labExameCampo.id, labFormulaExame.campoId))
    .where(eq(labFormulaExame.id, id));
  if (!f) throw notFound('Fórmula não encontrada.');
  return f;
}

/**
 * Checks a formula against the municipality (shared `validarFormula`): the target is a numeric field without
 * another formula, the expression reads only numeric fields and closes no cycle with the other formulas.
 */
async function validar(tx: Tx, v: FormulaExameEntrada, id?: number) {
  const [alvo] = await tx
    .select({ codigo: labExameCampo.codigo, tipo: labExameCampo.tipo })
    .from(labExameCampo)
    .where(eq(labExameCampo.id, v.campoId));
  if (!alvo) throw unprocessable({ campo_id: ['Campo não encontrado.'] });
  if (alvo.tipo !== TIPO_CAMPO_EXAME.numerico) throw unprocessable({ campo_id: ['Só campos numéricos podem ser calculados por fórmula.'] });
  const outras = await tx
    .select({
      id: labFormulaExame.id,
      campoId: labFormulaExame.campoId,
      expressao: labFormulaExame.expressao,
      codigo: labExameCampo.codigo,
    })
    .from(labFormulaExame)
    .innerJoin(labExameCampo, eq(labExameCampo.id, labFormulaExame.campoId))
    .where(id ? ne(labFormulaExame.id, id) : undefined);
  if (outras.some((o) => o.campoId === v.campoId))
    throw unprocessable({ campo_id: [`O campo ${alvo.codigo} já tem uma fórmula cadastrada.`] });
  const grafo = new Map<string, string[]>();
  for (const o of outras) {
    try {
      grafo.set(o.codigo.toUpperCase(), camposDaFormula(analisarFormula(o.expressao)));
    } catch {
      // a stored formula parsed when saved; an unreadable one adds no edge
    }
  }
  const numericos = new Set((await camposNumericos(tx)).map((c) => c.codigo.toUpperCase()));
  const problema = validarFormula(v.expressao, alvo.codigo, numericos, grafo);
  if (problema) throw unprocessable({ expressao: [problema] });
}

export async function criarFormula(tx: Tx, v: FormulaExameEntrada) {
  await validar(tx, v);
  const [f] = await tx
    .insert(labFormulaExame)
    .values({ campoId: v.campoId, expressao: v.expressao, descricao: v.descricao, bloqueado: v.bloqueado })
    .returning({ id: labFormulaExame.id });
  return lerFormula(tx, f?.id as number);
}

export async function alterarFormula(tx: Tx, id: number, v: FormulaExameEntrada) {
  await lerFormula(tx, id);
  await validar(tx, v, id);
  await tx
    .update(labFormulaExame)
    .set({ campoId: v.campoId, expressao: v.expressao, descricao: v.descricao, bloqueado: v.bloqueado, updatedAt: new Date() })
    .where(eq(labFormulaExame.id, id));
  return lerFormula(tx, id);
}

export async function excluirFormula(tx: Tx, id: number) {
  await lerFormula(tx, id);
  await tx.delete(labFormulaExame).where(eq(labFormulaExame.id, id));
}
