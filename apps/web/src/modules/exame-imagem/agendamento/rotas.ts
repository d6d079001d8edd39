import { IMG } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

/**
 * Issue 22: quotas, scheduling (create/{id}: {id} is the patient), retroactive scheduling, reschedule (create/{id})
 * and cancel (edit/{id}) of a scheduled exam, and the day's list per equipment.
 */
export const rotasAgendamentoImagem: RouteObject[] = [
  rotasDaTela('cota', { index: [() => import('../cota/index.page'), IMG.cotaVer] }),
  rotasDaTela('agendamento', {
    index: [() => import('./index.page'), IMG.agendamentoVer],
    'create/:id?': [() => import('./create.page'), IMG.agendamentoCadastrar],
  }),
  rotasDaTela('agendamento-retroativo', {
    index: [() => import('./retroativo.index.page'), IMG.agendamentoRetroativo],
    'create/:id?': [() => import('./retroativo.create.page'), IMG.agendamentoRetroativo],
  }),
  rotasDaTela('reagendamento-cancelamento-exame', {
    index: [() => import('./reagendamento.index.page'), IMG.reagendar],
    'create/:id': [() => import('./reagendamento.create.page'), IMG.reagendar],
    'edit/:id': [() => import('./reagendamento.edit.page'), IMG.reagendar],
  }),
  rotasDaTela('listagem-exames-agendados', { index: [() => import('./listagem.index.page'), IMG.listagem] }),
];
