import { SITUACAO_TRANSFERENCIA_TELA as S, SituacaoTransferenciaNome } from '@saude/shared';
import { Tag } from 'antd';

const COR: Record<number, string> = {
  [S.ENVIADA]: 'blue',
  [S.RECEBIDA]: 'green',
  [S.CANCELADA]: 'default',
  [S.RECEBIDA_COM_DIVERGENCIA]: 'orange',
};

export const TagSituacaoTransferencia = ({ situacao }: { situacao: number }) => (
  <Tag color={COR[situacao]}>{SituacaoTransferenciaNome[situacao]}</Tag>
);
