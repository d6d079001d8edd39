import type { MenuDef } from '../../menu.js';
import { itemDoRecurso } from '../../menu.js';
import { defineModulo } from '../../modulo.js';
import { permissaoNome } from '../../permissions.js';
import { medicamentoNaoPadronizadoResource } from './medicamento-nao-padronizado.resource.js';
import { FAR, PERMISSOES_FARMACIA } from './permissoes.js';
import { RELATORIOS_FARMACIA } from './relatorios.js';

/** What only the pharmacy supervisor (the pharmacist in charge) does: settings, supervisors, closing the books. */
const DO_SUPERVISOR: string[] = [FAR.parametrizacao, FAR.supervisorEditar, FAR.psicotropicoFechar, FAR.talidomidaFechar];
const TODAS = [...PERMISSOES_FARMACIA.map(permissaoNome), ...medicamentoNaoPadronizadoResource.permissaoDefs.map(permissaoNome)];

/** A hand-written screen of the pharmacy: `/farmacia/<tela>/<pagina>`. */
const tela = (segmento: string, nome: string, icone: string, permissao: string, pagina = 'index'): MenuDef => ({
  id: `farmacia.${segmento}`,
  nome,
  link: `/farmacia/${segmento}/${pagina}`,
  icone,
  permissao,
});

/** Farmácia (spec 000 §2.3, issue 19): dispensing over the stock engine, controlled-drug books, high-cost processes. */
export const moduloFarmacia = defineModulo({
  id: 'farmacia',
  nome: 'Farmácia',
  icone: 'fas/prescription-bottle-alt',
  permissoes: PERMISSOES_FARMACIA,
  recursos: [medicamentoNaoPadronizadoResource],
  relatorios: RELATORIOS_FARMACIA,
  papeis: {
    farmacia: TODAS.filter((p) => !DO_SUPERVISOR.includes(p)),
    'farmacia-supervisor': TODAS,
  },
  menu: {
    id: 'farmacia',
    nome: 'Farmácia',
    link: '/farmacia',
    icone: 'fas/prescription-bottle-alt',
    items: [
      tela('fila-atendimento', 'Fila de atendimento', 'fas/users', FAR.filaVer),
      tela('dispensacao', 'Dispensação', 'fas/pills', FAR.dispensacaoVer),
      tela('estorno-dispensacao', 'Estorno de dispensação', 'fas/undo', FAR.estorno),
      tela('alto-custo-gerenciamento-processo', 'Alto custo (CEAF)', 'fas/file-prescription', FAR.altoCustoVer),
      tela('livro-psicotropico', 'Livro de psicotrópicos', 'fas/book-medical', FAR.psicotropicoVer),
      tela('livro-talidomida', 'Livro de talidomida', 'fas/book', FAR.talidomidaVer),
      itemDoRecurso(medicamentoNaoPadronizadoResource, 'Medicamentos não padronizados', 'fas/capsules'),
      tela('supervisor', 'Supervisores', 'fas/user-shield', FAR.supervisorVer),
      tela('parametrizacao', 'Parametrização', 'fas/sliders-h', FAR.parametrizacao),
      {
        id: 'farmacia.relatorios',
        nome: 'Relatórios',
        link: '/farmacia/relatorio',
        icone: 'fas/chart-bar',
        items: RELATORIOS_FARMACIA.map((r) => ({
          id: `farmacia.${r.relatorio}`,
          nome: r.titulo,
          link: r.path,
          icone: 'fas/file-alt',
          permissao: r.permissao,
        })),
      },
    ],
  },
});
