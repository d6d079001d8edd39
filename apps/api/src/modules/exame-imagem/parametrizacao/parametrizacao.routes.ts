import { IMG, mensagens, parametrizacaoImagemModelo, parametrizacaoImagemSchema } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../../lib/http-errors.js';
import { lerParametrizacaoImagem, salvarParametrizacaoImagem } from './parametrizacao.service.js';

const tags = ['exame-imagem/parametrizacao'];
const base = '/api/exame-imagem/parametrizacao';
/** Booking prints the slip's message, the report screens its head and foot: they read the settings too. */
const LEITURA = [IMG.parametrizacao, IMG.agendamentoVer, IMG.laudoVer];

/**
 * exame-imagem/parametrizacao/create (spec 000 §2.3): GET the municipality's imaging settings (the row is created
 * with the defaults on first read), PUT saves them — only the radiologist (IMG.parametrizacao) changes them.
 */
export function parametrizacaoImagemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    base,
    // any of three permissions: checked in the handler (the guard takes one)
    { schema: { tags, response: { 200: parametrizacaoImagemModelo } }, config: { permission: null } },
    (req) => {
      if (!LEITURA.some((p) => req.auth.permissoes.includes(p))) throw forbidden(mensagens.semPermissao);
      return req.tx((tx) => lerParametrizacaoImagem(tx));
    },
  );
  r.put(
    base,
    {
      schema: { tags, body: parametrizacaoImagemSchema, response: { 200: parametrizacaoImagemModelo } },
      config: { permission: IMG.parametrizacao },
    },
    (req) => req.tx((tx) => salvarParametrizacaoImagem(tx, req.body)),
  );
}
