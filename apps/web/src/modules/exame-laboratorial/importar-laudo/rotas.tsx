import { LAB } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

/** exame-laboratorial/importar-laudo (spec 000 §2.3, issue 21): the upload and the history on one screen. */
export const rotasImportarLaudo: RouteObject[] = [rotasDaTela('importar-laudo', { index: [() => import('./index.page'), LAB.importar] })];
