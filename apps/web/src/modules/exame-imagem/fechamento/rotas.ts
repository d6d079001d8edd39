import { IMG } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { rotasDaTela } from '../../../lib/modulo';
import { rotasRelatoriosImagem } from '../relatorios/relatorio.routes';

/** Issue 22: the closing, the change of a closed exam (create only) and the four reports. */
export const rotasFechamentoRelatoriosImagem: RouteObject[] = [
  rotasDaTela('fechamento', { create: [() => import('./fechamento.page'), IMG.fechamento] }, { inicio: 'create' }),
  rotasDaTela('alteracao-exame-finalizado', { create: [() => import('./alteracao.page'), IMG.alterarFinalizado] }, { inicio: 'create' }),
  ...rotasRelatoriosImagem,
];
