import { AppstoreOutlined } from '@ant-design/icons';
import {
  avisoResource,
  EMISSAO_SENHA_ENTRADA_PATH,
  EMISSAO_SENHA_EXTERNO_PATH,
  EMISSAO_SENHA_PATH,
  encaminhamentoResource,
  opcaoChamadaResource,
  opcaoEntradaResource,
  PS,
  prioridadeResource,
  telaResource,
  tempoEsperaResource,
} from '@saude/shared';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import { page } from '../../lib/lazy-page';
import { type ModuloWeb, rotasDaTela } from '../../lib/modulo';

const totem = () => import('./emissao-senha/create.page');
const totemExterno = () => import('./emissao-senha/externo.page');

/**
 * Module painel-senha (spec 000 §2.3, issue 7). Three places in the router:
 * - `rotas`: screens of the logged-in layout (registries, the ticket queue, parametrização);
 * - `rotasSemMenu`: logged in, empty layout (the kiosk, full screen);
 * - `rotasPublicas`: no session, empty layout (the TV screen, the external kiosk route).
 */
export const moduloPainelSenha: ModuloWeb = {
  id: 'painel-senha',
  rotas: [
    {
      path: '/painel-senha',
      children: [
        rotasDoRecurso(opcaoEntradaResource, {
          index: () => import('./opcao-entrada/index.page'),
          create: () => import('./opcao-entrada/create.page'),
          edit: () => import('./opcao-entrada/edit.page'),
        }),
        rotasDoRecurso(opcaoChamadaResource, {
          index: () => import('./opcao-chamada/index.page'),
          create: () => import('./opcao-chamada/create.page'),
          edit: () => import('./opcao-chamada/edit.page'),
        }),
        // index and edit only (spec 000 §2.3): the priorities come with the municipality
        rotasDoRecurso(prioridadeResource, {
          index: () => import('./prioridade/index.page'),
          edit: () => import('./prioridade/edit.page'),
        }),
        rotasDoRecurso(tempoEsperaResource, {
          index: () => import('./tempo-espera/index.page'),
          create: () => import('./tempo-espera/create.page'),
          edit: () => import('./tempo-espera/edit.page'),
        }),
        rotasDoRecurso(encaminhamentoResource, {
          index: () => import('./encaminhamento/index.page'),
          create: () => import('./encaminhamento/create.page'),
          edit: () => import('./encaminhamento/edit.page'),
        }),
        rotasDoRecurso(telaResource, {
          index: () => import('./tela/index.page'),
          create: () => import('./tela/create.page'),
          edit: () => import('./tela/edit.page'),
        }),
        rotasDoRecurso(avisoResource, {
          index: () => import('./aviso/index.page'),
          create: () => import('./aviso/create.page'),
          edit: () => import('./aviso/edit.page'),
        }),
        // the counter screen (issue 7): call next, the held ticket and the waiting list, live
        rotasDaTela('fila-atendimento', { index: [() => import('./fila-atendimento/index.page'), PS.filaVer] }),
        rotasDaTela('parametrizacao', { create: [() => import('./parametrizacao/create.page'), PS.parametrizacao] }, { inicio: 'create' }),
      ],
    },
  ],
  rotasSemMenu: [
    // the kiosk (issue 7): full screen, big touch buttons
    { path: EMISSAO_SENHA_PATH, lazy: page(totem, { permission: PS.emitir }) },
  ],
  rotasPublicas: [
    // the TV screen: no session, bound to its screen by the key of its address (issue 7)
    { path: '/painel-senha/tela/show/:id', lazy: page(() => import('./tela-show/tela-show.page')) },
    // the kiosk's external address (spec 000 §2.2): logs the kiosk user in, then drops its credentials from
    // the address; the second path is where it waits meanwhile
    { path: EMISSAO_SENHA_EXTERNO_PATH, lazy: page(totemExterno) },
    { path: EMISSAO_SENHA_ENTRADA_PATH, lazy: page(totemExterno) },
  ],
  // 'fas/tv' (Telas) keeps the neutral icon it has always shown
  icones: { tv: AppstoreOutlined },
};
