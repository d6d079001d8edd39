import { WarningFilled } from '@ant-design/icons';
import { Alert, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { formatarDataHora } from '../../../lib/dates';
import { formatarIdade, idadeDe, PACIENTE_NAO_IDENTIFICADO } from '../fila-atendimento/fila.formatos';
import type { CabecalhoAtendimento } from './atendimento-medico.api';

const SEXO: Record<number, string> = { 0: 'Masculino', 1: 'Feminino' };
const decimal = (v: string | number | null) => (v == null ? null : String(v).replace('.', ','));

/** "PA 130×85 mmHg · FC 92 bpm · …": the last triage's vital signs, only those measured. */
export function sinaisVitais(t: NonNullable<CabecalhoAtendimento['ultimaTriagem']>): string {
  const partes = [
    t.paSistolica != null && t.paDiastolica != null ? `PA ${t.paSistolica}×${t.paDiastolica} mmHg` : null,
    t.frequenciaCardiaca != null ? `FC ${t.frequenciaCardiaca} bpm` : null,
    t.frequenciaRespiratoria != null ? `FR ${t.frequenciaRespiratoria} irpm` : null,
    t.temperatura != null ? `Tax ${decimal(t.temperatura)} °C` : null,
    t.saturacao != null ? `SpO₂ ${t.saturacao}%` : null,
    t.glicemia != null ? `Glicemia ${t.glicemia} mg/dL` : null,
    t.glasgow != null ? `Glasgow ${t.glasgow}` : null,
    t.dor != null ? `Dor ${t.dor}/10` : null,
    t.peso != null ? `Peso ${decimal(t.peso)} kg` : null,
  ];
  return partes.filter(Boolean).join(' · ');
}

/** The patient and the FAA at the top of the doctor's screen: who, how old, the colour, allergies in red, the vital signs. */
export function Cabecalho({ a }: { a: CabecalhoAtendimento }) {
  const nome = a.desconhecido ? PACIENTE_NAO_IDENTIFICADO : a.nomeSocial || a.pacienteNome;
  const t = a.ultimaTriagem;
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          {
            key: 'paciente',
            label: 'Paciente',
            children: (
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{nome}</Typography.Text>
                {a.cor && (
                  <Tag color={a.cor} style={{ color: '#fff' }}>
                    {a.classificacaoRisco}
                  </Tag>
                )}
              </Flex>
            ),
          },
          {
            key: 'idade',
            label: 'Idade',
            children: [formatarIdade(idadeDe(a.dataNascimento), a.idadeEstimada) || 'Não informada', SEXO[a.sexoId ?? -1]]
              .filter(Boolean)
              .join(' · '),
          },
          { key: 'faa', label: 'FAA nº', children: a.numero },
          { key: 'chegada', label: 'Chegada', children: formatarDataHora(a.recepcionadoEm) },
          {
            key: 'alergias',
            label: 'Alergias',
            span: 2,
            children: a.alergias.length ? (
              <Typography.Text type="danger" strong>
                {a.alergias.map((x) => (x.observacao ? `${x.nome} (${x.observacao})` : x.nome)).join('; ')}
              </Typography.Text>
            ) : (
              'Nenhuma registrada'
            ),
          },
          {
            key: 'sinais',
            label: t ? `Sinais vitais (${formatarDataHora(t.criadaEm)})` : 'Sinais vitais',
            span: 2,
            children: t ? sinaisVitais(t) || 'Não aferidos' : 'Sem triagem',
          },
          ...(t ? [{ key: 'queixa', label: 'Queixa', span: 4, children: t.queixa }] : []),
        ]}
      />
      {a.urgente && (
        <Alert
          type="error"
          showIcon
          icon={<WarningFilled />}
          style={{ marginTop: 8 }}
          title={a.motivoUrgencia ? `Urgente: ${a.motivoUrgencia}` : 'Urgente'}
        />
      )}
    </Card>
  );
}
