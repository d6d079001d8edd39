import { z } from 'zod';
import { f } from '../../resource/fields.js';

/**
 * The reception of an emergency patient (issue 6, atendimento-recepcao/create): who, how they arrived,
 * the legal priority, the urgent flag with its reason, the companion and the first queue.
 */
export const recepcaoSchema = z
  .object({
    pacienteId: f.referencia('Paciente'),
    opcaoEntradaId: f.referencia('Opção de entrada'),
    prioridadeId: f.opcional(f.referencia('Prioridade')),
    urgente: f.booleano().default(false),
    motivoUrgencia: f.textoOpcional('Motivo da urgência', { max: 500 }),
    acompanhanteNome: f.textoOpcional('Acompanhante', { max: 150 }),
    acompanhanteParentesco: f.textoOpcional('Parentesco do acompanhante', { max: 60 }),
    acompanhanteTelefone: f.opcional(f.telefone('Telefone do acompanhante')),
    destinoCentroCustoId: f.referencia('Destino'),
    /** The kiosk ticket answered at the counter (issue 16 item 5): linked to the patient, its code in the care queue. */
    senhaId: f.opcional(f.referencia('Senha')),
  })
  .superRefine((v, ctx) => {
    if (v.urgente && !v.motivoUrgencia)
      ctx.addIssue({ code: 'custom', path: ['motivoUrgencia'], message: 'O campo Motivo da urgência é obrigatório.' });
  });
export type Recepcao = z.infer<typeof recepcaoSchema>;
