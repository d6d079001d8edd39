import {
  BookOutlined,
  ExperimentOutlined,
  FileProtectOutlined,
  MedicineBoxOutlined,
  ReadOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import { medicamentoNaoPadronizadoResource } from '@saude/shared';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import type { ModuloWeb } from '../../lib/modulo';

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
      ],
    },
  ],
};
