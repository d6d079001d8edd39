import { formatDataBr, LocalObitoNome, obitoResource, onlyDigits, PACIENTE_COM_OBITO_MSG, w } from '@saude/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { cid, cidadao } from '../../../db/schema/index.js';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { formatarCid } from '../../geral/index.js';
import { obito } from './obito.table.js';

/** The edit model (the typed wire): the row plus the patient and the CID as the pickers show them. */
const respostaModelo = modeloDaTabela(obito).extend({
  paciente: itemAutocomplete.extend({ dataNascimento: w.data.nullable() }).nullable(),
  cid: z.object({ id: z.string(), codigo: z.string(), label: z.string() }).nullable(),
});

const pacienteNome = sql<string>`(select c.nome from cidadao c where c.id = "obito"."cidadao_id")`;
const causa = sql<string>`(select substr(x.codigo, 1, 3) || case when length(x.codigo) = 4 then '.' || substr(x.codigo, 4) else '' end || ' - ' || x.descricao from cid x where x.codigo = "obito"."cid_codigo")`;
const localNome = sql<string>`case ${obito.localObito} ${sql.raw(
  Object.entries(LocalObitoNome)
    .map(([id, nome]) => `when ${Number(id)} then '${nome}'`)
    .join(' '),
)} end`;

const marcarObito = (tx: Tx, cidadaoId: number, data: string | null) =>
  tx.update(cidadao).set({ dataObito: data, updatedAt: new Date() }).where(eq(cidadao.id, cidadaoId));

/**
 * cadastro/obito. The death and cidadao.data_obito change together, in the request's transaction:
 * saving sets it, editing moves it (and clears it on the previous patient when the patient is
 * corrected), deleting clears it.
 */
export function obitoRoutes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: obitoResource,
    table: obito,
    list: {
      pacienteNome,
      data: obito.data,
      numeroDeclaracao: obito.numeroDeclaracao,
      causa,
      localObito: localNome,
      // names the row in the list's action labels ("Editar: Maria …")
      nome: pacienteNome,
    },
    search: (term) => {
      const digitos = onlyDigits(term);
      return digitos.length >= 4 && digitos.length === term.replace(/[\s.-]/g, '').length
        ? sql`${obito.numeroDeclaracao} like ${`${digitos}%`}`
        : textSearch(term, pacienteNome, causa);
    },
    form: async () => ({ locais: Object.entries(LocalObitoNome).map(([id, nome]) => ({ id: Number(id), nome })) }),
    values: (input) => ({
      cidadaoId: input.cidadaoId,
      data: input.data,
      hora: input.hora,
      numeroDeclaracao: input.numeroDeclaracao,
      cidCodigo: input.cidCodigo,
      localObito: input.localObito,
      observacao: input.observacao,
    }),
    validate: async (tx, input, id) => {
      const [paciente] = await tx
        .select({ dataNascimento: cidadao.dataNascimento, unificadoEmId: cidadao.unificadoEmId })
        .from(cidadao)
        .where(eq(cidadao.id, input.cidadaoId));
      if (!paciente) throw unprocessable({ cidadao_id: ['Paciente não encontrado.'] });
      if (paciente.unificadoEmId)
        throw unprocessable({ cidadao_id: ['Este cadastro foi unificado a outro paciente. Registre o óbito no cadastro principal.'] });
      const [outro] = await tx
        .select({ id: obito.id })
        .from(obito)
        .where(and(eq(obito.cidadaoId, input.cidadaoId), id ? ne(obito.id, id) : undefined));
      if (outro) throw unprocessable({ cidadao_id: [PACIENTE_COM_OBITO_MSG] });
      if (paciente.dataNascimento && input.data < paciente.dataNascimento)
        throw unprocessable({
          data: [`Data do óbito não pode ser anterior à data de nascimento (${formatDataBr(paciente.dataNascimento)}).`],
        });
      if (input.cidCodigo) {
        const [achou] = await tx.select({ codigo: cid.codigo }).from(cid).where(eq(cid.codigo, input.cidCodigo));
        if (!achou) throw unprocessable({ cid_codigo: ['CID não encontrado.'] });
      }
    },
    afterSave: (tx, _id, input) => marcarObito(tx, input.cidadaoId, input.data).then(() => undefined),
    update: async (tx, id, input) => {
      const [antes] = await tx.select({ cidadaoId: obito.cidadaoId }).from(obito).where(eq(obito.id, id));
      await tx
        .update(obito)
        .set({
          cidadaoId: input.cidadaoId,
          data: input.data,
          hora: input.hora,
          numeroDeclaracao: input.numeroDeclaracao,
          cidCodigo: input.cidCodigo,
          localObito: input.localObito,
          observacao: input.observacao,
          updatedAt: new Date(),
        })
        .where(eq(obito.id, id));
      if (antes.cidadaoId !== input.cidadaoId) await marcarObito(tx, antes.cidadaoId, null);
      await marcarObito(tx, input.cidadaoId, input.data);
    },
    afterDelete: async (tx, row) => {
      await marcarObito(tx, Number(row.cidadaoId), null);
    },
    respostaModelo,
    model: async (tx, row) => {
      const [atual] = await tx.select().from(obito).where(eq(obito.id, row.id));
      const [p] = await tx
        .select({ id: cidadao.id, nome: cidadao.nome, dataNascimento: cidadao.dataNascimento })
        .from(cidadao)
        .where(eq(cidadao.id, atual.cidadaoId));
      const [c] = atual.cidCodigo ? await tx.select().from(cid).where(eq(cid.codigo, atual.cidCodigo)) : [];
      return {
        ...atual,
        paciente: p ? { id: p.id, label: p.nome, dataNascimento: p.dataNascimento } : null,
        cid: c ? { id: c.codigo, codigo: formatarCid(c.codigo), label: `${formatarCid(c.codigo)} - ${c.descricao}` } : null,
      };
    },
    unique: { obito_cidadao_uq: 'cidadao_id', obito_declaracao_uq: 'numero_declaracao' },
    exemplo: async (tx) => {
      const [c] = await tx
        .insert(cidadao)
        .values({ nome: `Paciente do exemplo ${Math.random().toString(36).slice(2, 8)}`, dataNascimento: '1940-05-02' })
        .returning({ id: cidadao.id });
      return {
        cidadaoId: c.id,
        data: '2025-01-10',
        hora: '14:30:00',
        numeroDeclaracao: null,
        cidCodigo: 'I219',
        localObito: 1,
        observacao: null,
      };
    },
  });
}
