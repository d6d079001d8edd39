import { modeloLaudoImagemResource, NOME_MODALIDADE_IMAGEM } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { imgModeloLaudo } from './modelo-laudo.table.js';

const exameNome = sql<string | null>`(select e.nome from exame e where e.id = ${imgModeloLaudo.exameId})`;
const modalidadeNome = sql<string | null>`(case ${imgModeloLaudo.modalidade} ${sql.join(
  Object.entries(NOME_MODALIDADE_IMAGEM).map(([v, nome]) => sql`when ${Number(v)} then ${nome}`),
  sql` `,
)} end)`;

/** exame-imagem/modelo-laudo: the standard endpoints; the exam is one of the registry's imaging exams (tipo 2). */
export function modeloLaudoImagemRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: modeloLaudoImagemResource,
    table: imgModeloLaudo,
    list: {
      nome: imgModeloLaudo.nome,
      exameNome,
      modalidade: imgModeloLaudo.modalidade,
      modalidadeNome,
      bloqueado: imgModeloLaudo.bloqueado,
    },
    search: (term) => textSearch(term, imgModeloLaudo.nome, exameNome),
    form: async (tx) => {
      const { rows } = await tx.execute(sql`select id, nome from exame where tipo = 2 and not bloqueado order by ${porNome(sql`nome`)}`);
      return { exames: rows.map((r) => ({ id: Number(r.id), nome: String(r.nome) })) };
    },
    validate: async (tx, input) => {
      if (!input.exameId) return;
      const { rows } = await tx.execute(sql`select 1 from exame where id = ${input.exameId} and tipo = 2`);
      if (!rows.length) throw unprocessable({ exame_id: ['Exame de imagem não encontrado.'] });
    },
    values: (input) => ({
      nome: input.nome,
      modalidade: input.modalidade,
      exameId: input.exameId,
      texto: input.texto,
      conclusao: input.conclusao,
    }),
    unique: { img_modelo_laudo_nome_uq: 'nome' },
    autocomplete: { label: imgModeloLaudo.nome, search: (term) => textSearch(term, imgModeloLaudo.nome) },
    exemplo: () => ({
      nome: `Modelo de teste ${Math.random().toString(36).slice(2, 8)}`,
      modalidade: 2,
      exameId: null,
      texto: 'Exame realizado com transdutor convexo. [PACIENTE], [IDADE].',
      conclusao: 'Exame dentro dos limites da normalidade.',
    }),
  });
}
