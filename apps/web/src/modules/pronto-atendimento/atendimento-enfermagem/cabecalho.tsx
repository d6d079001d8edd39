import { WarningFilled } from '@ant-design/icons';
import { Alert, Card, Descriptions, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatarDataHora } from '../../../lib/dates';
import { textoSobre } from '../atendimento-triagem/cores-risco';
import { formatarIdade, idadeDe, PACIENTE_NAO_IDENTIFICADO } from '../fila-atendimento/fila.formatos';
import type { CabecalhoAtendimento } from './enfermagem.api';

/** The name called on the screens: the social name when there is one (Decreto 8.727/2016). */
export const nomeDoPaciente = (a: { desconhecido: boolean; nomeSocial: string | null; pacienteNome?: string; paciente?: string }) =>
  a.desconhecido ? PACIENTE_NAO_IDENTIFICADO : a.nomeSocial || a.pacienteNome || a.paciente || '';

/** The risk colour as a tag painted with it. */
export function TagCor({ nome, cor }: { nome: string | null; cor: string | null }) {
  if (!nome || !cor) return <Typography.Text type="secondary">Sem classificação</Typography.Text>;
  return (
    <Tag color={cor} style={{ color: textoSobre(cor), marginInlineEnd: 0 }}>
      {nome}
    </Tag>
  );
}

const valor = (v: number | string | null | undefined, unidade: string) => (v == null ? null : `${String(v).replace('.', ',')} ${unidade}`);

/** 'PA 130/85 mmHg · FC 92 bpm · …' from whatever was measured. */
export function resumoSinais(s: {
  paSistolica?: number | null;
  paDiastolica?: number | null;
  frequenciaCardiaca?: number | null;
  frequenciaRespiratoria?: number | null;
  temperatura?: number | string | null;
  saturacao?: number | null;
  glicemia?: number | null;
  dor?: number | null;
  glasgow?: number | null;
}): string {
  return [
    s.paSistolica != null && s.paDiastolica != null ? `PA ${s.paSistolica}/${s.paDiastolica} mmHg` : null,
    s.frequenciaCardiaca != null ? `FC ${valor(s.frequenciaCardiaca, 'bpm')}` : null,
    s.frequenciaRespiratoria != null ? `FR ${valor(s.frequenciaRespiratoria, 'irpm')}` : null,
    s.temperatura != null ? `T ${valor(Number(s.temperatura).toFixed(1), '°C')}` : null,
    s.saturacao != null ? `SpO₂ ${s.saturacao}%` : null,
    s.glicemia != null ? `Glicemia ${valor(s.glicemia, 'mg/dL')}` : null,
    s.dor != null ? `Dor ${s.dor}/10` : null,
    s.glasgow != null ? `Glasgow ${s.glasgow}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The patient and the FAA at the top of every clinical screen: allergies and urgency stand out. */
export function CabecalhoClinico({ a, extra }: { a: CabecalhoAtendimento; extra?: ReactNode }) {
  const t = a.ultimaTriagem;
  return (
    <Card style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: 'paciente', label: 'Paciente', children: <Typography.Text strong>{nomeDoPaciente(a)}</Typography.Text> },
          { key: 'idade', label: 'Idade', children: formatarIdade(idadeDe(a.dataNascimento), a.idadeEstimada) || 'Não informada' },
          { key: 'faa', label: 'FAA nº', children: a.numero },
          { key: 'chegada', label: 'Chegada', children: formatarDataHora(a.recepcionadoEm) },
          { key: 'cor', label: 'Classificação', children: <TagCor nome={a.classificacaoRisco} cor={a.cor} /> },
          ...(t
            ? [
                { key: 'queixa', label: 'Queixa', children: t.queixa },
                { key: 'sinais', label: 'Sinais na triagem', span: 2, children: resumoSinais(t) || 'Não aferidos' },
              ]
            : []),
        ]}
      />
      {a.alergias.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={`Alergias: ${a.alergias.map((x) => (x.observacao ? `${x.nome} (${x.observacao})` : x.nome)).join('; ')}`}
        />
      )}
      {a.urgente && (
        <Alert
          type="error"
          showIcon
          icon={<WarningFilled />}
          style={{ marginTop: 12 }}
          title={a.motivoUrgencia ? `Urgente: ${a.motivoUrgencia}` : 'Urgente'}
        />
      )}
      {extra}
    </Card>
  );
}
