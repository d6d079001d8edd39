import {
  datatableRequestSchema,
  isValidCns,
  mensagens,
  normalizeCns,
  onlyDigits,
  type PacienteInput,
  PERMISSAO_REGULARIZAR_PACIENTE,
  pacienteResource,
  requestedOrder,
  rotuloPaciente,
  snakeizeKeys,
  toCamel,
  toSnake,
} from '@saude/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

async function salvar(tx: Tx, v: PacienteInput, atual?: CidadaoRow, extra: Partial<CidadaoRow> = {}) {
  await verificar(tx, v, atual?.id);
  const valores = { ...(await colunas(tx, v, atual)), ...extra };
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
      schema: { tags, querystring: datatableRequestSchema.extend({ situacao: z.string().max(20).optional(), ...flags }) },
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
    { schema: { tags, params: z.object({ cns: z.string().max(30) }) }, config: { permission: perm.visualizar } },
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
      },
      config: { permission: perm.visualizar },
    },
    (req) =>
      req.tx(async (tx) => {
        if (!req.query.logradouroId && onlyDigits(req.query.cep).length !== 8) return { data: [] };
        return { data: await enderecos(tx, req.query) };
      }),
  );

  r.get(`${base}/create`, { schema: { tags }, config: { permission: perm.cadastrar } }, (req) =>
    req.tx(async (tx) => ({ form: await opcoesFormulario(tx) })),
  );

  r.post(`${base}`, { schema: { tags, body: pacienteResource.schema }, config: { permission: perm.cadastrar } }, (req, reply) =>
    responder(reply, () => req.tx((tx) => salvar(tx, req.body as PacienteInput)).catch((e) => mapDbError(e, { operacao: 'gravar' })), 201),
  );

  // Viewing staff open the same form read-only (the web disables it): the read is audited either way.
  r.get(`${base}/:id/edit`, { schema: { tags, params: idParams }, config: { permission: perm.visualizar } }, (req) =>
    req.tx(async (tx) => {
      const row = await carregar(tx, req.params.id);
      await auditarLeitura(tx, req, row.id, 'cadastro/paciente/edit');
      return { form: await opcoesFormulario(tx), model: await modelo(tx, row) };
    }),
  );

  r.get(`${base}/:id`, { schema: { tags, params: idParams }, config: { permission: perm.visualizar } }, (req) =>
    req.tx(async (tx) => {
      const row = await carregar(tx, req.params.id);
      await auditarLeitura(tx, req, row.id, 'cadastro/paciente/show');
      return modelo(tx, row);
    }),
  );

  r.put(
    `${base}/:id`,
    { schema: { tags, params: idParams, body: pacienteResource.schema }, config: { permission: perm.editar } },
    (req, reply) =>
      responder(reply, () =>
        req
          .tx(async (tx) => {
            const v = req.body as PacienteInput;
            const atual = await carregar(tx, req.params.id);
            if (v.provisorio !== atual.provisorio) {
              throw new Resposta(422, {
                message: 'Os dados informados são inválidos.',
                errors: {
                  provisorio: [
                    atual.provisorio
                      ? 'Use "Regularizar" para transformar o cadastro provisório em definitivo.'
                      : 'Um cadastro definitivo não pode voltar a ser provisório.',
                  ],
                },
              });
            }
            return salvar(tx, v, atual);
          })
          .catch((e) => mapDbError(e, { operacao: 'gravar' })),
      ),
  );

  r.put(
    `${base}/regularizar/:id`,
    { schema: { tags, params: idParams }, config: { permission: PERMISSAO_REGULARIZAR_PACIENTE } },
    (req, reply) =>
      responder(reply, () =>
        req
          .tx(async (tx) => {
            const atual = await carregar(tx, req.params.id);
            if (!atual.provisorio) throw new Resposta(409, { message: 'Este cadastro não é provisório.' });
            // the full validation of a normal record runs again, now with provisorio off
            const parsed = pacienteResource.schema.safeParse({ ...(req.body as object), provisorio: false });
            if (!parsed.success) {
              const errors: Record<string, string[]> = {};
              for (const i of parsed.error.issues) {
                const k = i.path.map((p) => (typeof p === 'string' ? toSnake(p) : String(p))).join('.');
                errors[k || 'geral'] = [...(errors[k || 'geral'] ?? []), i.message];
              }
              throw new Resposta(422, { message: 'Os dados informados são inválidos.', errors });
            }
            return salvar(tx, parsed.data, atual, { provisorio: false, idadeEstimada: null, regularizadoEm: new Date() });
          })
          .catch((e) => mapDbError(e, { operacao: 'gravar' })),
      ),
  );

  for (const [acao, valor] of [
    ['bloquear', true],
    ['desbloquear', false],
  ] as const) {
    r.put(`${base}/${acao}/:id`, { schema: { tags, params: idParams }, config: { permission: perm.bloquear } }, (req) =>
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
