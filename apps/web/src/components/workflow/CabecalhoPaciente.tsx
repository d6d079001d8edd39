import { ALERTA_PACIENTE, type AlertaPacienteId, nomeNoCabecalho, type PacienteCabecalho } from '@saude/shared';
import { Card, Descriptions, type DescriptionsProps, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { idadeHoje } from '../../lib/dates';

type Item = NonNullable<DescriptionsProps['items']>[number];

const COR_DO_ALERTA: Record<AlertaPacienteId, string> = {
  [ALERTA_PACIENTE.NAO_IDENTIFICADO]: 'orange',
  [ALERTA_PACIENTE.MENOR_DE_IDADE]: 'blue',
  [ALERTA_PACIENTE.GESTANTE]: 'magenta',
};

// beside the age only when known (LEDI 4 "ignorado" and the like say nothing)
const SEXO: Record<number, string> = { 0: 'Masculino', 1: 'Feminino' };

/** 'Dipirona (urticária); Iodo' */
export const textoAlergias = (alergias: PacienteCabecalho['alergias']) =>
  alergias.map((x) => (x.observacao ? `${x.nome} (${x.observacao})` : x.nome)).join('; ');

export interface CabecalhoPacienteProps {
  /** The patient part of a clinical header (`pacienteCabecalhoSchema` in shared). */
  paciente: PacienteCabecalho;
  /** The encounter's own items, after the patient's (e.g. the FAA's number, arrival, colour, vital signs). */
  itens?: Item[];
  /** Below the items (e.g. an urgency alert, the time in observation). */
  children?: ReactNode;
}

/**
 * The patient at the top of every clinical screen (issue 14 §4): the name by the patient's preference with the
 * record's alerts, the age in years, months or days, sex, record number and allergies (in red, or "Nenhuma
 * registrada"), then the encounter's items (an item with `span: 'filled'` closes its row).
 */
export function CabecalhoPaciente({ paciente: p, itens = [], children }: CabecalhoPacienteProps) {
  // an answer typed before the alerts and the record number existed has neither (tests' fixtures, an old API)
  const alertas = p.alertas ?? [];
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
                <Typography.Text strong>{nomeNoCabecalho(p)}</Typography.Text>
                {alertas.map((a) => (
                  <Tag key={a.codigo} color={COR_DO_ALERTA[a.codigo]} style={{ marginInlineEnd: 0 }}>
                    {a.nome}
                  </Tag>
                ))}
              </Flex>
            ),
          },
          {
            key: 'idade',
            label: 'Idade',
            children: [idadeHoje(p.dataNascimento, p.idadeEstimada) || 'Não informada', SEXO[p.sexoId ?? -1]].filter(Boolean).join(' · '),
          },
          { key: 'prontuario', label: 'Prontuário', children: p.prontuario ?? p.pacienteId ?? '—' },
          {
            key: 'alergias',
            label: 'Alergias',
            span: 'filled',
            children: p.alergias.length ? (
              <Typography.Text type="danger" strong>
                {textoAlergias(p.alergias)}
              </Typography.Text>
            ) : (
              'Nenhuma registrada'
            ),
          },
          ...itens,
        ]}
      />
      {children}
    </Card>
  );
}
