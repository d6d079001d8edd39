import { z } from 'zod';
import { type Resposta, w } from '../../wire.js';

/*
 * The answers of cadastro/usuario and "Meu perfil" (cadastro/usuario-perfil). A user row carries the
 * password hash and the certificate the PFX and its password (encrypted): none of them is in these schemas,
 * so the server's encoder drops them even if a query ever selects them (test: usuario.test.ts).
 */

/** The A1 certificate's metadata (GET/POST …/assinatura): never the file or its password. */
export const certificadoUsuarioSchema = z.object({
  /** The holder as the certificate names them (ICP-Brasil CN: `NOME:CPF`). */
  subjectName: z.string(),
  /** SHA-1 of the DER certificate, upper-case hex. */
  thumbprint: z.string(),
  /** ICP-Brasil CPF of the holder (OID 2.16.76.1.3.1), when the certificate carries it. */
  cpf: z.string().nullable(),
  validadeInicio: w.instante,
  validade: w.instante,
  nomeArquivo: z.string(),
  enviadoEm: w.instante,
});
export type CertificadoUsuario = Resposta<typeof certificadoUsuarioSchema>;

/** GET /api/cadastro/usuario/{id}/assinatura and /api/cadastro/usuario-perfil/assinatura: null when there is none. */
export const certificadoUsuarioRespostaSchema = w.dados(certificadoUsuarioSchema.nullable());

/** POST of the same paths: the stored certificate and the spec's success message. */
export const certificadoUsuarioSalvoSchema = z.object({ data: certificadoUsuarioSchema, message: z.string() });

/** A placement of the user as the form and GET …/{id}/lotacoes show it. */
export const lotacaoDoUsuarioSchema = z.object({
  id: z.number(),
  infraestruturaId: z.number(),
  infraestruturaNome: z.string(),
  unidadeNome: z.string(),
  /** "Unidade — Local", the label of the location picker. */
  rotulo: z.string(),
  ocupacaoCodigo: z.string().nullable(),
  ocupacaoNome: z.string().nullable(),
  centroCustoIds: z.array(z.number()),
  centrosCusto: z.array(z.object({ id: z.number(), nome: z.string(), setorNome: z.string() })),
  papelIds: z.array(z.number()),
  papeis: z.array(z.object({ id: z.number(), nome: z.string() })),
});
export type LotacaoDoUsuario = Resposta<typeof lotacaoDoUsuarioSchema>;

/** The option lists of the user form: roles (blocked ones too, marked) and states of the council registration. */
export const usuarioFormularioSchema = z.object({
  papeis: z.array(z.object({ id: z.number(), nome: z.string(), bloqueado: z.boolean() })),
  estados: z.array(z.object({ id: z.number(), uf: z.string(), nome: z.string() })),
});

/** The user as the edit form and the save answers carry it: person, login, council, placements, certificate. */
export const usuarioModeloSchema = z.object({
  id: z.number(),
  cidadaoId: z.number(),
  nome: z.string(),
  cpf: z.string().nullable(),
  dataNascimento: w.data.nullable(),
  email: z.string().nullable(),
  login: z.string(),
  registroTipoId: z.number().nullable(),
  registroTipoOutro: z.string().nullable(),
  registroNumero: z.string().nullable(),
  registroEstadoId: z.number().nullable(),
  bloqueado: z.boolean(),
  ultimoAcessoEm: w.instante.nullable(),
  /** Null while the password is a temporary one the user did not choose. */
  senhaAlteradaEm: w.instante.nullable(),
  lotacoes: z.array(lotacaoDoUsuarioSchema),
  certificado: z.object({ subjectName: z.string(), validade: w.instante }).nullable(),
});
export type UsuarioModelo = Resposta<typeof usuarioModeloSchema>;

/** GET /api/cadastro/usuario/create. */
export const usuarioCriacaoSchema = z.object({ form: usuarioFormularioSchema });

/** GET /api/cadastro/usuario/{id}/edit. */
export const usuarioEdicaoSchema = z.object({ form: usuarioFormularioSchema, model: usuarioModeloSchema });

/** POST /api/cadastro/usuario (201): the user and, when no password was typed, the generated one (shown once). */
export const usuarioCriadoSchema = usuarioModeloSchema.extend({ senhaGerada: z.string().nullable() });

/** GET /api/cadastro/usuario/{id}/lotacoes. */
export const lotacoesDoUsuarioSchema = w.dados(z.array(lotacaoDoUsuarioSchema));

/** POST /api/cadastro/usuario/{id}/gerar-senha: the temporary password, answered once to the administrator. */
export const senhaGeradaSchema = z.object({ senha: z.string(), message: z.string() });

/** GET /api/cadastro/usuario/infraestruturas: active locations as "Unidade — Local". */
export const usuarioInfraestruturasSchema = w.dados(
  z.array(z.object({ id: z.number(), label: z.string(), nome: z.string(), unidadeNome: z.string() })),
);

/** GET /api/cadastro/usuario/centros-custo: the active cost centres of a location with their sector. */
export const usuarioCentrosCustoSchema = w.dados(
  z.array(z.object({ id: z.number(), nome: z.string(), setorNome: z.string(), label: z.string() })),
);

/** GET /api/cadastro/usuario/cidadao/{cpf}: the citizen of that CPF (fills the person fields) and their user, if any. */
export const usuarioCidadaoSchema = w.dados(
  z
    .object({
      id: z.number(),
      nome: z.string(),
      dataNascimento: w.data.nullable(),
      email: z.string().nullable(),
      usuarioId: z.number().nullable(),
      usuarioLogin: z.string().nullable(),
    })
    .nullable(),
);

/** GET and PUT /api/cadastro/usuario-perfil: the logged-in user's own profile. */
export const usuarioPerfilSchema = z.object({
  id: z.number(),
  login: z.string(),
  nome: z.string(),
  nomeSocial: z.string().nullable(),
  cpf: z.string().nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  /** "CRM 12345/PE", null without a council registration. */
  registro: z.string().nullable(),
  ultimoAcessoEm: w.instante.nullable(),
  senhaAlteradaEm: w.instante.nullable(),
  lotacoes: z.array(
    z.object({
      id: z.number(),
      unidadeNome: z.string(),
      infraestruturaNome: z.string(),
      ocupacaoNome: z.string().nullable(),
      papeis: z.array(z.string()),
    }),
  ),
});
export type UsuarioPerfil = Resposta<typeof usuarioPerfilSchema>;
