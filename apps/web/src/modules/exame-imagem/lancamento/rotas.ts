import { IMG } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

/** Issue 22: the worklist, the report entry and the change of a signed report. */
export const rotasLaudoImagem: RouteObject[] = [
  rotasDaTela('exame-agendado-realizado', {
    index: [() => import('../exame-agendado-realizado/index.page'), IMG.realizadoVer],
    create: [() => import('../exame-agendado-realizado/index.page'), IMG.realizadoCadastrar],
  }),
  rotasDaTela('lancamento', {
    index: [() => import('./index.page'), IMG.laudoVer],
    create: [() => import('./create.page'), IMG.laudoCadastrar],
    'edit/:id': [() => import('./edit.page'), IMG.laudoEditar],
  }),
  rotasDaTela('alteracao-resultado-lancamento', {
    index: [() => import('./alteracao.index.page'), IMG.laudoAlterar],
    create: [() => import('./alteracao.index.page'), IMG.laudoAlterar],
    'edit/:id': [() => import('./alteracao.edit.page'), IMG.laudoAlterar],
  }),
];
