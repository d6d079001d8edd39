import { LAB } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

/** The routes of collection, labels, bench worklists and performed exams (issue 21). */
export const rotasColetaLaboratorio: RouteObject[] = [
  rotasDaTela('coleta-agendada', { create: [() => import('./coleta-agendada.page'), LAB.coletaVer] }, { inicio: 'create' }),
  rotasDaTela('lancamento-coleta', { create: [() => import('./lancamento-coleta.page'), LAB.coletaLancar] }, { inicio: 'create' }),
  rotasDaTela('mapa-dia', { create: [() => import('../mapa/mapa-dia.page'), LAB.mapas] }, { inicio: 'create' }),
  rotasDaTela('mapa-producao', { create: [() => import('../mapa/mapa-producao.page'), LAB.mapas] }, { inicio: 'create' }),
  rotasDaTela('exame-agendado-realizado', {
    index: [() => import('../exame-agendado-realizado/index.page'), LAB.realizadoVer],
    create: [() => import('../exame-agendado-realizado/create.page'), LAB.realizadoCadastrar],
  }),
];
