import { SITUACAO_DOCUMENTO_ESTOQUE, SituacaoDocumentoEstoqueNome } from '@saude/shared';
import { Descriptions, Tag } from 'antd';
import { formatarDataHora } from '../../lib/dates';
import type { ServerColumn } from '../crud/datatable';

/** Active or reversed: the situation of a stock document (entry, exit, write-off, dispensing, supply). */
export const TagSituacaoDocumento = ({ situacao }: { situacao: number }) => (
  <Tag color={situacao === SITUACAO_DOCUMENTO_ESTOQUE.ESTORNADA ? 'red' : 'green'}>{SituacaoDocumentoEstoqueNome[situacao]}</Tag>
);

/** The situation column of a list of stock documents (`ordenavel: false` where the list cannot sort by it). */
export const colunaSituacaoDocumento = <T,>(ordenavel = true): ServerColumn<T> => ({
  title: 'Situação',
  dataIndex: 'situacao',
  sorter: ordenavel,
  searchable: false,
  width: 110,
  render: (v: number) => <TagSituacaoDocumento situacao={v} />,
});

/**
 * The last items of a stock document's description: the reversal (its reason and moment) and the observation. A
 * function, not a component: Descriptions reads its items' props, so it must get Descriptions.Item elements.
 */
export const itensDoEstorno = (d: { motivoEstorno?: string | null; estornadoEm?: string | null; observacao?: string | null }) => [
  d.motivoEstorno ? (
    <Descriptions.Item key="estorno" label="Estorno" span={3}>
      {d.motivoEstorno} ({formatarDataHora(d.estornadoEm)})
    </Descriptions.Item>
  ) : null,
  d.observacao ? (
    <Descriptions.Item key="observacao" label="Observação">
      {d.observacao}
    </Descriptions.Item>
  ) : null,
];
