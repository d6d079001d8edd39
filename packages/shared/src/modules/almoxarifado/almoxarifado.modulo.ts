import type { MenuDef } from '../../menu.js';
import { itemDoRecurso } from '../../menu.js';
import { defineModulo } from '../../modulo.js';
import { permissaoNome } from '../../permissions.js';
import { motivoBaixaResource } from './motivo-baixa.resource.js';
import { ALM, PERMISSOES_ALMOXARIFADO } from './permissoes.js';

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
  // issue 18 is open: entries and exits exist; transfers, requisitions, inventory and reports come next
  anunciado: false,
  icone: 'fas/boxes',
  permissoes: PERMISSOES_ALMOXARIFADO,
  recursos: [motivoBaixaResource],
  papeis: {
    almoxarifado: [...PERMISSOES_ALMOXARIFADO.map(permissaoNome), ...motivoBaixaResource.permissaoDefs.map(permissaoNome)],
    farmacia: [ALM.entradaVer, ALM.saidaVer],
  },
  menu: {
    id: 'almoxarifado',
    nome: 'Almoxarifado',
    link: '/almoxarifado',
    icone: 'fas/boxes',
    items: [
      tela('entrada', 'Entradas por nota fiscal', 'fas/file-invoice', ALM.entradaVer),
      tela('saida', 'Saídas', 'fas/dolly', ALM.saidaVer),
      tela('entrada-inicial', 'Entrada inicial', 'fas/box-open', ALM.entradaInicialVer),
      itemDoRecurso(motivoBaixaResource, 'Motivos de baixa', 'fas/tags'),
      tela('parametrizacao', 'Parametrização', 'fas/sliders-h', ALM.parametrizacao),
    ],
  },
});
