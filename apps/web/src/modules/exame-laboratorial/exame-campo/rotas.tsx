import { LAB } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

/**
 * The routes of the laboratory configuration screens (issue 21): exam fields and ranges, formulas and settings.
 * The edit pages open with the view permission and show read-only without the edit one.
 */
export const rotasConfiguracaoLaboratorio: RouteObject[] = [
  rotasDaTela('exame-campo', {
    index: [() => import('./index.page'), LAB.campoVer],
    'edit/:id': [() => import('./edit.page'), LAB.campoVer],
  }),
  rotasDaTela('formula-exame', {
    index: [() => import('../formula-exame/index.page'), LAB.formulaVer],
    create: [() => import('../formula-exame/create.page'), LAB.formulaCadastrar],
    'edit/:id': [() => import('../formula-exame/edit.page'), LAB.formulaVer],
  }),
  rotasDaTela('parametrizacao', { create: [() => import('../parametrizacao/create.page'), LAB.parametrizacao] }, { inicio: 'create' }),
];
