import { Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type ColunaFila, colunaEspera, colunasPorStatus, NomeNaFila } from '../../../components/fila';
import { idadeHoje } from '../../../lib/dates';
import type { EntradaFilaAmbulatorio as E, FormularioFilaAmbulatorio } from './fila.api';

/**
 * The outpatient configuration of the generic queue columns (spec 001 §2; issue 17): the appointment time (or
 * "Demanda espontânea"), priority, patient, age, specialty and the professional expected. Compact widths: the
 * queue fits 1366 × 768 with the actions in view.
 */
export function colunasDaFilaAmbulatorio(
  status: number | undefined,
  form: FormularioFilaAmbulatorio,
  acoes: (e: E) => ReactNode,
): ColunaFila<E>[] {
  return colunasPorStatus<E>(status, {
    espera: colunaEspera(form.temposEspera),
    comuns: [
      {
        title: 'Horário',
        key: 'hora',
        width: 92,
        render: (_, e) =>
          e.atendimento.horaAgendada ? (
            e.atendimento.horaAgendada.slice(0, 5)
          ) : (
            <Typography.Text type="secondary">Demanda espontânea</Typography.Text>
          ),
      },
      { title: 'Prioridade', key: 'prioridade', width: 110, render: (_, e) => e.prioridade?.nome ?? '' },
      {
        title: 'Paciente',
        key: 'nome',
        render: (_, e) => <NomeNaFila entrada={e}>{e.atendimento.preConsulta && <Tag color="green">Pré-consulta feita</Tag>}</NomeNaFila>,
      },
      { title: 'Idade', key: 'idade', width: 84, render: (_, e) => idadeHoje(e.paciente.dataNascimento, e.paciente.idadeEstimada) },
      { title: 'Especialidade', key: 'especialidade', width: 140, render: (_, e) => e.atendimento.especialidade ?? '' },
      { title: 'Profissional agendado', key: 'esperado', width: 160, render: (_, e) => e.atendimento.profissional ?? '' },
    ],
    profissional: { title: 'Profissional', key: 'profissional', width: 150, render: (_, e) => e.profissionalAtual?.nome ?? '' },
    acoes: { title: 'Ações', key: 'acoes', width: 200, render: (_, e) => acoes(e) },
  });
}
