import {
  type ResourceDef,
  TP,
  tpCondutorResource,
  tpDestinoResource,
  tpGrupoResource,
  tpJornadaResource,
  tpMotivoResource,
  tpPontoResource,
  tpSupervisorResource,
  tpVeiculoResource,
} from '@saude/shared';
import { type ComponentType, createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

/** A registry's page module: its list and its create and edit forms. */
interface Telas {
  Lista: ComponentType;
  Criar: ComponentType;
  Editar: ComponentType;
}

/**
 * A registry of patient transport (spec 000 §2.3: list, create, edit/{id}): the resource engine's pages under the
 * spec's names — the list is `list` (the section root goes there), and `index`, where the engine's forms return when
 * opened directly, redirects to it.
 */
function rotasDoCadastro(resource: ResourceDef, load: () => Promise<Telas>): RouteObject {
  const p = resource.permissoes;
  const tela = (k: keyof Telas) => () => load().then((m) => ({ default: m[k] }));
  const rota = rotasDaTela(
    resource.recurso,
    { list: [tela('Lista'), p.visualizar], create: [tela('Criar'), p.cadastrar], 'edit/:id': [tela('Editar'), p.editar] },
    { inicio: 'list' },
  );
  rota.children?.push({ path: 'index', element: createElement(Navigate, { to: '../list', replace: true }) });
  return rota;
}

/** The registries of patient transport and its settings (issue 23). */
export const rotasCadastrosTransporte: RouteObject[] = [
  rotasDoCadastro(tpCondutorResource, () => import('./condutor')),
  rotasDoCadastro(tpVeiculoResource, () => import('./veiculo')),
  rotasDoCadastro(tpDestinoResource, () => import('./destino')),
  rotasDoCadastro(tpJornadaResource, () => import('./jornada')),
  rotasDoCadastro(tpPontoResource, () => import('./ponto')),
  rotasDoCadastro(tpGrupoResource, () => import('./grupo')),
  rotasDoCadastro(tpMotivoResource, () => import('./motivo')),
  rotasDoCadastro(tpSupervisorResource, () => import('./supervisor')),
  rotasDaTela(
    'parametrizacao',
    {
      create: [() => import('../parametrizacao/create.page'), TP.parametrizacao],
      'edit/:id': [() => import('../parametrizacao/create.page'), TP.parametrizacao],
    },
    { inicio: 'create' },
  ),
];
