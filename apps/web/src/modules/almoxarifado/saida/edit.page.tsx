import { ALM, SituacaoDocumentoEstoqueNome } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { almoxarifadoApi, reais } from '../movimentacao.api';

/** almoxarifado/saida/edit/{id}: the exit with the lots it took, and its reversal with a reason. */
export default function SaidaEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const podeEstornar = usePermission(ALM.estornoSaida);
  const [motivo, setMotivo] = useState<string | null>(null);
  const q = useQuery({ queryKey: ['almoxarifado', 'saida', id], queryFn: () => almoxarifadoApi.saida(id) });
  const s = q.data?.model;
  const estornar = async () => {
    try {
      await almoxarifadoApi.estornarSaida(id, motivo ?? '');
      feedback.notification.success({ title: 'Sucesso', description: 'Saída estornada.' });
      setMotivo(null);
      await q.refetch();
    } catch (err) {
      handleApiError(err);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader
        title="Saída"
        subTitle={s ? `Estoque: ${s.centroCusto}` : undefined}
        extra={
          <Space>
            {s && s.situacao === 1 && podeEstornar && (
              <Button danger onClick={() => setMotivo('')}>
                Estornar
              </Button>
            )}
            <Button onClick={() => navigate('/almoxarifado/saida/index')}>Voltar</Button>
          </Space>
        }
      />
      <Card loading={q.isLoading}>
        {s && (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label="Data">{formatarData(s.data)}</Descriptions.Item>
              <Descriptions.Item label="Destino">{s.destino}</Descriptions.Item>
              <Descriptions.Item label="Situação">
                <Tag color={s.situacao === 2 ? 'red' : 'green'}>{SituacaoDocumentoEstoqueNome[s.situacao]}</Tag>
              </Descriptions.Item>
              {s.motivoEstorno && (
                <Descriptions.Item label="Estorno" span={3}>
                  {s.motivoEstorno} ({formatarDataHora(s.estornadoEm)})
                </Descriptions.Item>
              )}
              {s.observacao && <Descriptions.Item label="Observação">{s.observacao}</Descriptions.Item>}
            </Descriptions>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={s.itens}
              columns={[
                { title: 'Material', dataIndex: 'material' },
                { title: 'Lote', dataIndex: 'lote', width: 120 },
                { title: 'Validade', dataIndex: 'validade', width: 110, render: (v: string) => formatarData(v) },
                { title: 'Quantidade', dataIndex: 'quantidade', width: 110, align: 'right' },
                { title: 'Custo unitário', dataIndex: 'custoUnitario', width: 130, align: 'right', render: (v: string) => reais(v) },
              ]}
            />
          </>
        )}
      </Card>
      <Modal
        open={motivo !== null}
        title="Estornar saída"
        okText="Estornar"
        okButtonProps={{ danger: true, disabled: !motivo?.trim() }}
        cancelText="Cancelar"
        onOk={() => void estornar()}
        onCancel={() => setMotivo(null)}
      >
        <p>Cada quantidade volta ao lote de onde saiu. Informe o motivo.</p>
        <Input.TextArea aria-label="Motivo do estorno" maxLength={300} value={motivo ?? ''} onChange={(ev) => setMotivo(ev.target.value)} />
      </Modal>
    </div>
  );
}
