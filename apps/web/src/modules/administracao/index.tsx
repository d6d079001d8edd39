import { notificacaoResource, P, papelResource, permissaoResource } from '@saude/shared';
import { Navigate } from 'react-router';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import { type ModuloWeb, rotasDaTela } from '../../lib/modulo';

/** Module administracao (spec 000 §2.3). Section roots redirect to their index page. */
export const moduloAdministracao: ModuloWeb = {
  id: 'administracao',
  rotas: [
    {
      path: '/administracao',
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        rotasDoRecurso(papelResource, {
          index: () => import('./papel/index.page'),
          create: () => import('./papel/create.page'),
          edit: () => import('./papel/edit.page'),
        }),
        rotasDoRecurso(permissaoResource, { index: () => import('./permissao/index.page'), edit: () => import('./permissao/edit.page') }),
        rotasDoRecurso(notificacaoResource, {
          index: () => import('./notificacao/index.page'),
          create: () => import('./notificacao/create.page'),
          edit: () => import('./notificacao/edit.page'),
        }),
        rotasDaTela('configuracao', { index: [() => import('./configuracao/index.page'), P.administracao.configuracaoVer] }),
        rotasDaTela('relatorio-historico-papel-lotacao', {
          index: [() => import('./relatorio-historico/papel-lotacao.page'), P.administracao.historicoPapelLotacao],
        }),
        rotasDaTela('relatorio-historico-permissao-lotacao', {
          index: [() => import('./relatorio-historico/permissao-lotacao.page'), P.administracao.historicoPermissaoLotacao],
        }),
        rotasDaTela('relatorio-historico-permissao-papel', {
          index: [() => import('./relatorio-historico/permissao-papel.page'), P.administracao.historicoPermissaoPapel],
        }),
        rotasDaTela('email-saida', { index: [() => import('./email-saida/index.page'), P.administracao.emailSaida] }),
        rotasDaTela('auditoria', { index: [() => import('./auditoria/index.page'), P.administracao.auditoria] }),
        rotasDaTela('teste-impressao', { index: [() => import('./teste-impressao/index.page'), P.administracao.testeImpressao] }),
      ],
    },
  ],
};
