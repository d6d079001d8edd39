import { z } from 'zod';

/**
 * A key of a settings page as the server describes it (`camposConfiguracao()`, `camposParametrizacao…()`): its
 * metadata (ConfiguracaoMeta; a module's group is its own text) and its default.
 */
export const campoParametrizacaoSchema = z.object({
  chave: z.string(),
  title: z.string(),
  description: z.string(),
  grupo: z.string(),
  /** How the key is typed; kinds beyond the first three are drawn by the page. */
  tipo: z.enum(['booleano', 'inteiro', 'texto', 'email', 'senha', 'lista']),
  /** The key's default (text, number, yes/no or a list of texts). */
  padrao: z.unknown(),
});

/** The municipality of the installation's customer, as the settings page picks it (IBGE). */
export const municipioOpcaoSchema = z.object({ id: z.number(), nome: z.string(), uf: z.string(), label: z.string() });

/**
 * The municipality's settings as the page reads them (configuracaoSchema's values): the SMTP and BNAFAR passwords are
 * never sent back (always ''), `smtpSenhaDefinida`/`bnafarSenhaDefinida` tell whether one is stored.
 */
export const configuracaoModeloSchema = z.object({
  sistemaNome: z.string(),
  termosInvalidos: z.array(z.string()),
  sessaoDuracaoMinutos: z.number(),
  senhaTamanhoMinimo: z.number(),
  smtpHost: z.string(),
  smtpPorta: z.number(),
  smtpSeguro: z.boolean(),
  smtpUsuario: z.string(),
  smtpSenha: z.string(),
  smtpRemetente: z.string(),
  smtpSenhaDefinida: z.boolean(),
  bnafarUsuario: z.string(),
  /** Never sent back (always ''), like the SMTP password; `bnafarSenhaDefinida` tells whether one is stored. */
  bnafarSenha: z.string(),
  bnafarSenhaDefinida: z.boolean(),
  bnafarProducao: z.boolean(),
  bnafarEndereco: z.string(),
});

/** GET /api/administracao/configuracao/edit: the keys, the municipality and the logo (form) and the values (model). */
export const configuracaoEdicaoSchema = z.object({
  form: z.object({
    campos: z.array(campoParametrizacaoSchema),
    municipio: municipioOpcaoSchema.nullable(),
    /** The logo's public address (with its version), null without one. */
    logotipo: z.string().nullable(),
    /** The municipality's time zone (IANA, one of FUSOS_HORARIOS_BR; decision 0021). */
    fusoHorario: z.string(),
  }),
  model: configuracaoModeloSchema,
});

/** PUT /api/administracao/configuracao/municipio. */
export const configuracaoMunicipioRespostaSchema = z.object({ municipio: municipioOpcaoSchema });

/** PUT /api/administracao/configuracao/fuso-horario: the zone now in force. */
export const configuracaoFusoHorarioRespostaSchema = z.object({ fusoHorario: z.string() });

/** PUT /api/administracao/configuracao/logotipo: the new logo's public address. */
export const configuracaoLogotipoRespostaSchema = z.object({ logotipo: z.string() });

/** `{ message }`: the answers that only confirm, in pt-BR (password changed, recovery link sent). */
export const mensagemRespostaSchema = z.object({ message: z.string() });
