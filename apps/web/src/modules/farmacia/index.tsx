import {
  BookOutlined,
  ExperimentOutlined,
  FileProtectOutlined,
  MedicineBoxOutlined,
  ReadOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import { FAR, LIVROS, medicamentoNaoPadronizadoResource, TIPOS_LIVRO } from '@saude/shared';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import { type ModuloWeb, rotasDaTela } from '../../lib/modulo';
import { rotasRelatoriosFarmacia } from './relatorios/relatorio.routes';

/** Module farmacia (spec 000 §2.3, issue 19): dispensing, controlled-drug books, high-cost processes. */
export const moduloFarmacia: ModuloWeb = {
  id: 'farmacia',
  icones: {
    'prescription-bottle-alt': MedicineBoxOutlined,
    undo: RollbackOutlined,
    'book-medical': ReadOutlined,
    book: BookOutlined,
    capsules: ExperimentOutlined,
    'file-prescription': FileProtectOutlined,
  },
  rotas: [
    {
      path: '/farmacia',
      children: [
        rotasDoRecurso(medicamentoNaoPadronizadoResource, {
          index: () => import('./medicamento-nao-padronizado/index.page'),
          create: () => import('./medicamento-nao-padronizado/create.page'),
          edit: () => import('./medicamento-nao-padronizado/edit.page'),
        }),
        rotasDaTela('fila-atendimento', { index: [() => import('./fila-atendimento/index.page'), FAR.filaVer] }),
        rotasDaTela('dispensacao', {
          index: [() => import('./dispensacao/index.page'), FAR.dispensacaoVer],
          'create/:pacienteId/:filaId?': [() => import('./dispensacao/create.page'), FAR.dispensacaoCadastrar],
          'edit/:id': [() => import('./dispensacao/edit.page'), FAR.dispensacaoVer],
        }),
        rotasDaTela('estorno-dispensacao', { index: [() => import('./estorno-dispensacao/index.page'), FAR.estorno] }),
        rotasDaTela('parametrizacao', { index: [() => import('./parametrizacao/index.page'), FAR.parametrizacao] }),
        rotasDaTela('alto-custo-gerenciamento-processo', {
          index: [() => import('./alto-custo/index.page'), FAR.altoCustoVer],
          'create/:pacienteId': [() => import('./alto-custo/create.page'), FAR.altoCustoCadastrar],
          'edit/:pacienteId/:id': [() => import('./alto-custo/edit.page'), FAR.altoCustoVer],
        }),
        rotasDaTela('supervisor', {
          index: [() => import('./supervisor/index.page'), FAR.supervisorVer],
          create: [() => import('./supervisor/create.page'), FAR.supervisorEditar],
          'edit/:id': [() => import('./supervisor/edit.page'), FAR.supervisorVer],
        }),
        // the controlled-drug books: one set of pages, two route trees (the page reads its kind from the URL)
        ...TIPOS_LIVRO.map((t) =>
          rotasDaTela(LIVROS[t].segmento, {
            index: [() => import('./livro/index.page'), LIVROS[t].permissoes.ver],
            create: [() => import('./livro/create.page'), LIVROS[t].permissoes.cadastrar],
            'edit/:id': [() => import('./livro/edit.page'), LIVROS[t].permissoes.ver],
          }),
        ),
        ...rotasRelatoriosFarmacia,
      ],
    },
  ],
};
