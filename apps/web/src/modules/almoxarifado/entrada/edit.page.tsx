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
import { almoxarifadoApi, caminhoEntrada, reais } from '../movimentacao.api';

/** almoxarifado/entrada/edit/{id} (and entrada-inicial): the entry with its lines, and its reversal with a reason. */
export function EntradaEdit({ inicial }: { inicial: boolean }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const podeEstornar = usePermission(ALM.estornoEntrada);
  const [motivo, setMotivo] = useState<string | null>(null);
  const q = useQuery({ queryKey: ['almoxarifado', caminhoEntrada(inicial), id], queryFn: () => almoxarifadoApi.entrada(inicial, id) });
  const e = q.data?.model;
  const estornar = async () => {
    try {
      await almoxarifadoApi.estornarEntrada(inicial, id, motivo ?? '');
      feedback.notification.success({ title: 'Sucesso', description: 'Entrada estornada.' });
      setMotivo(null);
      await q.refetch();
    } catch (err) {
      handleApiError(err);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader
        title={inicial ? 'Entrada inicial' : 'Entrada por nota fiscal'}
        subTitle={e ? `Estoque: ${e.centroCusto}` : undefined}
        extra={
          <Space>
            {e && e.situacao === 1 && podeEstornar && (
              <Button danger onClick={() => setMotivo('')}>
                Estornar
              </Button>
            )}
            <Button onClick={() => navigate(`/almoxarifado/${caminhoEntrada(inicial)}/index`)}>Voltar</Button>
          </Space>
        }
      />
      <Card loading={q.isLoading}>
        {e && (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              {!inicial && <Descriptions.Item label="Fornecedor">{e.fornecedor}</Descriptions.Item>}
              {!inicial && <Descriptions.Item label="Nota">{[e.numeroNota, e.serie].filter(Boolean).join(' / ')}</Descriptions.Item>}
              {!inicial && <Descriptions.Item label="Emissão">{formatarData(e.dataEmissao)}</Descriptions.Item>}
              <Descriptions.Item label="Data de entrada">{formatarData(e.dataEntrada)}</Descriptions.Item>
              <Descriptions.Item label="Valor total">{reais(e.valorTotal)}</Descriptions.Item>
              <Descriptions.Item label="Situação">
                <Tag color={e.situacao === 2 ? 'red' : 'green'}>{SituacaoDocumentoEstoqueNome[e.situacao]}</Tag>
              </Descriptions.Item>
              {e.motivoEstorno && (
                <Descriptions.Item label="Estorno" span={3}>
                  {e.motivoEstorno} ({formatarDataHora(e.estornadoEm)})
                </Descriptions.Item>
              )}
              {e.observacao && <Descriptions.Item label="Observação">{e.observacao}</Descriptions.Item>}
            </Descriptions>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={e.itens}
              columns={[
                { title: 'Material', dataIndex: 'material' },
                { title: 'Lote', dataIndex: 'lote', width: 120 },
                { title: 'Validade', dataIndex: 'validade', width: 110, render: (v: string) => formatarData(v) },
                { title: 'Fabricante', dataIndex: 'fabricante', width: 200 },
                { title: 'Quantidade', dataIndex: 'quantidade', width: 110, align: 'right' },
                { title: 'Valor unitário', dataIndex: 'valorUnitario', width: 130, align: 'right', render: (v: string) => reais(v) },
              ]}
            />
          </>
        )}
      </Card>
      <Modal
        open={motivo !== null}
        title="Estornar entrada"
        okText="Estornar"
        okButtonProps={{ danger: true, disabled: !motivo?.trim() }}
        cancelText="Cancelar"
        onOk={() => void estornar()}
        onCancel={() => setMotivo(null)}
      >
        <p>O estoque de cada lote volta ao que era antes desta entrada. Informe o motivo.</p>
        <Input.TextArea aria-label="Motivo do estorno" maxLength={300} value={motivo ?? ''} onChange={(ev) => setMotivo(ev.target.value)} />
      </Modal>
    </div>
  );
}

export default function EntradaEditPage() {
  return <EntradaEdit inicial={false} />;
}
