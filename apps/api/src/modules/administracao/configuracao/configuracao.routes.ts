import {
  camposConfiguracao,
  configuracaoEdicaoSchema,
  configuracaoFusoHorarioRespostaSchema,
  configuracaoLogotipoRespostaSchema,
  configuracaoModeloSchema,
  configuracaoMunicipioRespostaSchema,
  configuracaoSchema,
  isFusoHorarioBr,
  P,
} from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Tx, withSystem } from '../../../db/client.js';
import { auditoria, cliente, estado, municipio } from '../../../db/schema/index.js';
import type { AppDeps } from '../../../deps.js';
import { gravarConfiguracao, lerConfiguracao } from '../../../lib/configuracao.js';
import { unprocessable } from '../../../lib/http-errors.js';

const tags = ['administracao/configuracao'];
const base = '/api/administracao/configuracao';
const TIPOS_LOGO: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg' };
const LOGO_MAX_BYTES = 512 * 1024;

/** administracao/configuracao: GET configuracao/edit and PUT configuracao (spec 000 §7), plus the logo. */
export function configuracaoRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const modelo = async (clienteId: number, tx: Parameters<typeof lerConfiguracao>[0]) => {
    const { smtpSenha, bnafarSenha, ...valores } = await lerConfiguracao(tx, clienteId);
    return {
      ...valores,
      smtpSenha: '',
      smtpSenhaDefinida: smtpSenha !== '',
      bnafarSenha: '',
      bnafarSenhaDefinida: bnafarSenha !== '',
    };
  };

  r.get(
    `${base}/edit`,
    { schema: { tags, response: { 200: configuracaoEdicaoSchema } }, config: { permission: P.administracao.configuracaoVer } },
    (req) =>
      req.tx(async (tx) => ({
        form: {
          campos: camposConfiguracao().map(({ padrao, ...c }) => ({ ...c, padrao: c.tipo === 'senha' ? '' : padrao })),
          municipio: await municipioAtual(tx, req.cliente.municipioId),
          logotipo: req.cliente.logotipo
            ? `/api/intranet/cliente/${encodeURIComponent(req.cliente.link)}/logotipo?v=${req.cliente.updatedAt.getTime()}`
            : null,
          fusoHorario: req.cliente.fusoHorario,
        },
        model: await modelo(req.cliente.id, tx),
      })),
  );

  r.put(
    `${base}`,
    {
      schema: { tags, body: configuracaoSchema, response: { 200: configuracaoModeloSchema } },
      config: { permission: P.administracao.configuracaoEditar },
    },
    (req) =>
      req.tx(async (tx) => {
        const { smtpSenha, bnafarSenha, ...valores } = req.body;
        // a blank password keeps the stored one; a new one is kept encrypted, never shown again
        await gravarConfiguracao(tx, {
          ...valores,
          ...(smtpSenha ? { smtpSenha: deps.cifra.cifrar(smtpSenha) } : {}),
          ...(bnafarSenha ? { bnafarSenha: deps.cifra.cifrar(bnafarSenha) } : {}),
        });
        return modelo(req.cliente.id, tx);
      }),
  );

  r.put(
    `${base}/municipio`,
    {
      schema: {
        tags,
        body: z.object({
          municipioId: z.coerce.number({ error: 'O campo Município é obrigatório.' }).int().positive('O campo Município é obrigatório.'),
        }),
        response: { 200: configuracaoMunicipioRespostaSchema },
      },
      config: { permission: P.administracao.configuracaoEditar },
    },
    async (req) => {
      const novo = await req.tx((tx) => municipioAtual(tx, req.body.municipioId));
      if (!novo) throw unprocessable({ municipio_id: ['Município não encontrado na tabela do IBGE.'] });
      await atualizarCliente(deps, req, { municipioId: novo.id }, { municipio_id: novo.id });
      return { municipio: novo };
    },
  );

  r.put(
    `${base}/fuso-horario`,
    {
      schema: {
        tags,
        body: z.object({
          fusoHorario: z
            .string({ error: 'O campo Fuso horário é obrigatório.' })
            .refine(isFusoHorarioBr, 'Escolha um fuso horário brasileiro da lista.'),
        }),
        response: { 200: configuracaoFusoHorarioRespostaSchema },
      },
      config: { permission: P.administracao.configuracaoEditar },
    },
    async (req) => {
      await atualizarCliente(deps, req, { fusoHorario: req.body.fusoHorario }, { fuso_horario: req.body.fusoHorario });
      return { fusoHorario: req.body.fusoHorario };
    },
  );

  r.put(
    `${base}/logotipo`,
    {
      schema: {
        tags,
        body: z.object({
          logotipo: z.string({ error: 'O campo Logotipo é obrigatório.' }).max(800_000, 'O logotipo deve ter no máximo 512 KB.'),
        }),
        response: { 200: configuracaoLogotipoRespostaSchema },
      },
      config: { permission: P.administracao.configuracaoEditar },
      bodyLimit: 1024 * 1024,
    },
    async (req) => {
      const m = /^data:(image\/(?:png|jpeg|svg\+xml));base64,([A-Za-z0-9+/=]+)$/.exec(req.body.logotipo);
      if (!m || !TIPOS_LOGO[m[1]]) throw unprocessable({ logotipo: ['Envie uma imagem .png, .jpg ou .svg.'] });
      const bytes = Buffer.from(m[2], 'base64');
      if (bytes.length > LOGO_MAX_BYTES) throw unprocessable({ logotipo: ['O logotipo deve ter no máximo 512 KB.'] });
      if (m[1] === 'image/svg+xml' && /<script|on\w+\s*=|javascript:/i.test(bytes.toString('utf8'))) {
        throw unprocessable({ logotipo: ['O SVG enviado contém código e não pode ser usado como logotipo.'] });
      }
      await atualizarCliente(deps, req, { logotipo: bytes, logotipoTipo: m[1] }, { logotipo_tipo: m[1], logotipo_bytes: bytes.length });
      return { logotipo: `/api/intranet/cliente/${encodeURIComponent(req.cliente.link)}/logotipo?v=${Date.now()}` };
    },
  );
}

async function municipioAtual(tx: Tx, municipioId: number | null) {
  if (!municipioId) return null;
  const [m] = await tx
    .select({ id: municipio.id, nome: municipio.nome, uf: estado.uf })
    .from(municipio)
    .innerJoin(estado, eq(estado.id, municipio.estadoId))
    .where(eq(municipio.id, municipioId));
  return m ? { ...m, label: `${m.nome} - ${m.uf}` } : null;
}

/**
 * `cliente` is installation-wide and read-only for the request role: the owner writes it, for this
 * municipality only, and the trail gets the row the audit trigger would have written.
 */
async function atualizarCliente(deps: AppDeps, req: FastifyRequest, valores: Partial<typeof cliente.$inferInsert>, depois: object) {
  await withSystem(deps.db, async (tx) => {
    await tx
      .update(cliente)
      .set({ ...valores, updatedAt: sql`now()` })
      .where(eq(cliente.id, req.cliente.id));
    await tx.insert(auditoria).values({
      clienteId: req.cliente.id,
      usuarioId: req.auth.usuarioId,
      lotacaoId: req.auth.lotacaoId,
      acao: 'UPDATE',
      tabela: 'cliente',
      registroId: req.cliente.id,
      depois,
      requestId: String(req.id),
    });
  });
  deps.clientes.invalidate(req.cliente.link);
}
