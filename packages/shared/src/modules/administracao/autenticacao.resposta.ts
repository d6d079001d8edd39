import { z } from 'zod';
import { menuItemSchema } from '../../menu.js';
import type { Resposta } from '../../wire.js';

/** A placement of the user with its cost centres: the choices of /lotacao. */
export const lotacaoOpcaoSchema = z.object({
  id: z.number(),
  infraestruturaNome: z.string(),
  unidadeNome: z.string(),
  ocupacaoNome: z.string().nullable(),
  centrosCusto: z.array(z.object({ id: z.number(), nome: z.string(), setorNome: z.string() })),
});
export type LotacaoOpcao = Resposta<typeof lotacaoOpcaoSchema>;

/** Public face of a municipality, shown on the login layout (spec 000 §2.4, §3 Customer; GET /api/intranet/cliente/{link}). */
export const clientePublicoSchema = z.object({
  sistemaNome: z.string().optional(),
  nome: z.string(),
  link: z.string(),
  ativo: z.boolean(),
  motivoInativacao: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  /** The logo's public address (with its version), null without one. */
  logotipo: z.string().nullable(),
});
export type ClientePublico = Resposta<typeof clientePublicoSchema>;

/** The session of spec 000 §3 as the web holds it (camelCase after conversion). */
export const sessaoSchema = z.object({
  usuario: z.object({
    id: z.number(),
    login: z.string(),
    cidadao: z.object({ nome: z.string(), cpf: z.string().nullable() }),
    registroTipo: z.object({ id: z.number(), sigla: z.string() }).nullable(),
    registroTipoId: z.number().nullable(),
    registroTipoOutro: z.string().nullable(),
    registroNumero: z.string().nullable(),
  }),
  lotacao: z.object({
    id: z.number(),
    infraestrutura: z.object({ id: z.number(), nome: z.string(), unidade: z.object({ id: z.number(), nomeFantasia: z.string() }) }),
    ocupacao: z.object({ codigo: z.string(), nome: z.string() }).nullable(),
  }),
  centroCusto: z.object({
    id: z.number(),
    nome: z.string(),
    setor: z.object({ id: z.number(), nome: z.string(), setorTipoId: z.number() }),
  }),
  lotacoes: z.array(lotacaoOpcaoSchema),
  /** Unix time (seconds) the token expires. */
  expiration: z.number(),
  token: z.string(),
  menu: z.array(menuItemSchema),
  permissoes: z.array(z.string()),
  quantidadeNotificacoesNaoLidas: z.number(),
  /** The product name the municipality shows (administracao/configuracao). */
  sistemaNome: z.string().optional(),
});
export type Sessao = Resposta<typeof sessaoSchema>;

/** POST /api/administracao/autenticacao/login and refresh: the session, with the municipality's public face. */
export const sessaoRespostaSchema = sessaoSchema.extend({ cliente: clientePublicoSchema });
