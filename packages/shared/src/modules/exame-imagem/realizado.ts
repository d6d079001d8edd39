import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';

/** exame-agendado-realizado (issue 22): the worklist of a day — scheduled exams and pending emergency requests. */
export const worklistImagemFiltroSchema = z.object({
  data: f.opcional(f.data('Data')),
  equipamentoId: f.opcional(f.referencia('Equipamento')),
  unidadeId: f.opcional(f.referencia('Unidade')),
});

/** One line of the worklist: an exam of the service (`agendado`) or a request of another module not yet received (`urgencia`). */
export const worklistImagemLinhaSchema = z.object({
  /** 'agendado:<img_exame id>' or 'urgencia:<origem>:<id>': the key of the checkbox. */
  chave: z.string(),
  tipo: z.enum(['agendado', 'urgencia']),
  id: z.number(),
  origem: z.string().nullable(),
  /** HH:MM:SS of the slot; null for an emergency request. */
  hora: z.string().nullable(),
  numero: w.inteiroLongo.nullable(),
  pacienteId: z.number(),
  paciente: z.string(),
  exame: z.string(),
  procedimentoCodigo: z.string(),
  equipamento: z.string().nullable(),
  solicitante: z.string().nullable(),
  /** SITUACAO_EXAME_IMAGEM (an emergency request: 1, to be received). */
  situacao: z.number(),
  solicitadoEm: w.data.nullable(),
  realizadoEm: w.instante.nullable(),
});

export const worklistImagemSchema = w.dados(
  z.object({
    data: w.data,
    linhas: z.array(worklistImagemLinhaSchema),
    equipamentos: z.array(z.object({ id: z.number(), nome: z.string(), modalidade: z.number() })),
  }),
);

const itemSchema = z.object({
  tipo: z.enum(['agendado', 'urgencia'], { error: 'Tipo inválido.' }),
  id: f.referencia('Exame'),
  origem: f.textoOpcional('Origem', { max: 30 }),
});

/** Registers the selected exams as performed (`realizado`) or the patients' absence (`falta`, scheduled exams only). */
export const registrarRealizacaoImagemSchema = z.object({
  acao: z.enum(['realizado', 'falta'], { error: 'Escolha entre realizado e falta.' }),
  itens: z.array(itemSchema).min(1, 'Selecione ao menos um exame.').max(200, 'Selecione no máximo 200 exames.'),
  /** The equipment that performed the emergency requests (optional). */
  equipamentoId: f.opcional(f.referencia('Equipamento')),
});
export type RegistrarRealizacaoImagem = z.input<typeof registrarRealizacaoImagemSchema>;

export const realizacaoImagemGravadaSchema = w.dados(
  z.object({ realizados: z.number(), faltas: z.number(), exameIds: z.array(z.number()), message: z.string() }),
);
