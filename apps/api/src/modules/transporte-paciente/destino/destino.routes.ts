import { tpDestinoResource } from '@saude/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { porNome } from '../../../lib/sql/texto.js';
import { EM_USO, exigir, guardaEmUso } from '../cadastros/cadastros.comum.js';
import { tpDestino, tpDestinoLocal } from '../cadastros/cadastros.table.js';

type LocalEntrada = { id?: number | null; nome: string; endereco: string | null; telefone: string | null };

/** The edit model: the row, its municipality as the picker shows it, and its active places of care. */
const respostaModelo = modeloDaTabela(tpDestino).extend({
  municipio: itemAutocomplete.extend({ nome: z.string(), uf: z.string() }).nullable(),
  locais: z.array(z.object({ id: z.number(), nome: z.string(), endereco: z.string().nullable(), telefone: z.string().nullable() })),
});

const municipioNome = sql<string>`(select m.nome || ' - ' || e.uf from municipio m join estado e on e.id = m.estado_id where m.id = ${tpDestino.municipioId})`;
// the outer row named in full: drizzle may print a column of the queried table unqualified, and a bare "id" here would be
// the place's own id
const locais = sql<number>`(select count(*)::int from tp_destino_local l where l.destino_id = "tp_destino"."id" and not l.bloqueado)`;

/**
 * The places of care as the form left them, in the destination's transaction: kept ones updated by id, new ones
 * inserted, removed ones deleted — or blocked when a booking already names them (the booking keeps its place).
 */
async function gravarLocais(tx: Tx, destinoId: number, entrada: LocalEntrada[]) {
  const atuais = await tx.select({ id: tpDestinoLocal.id }).from(tpDestinoLocal).where(eq(tpDestinoLocal.destinoId, destinoId));
  const ids = new Set(atuais.map((l) => l.id));
  const mantidos = entrada.filter((l) => l.id && ids.has(l.id)).map((l) => Number(l.id));
  const removidos = atuais.map((l) => l.id).filter((id) => !mantidos.includes(id));
  for (const id of removidos) {
    const { rows } = await tx.execute(
      sql`select 1 from tp_agendamento where local_id = ${id} union all select 1 from tp_pre_agendamento where local_id = ${id} limit 1`,
    );
    if (rows.length) await tx.update(tpDestinoLocal).set({ bloqueado: true }).where(eq(tpDestinoLocal.id, id));
    else await tx.delete(tpDestinoLocal).where(eq(tpDestinoLocal.id, id));
  }
  for (const l of entrada) {
    const valores = { nome: l.nome, endereco: l.endereco, telefone: l.telefone, bloqueado: false };
    if (l.id && ids.has(l.id)) await tx.update(tpDestinoLocal).set(valores).where(eq(tpDestinoLocal.id, l.id));
    else
      await tx
        .insert(tpDestinoLocal)
        .values({ destinoId, ...valores })
        // a place removed earlier (blocked because a booking names it) comes back when retyped
        .onConflictDoUpdate({ target: [tpDestinoLocal.destinoId, tpDestinoLocal.nome], set: valores });
  }
}

/** transporte-paciente/destino: the standard endpoints; the places of care travel inside the destination's form. */
export function destinoTransporteRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: tpDestinoResource,
    table: tpDestino,
    list: {
      nome: tpDestino.nome,
      municipioId: tpDestino.municipioId,
      municipioNome,
      distanciaKm: tpDestino.distanciaKm,
      tempoViagemMin: tpDestino.tempoViagemMin,
      locais,
      bloqueado: tpDestino.bloqueado,
    },
    search: (term) => textSearch(term, tpDestino.nome, municipioNome),
    validate: async (tx, input) => {
      await exigir(tx, sql`select 1 from municipio where id = ${input.municipioId}`, 'municipio_id', 'Município não encontrado.');
    },
    values: (input) => ({
      nome: input.nome,
      municipioId: input.municipioId,
      distanciaKm: input.distanciaKm,
      tempoViagemMin: input.tempoViagemMin,
    }),
    afterSave: (tx, id, input) => gravarLocais(tx, id, input.locais),
    respostaModelo,
    model: async (tx, row) => {
      const { rows } = await tx.execute(
        sql`select m.id, m.nome, e.uf from municipio m join estado e on e.id = m.estado_id where m.id = ${Number(row.municipioId)}`,
      );
      const m = rows[0] as { id: number; nome: string; uf: string } | undefined;
      const lista = await tx
        .select({ id: tpDestinoLocal.id, nome: tpDestinoLocal.nome, endereco: tpDestinoLocal.endereco, telefone: tpDestinoLocal.telefone })
        .from(tpDestinoLocal)
        .where(and(eq(tpDestinoLocal.destinoId, row.id), eq(tpDestinoLocal.bloqueado, false)))
        .orderBy(porNome(tpDestinoLocal.nome));
      return {
        ...row,
        municipio: m ? { id: Number(m.id), nome: m.nome, uf: m.uf, label: `${m.nome} - ${m.uf}` } : null,
        locais: lista,
      };
    },
    unique: { tp_destino_nome_uq: 'nome', tp_destino_local_nome_uq: 'locais' },
    guard: guardaEmUso(EM_USO.destino, (id) => [
      sql`select 1 from tp_agendamento where destino_id = ${id}`,
      sql`select 1 from tp_pre_agendamento where destino_id = ${id}`,
      sql`select 1 from tp_viagem where destino_id = ${id}`,
      sql`select 1 from tp_jornada where destino_id = ${id}`,
    ]),
    autocomplete: {
      label: sql<string>`${tpDestino.nome} || ' — ' || ${municipioNome}`,
      search: (term) => textSearch(term, tpDestino.nome),
    },
    exemplo: () => ({
      nome: `Destino de teste ${Math.random().toString(36).slice(2, 8)}`,
      municipioId: 2611606,
      distanciaKm: 230,
      tempoViagemMin: 210,
      locais: [{ id: null, nome: 'Hospital de teste', endereco: 'Rua de teste, 1', telefone: null }],
    }),
  });
}
