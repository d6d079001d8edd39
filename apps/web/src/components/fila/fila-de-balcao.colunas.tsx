import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatarHora, idadeHoje } from '../../lib/dates';
import { type ColunaFila, colunasPorStatus } from './fila.colunas';
import type { EntradaFilaDeBalcao as E, FormularioFilaDeBalcao } from './fila-de-balcao.api';
import { colunaEspera, NomeNaFila } from './NomeNaFila';

/**
 * A counter queue's configuration of the generic queue columns (spec 001 §2; issues 19, 20): ticket, priority (a
 * legal one stands out), patient, age and arrival. Compact widths: the queue fits 1366 × 768 with the actions in view.
 */
export function colunasDaFilaDeBalcao(
  status: number | undefined,
  form: FormularioFilaDeBalcao,
  acoes: (e: E) => ReactNode,
): ColunaFila<E>[] {
  return colunasPorStatus<E>(status, {
    espera: colunaEspera(form.temposEspera),
    comuns: [
      { title: 'Senha', key: 'senha', width: 76, render: (_, e) => e.senha ?? '' },
      {
        title: 'Prioridade',
        key: 'prioridade',
        width: 130,
        render: (_, e) => (e.prioridade ? <Tag color={e.prioridade.legal ? 'gold' : undefined}>{e.prioridade.nome}</Tag> : ''),
      },
      { title: 'Paciente', key: 'nome', render: (_, e) => <NomeNaFila entrada={e} /> },
      { title: 'Idade', key: 'idade', width: 84, render: (_, e) => idadeHoje(e.paciente.dataNascimento, e.paciente.idadeEstimada) },
      { title: 'Chegada', key: 'chegada', width: 76, render: (_, e) => formatarHora(e.entradaEm) },
    ],
    profissional: { title: 'Atendido por', key: 'profissional', width: 160, render: (_, e) => e.profissionalAtual?.nome ?? '' },
    acoes: { title: 'Ações', key: 'acoes', width: 200, render: (_, e) => acoes(e) },
  });
}
