import { WarningFilled } from '@ant-design/icons';
import type { cabecalhoAtendimentoSchema, Resposta } from '@saude/shared';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { TagRisco } from '../../../components/fila';
import { CabecalhoPaciente } from '../../../components/workflow/CabecalhoPaciente';
import { formatarDataHora } from '../../../lib/dates';
import { PACIENTE_NAO_IDENTIFICADO } from '../fila-atendimento/fila.formatos';

/** The FAA's header as the clinical screens receive it (`cabecalhoAtendimentoSchema` in shared). */
export type CabecalhoAtendimento = Resposta<typeof cabecalhoAtendimentoSchema>;

/** The name called in the lists: the social name when there is one (Decreto 8.727/2016). */
export const nomeDoPaciente = (a: { desconhecido: boolean; nomeSocial: string | null; pacienteNome?: string; paciente?: string }) =>
  a.desconhecido ? PACIENTE_NAO_IDENTIFICADO : a.nomeSocial || a.pacienteNome || a.paciente || '';

/** The risk colour as a tag painted with it (the same tag as the queue's). */
export function TagCor({ nome, cor }: { nome: string | null; cor: string | null }) {
  return <TagRisco nome={nome} cor={cor} semClassificacao="Sem classificação" />;
}

const decimal = (v: string | number | null) => (v == null ? null : String(v).replace('.', ','));

/** "PA 130×85 mmHg · FC 92 bpm · …": the last triage's vital signs in the header, only those measured. */
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

const valor = (v: number | string | null | undefined, unidade: string) => (v == null ? null : `${String(v).replace('.', ',')} ${unidade}`);

/** 'PA 130/85 mmHg · FC 92 bpm · …' from whatever was measured (the observation lists and timeline). */
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

/**
 * The header of every clinical screen of an FAA: the patient (CabecalhoPaciente), then the FAA's number, arrival
 * and colour, the last triage's vital signs and complaint, and the urgency; `children` adds a screen's own lines.
 */
export function CabecalhoDoAtendimento({ a, children }: { a: CabecalhoAtendimento; children?: ReactNode }) {
  const t = a.ultimaTriagem;
  return (
    <CabecalhoPaciente
      paciente={a}
      itens={[
        { key: 'faa', label: 'FAA nº', children: a.numero },
        { key: 'chegada', label: 'Chegada', children: formatarDataHora(a.recepcionadoEm) },
        { key: 'cor', label: 'Classificação', children: <TagCor nome={a.classificacaoRisco} cor={a.cor} /> },
        {
          key: 'sinais',
          label: t ? `Sinais vitais (${formatarDataHora(t.criadaEm)})` : 'Sinais vitais',
          span: 'filled',
          children: t ? sinaisVitais(t) || 'Não aferidos' : 'Sem triagem',
        },
        ...(t ? [{ key: 'queixa', label: 'Queixa', span: 'filled' as const, children: t.queixa }] : []),
      ]}
    >
      {a.urgente && (
        <Alert
          type="error"
          showIcon
          icon={<WarningFilled />}
          style={{ marginTop: 8 }}
          title={a.motivoUrgencia ? `Urgente: ${a.motivoUrgencia}` : 'Urgente'}
        />
      )}
      {children}
    </CabecalhoPaciente>
  );
}
