import { LockOutlined, PieChartOutlined, RedoOutlined, SwapOutlined, UnlockOutlined } from '@ant-design/icons';
import type { ModuloWeb } from '../../lib/modulo';
import { rotasAgendamentoImagem } from './agendamento/rotas';
import { rotasCadastrosImagem } from './equipamento/rotas';
import { rotasFechamentoRelatoriosImagem } from './fechamento/rotas';
import { rotasAssinaturaImpressaoImagem } from './impressao/rotas';
import { rotasLaudoImagem } from './lancamento/rotas';

/** Module exame-imagem (spec 000 §2.3, issue 22): agendas by equipment, scheduling, worklist, reports, closing. */
export const moduloExameImagem: ModuloWeb = {
  id: 'exame-imagem',
  icones: {
    'chart-pie': PieChartOutlined,
    'exchange-alt': SwapOutlined,
    lock: LockOutlined,
    unlock: UnlockOutlined,
    redo: RedoOutlined,
  },
  rotas: [
    {
      path: '/exame-imagem',
      children: [
        ...rotasCadastrosImagem,
        ...rotasAgendamentoImagem,
        ...rotasLaudoImagem,
        ...rotasAssinaturaImpressaoImagem,
        ...rotasFechamentoRelatoriosImagem,
      ],
    },
  ],
};
