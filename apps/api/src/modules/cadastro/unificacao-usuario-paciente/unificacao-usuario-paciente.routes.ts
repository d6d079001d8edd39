import {
  comparacaoCadastrosSchema,
  historicoUnificacaoSchema,
  PERMISSAO_UNIFICACAO,
  resultadoUnificacaoSchema,
  unificacaoSchema,
} from '@saude/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditoria, cidadao, usuario } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/http-errors.js';
import { modeloDomicilio } from '../paciente/domicilio/domicilio.routes.js';
import { domicilioResidente } from '../paciente/domicilio/domicilio.table.js';
import { contarReferencias, descobrirReferencias, erroDeUnificacao, unificar } from './unificacao.js';

const tags = ['cadastro/unificacao-usuario-paciente'];
const base = '/api/cadastro/unificacao-usuario-paciente';

/**
 * cadastro/unificacao-usuario-paciente: compare duplicate patient records, merge them into one
 * (irreversible, one transaction) and list the past merges (read from the audit trail, where each
 * merge writes one explicit entry with acao 'UNIFICACAO').
 */
export function unificacaoUsuarioPacienteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/comparar`,
    {
      schema: {
        tags,
        querystring: z.object({
          ids: z
            .string()
            .max(200)
            .transform((v) => [...new Set(v.split(',').map(Number))].filter((n) => Number.isInteger(n) && n > 0).slice(0, 10)),
        }),
        response: { 200: comparacaoCadastrosSchema },
      },
      config: { permission: PERMISSAO_UNIFICACAO },
    },
    (req) =>
      req.tx(async (tx) => {
        const ids = req.query.ids;
        if (!ids.length) return { data: [] };
        const pessoas = await tx.select().from(cidadao).where(inArray(cidadao.id, ids));
        if (pessoas.length !== ids.length) throw notFound('Paciente não encontrado.');
        const refs = await descobrirReferencias(tx);
        const data = [];
        for (const id of ids) {
          const p = pessoas.find((x) => x.id === id) as (typeof pessoas)[number];
          const [res] = await tx
            .select({ domicilioId: domicilioResidente.domicilioId })
            .from(domicilioResidente)
            .where(and(eq(domicilioResidente.cidadaoId, id), isNull(domicilioResidente.dataSaida)));
          const dom = res ? await modeloDomicilio(tx, res.domicilioId) : null;
          const [u] = await tx.select({ login: usuario.login }).from(usuario).where(eq(usuario.cidadaoId, id));
          data.push({
            id: p.id,
            nome: p.nome,
            nomeSocial: p.nomeSocial,
            cpf: p.cpf,
            cns: p.cns,
            dataNascimento: p.dataNascimento,
            nomeMae: p.nomeMae,
            telefone: p.telefone,
            bloqueado: p.bloqueado,
            provisorio: p.provisorio,
            unificadoEmId: p.unificadoEmId,
            usuarioLogin: u?.login ?? null,
            endereco: dom
              ? `${dom.logradouroNome}, ${dom.semNumero ? 's/n' : dom.numero}${dom.complemento ? ` - ${dom.complemento}` : ''} - ${dom.bairroNome} - CEP ${dom.cep}`
              : null,
            referencias: await contarReferencias(tx, refs, id),
          });
        }
        return { data };
      }),
  );

  r.post(
    `${base}`,
    {
      schema: { tags, body: unificacaoSchema, response: { 200: resultadoUnificacaoSchema } },
      config: { permission: PERMISSAO_UNIFICACAO },
    },
    (req) =>
      req
        .tx(async (tx) => {
          const { manterId, unificarIds } = req.body;
          const antes = await tx
            .select({ id: cidadao.id, nome: cidadao.nome, cpf: cidadao.cpf, cns: cidadao.cns, dataNascimento: cidadao.dataNascimento })
            .from(cidadao)
            .where(inArray(cidadao.id, [manterId, ...unificarIds]));
          const resultado = await unificar(tx, manterId, unificarIds);
          await tx.insert(auditoria).values({
            usuarioId: req.auth.usuarioId,
            lotacaoId: req.auth.lotacaoId,
            acao: 'UNIFICACAO',
            tabela: 'cidadao',
            registroId: manterId,
            antes: { cadastros: antes.map((a) => ({ id: a.id, nome: a.nome, cpf: a.cpf, cns: a.cns, data_nascimento: a.dataNascimento })) },
            depois: {
              manter_id: manterId,
              unificados_ids: unificarIds,
              referencias: resultado.referencias,
              cpf_copiado: resultado.cpfCopiado,
              cns_copiado: resultado.cnsCopiado,
            },
            requestId: String(req.id),
          });
          return resultado;
        })
        .catch(erroDeUnificacao),
  );

  r.get(
    `${base}/historico`,
    {
      schema: {
        tags,
        querystring: z.object({ length: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: historicoUnificacaoSchema },
      },
      config: { permission: PERMISSAO_UNIFICACAO },
    },
    (req) =>
      req.tx(async (tx) => {
        const linhas = await tx
          .select({
            id: auditoria.id,
            momento: auditoria.momento,
            antes: auditoria.antes,
            depois: auditoria.depois,
            usuarioNome: sql<
              string | null
            >`(select c.nome from usuario u join cidadao c on c.id = u.cidadao_id where u.id = ${auditoria.usuarioId})`,
          })
          .from(auditoria)
          .where(and(eq(auditoria.acao, 'UNIFICACAO'), eq(auditoria.tabela, 'cidadao')))
          .orderBy(desc(auditoria.momento), desc(auditoria.id))
          .limit(req.query.length);
        return {
          data: linhas.map((l) => {
            const cadastros = ((l.antes as { cadastros?: { id: number; nome: string }[] } | null)?.cadastros ?? []).map((c) => ({
              id: Number(c.id),
              nome: c.nome,
            }));
            const d = (l.depois ?? {}) as { manter_id?: number; unificados_ids?: number[]; referencias?: { movidos: number }[] };
            return {
              id: l.id,
              momento: l.momento,
              usuarioNome: l.usuarioNome,
              mantido: cadastros.find((c) => c.id === Number(d.manter_id)) ?? { id: Number(d.manter_id), nome: '' },
              unificados: (d.unificados_ids ?? []).map((i) => cadastros.find((c) => c.id === Number(i)) ?? { id: Number(i), nome: '' }),
              referenciasMovidas: (d.referencias ?? []).reduce((s, x) => s + Number(x.movidos ?? 0), 0),
            };
          }),
        };
      }),
  );
}
