import { exameResource, MATERIAIS_BIOLOGICOS, TIPO_EXAME, TIPOS_EXAME } from '@saude/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { procedimentoSigtap } from '../../../db/schema/index.js';
import { modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { exame } from './exame.table.js';

/** `case col when 1 then 'Laboratorial' … end`: the label of a numeric option, sortable in SQL. */
export const rotuloSql = (col: SQL | import('drizzle-orm').Column, opcoes: readonly { value: number; label: string }[]) =>
  sql<string>`(case ${col} ${sql.join(
    opcoes.map((o) => sql`when ${sql.raw(String(o.value))} then ${o.label}`),
    sql` `,
  )} end)`;

const sexoNome = sql<string>`(select case p.sexo when 'F' then 'Feminino' when 'M' then 'Masculino' else 'Ambos' end
  from procedimento_sigtap p where p.codigo = "exame"."procedimento_codigo")`;

/** The SIGTAP procedure as the form's autocomplete shows it. */
export async function procedimentoDoModelo(tx: import('../../../db/client.js').Tx, codigo: string | null | undefined) {
  if (!codigo) return null;
  const [p] = await tx.select().from(procedimentoSigtap).where(eq(procedimentoSigtap.codigo, codigo));
  return p
    ? { id: p.codigo, codigo: p.codigo, nome: p.nome, label: `${p.codigo} - ${p.nome}`, sexo: p.sexo, competencia: p.competencia }
    : null;
}

/** The procedure of `procedimentoDoModelo` on the wire (exame, procedimento and procedimento-cirurgico edit models). */
export const procedimentoModelo = z.object({
  id: z.string(),
  codigo: z.string(),
  nome: z.string(),
  label: z.string(),
  sexo: z.string(),
  competencia: z.string(),
});

/** The edit model (the typed wire): the row plus its SIGTAP procedure. */
const respostaModelo = modeloDaTabela(exame).extend({ procedimento: procedimentoModelo.nullable() });

/** parametrizacao/exame. */
export function exameRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: exameResource,
    table: exame,
    list: {
      nome: exame.nome,
      tipoNome: rotuloSql(exame.tipo, TIPOS_EXAME),
      procedimentoCodigo: exame.procedimentoCodigo,
      materialBiologicoNome: rotuloSql(exame.materialBiologico, MATERIAIS_BIOLOGICOS),
      prazoResultadoDias: exame.prazoResultadoDias,
      sexoNome,
      bloqueado: exame.bloqueado,
    },
    search: (term) => textSearch(term, exame.nome, exame.procedimentoCodigo),
    filters: { tipo: (v) => eq(exame.tipo, Number(v)) },
    form: async () => ({ tipos: TIPOS_EXAME, materiaisBiologicos: MATERIAIS_BIOLOGICOS }),
    values: (i) => ({
      nome: i.nome,
      tipo: i.tipo,
      procedimentoCodigo: i.procedimentoCodigo,
      materialBiologico: i.tipo === TIPO_EXAME.laboratorial ? i.materialBiologico : null,
      metodo: i.metodo,
      prazoResultadoDias: i.prazoResultadoDias,
      validadeDias: i.validadeDias,
      jejum: i.jejum,
      jejumHoras: i.jejum ? i.jejumHoras : null,
      instrucoesPreparo: i.instrucoesPreparo,
    }),
    respostaModelo,
    model: async (tx, row) => ({ ...row, procedimento: await procedimentoDoModelo(tx, row.procedimentoCodigo as string) }),
    unique: { exame_nome_uq: 'nome' },
    autocomplete: { label: exame.nome, search: (term) => textSearch(term, exame.nome, exame.procedimentoCodigo) },
    exemplo: () => ({
      nome: `Exame de teste ${Math.random().toString(36).slice(2, 8)}`,
      tipo: TIPO_EXAME.laboratorial,
      procedimentoCodigo: '0202020380',
      materialBiologico: 1,
      metodo: 'Automação',
      prazoResultadoDias: 2,
      validadeDias: 90,
      jejum: true,
      jejumHoras: 8,
      instrucoesPreparo: null,
    }),
  });
}
