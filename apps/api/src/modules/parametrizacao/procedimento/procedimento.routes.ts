import { procedimentoResource } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { procedimentoDoModelo, procedimentoModelo } from '../exame/exame.routes.js';
import { procedimentoMunicipal } from './procedimento.table.js';

/** The edit model (the typed wire): the row plus its SIGTAP procedure. */
const respostaModelo = modeloDaTabela(procedimentoMunicipal).extend({ procedimento: procedimentoModelo.nullable() });

const doSigtap = (expr: string) =>
  sql.raw(`(select ${expr} from procedimento_sigtap p where p.codigo = "procedimento_municipal"."procedimento_codigo")`);
const procedimentoNome = sql<string>`${doSigtap('p.nome')}`;
const valorSigtap = sql<string>`${doSigtap('(p.valor_sa + p.valor_sh + p.valor_sp)')}`;
const competencia = sql<string>`${doSigtap("substr(p.competencia, 5, 2) || '/' || substr(p.competencia, 1, 4)")}`;

/** parametrizacao/procedimento: municipal settings over a SIGTAP procedure (one per procedure). */
export function procedimentoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: procedimentoResource,
    table: procedimentoMunicipal,
    list: {
      procedimentoCodigo: procedimentoMunicipal.procedimentoCodigo,
      procedimentoNome,
      valorSigtap,
      valorComplementar: procedimentoMunicipal.valorComplementar,
      competencia,
      bloqueado: procedimentoMunicipal.bloqueado,
    },
    search: (term) => {
      const digitos = term.replace(/[.\- ]/g, '');
      return /^\d{1,10}$/.test(digitos)
        ? sql`${procedimentoMunicipal.procedimentoCodigo} like ${`${digitos}%`}`
        : textSearch(term, procedimentoNome);
    },
    values: (i) => ({
      procedimentoCodigo: i.procedimentoCodigo,
      valorComplementar: i.valorComplementar.toFixed(2),
      exigeAutorizacao: i.exigeAutorizacao,
      permiteAgendamento: i.permiteAgendamento,
      quantidadeMaximaMes: i.quantidadeMaximaMes,
      observacao: i.observacao,
    }),
    respostaModelo,
    model: async (tx, row) => ({ ...row, procedimento: await procedimentoDoModelo(tx, row.procedimentoCodigo as string) }),
    unique: { procedimento_municipal_procedimento_uq: 'procedimentoCodigo' },
    autocomplete: {
      label: sql`${procedimentoMunicipal.procedimentoCodigo} || ' - ' || ${procedimentoNome}`,
      search: (term) => textSearch(term, procedimentoMunicipal.procedimentoCodigo, procedimentoNome),
    },
    exemplo: async (tx) => {
      // a procedure this municipality has not configured yet
      const { rows } = await tx.execute<{ codigo: string }>(
        sql`select p.codigo from procedimento_sigtap p
             where not exists (select 1 from procedimento_municipal m where m.procedimento_codigo = p.codigo)
             order by random() limit 1`,
      );
      return {
        procedimentoCodigo: rows[0].codigo,
        valorComplementar: 12.5,
        exigeAutorizacao: true,
        permiteAgendamento: true,
        quantidadeMaximaMes: 2,
        observacao: null,
      };
    },
  });
}
