import type { GrantsDoModulo } from '../../modulo.js';

/** What the default roles get of the emergency care (issue 6); the administrator has everything. */
export const PAPEIS_PRONTO_ATENDIMENTO: GrantsDoModulo = {
  recepcao: [
    // receive the patient, follow and call the queues, register an evasion
    'visualizar-pronto-atendimento-atendimento-recepcao',
    'cadastrar-pronto-atendimento-atendimento-recepcao',
    'visualizar-pronto-atendimento-fila-atendimento',
    'editar-pronto-atendimento-fila-atendimento',
    'editar-pronto-atendimento-evasao',
    // the shift in course names who is on duty at the reception's location
    'visualizar-pronto-atendimento-plantao',
    // reception hands out the attendance declaration and reprints the FAA; finds past attendances
    'visualizar-pronto-atendimento-impressao',
    'visualizar-pronto-atendimento-paciente-busca',
  ],
  enfermagem: [
    // triage and risk classification, the queues
    'visualizar-pronto-atendimento-atendimento-triagem',
    'cadastrar-pronto-atendimento-atendimento-triagem',
    'visualizar-pronto-atendimento-fila-atendimento',
    'editar-pronto-atendimento-fila-atendimento',
    'editar-pronto-atendimento-evasao',
    // the risk colours and target times they classify with; the shifts they work
    'visualizar-pronto-atendimento-classificacao-risco',
    'visualizar-pronto-atendimento-plantao',
    // nursing, observation and the doctor's orders they carry out; prints and their pending signatures
    'visualizar-pronto-atendimento-atendimento-enfermagem',
    'cadastrar-pronto-atendimento-atendimento-enfermagem',
    'visualizar-pronto-atendimento-paciente-observacao',
    'cadastrar-pronto-atendimento-paciente-observacao',
    'visualizar-pronto-atendimento-atendimento-medico',
    'visualizar-pronto-atendimento-exame-imagem',
    'editar-pronto-atendimento-exame-imagem',
    'visualizar-pronto-atendimento-paciente-busca',
    'visualizar-pronto-atendimento-impressao',
    'visualizar-pronto-atendimento-assinatura-eletronica',
  ],
  medico: [
    // the queues and the triage the doctor reads
    'visualizar-pronto-atendimento-fila-atendimento',
    'editar-pronto-atendimento-fila-atendimento',
    'visualizar-pronto-atendimento-atendimento-triagem',
    // the risk colours and target times of the queue; the shifts they work
    'visualizar-pronto-atendimento-classificacao-risco',
    'visualizar-pronto-atendimento-plantao',
    // the medical attendance with its documents, imaging and AIH; observation; the FAA's closing
    'visualizar-pronto-atendimento-atendimento-medico',
    'cadastrar-pronto-atendimento-atendimento-medico',
    'visualizar-pronto-atendimento-atendimento-enfermagem',
    'visualizar-pronto-atendimento-paciente-observacao',
    'cadastrar-pronto-atendimento-paciente-observacao',
    'visualizar-pronto-atendimento-exame-imagem',
    'cadastrar-pronto-atendimento-exame-imagem',
    'editar-pronto-atendimento-exame-imagem',
    'visualizar-pronto-atendimento-aih',
    'cadastrar-pronto-atendimento-aih',
    'editar-pronto-atendimento-aih',
    'editar-pronto-atendimento-fechamento-faa',
    'visualizar-pronto-atendimento-paciente-busca',
    'visualizar-pronto-atendimento-impressao',
    'visualizar-pronto-atendimento-assinatura-eletronica',
    'visualizar-pronto-atendimento-relatorio',
  ],
  // the AIH requests the regulation authorises or denies
  regulacao: ['visualizar-pronto-atendimento-aih', 'editar-pronto-atendimento-aih'],
  // reads the queues to find who needs them; records the social-work attendance
  'assistente-social': [
    'visualizar-pronto-atendimento-fila-atendimento',
    'visualizar-pronto-atendimento-paciente-busca',
    'visualizar-pronto-atendimento-assistencia-social',
    'cadastrar-pronto-atendimento-assistencia-social',
    'editar-pronto-atendimento-assistencia-social',
  ],
};
