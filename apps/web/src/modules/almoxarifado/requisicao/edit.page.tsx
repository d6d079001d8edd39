import { ALM, SITUACAO_REQUISICAO } from '@saude/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { ModalMotivo } from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { requisicaoApi } from './requisicao.api';
import { CabecalhoRequisicao, SuprimentosRequisicao, TagSituacaoItem } from './requisicao.componentes';

/** almoxarifado/requisicao/edit/{id}: the sector follows its requisition (items, what was supplied) and may cancel it. */
export default function RequisicaoEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const cliente = useQueryClient();
  const podeCancelar = usePermission(ALM.requisicaoCadastrar);
  const [motivo, setMotivo] = useState<string | null>(null);
  const chave = ['almoxarifado', 'requisicao', id];
  const q = useQuery({ queryKey: chave, queryFn: () => requisicaoApi.ler(id) });
  const r = q.data?.model;
  const cancelar = async () => {
    try {
      const model = await requisicaoApi.cancelar(id, motivo ?? '');
      cliente.setQueryData(chave, { model });
      feedback.notification.success({ title: 'Sucesso', description: 'Requisição cancelada.' });
      setMotivo(null);
    } catch (err) {
      handleApiError(err);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader
        title={r ? `Requisição nº ${r.id}` : 'Requisição'}
        extra={
          <Space>
            {r?.situacao === SITUACAO_REQUISICAO.ABERTA && podeCancelar && (
              <Button danger onClick={() => setMotivo('')}>
                Cancelar requisição
              </Button>
            )}
            <Button onClick={() => navigate('/almoxarifado/requisicao/index')}>Voltar</Button>
          </Space>
        }
      />
      <Card loading={q.isLoading}>
        {r && (
          <>
            <CabecalhoRequisicao r={r} />
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={r.itens}
              columns={[
                { title: 'Material', dataIndex: 'material' },
                { title: 'Pedida', dataIndex: 'quantidadeSolicitada', width: 100, align: 'right' },
                { title: 'Atendida', dataIndex: 'quantidadeAtendida', width: 100, align: 'right' },
                {
                  title: 'Item',
                  dataIndex: 'situacao',
                  width: 200,
                  render: (v: number, i) => (
                    <>
                      <TagSituacaoItem situacao={v} /> {i.motivoRecusa}
                    </>
                  ),
                },
              ]}
            />
            <SuprimentosRequisicao r={r} />
          </>
        )}
      </Card>
      <ModalMotivo
        tipo="cancelamento"
        titulo="Cancelar requisição"
        texto="Informe o motivo do cancelamento."
        motivo={motivo}
        setMotivo={setMotivo}
        onOk={() => void cancelar()}
      />
    </div>
  );
}
