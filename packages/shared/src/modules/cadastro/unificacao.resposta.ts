import { z } from 'zod';
import { type Resposta, w } from '../../wire.js';

/** A patient record as cadastro/unificacao-usuario-paciente compares it, with what points to it. */
export const cadastroComparadoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  nomeSocial: z.string().nullable(),
  cpf: z.string().nullable(),
  cns: z.string().nullable(),
  dataNascimento: w.data.nullable(),
  nomeMae: z.string().nullable(),
  telefone: z.string().nullable(),
  bloqueado: z.boolean(),
  provisorio: z.boolean(),
  unificadoEmId: z.number().nullable(),
  /** The login of the system user tied to this citizen, if any. */
  usuarioLogin: z.string().nullable(),
  /** The current household's address in one line. */
  endereco: z.string().nullable(),
  /** Rows of other tables that point to the record (only tables with rows). */
  referencias: z.array(z.object({ tabela: z.string(), coluna: z.string(), rotulo: z.string(), quantidade: z.number() })),
});
export type CadastroComparado = Resposta<typeof cadastroComparadoSchema>;

/** GET /api/cadastro/unificacao-usuario-paciente/comparar?ids=…: the records side by side, in the order asked. */
export const comparacaoCadastrosSchema = w.dados(z.array(cadastroComparadoSchema));

/** POST /api/cadastro/unificacao-usuario-paciente: what the merge did. */
export const resultadoUnificacaoSchema = z.object({
  manterId: z.number(),
  unificarIds: z.array(z.number()),
  referencias: z.array(z.object({ tabela: z.string(), coluna: z.string(), movidos: z.number(), descartados: z.number() })),
  /** The CPF or CNS copied from a merged record to the kept one (which had none). */
  cpfCopiado: z.string().nullable(),
  cnsCopiado: z.string().nullable(),
});

const cadastroResumo = z.object({ id: z.number(), nome: z.string() });

/** GET /api/cadastro/unificacao-usuario-paciente/historico: the past merges, newest first (from the audit trail). */
export const historicoUnificacaoSchema = w.dados(
  z.array(
    z.object({
      id: z.number(),
      momento: w.instante,
      usuarioNome: z.string().nullable(),
      mantido: cadastroResumo,
      unificados: z.array(cadastroResumo),
      referenciasMovidas: z.number(),
    }),
  ),
);
export type UnificacaoHistorico = Resposta<typeof historicoUnificacaoSchema>['data'][number];
