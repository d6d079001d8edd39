import type { MenuDef } from '../../menu.js';
import { itemDoRecurso } from '../../menu.js';
import { defineModulo } from '../../modulo.js';
import { permissaoNome } from '../../permissions.js';
import { IMU, PERMISSOES_IMUNIZACAO } from './permissoes.js';
import { RELATORIOS_IMUNIZACAO } from './relatorios.js';
import { salaVacinacaoResource } from './sala-vacinacao.resource.js';

const TODAS = [...PERMISSOES_IMUNIZACAO.map(permissaoNome), ...salaVacinacaoResource.permissaoDefs.map(permissaoNome)];
/** What only the immunization coordination (the municipal cold store) does. */
const DA_COORDENACAO: string[] = [
  IMU.entradaCadastrar,
  IMU.estoqueUnidadeVer,
  IMU.distribuicaoCadastrar,
  IMU.requisicaoAtender,
  IMU.campanhaCadastrar,
  IMU.campanhaEditar,
  IMU.exportacaoCadastrar,
  IMU.exportacaoEditar,
  IMU.parametrizacao,
  ...salaVacinacaoResource.permissaoDefs.filter((p) => p.acao !== 'visualizar').map(permissaoNome),
];

/** A hand-written screen of immunization: `/imunizacao/<tela>/<pagina>`. */
const tela = (segmento: string, nome: string, icone: string, permissao: string, pagina = 'index'): MenuDef => ({
  id: `imunizacao.${segmento}`,
  nome,
  link: `/imunizacao/${segmento}/${pagina}`,
  icone,
  permissao,
});

/** Imunização (spec 000 §2.3 imunizacao, issue 20): vaccination rooms, the national calendar, records, campaigns. */
export const moduloImunizacao = defineModulo({
  id: 'imunizacao',
  nome: 'Imunização',
  icone: 'fas/syringe',
  permissoes: PERMISSOES_IMUNIZACAO,
  recursos: [salaVacinacaoResource],
  relatorios: RELATORIOS_IMUNIZACAO,
  papeis: {
    vacina: TODAS.filter((p) => !DA_COORDENACAO.includes(p)),
    'imunizacao-coordenador': TODAS,
  },
  menu: {
    id: 'imunizacao',
    nome: 'Imunização',
    link: '/imunizacao',
    icone: 'fas/syringe',
    items: [
      tela('fila-atendimento', 'Fila de atendimento', 'fas/users', IMU.filaVer),
      tela('registro-vacinacao', 'Registro de vacinação', 'fas/syringe', IMU.registroVer),
      tela('aplicacao-campanha', 'Aplicação em campanha', 'fas/bolt', IMU.aplicacaoCampanha),
      tela('cadastro-campanha', 'Campanhas', 'fas/bullhorn', IMU.campanhaVer),
      {
        id: 'imunizacao.estoque',
        nome: 'Estoque de vacinas',
        link: '/imunizacao/estoque',
        icone: 'fas/snowflake',
        items: [
          tela('consulta-estoque', 'Consulta de estoque', 'fas/search', IMU.estoqueVer),
          tela('entrada', 'Entrada', 'fas/truck-loading', IMU.entradaVer),
          tela('distribuicao', 'Distribuição', 'fas/dolly', IMU.distribuicaoVer),
          tela('requisicao', 'Requisição', 'fas/clipboard-list', IMU.requisicaoVer),
          tela('baixa', 'Baixa', 'fas/trash-alt', IMU.baixaVer),
        ],
      },
      itemDoRecurso(salaVacinacaoResource, 'Salas de vacinação', 'fas/clinic-medical'),
      tela('exportacao', 'Exportação RIA (RNDS)', 'fas/file-export', IMU.exportacaoVer),
      tela('parametrizacao', 'Parametrização', 'fas/sliders-h', IMU.parametrizacao, 'create'),
      {
        id: 'imunizacao.relatorios',
        nome: 'Relatórios',
        link: '/imunizacao/relatorio',
        icone: 'fas/chart-bar',
        items: RELATORIOS_IMUNIZACAO.map((r) => ({
          id: `imunizacao.${r.relatorio}`,
          nome: r.titulo,
          link: r.path,
          icone: 'fas/file-alt',
          permissao: r.permissao,
        })),
      },
    ],
  },
});
