import { LOGO_UNIDADE, logoUnidadeRespostaSchema, onlyDigits, TipoUnidadeNome, unidadeResource } from '@saude/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setting } from '../../../db/schema/common.js';
import { logradouro } from '../../../db/schema/endereco.js';
import { infraestrutura, setor, unidade } from '../../../db/schema/index.js';
import { itemAutocomplete, modeloDaTabela } from '../../../lib/crud/crud-resposta.js';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { locaisRoutes } from './locais.routes.js';
import { exigirNoMunicipio, rotulo } from './referencias.js';

/** The edit model (the typed wire): the row without the logo's bytes, its street as the picker shows it and whether it has a logo. */
const respostaModelo = modeloDaTabela(unidade)
  .omit({ logo: true })
  .extend({
    logradouro: itemAutocomplete.extend({ cep: z.string(), bairroNome: z.string() }).nullable(),
    temLogo: z.boolean(),
  });

const tipoNome = rotulo(unidade.tipoUnidadeId, TipoUnidadeNome);
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The logo's real format from its first bytes: the browser's MIME type is only a claim. */
function formatoDoLogo(dados: Buffer): string | null {
  if (dados.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (dados[0] === 0xff && dados[1] === 0xd8 && dados[2] === 0xff) return 'image/jpeg';
  const inicio = dados.subarray(0, 2048).toString('utf8').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(inicio)) return 'image/svg+xml';
  return null;
}

/** cadastro/unidade: the health units, their logo for prints and (locais.routes.ts) their locations. */
export function unidadeRoutes(app: FastifyInstance) {
  const reg = registerCrudRoutes(app, {
    resource: unidadeResource,
    table: unidade,
    list: {
      nomeFantasia: unidade.nomeFantasia,
      cnes: unidade.cnes,
      tipoUnidadeNome: tipoNome,
      telefone: unidade.telefone,
      bloqueado: unidade.bloqueado,
    },
    search: (term) => {
      const digitos = onlyDigits(term);
      return digitos.length >= 3 && digitos.length === term.replace(/\s/g, '').length
        ? sql`${unidade.cnes} like ${`${digitos}%`}`
        : textSearch(term, unidade.nomeFantasia, unidade.razaoSocial);
    },
    filters: { tipo: (v) => eq(unidade.tipoUnidadeId, Number(v)) },
    form: async (tx) => ({
      setores: await tx
        .select({ id: setor.id, nome: setor.nome, setorTipoId: setor.setorTipoId })
        .from(setor)
        .where(eq(setor.bloqueado, false))
        .orderBy(asc(setor.nome)),
    }),
    values: (input) => ({
      cnes: input.cnes,
      cnpj: input.cnpj,
      razaoSocial: input.razaoSocial,
      nomeFantasia: input.nomeFantasia,
      tipoUnidadeId: input.tipoUnidadeId,
      logradouroId: input.logradouroId,
      numero: input.numero,
      complemento: input.complemento,
      telefone: input.telefone,
      telefone2: input.telefone2,
      email: input.email,
      municipioId: sql`(select c.municipio_id from cliente c where c.id = ${setting('cliente_id')})`,
    }),
    afterSave: (tx, _id, input) => exigirNoMunicipio(tx, logradouro, input.logradouroId, 'logradouro_id', 'Logradouro não encontrado.'),
    respostaModelo,
    model: async (tx, row) => {
      const { logo, ...resto } = row;
      let rua = null;
      if (row.logradouroId) {
        [rua] = await tx
          .select({
            id: logradouro.id,
            label: sql<string>`${logradouro.nome} || ' - ' || ${logradouro.cep}`,
            cep: logradouro.cep,
            bairroNome: sql<string>`(select b.nome from bairro b where b.id = ${logradouro.bairroId})`,
          })
          .from(logradouro)
          .where(eq(logradouro.id, Number(row.logradouroId)));
      }
      return { ...resto, logradouro: rua ?? null, temLogo: Boolean(logo) };
    },
    guard: async (tx, row, acao) => {
      if (acao !== 'excluir') return null;
      const [local] = await tx.select({ id: infraestrutura.id }).from(infraestrutura).where(eq(infraestrutura.unidadeId, row.id)).limit(1);
      return local ? 'Esta unidade possui locais de atendimento e não pode ser excluída. Bloqueie-a em vez de excluir.' : null;
    },
    unique: { unidade_cnes_uq: 'cnes' },
    autocomplete: {
      label: sql`${unidade.nomeFantasia}`,
      search: (term) => textSearch(term, unidade.nomeFantasia, unidade.cnes),
    },
    exemplo: () => ({
      cnes: String(Math.floor(1_000_000 + Math.random() * 8_999_999)),
      cnpj: null,
      razaoSocial: null,
      nomeFantasia: `Unidade de teste ${Math.random().toString(36).slice(2, 8)}`,
      tipoUnidadeId: 2,
      logradouroId: null,
      numero: null,
      complemento: null,
      telefone: '8737619999',
      telefone2: null,
      email: null,
    }),
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = unidadeResource.apiPath;
  const tags = ['cadastro/unidade'];
  const perm = unidadeResource.permissoes;

  // The logo is for prints: any logged-in user may read it.
  r.get(`${base}/:id/logo`, { schema: { tags, params: idParams }, config: { permission: null } }, async (req, reply) => {
    const row = await req.tx(async (tx) => {
      const [u] = await tx.select({ logo: unidade.logo, tipo: unidade.logoTipo }).from(unidade).where(eq(unidade.id, req.params.id));
      return u;
    });
    if (!row?.logo) throw notFound('Logotipo não encontrado.');
    return reply
      .type(row.tipo ?? 'application/octet-stream')
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(row.logo);
  });

  r.post(
    `${base}/:id/logo`,
    {
      schema: { tags, params: idParams, response: { 200: logoUnidadeRespostaSchema } },
      config: { permission: perm.editar },
      bodyLimit: 12 * 1024 * 1024,
    },
    async (req, reply) => {
      const arquivo = (req.body as { logo?: { mimetype?: string; data?: unknown } } | undefined)?.logo;
      if (!arquivo || !Buffer.isBuffer(arquivo.data)) throw unprocessable({ logo: ['O campo Logotipo é obrigatório.'] });
      const formato = formatoDoLogo(arquivo.data);
      if (!formato || !(LOGO_UNIDADE.tipos as readonly string[]).includes(formato))
        throw unprocessable({ logo: [LOGO_UNIDADE.mensagemTipo] });
      if (arquivo.data.length > LOGO_UNIDADE.maxBytes) throw unprocessable({ logo: [LOGO_UNIDADE.mensagemTamanho] });
      if (formato === 'image/svg+xml' && /<script|\son\w+\s*=|javascript:|<foreignObject/i.test(arquivo.data.toString('utf8'))) {
        throw unprocessable({ logo: ['O SVG enviado contém código e não pode ser usado como logotipo.'] });
      }
      await req.tx(async (tx) => {
        const [u] = await tx
          .update(unidade)
          .set({ logo: arquivo.data as Buffer, logoTipo: formato, updatedAt: sql`now()` })
          .where(eq(unidade.id, req.params.id))
          .returning({ id: unidade.id });
        if (!u) throw notFound();
      });
      return reply.status(200).send({ temLogo: true });
    },
  );

  r.delete(
    `${base}/:id/logo`,
    { schema: { tags, params: idParams, response: { 204: z.undefined() } }, config: { permission: perm.editar } },
    async (req, reply) => {
      await req.tx(async (tx) => {
        const [u] = await tx
          .update(unidade)
          .set({ logo: null, logoTipo: null, updatedAt: sql`now()` })
          .where(and(eq(unidade.id, req.params.id)))
          .returning({ id: unidade.id });
        if (!u) throw notFound();
      });
      return reply.status(204).send();
    },
  );

  locaisRoutes(app);
  return reg;
}
