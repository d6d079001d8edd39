import { CloudOutlined, ImportOutlined, NotificationOutlined, SearchOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { IMU, salaVacinacaoResource } from '@saude/shared';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import { type ModuloWeb, rotasDaTela } from '../../lib/modulo';
import { rotasRelatoriosImunizacao } from './relatorios/relatorio.routes';

/** Module imunizacao (spec 000 §2.3, issue 20): vaccination rooms, records over the national calendar, campaigns, stock. */
export const moduloImunizacao: ModuloWeb = {
  id: 'imunizacao',
  icones: {
    bolt: ThunderboltOutlined,
    bullhorn: NotificationOutlined,
    snowflake: CloudOutlined,
    search: SearchOutlined,
    'truck-loading': ImportOutlined,
  },
  rotas: [
    {
      path: '/imunizacao',
      children: [
        rotasDoRecurso(salaVacinacaoResource, {
          index: () => import('./sala-vacinacao/index.page'),
          create: () => import('./sala-vacinacao/create.page'),
          edit: () => import('./sala-vacinacao/edit.page'),
        }),
        rotasDaTela('fila-atendimento', { index: [() => import('./fila-atendimento/index.page'), IMU.filaVer] }),
        rotasDaTela('registro-vacinacao', {
          index: [() => import('./registro-vacinacao/index.page'), IMU.registroVer],
          'create/:id/:filaId?': [() => import('./registro-vacinacao/create.page'), IMU.registroVer],
        }),
        rotasDaTela('aplicacao-campanha', {
          index: [() => import('./aplicacao-campanha/index.page'), IMU.aplicacaoCampanha],
          'create/:id': [() => import('./aplicacao-campanha/create.page'), IMU.aplicacaoCampanha],
        }),
        rotasDaTela('entrada', {
          index: [() => import('./entrada/index.page'), IMU.entradaVer],
          create: [() => import('./entrada/create.page'), IMU.entradaCadastrar],
        }),
        rotasDaTela('consulta-estoque', { index: [() => import('./consulta-estoque/index.page'), IMU.estoqueVer] }),
        rotasDaTela('baixa', { index: [() => import('./baixa/index.page'), IMU.baixaVer] }),
        rotasDaTela('parametrizacao', { create: [() => import('./parametrizacao/create.page'), IMU.parametrizacao] }, { inicio: 'create' }),
        rotasDaTela('cadastro-campanha', {
          index: [() => import('./cadastro-campanha/index.page'), IMU.campanhaVer],
          create: [() => import('./cadastro-campanha/create.page'), IMU.campanhaCadastrar],
          'edit/:id': [() => import('./cadastro-campanha/edit.page'), IMU.campanhaVer],
        }),
        rotasDaTela('exportacao', {
          index: [() => import('./exportacao/index.page'), IMU.exportacaoVer],
          create: [() => import('./exportacao/create.page'), IMU.exportacaoCadastrar],
          'edit/:id': [() => import('./exportacao/edit.page'), IMU.exportacaoVer],
        }),
        rotasDaTela('distribuicao', {
          index: [() => import('./distribuicao/index.page'), IMU.distribuicaoVer],
          create: [() => import('./distribuicao/create.page'), IMU.distribuicaoCadastrar],
          'edit/:id': [() => import('./distribuicao/edit.page'), IMU.distribuicaoVer],
        }),
        rotasDaTela('requisicao', {
          index: [() => import('./requisicao/index.page'), IMU.requisicaoVer],
          create: [() => import('./requisicao/create.page'), IMU.requisicaoCadastrar],
          'edit/:id': [() => import('./requisicao/edit.page'), IMU.requisicaoVer],
        }),
        ...rotasRelatoriosImunizacao,
      ],
    },
  ],
};
