import { TP } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';

/** Issue 23: the trips — assembly, transfer, the day's list, boarding, closing and reopening. */
export const rotasViagens: RouteObject[] = [
  rotasDaTela('escolher-veiculo', { create: [() => import('../escolher-veiculo/create.page'), TP.escolherVeiculo] }, { inicio: 'create' }),
  rotasDaTela(
    'transferencia-paciente',
    { create: [() => import('../transferencia-paciente/create.page'), TP.transferencia] },
    { inicio: 'create' },
  ),
  rotasDaTela('listagem', { list: [() => import('../listagem/list.page'), TP.listagem] }, { inicio: 'list' }),
  rotasDaTela(
    'gerenciamento',
    {
      // the list of trips to manage is the day's list (each row opens its passengers)
      list: [() => import('../listagem/list.page'), TP.gerenciamentoVer],
      'create/:id': [() => import('../gerenciamento/gerenciamento.page'), TP.gerenciamentoVer],
    },
    { inicio: 'list' },
  ),
  rotasDaTela('fechamento-viagem', { form: [() => import('../fechamento-viagem/form.page'), TP.fechamento] }, { inicio: 'form' }),
  rotasDaTela('reabertura-viagem', { list: [() => import('../reabertura-viagem/list.page'), TP.reabertura] }, { inicio: 'list' }),
];
