import { exameResource, kitExameResource, PERMISSAO_TABELA_CID, procedimentoCirurgicoResource, procedimentoResource } from '@saude/shared';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import { type ModuloWeb, rotasDaTela } from '../../lib/modulo';

/** Module parametrizacao (spec 000 §2.3): exams, kits, procedures, surgical procedures and the CID-10 table. */
export const moduloParametrizacao: ModuloWeb = {
  id: 'parametrizacao',
  rotas: [
    {
      path: '/parametrizacao',
      children: [
        rotasDoRecurso(exameResource, {
          index: () => import('./exame/index.page'),
          create: () => import('./exame/create.page'),
          edit: () => import('./exame/edit.page'),
        }),
        rotasDoRecurso(kitExameResource, {
          index: () => import('./kit-exame/index.page'),
          create: () => import('./kit-exame/create.page'),
          edit: () => import('./kit-exame/edit.page'),
        }),
        rotasDoRecurso(procedimentoResource, {
          index: () => import('./procedimento/index.page'),
          create: () => import('./procedimento/create.page'),
          edit: () => import('./procedimento/edit.page'),
        }),
        rotasDoRecurso(procedimentoCirurgicoResource, {
          index: () => import('./procedimento-cirurgico/index.page'),
          create: () => import('./procedimento-cirurgico/create.page'),
          edit: () => import('./procedimento-cirurgico/edit.page'),
        }),
        rotasDaTela('tabela-cid', { index: [() => import('./tabela-cid/index.page'), PERMISSAO_TABELA_CID] }),
      ],
    },
  ],
};
