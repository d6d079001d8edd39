import { SITUACAO_REQUISICAO_VACINA as S, SituacaoRequisicaoVacinaNome } from '@saude/shared';
import { Tag } from 'antd';

const COR: Record<number, string> = {
  [S.PENDENTE]: 'blue',
  [S.ATENDIDA]: 'green',
  [S.ATENDIDA_PARCIALMENTE]: 'orange',
  [S.RECUSADA]: 'red',
  [S.CANCELADA]: 'default',
};

export const TagSituacaoRequisicao = ({ situacao }: { situacao: number }) => (
  <Tag color={COR[situacao]}>{SituacaoRequisicaoVacinaNome[situacao]}</Tag>
);
