import { SITUACAO_ITEM_REQUISICAO as I, SITUACAO_REQUISICAO as R, SituacaoItemRequisicaoNome, SituacaoRequisicaoNome } from '@saude/shared';
import { Button, Card, Descriptions, Empty, Tag } from 'antd';
import { TabelaItensMovimento, TagSituacaoDocumento } from '../../../components/estoque';
import { formatarData } from '../../../lib/dates';
import type { RequisicaoModelo } from './requisicao.api';

const COR: Record<number, string> = {
  [R.ABERTA]: 'blue',
  [R.ATENDIDA_PARCIALMENTE]: 'orange',
  [R.ATENDIDA]: 'green',
  [R.RECUSADA]: 'red',
  [R.CANCELADA]: 'default',
};
const COR_ITEM: Record<number, string> = { [I.LIBERADO]: 'green', [I.PENDENTE_PERMISSAO]: 'gold', [I.RECUSADO]: 'red' };

export const TagSituacaoRequisicao = ({ situacao }: { situacao: number }) => (
  <Tag color={COR[situacao]}>{SituacaoRequisicaoNome[situacao]}</Tag>
);
export const TagSituacaoItem = ({ situacao }: { situacao: number }) => (
  <Tag color={COR_ITEM[situacao]}>{SituacaoItemRequisicaoNome[situacao]}</Tag>
);

/** Who asked whom, when, and where the requisition stands (both sides show it). */
export function CabecalhoRequisicao({ r }: { r: RequisicaoModelo }) {
  return (
    <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
      <Descriptions.Item label="Setor">{r.setor}</Descriptions.Item>
      <Descriptions.Item label="Almoxarifado">{r.almoxarifado}</Descriptions.Item>
      <Descriptions.Item label="Situação">
        <TagSituacaoRequisicao situacao={r.situacao} />
      </Descriptions.Item>
      <Descriptions.Item label="Data">{formatarData(r.data)}</Descriptions.Item>
      {r.solicitante && <Descriptions.Item label="Solicitante">{r.solicitante}</Descriptions.Item>}
      {r.motivoSituacao && <Descriptions.Item label="Motivo">{r.motivoSituacao}</Descriptions.Item>}
      {r.observacao && <Descriptions.Item label="Observação">{r.observacao}</Descriptions.Item>}
    </Descriptions>
  );
}

/** The supplies of a requisition with the lots each gave; the warehouse may reverse an active one. */
export function SuprimentosRequisicao({ r, estornar }: { r: RequisicaoModelo; estornar?: (suprimentoId: number) => void }) {
  return (
    <Card size="small" title="Atendimentos" style={{ marginTop: 12 }}>
      {r.suprimentos.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nada atendido ainda" />
      ) : (
        r.suprimentos.map((s) => (
          <div key={s.id} style={{ marginBottom: 12 }}>
            <Descriptions size="small" column={4}>
              <Descriptions.Item label="Data">{formatarData(s.data)}</Descriptions.Item>
              <Descriptions.Item label="Por">{s.registradoPor ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Situação">
                <TagSituacaoDocumento situacao={s.situacao} />
                {s.motivoEstorno}
              </Descriptions.Item>
              <Descriptions.Item label="">
                {estornar && s.situacao === 1 && (
                  <Button size="small" danger onClick={() => estornar(s.id)}>
                    Estornar atendimento
                  </Button>
                )}
              </Descriptions.Item>
            </Descriptions>
            <TabelaItensMovimento itens={s.itens} />
          </div>
        ))
      )}
    </Card>
  );
}
