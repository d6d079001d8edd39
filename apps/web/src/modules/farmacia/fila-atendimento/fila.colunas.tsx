import { StatusFila } from '@saude/shared';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type ColunaFila, colunasPorStatus } from '../../../components/fila';
import { BateriaEspera } from '../../../components/widgets/BateriaEspera';
import { formatarHora, idadeHoje } from '../../../lib/dates';
import type { EntradaFilaFarmacia as E, FormularioFilaFarmacia } from './fila.api';

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
      </Flex>
      {e.motivoEvasao && <Typography.Text type="secondary">Motivo da evasão: {e.motivoEvasao}</Typography.Text>}
    </Flex>
  );
}

/**
 * The pharmacy's configuration of the generic queue columns (spec 001 §2; issue 19): ticket, priority (a legal one
 * stands out), patient, age and arrival. Compact widths: the queue fits 1366 × 768 with the actions in view.
 */
export function colunasDaFilaFarmacia(
  status: number | undefined,
  form: FormularioFilaFarmacia,
  acoes: (e: E) => ReactNode,
): ColunaFila<E>[] {
  return colunasPorStatus<E>(status, {
    espera: {
      title: 'Tempo de espera',
      key: 'espera',
      width: 76,
      align: 'center',
      render: (_, e) => <BateriaEspera espera={e.tempoEspera} limiares={form.temposEspera} />,
    },
    comuns: [
      { title: 'Senha', key: 'senha', width: 76, render: (_, e) => e.senha ?? '' },
      {
        title: 'Prioridade',
        key: 'prioridade',
        width: 130,
        render: (_, e) => (e.prioridade ? <Tag color={e.prioridade.legal ? 'gold' : undefined}>{e.prioridade.nome}</Tag> : ''),
      },
      { title: 'Paciente', key: 'nome', render: (_, e) => <Nome e={e} /> },
      { title: 'Idade', key: 'idade', width: 84, render: (_, e) => idadeHoje(e.paciente.dataNascimento, e.paciente.idadeEstimada) },
      { title: 'Chegada', key: 'chegada', width: 76, render: (_, e) => formatarHora(e.entradaEm) },
    ],
    profissional: { title: 'Atendido por', key: 'profissional', width: 160, render: (_, e) => e.profissionalAtual?.nome ?? '' },
    acoes: { title: 'Ações', key: 'acoes', width: 200, render: (_, e) => acoes(e) },
  });
}
