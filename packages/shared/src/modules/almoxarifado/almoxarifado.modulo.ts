import type { MenuDef } from '../../menu.js';
import { itemDoRecurso } from '../../menu.js';
import { defineModulo } from '../../modulo.js';
import { permissaoNome } from '../../permissions.js';
import { estoqueLimiteResource } from './estoque-limite.resource.js';
import { motivoBaixaResource } from './motivo-baixa.resource.js';
import { ALM, PERMISSOES_ALMOXARIFADO } from './permissoes.js';
import { RELATORIOS_ALMOXARIFADO } from './relatorios.js';

/** What a requesting sector does (the `setor` role); the warehouse clerk supplies instead of asking. */
const PERMISSOES_DO_SETOR: string[] = [ALM.requisicaoVer, ALM.requisicaoCadastrar];

/** A hand-written screen of the warehouse: `/almoxarifado/<tela>/<pagina>`. */
const tela = (segmento: string, nome: string, icone: string, permissao: string, pagina = 'index'): MenuDef => ({
  id: `almoxarifado.${segmento}`,
  nome,
  link: `/almoxarifado/${segmento}/${pagina}`,
  icone,
  permissao,
});

/** Almoxarifado (spec 000 §2.3, issue 18): entries, exits and their reversals over the stock engine (decision 0013). */
export const moduloAlmoxarifado = defineModulo({
  id: 'almoxarifado',
  nome: 'Almoxarifado',
  icone: 'fas/boxes',
  permissoes: PERMISSOES_ALMOXARIFADO,
  recursos: [motivoBaixaResource, estoqueLimiteResource],
  relatorios: RELATORIOS_ALMOXARIFADO,
  papeis: {
    almoxarifado: [
      ...PERMISSOES_ALMOXARIFADO.map(permissaoNome).filter((p) => !PERMISSOES_DO_SETOR.includes(p)),
      ...motivoBaixaResource.permissaoDefs.map(permissaoNome),
      ...estoqueLimiteResource.permissaoDefs.map(permissaoNome),
    ],
    // the sector that asks the warehouse (issue 18): its own requisitions only, never the warehouse's side
    setor: PERMISSOES_DO_SETOR,
    farmacia: [ALM.entradaVer, ALM.saidaVer],
  },
  menu: {
    id: 'almoxarifado',
    nome: 'Almoxarifado',
    link: '/almoxarifado',
    icone: 'fas/boxes',
    items: [
      // the start page: stock alerts of the placement's stocks (issue 18)
      { id: 'almoxarifado.inicio', nome: 'Painel do estoque', link: '/almoxarifado', icone: 'fas/tachometer-alt', permissao: ALM.inicio },
      tela('entrada', 'Entradas por nota fiscal', 'fas/file-invoice', ALM.entradaVer),
      tela('saida', 'Saídas', 'fas/dolly', ALM.saidaVer),
      tela('entrada-inicial', 'Entrada inicial', 'fas/box-open', ALM.entradaInicialVer),
      itemDoRecurso(motivoBaixaResource, 'Motivos de baixa', 'fas/tags'),
      tela('transferencia', 'Transferências', 'fas/truck', ALM.transferenciaVer),
      tela('baixa', 'Baixas', 'fas/trash-alt', ALM.baixaVer),
      tela('requisicao', 'Requisições do setor', 'fas/clipboard-list', ALM.requisicaoVer),
      tela('requisicao-suprimento', 'Atender requisições', 'fas/dolly-flatbed', ALM.suprimentoVer),
      tela('requisicao-abertura-fechamento', 'Períodos de requisição', 'fas/calendar-alt', ALM.periodoVer),
      tela('requisicao-pendente-permissao', 'Pendências de permissão', 'fas/user-lock', ALM.pendenciaVer),
      tela('inventario', 'Inventário', 'fas/clipboard-check', ALM.inventarioVer),
      tela('balancete', 'Balancete (fechamento)', 'fas/balance-scale', ALM.balanceteVer),
      tela('dispensacao-materiais', 'Dispensação de materiais', 'fas/hand-holding-medical', ALM.dispensacaoVer),
      itemDoRecurso(estoqueLimiteResource, 'Limites de estoque', 'fas/sort-amount-up'),
      tela('parametrizacao', 'Parametrização', 'fas/sliders-h', ALM.parametrizacao),
      {
        id: 'almoxarifado.relatorios',
        nome: 'Relatórios',
        link: '/almoxarifado/relatorio',
        icone: 'fas/chart-bar',
        items: RELATORIOS_ALMOXARIFADO.map((r) => ({
          id: `almoxarifado.${r.relatorio}`,
          nome: r.titulo,
          link: r.path,
          icone: 'fas/file-alt',
          permissao: r.permissao,
        })),
      },
    ],
  },
});
