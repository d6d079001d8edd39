import { LAB, labJornadaResource } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDoRecurso } from '../../../components/crud/resource-routes';
import { rotasDaTela } from '../../../lib/modulo';

/**
 * Collection agendas and quotas (jornada) and the scheduling of exams (issue 21). `create/{id}`: the patient
 * (the patient's record or the doctor's request opens the scheduling for someone).
 */
export const rotasAgendamentoExame: RouteObject[] = [
  rotasDoRecurso(labJornadaResource, {
    index: () => import('../jornada/index.page'),
    create: () => import('../jornada/create.page'),
    edit: () => import('../jornada/edit.page'),
  }),
  rotasDaTela('agendamento-exame', {
    index: [() => import('./index.page'), LAB.agendamentoVer],
    'create/:id?': [() => import('./create.page'), LAB.agendamentoCadastrar],
  }),
  rotasDaTela('agendamento-exame-retroativo', {
    index: [() => import('./retroativo.index.page'), LAB.agendamentoRetroativo],
    'create/:id?': [() => import('./retroativo.create.page'), LAB.agendamentoRetroativo],
  }),
];
