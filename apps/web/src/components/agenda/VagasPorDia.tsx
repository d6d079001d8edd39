import { formatDataBr } from '@saude/shared';
import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { diaDaSemana } from '../../lib/dates';

/** A free time of an agenda, as the scheduling suggestions answer it. */
export interface VagaAgenda {
  jornadaId: number;
  data: string;
  hora: string;
}

/** 'HH:MM' of a time 'HH:MM:SS' (empty for none). */
export const hhmm = (h: string | null | undefined) => (h ?? '').slice(0, 5);
/** One key per slot: its agenda, day and time. */
export const chaveVaga = (v: Pick<VagaAgenda, 'jornadaId' | 'data' | 'hora'>) => `${v.jornadaId}|${v.data}|${v.hora}`;

/**
 * The free slots of a search, one button per time grouped by day (the chosen one pressed); `onde` names where each
 * slot is (the equipment, the collection unit), on the button and its accessible name.
 */
export function VagasPorDia<V extends VagaAgenda>({
  vagas,
  carregando,
  vazio,
  vaga,
  onVaga,
  onde,
}: {
  vagas: V[];
  carregando: boolean;
  /** What is said when no slot is free. */
  vazio: string;
  vaga: V | null;
  onVaga: (v: V) => void;
  onde: (v: V) => string;
}) {
  const dias = useMemo(() => {
    const grupos = new Map<string, V[]>();
    for (const v of vagas) grupos.set(v.data, [...(grupos.get(v.data) ?? []), v]);
    return [...grupos];
  }, [vagas]);
  if (carregando) return <Skeleton active />;
  if (dias.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={vazio} />;
  return (
    <Flex vertical gap={8}>
      {dias.map(([data, doDia]) => (
        <div key={data}>
          <Typography.Text strong>
            {diaDaSemana(data)}, {formatDataBr(data)}
          </Typography.Text>
          <Flex wrap gap={6} style={{ marginTop: 4 }}>
            {doDia.map((v) => {
              const escolhida = vaga !== null && chaveVaga(vaga) === chaveVaga(v);
              return (
                <Button
                  key={chaveVaga(v)}
                  size="small"
                  type={escolhida ? 'primary' : 'default'}
                  aria-pressed={escolhida}
                  aria-label={`${hhmm(v.hora)} de ${formatDataBr(v.data)} em ${onde(v)}`}
                  onClick={() => onVaga(v)}
                >
                  {hhmm(v.hora)} · {onde(v)}
                </Button>
              );
            })}
          </Flex>
        </div>
      ))}
    </Flex>
  );
}
