import { IMU, SituacaoDistribuicaoNome } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import {
  itensDaTransferencia,
  linhasRecebidas,
  ModalMotivo,
  RecebimentoTransferencia,
  TagSituacaoTransferencia,
  type ValoresRecebimento,
} from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData } from '../../../lib/dates';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { type DistribuicaoModelo, distribuicaoApi } from './distribuicao.api';

/**
 * imunizacao/distribuicao/edit/{id} (spec 000 §2.3, issue 20): the distribution with its lots, doses and vials. The
 * room receives it lot by lot (fewer doses than sent need the reason); the cold store may cancel it in transit.
 */
export default function DistribuicaoEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const cliente = useQueryClient();
  const podeReceber = usePermission(IMU.distribuicaoReceber);
  const podeCancelar = usePermission(IMU.distribuicaoCadastrar);
  const [form] = Form.useForm<ValoresRecebimento>();
  const [motivo, setMotivo] = useState<string | null>(null);
  const chave = ['imunizacao', 'distribuicao', id];
  const q = useQuery({ queryKey: chave, queryFn: () => distribuicaoApi.ler(id) });
  const d = q.data?.model;
  const recebendo = !!d?.podeReceber && podeReceber;
  const atualizar = (model: DistribuicaoModelo) => cliente.setQueryData(chave, { model });
  const receber = useMutation({
    mutationFn: (v: ValoresRecebimento) =>
      distribuicaoApi.receber(id, {
        data: v.data,
        itens: linhasRecebidas(d?.itens ?? [], v, 'dosesRecebidas', (i) => i.dosesEnviadas).map((l) => ({
          itemId: l.item.id,
          dosesRecebidas: l.recebida,
          motivoDivergencia: l.motivoDivergencia,
        })),
      }),
    onSuccess: (m) => {
      feedback.notification.success({ title: 'Sucesso', description: 'Distribuição recebida: as doses entraram no estoque da sala.' });
      atualizar(m);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  const cancelar = async () => {
    try {
      atualizar(await distribuicaoApi.cancelar(id, motivo ?? ''));
      feedback.notification.success({
        title: 'Sucesso',
        description: 'Distribuição cancelada: as doses voltaram aos lotes da rede de frio.',
      });
      setMotivo(null);
    } catch (err) {
      handleApiError(err);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader
        title={d ? `Distribuição nº ${d.id}` : 'Distribuição'}
        extra={
          <Space>
            {d?.podeCancelar && podeCancelar && !d.requisicaoId && (
              <Button danger onClick={() => setMotivo('')}>
                Cancelar distribuição
              </Button>
            )}
            <Button onClick={() => navigate('/imunizacao/distribuicao/index')}>Voltar</Button>
          </Space>
        }
      />
      <Card loading={q.isLoading}>
        {d && (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
              {itensDaTransferencia(d, <TagSituacaoTransferencia situacao={d.situacao} nomes={SituacaoDistribuicaoNome} />, [
                d.requisicaoId ? (
                  <Descriptions.Item key="requisicao" label="Requisição">
                    <Link to={`/imunizacao/requisicao/edit/${d.requisicaoId}`}>nº {d.requisicaoId}</Link>
                  </Descriptions.Item>
                ) : null,
              ])}
            </Descriptions>
            <RecebimentoTransferencia
              form={form}
              itens={d.itens}
              recebendo={recebendo}
              aviso="Confira as doses que chegaram. Se vieram menos que as enviadas, informe as recebidas e o motivo da divergência."
              colunas={[
                { title: 'Vacina', dataIndex: 'vacina' },
                { title: 'Lote', dataIndex: 'lote', width: 130 },
                { title: 'Validade', dataIndex: 'validade', width: 100, render: (v: string) => formatarData(v) },
                { title: 'Doses enviadas', dataIndex: 'dosesEnviadas', width: 120, align: 'right' },
                { title: 'Frascos', key: 'frascos', width: 130, render: (_, i) => `${i.frascos} × ${i.dosesPorFrasco} dose(s)` },
              ]}
              recebida={{ campo: 'dosesRecebidas', titulo: 'Doses recebidas', largura: 130, rotulo: 'Doses recebidas do lote' }}
              enviada={(i) => i.dosesEnviadas}
              recebidaGravada={(i) => i.dosesRecebidas}
              onFinish={(v) => receber.mutate(v)}
              salvando={receber.isPending}
            />
          </>
        )}
      </Card>
      <ModalMotivo
        tipo="cancelamento"
        titulo="Cancelar distribuição"
        texto="As doses em trânsito voltam aos lotes da rede de frio. Informe o motivo."
        motivo={motivo}
        setMotivo={setMotivo}
        onOk={() => void cancelar()}
      />
    </div>
  );
}
