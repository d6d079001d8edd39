import { z } from 'zod';
import { f } from '../../resource/fields.js';

/**
 * ambulatorio/recepcao/create (issue 17): a patient arrives. With `agendamentoId` the appointment's patient,
 * specialty and professional are used and the appointment turns "Chegou"; without it, a walk-in (demanda
 * espontânea, when the settings allow) with the patient and, optionally, the specialty and professional.
 * The patient goes to the queue `destinoCentroCustoId` of the reception's unit (default: its nursing, for the
 * pre-consultation). With `senhaId`, the kiosk ticket answered at the counter (`recepcao/create/{filaId}`): it is
 * linked to the patient and closed in the same transaction, and its code goes with the patient into the queue.
 */
export const recepcaoAmbulatorioSchema = z
  .object({
    agendamentoId: f.opcional(f.referencia('Agendamento')),
    pacienteId: f.opcional(f.referencia('Paciente')),
    especialidadeId: f.opcional(f.referencia('Especialidade')),
    profissionalId: f.opcional(f.referencia('Profissional')),
    prioridadeId: f.opcional(f.referencia('Prioridade')),
    destinoCentroCustoId: f.opcional(f.referencia('Destino')),
    observacao: f.textoOpcional('Observação', { max: 500 }),
    senhaId: f.opcional(f.referencia('Senha')),
  })
  .superRefine((v, ctx) => {
    if (!v.agendamentoId && !v.pacienteId)
      ctx.addIssue({ code: 'custom', path: ['pacienteId'], message: 'O campo Paciente é obrigatório.' });
  });
export type RecepcaoAmbulatorio = z.infer<typeof recepcaoAmbulatorioSchema>;

/** The outpatient attendance's life (atendimento_ambulatorial.status). */
export const STATUS_ATENDIMENTO_AMBULATORIAL = {
  AGUARDANDO: 1,
  PRE_CONSULTA: 2,
  AGUARDANDO_ATENDIMENTO: 3,
  FINALIZADO: 4,
  EVADIDO: 5,
  EXCLUIDO: 6,
} as const;
export const StatusAtendimentoAmbulatorialNome: Record<number, string> = {
  1: 'Aguardando',
  2: 'Em pré-consulta',
  3: 'Aguardando atendimento',
  4: 'Finalizado',
  5: 'Evadido',
  6: 'Excluído da fila',
};

export const MENSAGENS_RECEPCAO_AMBULATORIO = {
  demandaEspontaneaNaoPermitida: 'A parametrização do ambulatório não permite atendimento sem agendamento (demanda espontânea).',
  agendamentoNaoEncontrado: 'Agendamento não encontrado.',
  agendamentoDeOutroDia: 'Só é possível registrar a chegada de agendamentos de hoje.',
  agendamentoOutraUnidade: 'O agendamento é de outra unidade.',
  jaChegou: 'A chegada deste paciente já foi registrada.',
  jaNaFila: 'O paciente já está na fila do ambulatório desta unidade.',
  recebido: (nome: string, senha?: string | null) => `Chegada registrada: ${nome} entrou na fila.${senha ? ` Senha ${senha}.` : ''}`,
} as const;
