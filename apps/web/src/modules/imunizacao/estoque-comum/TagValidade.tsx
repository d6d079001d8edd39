import { Tag } from 'antd';
import { formatarData } from '../../../lib/dates';

/** A lot's expiry with its warning: expired (red), expiring within the settings' days (orange). */
export function TagValidade({
  validade,
  vencido,
  vencendo,
  dias,
}: {
  validade: string;
  vencido: boolean;
  vencendo: boolean;
  dias: number;
}) {
  if (vencido) return <Tag color="red">{formatarData(validade)} — vencido</Tag>;
  if (vencendo)
    return (
      <Tag color="orange">
        {formatarData(validade)} — vence em {dias} dia(s)
      </Tag>
    );
  return <span>{formatarData(validade)}</span>;
}
