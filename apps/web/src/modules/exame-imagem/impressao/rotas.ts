import { IMG } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

/** The routes of the report's signature, print and reprint (issue 22). */
export const rotasAssinaturaImpressaoImagem: RouteObject[] = [
  rotasDaTela('assinatura', { index: [() => import('../assinatura/index.page'), IMG.assinar] }),
  rotasDaTela('impressao', { index: [() => import('./impressao.page'), IMG.imprimir] }),
  rotasDaTela('reimpressao-resultado', { index: [() => import('./reimpressao.page'), IMG.imprimir] }),
];
