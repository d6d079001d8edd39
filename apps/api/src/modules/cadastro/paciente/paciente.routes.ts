import {
  datatableRequestSchema,
  isValidCns,
  mensagens,
  normalizeCns,
  onlyDigits,
  PERMISSAO_REGULARIZAR_PACIENTE,
  type Problema,
  pacienteAutocompleteSchema,
  pacienteCriarSchema,
  pacienteDuplicadosSchema,
  pacienteEditarSchema,
  pacienteEnderecosSchema,
  pacienteListaSchema,
  pacienteModeloSchema,
  pacienteRecusaSchema,
  pacienteResource,
  pacienteValidaCnsSchema,
  requestedOrder,
  rotuloPaciente,
  snakeizeKeys,
  toCamel,
} from '@saude/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { type Tx, withTenant } from '../../../db/client.js';
import { auditoria, cidadao } from '../../../db/schema/index.js';
import { gerarCpf } from '../../../db/seed/municipio.js';
import { mapDbError } from '../../../lib/crud/db-errors.js';
import type { CrudRegistration } from '../../../lib/crud/register-crud-routes.js';
import { notFound } from '../../../lib/http-errors.js';
import {
  buscaPaciente,
  type CidadaoRow,
  colunas,
  colunasLista,
  enderecos,
  filtroPadrao,
  gravarFilhos,
  linhaLista,
  modelo,
  opcoesFormulario,
  Resposta,
  verificar,
} from './paciente.service.js';

const tags = ['cadastro/paciente'];
/**
 * The record's body is checked by the handler (`verificar`: the shared rules with the municipality's settings,
 * then the database's) so that one 422 lists every problem (issue 16 item 7); the body schema stays on the
 * route for the OpenAPI document. Params still go through the app's Zod validator.
 */
function corpoNoHandler<S>(...[rota]: Parameters<FastifySchemaCompiler<S>>): ReturnType<FastifySchemaCompiler<S>> {
  if (rota.httpPart === 'body') return (data: unknown) => ({ value: data });
  return validatorCompiler(rota as unknown as Parameters<FastifySchemaCompiler<ZodType>>[0]);
}
/** The answers of a save: the record, or the similar records (409), or every problem (422). */
const respostasSalvar = (status: 200 | 201) => ({
  [status]: pacienteModeloSchema,
  409: pacienteDuplicadosSchema,
  422: pacienteRecusaSchema,
});
/** Lists count at most this many rows (the pages cover them; a narrower search finds the rest). */
const CONTAGEM_MAXIMA = 10_000;
const base = pacienteResource.apiPath;
const perm = pacienteResource.permissoes;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const flag = z
  .union([z.boolean(), z.string()])
  .transform((v) => v === true || v === 'true' || v === '1')
  .optional();
const flags = {
  withPacienteBloqueado: flag,
  withPacienteProvisorio: flag,
  withPacienteUnificado: flag,
};
const ordenaveis: Record<string, SQL | AnyPgColumn> = {
  nome: cidadao.nome,
  cpf: colunasLista.cpf,
  cns: cidadao.cns,
  dataNascimento: cidadao.dataNascimento,
  nomeMae: cidadao.nomeMae,
  bloqueado: cidadao.bloqueado,
};

async function carregar(tx: Tx, id: number): Promise<CidadaoRow> {
  const [row] = await tx.select().from(cidadao).where(eq(cidadao.id, id));
  if (!row) throw notFound();
  return row;
}

/** Reading one patient's record is audited (issue 4): who, when, from which placement (lotação). */
async function auditarLeitura(tx: Tx, req: FastifyRequest, id: number, rota: string) {
  await tx.insert(auditoria).values({
    usuarioId: req.auth.usuarioId,
    lotacaoId: req.auth.lotacaoId,
    acao: 'LEITURA',
    tabela: 'cidadao',
    registroId: id,
    depois: { rota },
    requestId: String(req.id),
  });
}

/** Runs a handler whose planned refusals (422 with a link, 409 with the similar records) are sent as they are. */
async function responder(reply: FastifyReply, fn: () => Promise<unknown>, status = 200) {
  try {
    return reply.status(status).send(await fn());
  } catch (e) {
    if (e instanceof Resposta) return reply.status(e.status).send(e.body);
    throw e;
  }
}

/**
 * Validates the body as a whole (every rule in one 422, issue 16 item 7) and writes the record and its lists.
 * `regras` adds the route's own rules; `extra` the columns the route sets itself (regularisation).
 */
async function salvar(
  tx: Tx,
  corpo: unknown,
  o: { atual?: CidadaoRow; regras?: Parameters<typeof verificar>[3]; extra?: Partial<CidadaoRow> } = {},
) {
  const { atual } = o;
  const v = await verificar(tx, corpo, atual?.id, o.regras);
  const valores = { ...(await colunas(tx, v, atual)), ...o.extra };
  const [row] = atual
    ? await tx.update(cidadao).set(valores).where(eq(cidadao.id, atual.id)).returning()
    : await tx
        .insert(cidadao)
        .values(valores as typeof cidadao.$inferInsert)
        .returning();
  await gravarFilhos(tx, row.id, v);
  return modelo(tx, row);
}

/**
 * cadastro/paciente (spec 001 §3, §7): the citizen record every other module points at. Written out
 * instead of registerCrudRoutes because of the search (one box, similarity order, flags), the
 * multipart form with lists, the duplicate answers, the audited reads and the regularisation.
 */
export function pacienteRoutes(app: FastifyInstance): CrudRegistration {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/datatable`,
    {
      schema: {
        tags,
        querystring: datatableRequestSchema.extend({ situacao: z.string().max(20).optional(), ...flags }),
        response: { 200: pacienteListaSchema },
      },
      config: { permission: perm.visualizar },
    },
    (req) =>
      req.tx(async (tx) => {
        const q = req.query;
        const termo = q.search?.value?.trim() ?? '';
        const filtro = filtroPadrao({
          bloqueados: q.withPacienteBloqueado,
          provisorios: q.withPacienteProvisorio,
          unificados: q.withPacienteUnificado,
          situacao: q.situacao,
        });
        const busca = termo ? buscaPaciente(termo) : undefined;
        const where = and(filtro, busca?.where);
        const pedida = requestedOrder(
          { ...q, order: q.order?.map((o) => ({ ...o, columnName: o.columnName ? toCamel(o.columnName) : undefined })) },
          Object.keys(ordenaveis),
        ).map((o) => sql`${ordenaveis[o.column]} ${sql.raw(o.dir === 'desc' ? 'desc nulls last' : 'asc nulls first')}`);
        const ordem = pedida.length ? pedida : busca?.ordem ? [busca.ordem, sql`${cidadao.nome} asc`] : [sql`${cidadao.nome} asc`];
        // counts stop at CONTAGEM_MAXIMA: an exact count of a million rows costs ~0.4 s (docs/registros.md)
        const contar = async (w: SQL | undefined) => {
          const s = tx.select({ um: sql`1` }).from(cidadao).where(w).limit(CONTAGEM_MAXIMA).as('s');
          const [c] = await tx.select({ n: sql<number>`count(*)::int` }).from(s);
          return c.n;
        };
        const total = await contar(filtro);
        const filtrados = busca ? await contar(where) : total;
        const rows = await tx
          .select({ id: cidadao.id, ...colunasLista })
          .from(cidadao)
          .where(where)
          .orderBy(...ordem, cidadao.id)
          .limit(q.length)
          .offset(q.start);
        return {
          draw: q.draw,
          recordsTotal: total,
          recordsFiltered: filtrados,
          contagemLimitada: total >= CONTAGEM_MAXIMA,
          data: rows.map((x) => linhaLista(x)),
        };
      }),
  );

  r.get(
    `${base}/autocomplete`,
    {
      schema: {
        tags,
        querystring: z.object({
          search: z
            .object({ value: z.string().max(200).default('') })
            .partial()
            .optional(),
          length: z.coerce.number().int().min(1).max(50).default(10),
          ...flags,
        }),
        response: { 200: pacienteAutocompleteSchema },
      },
      config: { permission: perm.visualizar },
    },
    (req) =>
      req.tx(async (tx) => {
        const termo = req.query.search?.value?.trim() ?? '';
        const busca = termo ? buscaPaciente(termo) : undefined;
        const rows = await tx
          .select({ id: cidadao.id, ...colunasLista })
          .from(cidadao)
          .where(
            and(
              filtroPadrao({ bloqueados: req.query.withPacienteBloqueado, provisorios: req.query.withPacienteProvisorio ?? true }),
              busca?.where,
            ),
          )
          .orderBy(...(busca?.ordem ? [busca.ordem] : []), cidadao.nome, cidadao.id)
          .limit(req.query.length);
        return { data: rows.map((x) => ({ id: x.id, label: rotuloPaciente(x as never) })) };
      }),
  );

  r.get(
    `${base}/valida-cns/:cns`,
    {
      schema: { tags, params: z.object({ cns: z.string().max(30) }), response: { 200: pacienteValidaCnsSchema } },
      config: { permission: perm.visualizar },
    },
    (req) =>
      req.tx(async (tx) => {
        const cns = normalizeCns(req.params.cns);
        if (!isValidCns(cns)) return { data: { valido: false, mensagem: mensagens.cns, existente: null } };
        const [e] = await tx.select().from(cidadao).where(eq(cidadao.cns, cns));
        return {
          data: {
            valido: true,
            mensagem: e ? `CNS já cadastrado para ${rotuloPaciente(e)}.` : 'CNS válido.',
            existente: e ? { id: e.id, label: rotuloPaciente(e) } : null,
          },
        };
      }),
  );

  r.get(
    `${base}/endereco`,
    {
      schema: {
        tags,
        querystring: z.object({ cep: z.string().max(12).optional(), logradouroId: z.coerce.number().int().positive().optional() }),
        response: { 200: pacienteEnderecosSchema },
      },
      config: { permission: perm.visualizar },
    },
    (req) =>
      req.tx(async (tx) => {
        if (!req.query.logradouroId && onlyDigits(req.query.cep).length !== 8) return { data: [] };
        return { data: await enderecos(tx, req.query) };
      }),
  );

  r.get(`${base}/create`, { schema: { tags, response: { 200: pacienteCriarSchema } }, config: { permission: perm.cadastrar } }, (req) =>
    req.tx(async (tx) => ({ form: await opcoesFormulario(tx) })),
  );

  r.post(
    `${base}`,
    {
      schema: { tags, body: pacienteResource.schema, response: respostasSalvar(201) },
      validatorCompiler: corpoNoHandler,
      config: { permission: perm.cadastrar },
    },
    (req, reply) =>
      responder(reply, () => req.tx((tx) => salvar(tx, req.body as unknown)).catch((e) => mapDbError(e, { operacao: 'gravar' })), 201),
  );

  // Viewing staff open the same form read-only (the web disables it): the read is audited either way.
  r.get(
    `${base}/:id/edit`,
    { schema: { tags, params: idParams, response: { 200: pacienteEditarSchema } }, config: { permission: perm.visualizar } },
    (req) =>
      req.tx(async (tx) => {
        const row = await carregar(tx, req.params.id);
        await auditarLeitura(tx, req, row.id, 'cadastro/paciente/edit');
        return { form: await opcoesFormulario(tx), model: await modelo(tx, row) };
      }),
  );

  r.get(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 200: pacienteModeloSchema } }, config: { permission: perm.visualizar } },
    (req) =>
      req.tx(async (tx) => {
        const row = await carregar(tx, req.params.id);
        await auditarLeitura(tx, req, row.id, 'cadastro/paciente/show');
        return modelo(tx, row);
      }),
  );

  r.put(
    `${base}/:id`,
    {
      schema: { tags, params: idParams, body: pacienteResource.schema, response: respostasSalvar(200) },
      validatorCompiler: corpoNoHandler,
      config: { permission: perm.editar },
    },
    (req, reply) =>
      responder(reply, () =>
        req
          .tx(async (tx) => {
            const atual = await carregar(tx, req.params.id);
            const provisorio = (v: { provisorio: boolean }): Problema[] =>
              v.provisorio === atual.provisorio
                ? []
                : [
                    [
                      ['provisorio'],
                      atual.provisorio
                        ? 'Use "Regularizar" para transformar o cadastro provisório em definitivo.'
                        : 'Um cadastro definitivo não pode voltar a ser provisório.',
                    ],
                  ];
            return salvar(tx, req.body as unknown, { atual, regras: provisorio });
          })
          .catch((e) => mapDbError(e, { operacao: 'gravar' })),
      ),
  );

  r.put(
    `${base}/regularizar/:id`,
    {
      schema: { tags, params: idParams, body: pacienteResource.schema, response: respostasSalvar(200) },
      validatorCompiler: corpoNoHandler,
      config: { permission: PERMISSAO_REGULARIZAR_PACIENTE },
    },
    (req, reply) =>
      responder(reply, () =>
        req
          .tx(async (tx) => {
            const atual = await carregar(tx, req.params.id);
            if (!atual.provisorio) throw new Resposta(409, { message: 'Este cadastro não é provisório.' });
            // the full validation of a normal record runs again, now with provisorio off
            return salvar(
              tx,
              { ...(req.body as object), provisorio: false },
              {
                atual,
                extra: { provisorio: false, idadeEstimada: null, regularizadoEm: new Date() },
              },
            );
          })
          .catch((e) => mapDbError(e, { operacao: 'gravar' })),
      ),
  );

  for (const [acao, valor] of [
    ['bloquear', true],
    ['desbloquear', false],
  ] as const) {
    r.put(
      `${base}/${acao}/:id`,
      { schema: { tags, params: idParams, response: { 200: pacienteModeloSchema } }, config: { permission: perm.bloquear } },
      (req) =>
        req.tx(async (tx) => {
          await carregar(tx, req.params.id);
          const [row] = await tx.update(cidadao).set({ bloqueado: valor }).where(eq(cidadao.id, req.params.id)).returning();
          return modelo(tx, row);
        }),
    );
  }

  return {
    resource: pacienteResource,
    exemplo: async (db, clienteId) =>
      snakeizeKeys(
        await withTenant(db, { clienteId }, async () => {
          const letras = () => Array.from({ length: 8 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
          return {
            nome: `PACIENTE ${letras()} EXEMPLO`,
            sexoId: 1,
            dataNascimento: '1980-05-17',
            nomeMae: `MAE ${letras()} EXEMPLO`,
            desconheceNomePai: true,
            racaCorId: 4,
            nacionalidadeId: 1,
            municipioNascimentoId: 2606002,
            cpf: gerarCpf(String(100000000 + Math.floor(Math.random() * 800000000))),
          };
        }),
      ) as Record<string, unknown>,
  };
}
