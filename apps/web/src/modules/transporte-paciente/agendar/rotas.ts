import { TP } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

/**
 * Issue 23: requests waiting for a seat (pre-agendamento-transporte), bookings (agendar: create/{id} where {id} is
 * the patient, `?pre=` the request being booked; edit/{id} changes or cancels) and the slips' reprint.
 */
export const rotasAgendarTransporte: RouteObject[] = [
  rotasDaTela('pre-agendamento-transporte', {
    index: [() => import('../pre-agendamento/index.page'), TP.preAgendamentoVer],
    create: [() => import('../pre-agendamento/form.page'), TP.preAgendamentoCadastrar],
    'edit/:id': [() => import('../pre-agendamento/form.page'), TP.preAgendamentoCadastrar],
  }),
  rotasDaTela(
    'agendar',
    {
      list: [() => import('./list.page'), TP.agendarVer],
      'create/:id?': [() => import('./create.page'), TP.agendarCadastrar],
      'edit/:id': [() => import('./edit.page'), TP.agendarVer],
    },
    { inicio: 'list' },
  ),
  rotasDaTela('alterar-horario', { list: [() => import('./alterar-horario.page'), TP.agendarEditar] }, { inicio: 'list' }),
  rotasDaTela('reimpressao-protocolo', { list: [() => import('../reimpressao-protocolo/list.page'), TP.reimpressao] }, { inicio: 'list' }),
];
