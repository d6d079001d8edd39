import { LAB } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

/**
 * The routes of the results screens (issue 21): bench entry, electronic signature, final print and its history,
 * delivery and cancellation. The print screens live in resultado-impressao.
 */
export const rotasResultadoLaboratorio: RouteObject[] = [
  rotasDaTela('lancamento-resultado', {
    index: [() => import('./index.page'), LAB.resultadoVer],
    'create/:id': [() => import('./create.page'), LAB.resultadoVer],
  }),
  rotasDaTela('assinatura-eletronica', {
    index: [() => import('../assinatura-eletronica/index.page'), LAB.assinar],
    'create/:id': [() => import('../assinatura-eletronica/create.page'), LAB.assinar],
  }),
  rotasDaTela(
    'impressao-exame',
    { create: [() => import('../resultado-impressao/impressao-exame.page'), LAB.imprimir] },
    { inicio: 'create' },
  ),
  rotasDaTela('impressoes', { create: [() => import('../resultado-impressao/impressoes.page'), LAB.imprimir] }, { inicio: 'create' }),
  rotasDaTela('entrega-exame', { create: [() => import('../resultado-impressao/entrega-exame.page'), LAB.entregar] }, { inicio: 'create' }),
  rotasDaTela(
    'cancelamento-resultado',
    { create: [() => import('../resultado-impressao/cancelamento-resultado.page'), LAB.cancelarResultado] },
    { inicio: 'create' },
  ),
];
