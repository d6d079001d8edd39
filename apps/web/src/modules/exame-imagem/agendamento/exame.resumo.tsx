import { formatDataBr, NOME_SITUACAO_EXAME_IMAGEM } from '@saude/shared';
import { Descriptions } from 'antd';
import type { ExameAgendadoImagem } from './agendamento.api';
import { hhmm } from './vagas';

/** What the reschedule and cancel screens show of the exam they act on. */
export function ResumoExameImagem({ e }: { e: ExameAgendadoImagem }) {
  return (
    <Descriptions size="small" column={2} bordered style={{ marginBottom: 12 }}>
      <Descriptions.Item label="Paciente">{e.pacienteNome}</Descriptions.Item>
      <Descriptions.Item label="Nº">{e.numero}</Descriptions.Item>
      <Descriptions.Item label="Exame">{e.exameNome}</Descriptions.Item>
      <Descriptions.Item label="Horário atual">
        {formatDataBr(e.data ?? '')} às {hhmm(e.hora)} — {e.equipamentoNome}
      </Descriptions.Item>
      <Descriptions.Item label="Solicitante">
        {[e.solicitanteNome, e.unidadeSolicitanteNome].filter(Boolean).join(' – ') || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="Situação">
        {NOME_SITUACAO_EXAME_IMAGEM[e.situacao]}
        {e.reagendamentos > 0 ? ` (reagendado ${e.reagendamentos}x)` : ''}
      </Descriptions.Item>
    </Descriptions>
  );
}
