import { StatusFila } from '@saude/shared';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type ColunaFila, colunasPorStatus } from '../../../components/fila';
import { BateriaEspera } from '../../../components/widgets/BateriaEspera';
import { idadeHoje } from '../../../lib/dates';
import type { EntradaFilaAmbulatorio as E, FormularioFilaAmbulatorio } from './fila.api';

type Coluna = ColunaFila<E>;

/** The name called: the social name when the patient has one (Decreto 8.727/2016). */
export const nomeNaFila = (e: E) => e.paciente.nomeSocial || e.paciente.nome;

function Nome({ e }: { e: E }) {
  return (
    <Flex vertical>
      <Flex gap={4} wrap align="center">
        <Tooltip title={e.paciente.nomeSocial ? `Nome civil: ${e.paciente.nome}` : undefined}>
          <Typography.Text strong>{nomeNaFila(e)}</Typography.Text>
        </Tooltip>
        {e.status.id === StatusFila.EM_ATENDIMENTO && <Tag color="processing">Em atendimento</Tag>}
        {e.atendimento.preConsulta && <Tag color="green">Pré-consulta feita</Tag>}
      </Flex>
      {e.motivoEvasao && <Typography.Text type="secondary">Motivo da evasão: {e.motivoEvasao}</Typography.Text>}
    </Flex>
  );
}

/**
 * The outpatient configuration of the generic queue columns (spec 001 §2; issue 17): the appointment time (or
 * "Demanda espontânea"), priority, patient, age, specialty and the professional expected. Compact widths: the
 * queue fits 1366 × 768 with the actions in view.
 */
export function colunasDaFilaAmbulatorio(
  status: number | undefined,
  form: FormularioFilaAmbulatorio,
  acoes: (e: E) => ReactNode,
): Coluna[] {
  return colunasPorStatus<E>(status, {
    espera: {
      title: 'Tempo de espera',
      key: 'espera',
      width: 76,
      align: 'center',
      render: (_, e) => <BateriaEspera espera={e.tempoEspera} limiares={form.temposEspera} />,
    },
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
      { title: 'Paciente', key: 'nome', render: (_, e) => <Nome e={e} /> },
      { title: 'Idade', key: 'idade', width: 84, render: (_, e) => idadeHoje(e.paciente.dataNascimento, e.paciente.idadeEstimada) },
      { title: 'Especialidade', key: 'especialidade', width: 140, render: (_, e) => e.atendimento.especialidade ?? '' },
      { title: 'Profissional agendado', key: 'esperado', width: 160, render: (_, e) => e.atendimento.profissional ?? '' },
    ],
    profissional: { title: 'Profissional', key: 'profissional', width: 150, render: (_, e) => e.profissionalAtual?.nome ?? '' },
    acoes: { title: 'Ações', key: 'acoes', width: 200, render: (_, e) => acoes(e) },
  });
}
