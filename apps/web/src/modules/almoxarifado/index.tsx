import {
  AuditOutlined,
  BarsOutlined,
  CalculatorOutlined,
  ContainerOutlined,
  DashboardOutlined,
  DeleteOutlined,
  ExportOutlined,
  InboxOutlined,
  LockOutlined,
  MedicineBoxOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { ALM, estoqueLimiteResource, motivoBaixaResource } from '@saude/shared';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import { page } from '../../lib/lazy-page';
import { type ModuloWeb, rotasDaTela } from '../../lib/modulo';
import { rotasRelatoriosAlmoxarifado } from './relatorios/relatorio.routes';

/** Module almoxarifado (spec 000 §2.3, issue 18): entries, exits and their reversals over the stock engine. */
export const moduloAlmoxarifado: ModuloWeb = {
  id: 'almoxarifado',
  icones: {
    'file-invoice': ContainerOutlined,
    dolly: ExportOutlined,
    'box-open': InboxOutlined,
    'trash-alt': DeleteOutlined,
    'dolly-flatbed': ShoppingCartOutlined,
    'user-lock': LockOutlined,
    'tachometer-alt': DashboardOutlined,
    'clipboard-check': AuditOutlined,
    'balance-scale': CalculatorOutlined,
    'hand-holding-medical': MedicineBoxOutlined,
    'sort-amount-up': BarsOutlined,
  },
  rotas: [
    {
      path: '/almoxarifado',
      children: [
        // the start page (issue 18): stock alerts of the placement's stocks; each card opens its list
        { index: true, lazy: page(() => import('./inicio/index.page'), { permission: ALM.inicio }) },
        rotasDaTela('inicio', { alerta: [() => import('./inicio/alerta.page'), ALM.inicio] }, { inicio: 'alerta' }),
        rotasDaTela('inventario', {
          index: [() => import('./inventario/index.page'), ALM.inventarioVer],
          'contagem/:id': [() => import('./inventario/contagem.page'), ALM.inventarioVer],
        }),
        rotasDaTela('balancete', { index: [() => import('./balancete/index.page'), ALM.balanceteVer] }),
        rotasDaTela('dispensacao-materiais', {
          index: [() => import('./dispensacao-materiais/index.page'), ALM.dispensacaoVer],
          'create/:pacienteId': [() => import('./dispensacao-materiais/create.page'), ALM.dispensacaoCadastrar],
          'edit/:id': [() => import('./dispensacao-materiais/edit.page'), ALM.dispensacaoVer],
        }),
        rotasDoRecurso(estoqueLimiteResource, {
          index: () => import('./estoque-limite/index.page'),
          create: () => import('./estoque-limite/create.page'),
          edit: () => import('./estoque-limite/edit.page'),
        }),
        ...rotasRelatoriosAlmoxarifado,
        rotasDoRecurso(motivoBaixaResource, {
          index: () => import('./motivo-baixa/index.page'),
          create: () => import('./motivo-baixa/create.page'),
          edit: () => import('./motivo-baixa/edit.page'),
        }),
        rotasDaTela('entrada', {
          index: [() => import('./entrada/index.page'), ALM.entradaVer],
          create: [() => import('./entrada/create.page'), ALM.entradaCadastrar],
          'edit/:id': [() => import('./entrada/edit.page'), ALM.entradaVer],
        }),
        rotasDaTela('entrada-inicial', {
          index: [() => import('./entrada-inicial/index.page'), ALM.entradaInicialVer],
          create: [() => import('./entrada-inicial/create.page'), ALM.entradaInicialCadastrar],
          'edit/:id': [() => import('./entrada-inicial/edit.page'), ALM.entradaInicialVer],
        }),
        rotasDaTela('saida', {
          index: [() => import('./saida/index.page'), ALM.saidaVer],
          create: [() => import('./saida/create.page'), ALM.saidaCadastrar],
          'edit/:id': [() => import('./saida/edit.page'), ALM.saidaVer],
        }),
        rotasDaTela('parametrizacao', { index: [() => import('./parametrizacao/index.page'), ALM.parametrizacao] }),
        rotasDaTela('transferencia', {
          index: [() => import('./transferencia/index.page'), ALM.transferenciaVer],
          create: [() => import('./transferencia/create.page'), ALM.transferenciaCadastrar],
          'edit/:id': [() => import('./transferencia/edit.page'), ALM.transferenciaVer],
        }),
        rotasDaTela('baixa', { index: [() => import('./baixa/index.page'), ALM.baixaVer] }),
        rotasDaTela('requisicao-abertura-fechamento', {
          index: [() => import('./requisicao-abertura-fechamento/index.page'), ALM.periodoVer],
          create: [() => import('./requisicao-abertura-fechamento/create.page'), ALM.periodoCadastrar],
          'edit/:id': [() => import('./requisicao-abertura-fechamento/edit.page'), ALM.periodoVer],
        }),
        rotasDaTela('requisicao', {
          index: [() => import('./requisicao/index.page'), ALM.requisicaoVer],
          create: [() => import('./requisicao/create.page'), ALM.requisicaoCadastrar],
          'edit/:id': [() => import('./requisicao/edit.page'), ALM.requisicaoVer],
        }),
        rotasDaTela('requisicao-suprimento', {
          index: [() => import('./requisicao/suprimento/index.page'), ALM.suprimentoVer],
          'edit/:id': [() => import('./requisicao/suprimento/edit.page'), ALM.suprimentoVer],
        }),
        rotasDaTela('requisicao-pendente-permissao', {
          index: [() => import('./requisicao-pendente-permissao/index.page'), ALM.pendenciaVer],
          'edit/:id': [() => import('./requisicao-pendente-permissao/edit.page'), ALM.pendenciaVer],
        }),
      ],
    },
  ],
};
