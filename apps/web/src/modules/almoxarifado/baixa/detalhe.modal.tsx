import { ALM } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { reais } from '../../../components/estoque';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { baixaApi } from './baixa.api';

/** A write-off (spec 001 §7 baixa edit), the history of write-offs of its lot, and its reversal with a reason. */
export function DetalheBaixaModal({ id, fechar, alterada }: { id: number | null; fechar: () => void; alterada: () => void }) {
  const podeEstornar = usePermission(ALM.estornoBaixa);
  const [motivo, setMotivo] = useState<string | null>(null);
  const q = useQuery({ queryKey: ['almoxarifado', 'baixa', id], queryFn: () => baixaApi.ler(id as number), enabled: id !== null });
  const b = q.data?.model;
  const historico = useQuery({
    queryKey: ['almoxarifado', 'baixa', 'historico', b?.materialId, b?.loteId],
    queryFn: () => baixaApi.historico(b?.materialId as number, b?.loteId),
    enabled: !!b,
  });
  const estornar = async () => {
    try {
      await baixaApi.estornar(id as number, motivo ?? '');
      feedback.notification.success({ title: 'Sucesso', description: 'Baixa estornada: a quantidade voltou ao lote.' });
      setMotivo(null);
      await Promise.all([q.refetch(), historico.refetch()]);
      alterada();
    } catch (err) {
      handleApiError(err);
    }
  };
  return (
    <Modal open={id !== null} title={b ? `Baixa nº ${b.id}` : 'Baixa'} footer={null} width={820} onCancel={fechar} destroyOnHidden>
      {b && (
        <>
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="Material">{b.material}</Descriptions.Item>
            <Descriptions.Item label="Lote">
              {b.lote} (val. {formatarData(b.validade)}) {b.vencido && <Tag color="red">vencido</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="Quantidade">{b.quantidade}</Descriptions.Item>
            <Descriptions.Item label="Custo unitário">{reais(b.custoUnitario)}</Descriptions.Item>
            <Descriptions.Item label="Data">{formatarData(b.data)}</Descriptions.Item>
            <Descriptions.Item label="Motivo">{b.motivo}</Descriptions.Item>
            {b.registradoPor && <Descriptions.Item label="Registrada por">{b.registradoPor}</Descriptions.Item>}
            {b.observacao && <Descriptions.Item label="Observação">{b.observacao}</Descriptions.Item>}
            {b.motivoEstorno && (
              <Descriptions.Item label="Estorno" span={2}>
                {b.motivoEstorno} ({formatarDataHora(b.estornadoEm)})
              </Descriptions.Item>
            )}
          </Descriptions>
          {b.situacao === 1 && podeEstornar && (
            <Space.Compact style={{ width: '100%', margin: '12px 0' }}>
              <Input
                aria-label="Motivo do estorno"
                placeholder="Motivo do estorno"
                maxLength={300}
                value={motivo ?? ''}
                onChange={(e) => setMotivo(e.target.value)}
              />
              <Button danger disabled={!motivo?.trim()} onClick={() => void estornar()}>
                Estornar baixa
              </Button>
            </Space.Compact>
          )}
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            Histórico de baixas do lote
          </Typography.Title>
          <Table
            size="small"
            rowKey="movimentoId"
            pagination={false}
            loading={historico.isLoading}
            dataSource={historico.data?.data ?? []}
            scroll={{ y: 240 }}
            columns={[
              { title: 'Data', dataIndex: 'data', width: 100, render: (v: string) => formatarData(v) },
              { title: 'Movimento', dataIndex: 'tipoNome', width: 140 },
              { title: 'Quantidade', dataIndex: 'quantidade', width: 100, align: 'right' },
              { title: 'Motivo', dataIndex: 'motivo' },
              { title: 'Usuário', dataIndex: 'usuario', width: 180 },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
