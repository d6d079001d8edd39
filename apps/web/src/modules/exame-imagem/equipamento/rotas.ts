import { equipamentoImagemResource, IMG, imgJornadaResource, modeloLaudoImagemResource } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDoRecurso } from '../../../components/crud/resource-routes';
import { rotasDaTela } from '../../../lib/modulo';

const J = imgJornadaResource.permissoes;

/**
 * The configuration screens of the imaging service (issue 22): equipments, their agendas (spec: index,
 * create/{id} — the id preselects an equipment — and edit), report templates and the settings.
 */
export const rotasCadastrosImagem: RouteObject[] = [
  rotasDoRecurso(equipamentoImagemResource, {
    index: () => import('./index.page'),
    create: () => import('./create.page'),
    edit: () => import('./edit.page'),
  }),
  rotasDoRecurso(modeloLaudoImagemResource, {
    index: () => import('../modelo-laudo/index.page'),
    create: () => import('../modelo-laudo/create.page'),
    edit: () => import('../modelo-laudo/edit.page'),
  }),
  rotasDaTela('jornada', {
    index: [() => import('../jornada/index.page'), J.visualizar],
    'create/:id?': [() => import('../jornada/create.page'), J.cadastrar],
    'edit/:id': [() => import('../jornada/edit.page'), J.editar],
  }),
  rotasDaTela('parametrizacao', { create: [() => import('../parametrizacao/create.page'), IMG.parametrizacao] }, { inicio: 'create' }),
];
