import { formatDataBr, formatTelefone, type StatusAgendamento, StatusAgendamentoNome } from '@saude/shared';
import { Alert, Descriptions, List, Typography } from 'antd';
import type { FichaPaciente } from './agendamento.api';

const hhmm = (hora: string) => hora.slice(0, 5);

/**
 * The patient as the clerk sees them before booking (issue 17, beyond peers): phones, the appointments ahead and,
 * in view, the no-show history — a warning when the settings' threshold is reached.
 */
export function FichaDoPaciente({ ficha }: { ficha: FichaPaciente }) {
  const { paciente, faltas, futuros } = ficha;
  const textoFaltas = `${faltas.ultimos12Meses} ${faltas.ultimos12Meses === 1 ? 'falta' : 'faltas'} nos últimos 12 meses (${faltas.total} no total)`;
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'nasc', label: 'Nascimento', children: paciente.dataNascimento ? formatDataBr(paciente.dataNascimento) : '—' },
          { key: 'cns', label: 'CNS', children: paciente.cns ?? '—' },
          { key: 'tel', label: 'Telefones', children: paciente.telefones.map(formatTelefone).join(' · ') || '—' },
        ]}
      />
      <Alert
        role="status"
        aria-label="Histórico de faltas"
        style={{ marginTop: 8 }}
        type={faltas.alerta ? 'warning' : faltas.total > 0 ? 'info' : 'success'}
        showIcon
        title={faltas.total === 0 ? 'Sem faltas registradas.' : `Histórico de faltas: ${textoFaltas}.`}
        description={
          faltas.ultimas.length > 0 ? (
            <span>
              Últimas:{' '}
              {faltas.ultimas.map((f) => `${formatDataBr(f.data)} ${hhmm(f.hora)} — ${f.especialidadeNome ?? f.recursoNome}`).join('; ')}
            </span>
          ) : undefined
        }
      />
      {futuros.length > 0 && (
        <List
          size="small"
          style={{ marginTop: 8 }}
          header={<Typography.Text strong>Agendamentos futuros ({futuros.length})</Typography.Text>}
          dataSource={futuros}
          renderItem={(a) => (
            <List.Item>
              {formatDataBr(a.data)} {hhmm(a.hora)} — {a.especialidadeNome ?? '—'} — {a.recursoNome} (
              {StatusAgendamentoNome[a.status as StatusAgendamento]})
            </List.Item>
          )}
        />
      )}
    </>
  );
}
