import { SITUACAO_DIA, type SituacaoDia, SituacaoDiaNome } from '@saude/shared';
import { Card, Flex, Statistic, Tag, Typography } from 'antd';
import type { LinhaDoDia, ResumoDoDia } from './gerenciamento-diario.api';

export const COR_SITUACAO: Record<SituacaoDia, string> = {
  [SITUACAO_DIA.AGENDADO]: 'blue',
  [SITUACAO_DIA.CHEGOU]: 'cyan',
  [SITUACAO_DIA.EM_ATENDIMENTO]: 'purple',
  [SITUACAO_DIA.REALIZADO]: 'green',
  [SITUACAO_DIA.FALTOU]: 'orange',
  [SITUACAO_DIA.CANCELADO]: 'default',
};

/** The situation of an appointment of the day, with the visit's step once the patient arrived. */
export function SituacaoDoDia({ linha }: { linha: LinhaDoDia }) {
  const s = linha.situacao as SituacaoDia;
  return (
    <Flex vertical gap={2}>
      <span>
        <Tag color={COR_SITUACAO[s]}>{SituacaoDiaNome[s]}</Tag>
      </span>
      {linha.etapa && s !== SITUACAO_DIA.REALIZADO && <Typography.Text type="secondary">{linha.etapa}</Typography.Text>}
    </Flex>
  );
}

const CHAVES: [SituacaoDia, keyof ResumoDoDia['contadores']][] = [
  [SITUACAO_DIA.AGENDADO, 'agendado'],
  [SITUACAO_DIA.CHEGOU, 'chegou'],
  [SITUACAO_DIA.EM_ATENDIMENTO, 'emAtendimento'],
  [SITUACAO_DIA.REALIZADO, 'realizado'],
  [SITUACAO_DIA.FALTOU, 'faltou'],
  [SITUACAO_DIA.CANCELADO, 'cancelado'],
];

/**
 * The day's counters per situation (issue 17): each one is a button that narrows the list to its situation (and
 * back), so the counter and the list always say the same.
 */
export function ContadoresDoDia({
  contadores,
  selecionada,
  aoEscolher,
}: {
  contadores?: ResumoDoDia['contadores'];
  selecionada?: number;
  aoEscolher?: (s: SituacaoDia | undefined) => void;
}) {
  return (
    <Flex gap={8} wrap style={{ marginBottom: 12 }} role="group" aria-label="Situações do dia">
      {CHAVES.map(([s, chave]) => {
        const ativa = selecionada === s;
        return (
          <Card
            key={s}
            size="small"
            hoverable={!!aoEscolher}
            onClick={aoEscolher ? () => aoEscolher(ativa ? undefined : s) : undefined}
            aria-pressed={aoEscolher ? ativa : undefined}
            role={aoEscolher ? 'button' : undefined}
            aria-label={`${SituacaoDiaNome[s]}: ${contadores?.[chave] ?? 0}`}
            style={{ minWidth: 128, borderColor: ativa ? '#1677ff' : undefined }}
            styles={{ body: { padding: '6px 12px' } }}
          >
            <Statistic title={<Tag color={COR_SITUACAO[s]}>{SituacaoDiaNome[s]}</Tag>} value={contadores?.[chave] ?? 0} />
          </Card>
        );
      })}
      <Card
        size="small"
        style={{ minWidth: 110 }}
        styles={{ body: { padding: '6px 12px' } }}
        aria-label={`Total: ${contadores?.total ?? 0}`}
      >
        <Statistic title="Total" value={contadores?.total ?? 0} />
      </Card>
    </Flex>
  );
}
