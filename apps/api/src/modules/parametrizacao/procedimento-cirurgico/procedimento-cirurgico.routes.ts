import { PORTES_CIRURGICOS, procedimentoCirurgicoResource } from '@saude/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { procedimentoDoModelo, procedimentoModelo, rotuloSql } from '../exame/exame.routes.js';
import { procedimentoCirurgico } from './procedimento-cirurgico.table.js';

/** The edit model (the typed wire): the row plus its SIGTAP procedure. */
const respostaModelo = modeloDaTabela(procedimentoCirurgico).extend({ procedimento: procedimentoModelo.nullable() });

/** parametrizacao/procedimento-cirurgico: the municipality's surgical catalogue. */
export function procedimentoCirurgicoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: procedimentoCirurgicoResource,
    table: procedimentoCirurgico,
    list: {
      nome: procedimentoCirurgico.nome,
      procedimentoCodigo: procedimentoCirurgico.procedimentoCodigo,
      porteNome: rotuloSql(procedimentoCirurgico.porte, PORTES_CIRURGICOS),
      tempoEstimadoMinutos: procedimentoCirurgico.tempoEstimadoMinutos,
      necessitaInternacao: procedimentoCirurgico.necessitaInternacao,
      bloqueado: procedimentoCirurgico.bloqueado,
    },
    search: (term) => textSearch(term, procedimentoCirurgico.nome, procedimentoCirurgico.procedimentoCodigo),
    filters: { porte: (v) => eq(procedimentoCirurgico.porte, Number(v)) },
    form: async () => ({ portes: PORTES_CIRURGICOS }),
    values: (i) => ({
      nome: i.nome,
      procedimentoCodigo: i.procedimentoCodigo,
      porte: i.porte,
      tempoEstimadoMinutos: i.tempoEstimadoMinutos,
      necessitaInternacao: i.necessitaInternacao,
    }),
    respostaModelo,
    model: async (tx, row) => ({ ...row, procedimento: await procedimentoDoModelo(tx, row.procedimentoCodigo as string | null) }),
    unique: { procedimento_cirurgico_nome_uq: 'nome' },
    autocomplete: { label: procedimentoCirurgico.nome, search: (term) => textSearch(term, procedimentoCirurgico.nome) },
    exemplo: () => ({
      nome: `Cirurgia de teste ${Math.random().toString(36).slice(2, 8)}`,
      procedimentoCodigo: '0407040129',
      porte: 2,
      tempoEstimadoMinutos: 90,
      necessitaInternacao: true,
    }),
  });
}
