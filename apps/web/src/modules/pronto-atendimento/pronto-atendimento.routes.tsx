import { classificacaoRiscoResource, PA, PERMISSAO_REGULARIZAR_PACIENTE } from '@saude/shared';
import { Navigate, type RouteObject } from 'react-router';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import { page } from '../../lib/lazy-page';
import { rotasRelatoriosPa } from './relatorio/relatorio.routes';

const recepcao = () => import('./atendimento-recepcao/create.page');
const aihCreate = () => import('./aih/create.page');

/**
 * Module pronto-atendimento (spec 000 §2.3). The reception answers on its three spec routes (index,
 * paciente, create) with the same screen: search, pick, receive.
 */
export const prontoAtendimentoRoutes: RouteObject[] = [
  {
    path: '/pronto-atendimento',
    children: [
      rotasDoRecurso(classificacaoRiscoResource, {
        index: () => import('./classificacao-risco/index.page'),
        create: () => import('./classificacao-risco/create.page'),
        edit: () => import('./classificacao-risco/edit.page'),
      }),
      // index only (spec 000 §2.3): shifts are created and edited in a modal of the list
      {
        path: 'plantao',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./plantao/index.page'), { permission: PA.plantaoVer }) },
        ],
      },
      // the life of the FAA (issue 6 step 7): index only, except the retroactive attendance (index, create)
      ...(
        [
          ['fechamento-faa', PA.fecharFaa, () => import('./fechamento-faa/index.page')],
          ['fechamento-faa-massa', PA.fecharFaa, () => import('./fechamento-faa-massa/index.page')],
          ['reabertura-atendimento', PA.reabrirFaa, () => import('./reabertura-atendimento/index.page')],
          ['cancelamento-evasao', PA.cancelarEvasao, () => import('./cancelamento-evasao/index.page')],
          ['paciente-busca', PA.pacienteBusca, () => import('./paciente-busca/index.page')],
          // the unknown patients still to regularise (issue 6): the reception's cadastro permission, not a PA one
          ['regularizacao-cadastro', PERMISSAO_REGULARIZAR_PACIENTE, () => import('./regularizacao-cadastro/index.page')],
        ] as const
      ).map(([path, permission, load]) => ({
        path,
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(load, { permission }) },
        ],
      })),
      {
        path: 'atendimento-retroativo',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./atendimento-retroativo/index.page'), { permission: PA.retroativoCadastrar }) },
          { path: 'create', lazy: page(() => import('./atendimento-retroativo/create.page'), { permission: PA.retroativoCadastrar }) },
        ],
      },
      // index only (spec 000 §2.3): prints, pending signatures and the signed FAAs (issue 6 step 7)
      {
        path: 'impressao',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./impressao/index.page'), { permission: PA.imprimir }) },
        ],
      },
      {
        path: 'assinatura-eletronica',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./assinatura-eletronica/index.page'), { permission: PA.assinaturas }) },
        ],
      },
      {
        path: 'impressao-faa-eletronica',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./impressao-faa-eletronica/index.page'), { permission: PA.imprimir }) },
        ],
      },
      {
        path: 'fila-atendimento',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./fila-atendimento/index.page'), { permission: PA.filaVer }) },
        ],
      },
      {
        path: 'atendimento-recepcao',
        children: [
          { index: true, element: <Navigate to="create" replace /> },
          { path: 'index', lazy: page(recepcao, { permission: PA.recepcaoCadastrar }) },
          { path: 'paciente', lazy: page(recepcao, { permission: PA.recepcaoCadastrar }) },
          { path: 'create', lazy: page(recepcao, { permission: PA.recepcaoCadastrar }) },
        ],
      },
      {
        path: 'atendimento-triagem/create/:id/:plantaoId',
        lazy: page(() => import('./atendimento-triagem/create.page'), { permission: PA.triagemCadastrar }),
      },
      // edit/{id}/{plantaoId} (spec 000 §2.3) opens for reading too: the actions follow the permissions
      {
        path: 'exame-imagem',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./exame-imagem/index.page'), { permission: PA.exameImagemVer }) },
          { path: 'create', lazy: page(() => import('./exame-imagem/create.page'), { permission: PA.exameImagemCadastrar }) },
          { path: 'edit/:id/:plantaoId', lazy: page(() => import('./exame-imagem/edit.page'), { permission: PA.exameImagemVer }) },
        ],
      },
      // aih/paciente and aih/create without a patient both start with the patient search
      {
        path: 'aih',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./aih/index.page'), { permission: PA.aihVer }) },
          { path: 'paciente', lazy: page(aihCreate, { permission: PA.aihCadastrar }) },
          { path: 'create/:pacienteId?', lazy: page(aihCreate, { permission: PA.aihCadastrar }) },
          { path: 'edit/:id?', lazy: page(() => import('./aih/edit.page'), { permission: PA.aihVer }) },
        ],
      },
      {
        path: 'parametrizacao',
        children: [
          { index: true, element: <Navigate to="create" replace /> },
          { path: 'create', lazy: page(() => import('./parametrizacao/create.page'), { permission: PA.parametrizacao }) },
        ],
      },
      ...rotasRelatoriosPa,
      {
        path: 'atendimento-enfermagem',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./atendimento-enfermagem/index.page'), { permission: PA.enfermagemVer }) },
          {
            path: 'create/:id/:plantaoId',
            lazy: page(() => import('./atendimento-enfermagem/create.page'), { permission: PA.enfermagemCadastrar }),
          },
        ],
      },
      {
        path: 'paciente-observacao',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./paciente-observacao/index.page'), { permission: PA.observacaoVer }) },
          {
            path: 'create/:id/:plantaoId',
            lazy: page(() => import('./paciente-observacao/create.page'), { permission: PA.observacaoCadastrar }),
          },
        ],
      },
      {
        path: 'assistencia-social',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./assistencia-social/index.page'), { permission: PA.assistenciaSocialVer }) },
          { path: 'create', lazy: page(() => import('./assistencia-social/create.page'), { permission: PA.assistenciaSocialCadastrar }) },
          { path: 'edit/:id', lazy: page(() => import('./assistencia-social/edit.page'), { permission: PA.assistenciaSocialEditar }) },
        ],
      },
      {
        path: 'atendimento-medico',
        children: [
          { index: true, element: <Navigate to="index" replace /> },
          { path: 'index', lazy: page(() => import('./atendimento-medico/index.page'), { permission: PA.medicoVer }) },
          {
            path: 'create/:id/:plantaoId',
            lazy: page(() => import('./atendimento-medico/create.page'), { permission: PA.medicoCadastrar }),
          },
        ],
      },
    ],
  },
];
