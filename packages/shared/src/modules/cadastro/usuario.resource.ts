import { z } from 'zod';
import { ConselhoProfissional } from '../../enums.js';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { hojeIso } from '../../validation/datas.js';
import { senhaProblema } from '../../validation/senha.js';

/** Login names: letters, digits, dot, underscore and hyphen (compared without case per municipality). */
export const LOGIN_REGEX = /^[A-Za-z0-9._-]+$/;

/** Hand-declared permissions of the user registry beyond the standard ones (declared in permissions.ts). */
export const USUARIO_PERMISSOES = {
  gerarSenha: 'editar-cadastro-usuario-senha',
  certificado: 'editar-cadastro-usuario-assinatura',
} as const;

export const MENSAGENS_USUARIO = {
  semLotacao: 'Informe ao menos uma lotação.',
  cidadaoJaUsuario: 'Este CPF já pertence a outro usuário do sistema.',
  outroConselho: 'O campo Nome do conselho é obrigatório.',
} as const;

const conselhos = Object.values(ConselhoProfissional) as number[];

/** One placement of the user form: a service location, its cost centres, the CBO and the roles. */
export const lotacaoUsuarioSchema = z.object({
  id: f.opcional(z.coerce.number().int().positive()),
  infraestruturaId: f.referencia('Unidade — Local'),
  centroCustoIds: f.ids({ min: 1 }),
  ocupacaoCodigo: f.opcional(z.string().regex(/^\d{6}$/, 'Ocupação (CBO) é inválida')),
  papelIds: f.ids({ min: 1 }),
});
export type LotacaoUsuarioInput = z.infer<typeof lotacaoUsuarioSchema>;

/**
 * Users (spec 000 §2.3 cadastro/usuario; 001 §7 "usuario"): a login of the municipality tied to a
 * citizen (found or created by CPF), council registration (001 §3 "Other entities") and placements.
 */
export const usuarioResource = defineResource({
  modulo: 'cadastro',
  recurso: 'usuario',
  nome: 'Usuário',
  nomePlural: 'Usuários',
  schema: z
    .object({
      nome: f.nomeCompleto('Nome'),
      cpf: f.cpf('CPF'),
      dataNascimento: f.opcional(f.data('Data de nascimento', { max: () => hojeIso() })),
      email: f.opcional(f.email('E-mail')),
      login: z
        .string({ error: 'O campo Login é obrigatório.' })
        .trim()
        .min(3, 'Login deve conter no mínimo 3 caracteres')
        .max(60, 'Login deve conter no máximo 60 caracteres')
        .regex(LOGIN_REGEX, 'Login deve conter apenas letras, números, ponto, hífen ou sublinhado'),
      /** Only on create; blank → the server generates a temporary one and answers it once. */
      senha: f.opcional(
        z
          .string()
          .max(128, 'A senha deve conter no máximo 128 caracteres.')
          .superRefine((s, ctx) => {
            const problema = senhaProblema(s);
            if (problema) ctx.addIssue({ code: 'custom', message: problema });
          }),
      ),
      registroTipoId: f.opcional(f.enumeracao('Conselho', conselhos)),
      registroTipoOutro: f.textoOpcional('Nome do conselho', { max: 60 }),
      registroNumero: f.textoOpcional('Número do registro', { max: 20 }),
      registroEstadoId: f.opcional(z.coerce.number().int().positive()),
      lotacoes: z.array(lotacaoUsuarioSchema, { error: MENSAGENS_USUARIO.semLotacao }).min(1, MENSAGENS_USUARIO.semLotacao),
    })
    .superRefine((v, ctx) => {
      if (v.registroTipoId === ConselhoProfissional.OUTRO && !v.registroTipoOutro)
        ctx.addIssue({ code: 'custom', path: ['registroTipoOutro'], message: MENSAGENS_USUARIO.outroConselho });
      if (v.registroTipoId && !v.registroNumero)
        ctx.addIssue({ code: 'custom', path: ['registroNumero'], message: 'O campo Número do registro é obrigatório.' });
    }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'login', title: 'Login', sortable: true, searchable: true },
    { data: 'cpf', title: 'CPF', sortable: true, searchable: true },
    { data: 'registro', title: 'Registro profissional' },
    { data: 'ultimoAcessoEm', title: 'Último acesso', tipo: 'dataHora', sortable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
