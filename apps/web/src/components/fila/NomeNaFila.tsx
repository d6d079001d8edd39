import { StatusFila } from '@saude/shared';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BateriaEspera, type BateriaEsperaProps } from '../widgets/BateriaEspera';
import type { ColunaFila } from './fila.colunas';

interface EntradaComPaciente {
  status: { id: number };
  motivoEvasao: string | null;
  paciente: { nome: string; nomeSocial: string | null };
}

/** The name called: the social name when the patient has one (Decreto 8.727/2016). */
export const nomeNaFila = (e: { paciente: { nome: string; nomeSocial: string | null } }) => e.paciente.nomeSocial || e.paciente.nome;

/** The patient cell of a queue: the name called (the civil one on hover), "Em atendimento", the module's tags, the evasion's reason. */
export function NomeNaFila({ entrada: e, children }: { entrada: EntradaComPaciente; children?: ReactNode }) {
  return (
    <Flex vertical>
      <Flex gap={4} wrap align="center">
        <Tooltip title={e.paciente.nomeSocial ? `Nome civil: ${e.paciente.nome}` : undefined}>
          <Typography.Text strong>{nomeNaFila(e)}</Typography.Text>
        </Tooltip>
        {e.status.id === StatusFila.EM_ATENDIMENTO && <Tag color="processing">Em atendimento</Tag>}
        {children}
      </Flex>
      {e.motivoEvasao && <Typography.Text type="secondary">Motivo da evasão: {e.motivoEvasao}</Typography.Text>}
    </Flex>
  );
}

/** The wait column (spec 001 §2): a battery coloured by the module's thresholds. Compact: the queue fits 1366 × 768. */
export const colunaEspera = <E extends { tempoEspera: BateriaEsperaProps['espera'] }>(
  limiares: BateriaEsperaProps['limiares'],
): ColunaFila<E> => ({
  title: 'Tempo de espera',
  key: 'espera',
  width: 76,
  align: 'center',
  render: (_, e) => <BateriaEspera espera={e.tempoEspera} limiares={limiares} />,
});
