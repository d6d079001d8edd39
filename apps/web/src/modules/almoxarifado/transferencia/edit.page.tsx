import { ALM, SituacaoTransferenciaNome } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import {
  itensDaTransferencia,
  linhasRecebidas,
  ModalMotivo,
  RecebimentoTransferencia,
  reais,
  TagSituacaoTransferencia,
  type ValoresRecebimento,
} from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData } from '../../../lib/dates';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { type TransferenciaModelo, transferenciaApi } from './transferencia.api';

/**
 * almoxarifado/transferencia/edit/{id} (spec 000 §2.3): the transfer with its lots. The destination confirms what
 * arrived item by item (less than sent needs the reason of the divergence); the origin may cancel it in transit.
 */
export default function TransferenciaEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const cliente = useQueryClient();
  const podeReceber = usePermission(ALM.transferenciaReceber);
  const podeCancelar = usePermission(ALM.transferenciaCancelar);
  const [form] = Form.useForm<ValoresRecebimento>();
  const [motivo, setMotivo] = useState<string | null>(null);
  const chave = ['almoxarifado', 'transferencia', id];
  const q = useQuery({ queryKey: chave, queryFn: () => transferenciaApi.ler(id) });
  const t = q.data?.model;
  const recebendo = !!t?.podeReceber && podeReceber;
  const atualizar = (modelo: TransferenciaModelo) => cliente.setQueryData(chave, { ...q.data, model: modelo });
  const receber = useMutation({
    // the form registers only what the clerk types: each line's item is the transfer's item at that position
    mutationFn: (v: ValoresRecebimento) =>
      transferenciaApi.receber(id, {
        data: v.data,
        itens: linhasRecebidas(t?.itens ?? [], v, 'quantidadeRecebida', (i) => i.quantidadeEnviada).map((l) => ({
          itemId: l.item.id,
          quantidadeRecebida: l.recebida,
          motivoDivergencia: l.motivoDivergencia,
        })),
      }),
    onSuccess: (m) => {
      feedback.notification.success({ title: 'Sucesso', description: 'Transferência recebida.' });
      atualizar(m);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  const cancelar = async () => {
    try {
      atualizar(await transferenciaApi.cancelar(id, motivo ?? ''));
      feedback.notification.success({ title: 'Sucesso', description: 'Transferência cancelada: os lotes voltaram à origem.' });
      setMotivo(null);
    } catch (err) {
      handleApiError(err);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader
        title={t ? `Transferência nº ${t.id}` : 'Transferência'}
        extra={
          <Space>
            {t?.podeCancelar && podeCancelar && (
              <Button danger onClick={() => setMotivo('')}>
                Cancelar transferência
              </Button>
            )}
            <Button onClick={() => navigate('/almoxarifado/transferencia/index')}>Voltar</Button>
          </Space>
        }
      />
      <Card loading={q.isLoading}>
        {t && (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
              {itensDaTransferencia(t, <TagSituacaoTransferencia situacao={t.situacao} nomes={SituacaoTransferenciaNome} />)}
            </Descriptions>
            <RecebimentoTransferencia
              form={form}
              itens={t.itens}
              recebendo={recebendo}
              aviso="Confira o que chegou. Se veio menos que o enviado, informe a quantidade recebida e o motivo da divergência."
              colunas={[
                { title: 'Material', dataIndex: 'material' },
                { title: 'Lote', dataIndex: 'lote', width: 110 },
                { title: 'Validade', dataIndex: 'validade', width: 100, render: (v: string) => formatarData(v) },
                { title: 'Enviada', dataIndex: 'quantidadeEnviada', width: 90, align: 'right' },
              ]}
              colunasDepois={[
                { title: 'Custo unitário', dataIndex: 'custoUnitario', width: 120, align: 'right', render: (v: string) => reais(v) },
              ]}
              recebida={{ campo: 'quantidadeRecebida', titulo: 'Recebida', largura: 120, rotulo: 'Quantidade recebida do lote' }}
              enviada={(i) => i.quantidadeEnviada}
              recebidaGravada={(i) => i.quantidadeRecebida}
              onFinish={(v) => receber.mutate(v)}
              salvando={receber.isPending}
            />
          </>
        )}
      </Card>
      <ModalMotivo
        tipo="cancelamento"
        titulo="Cancelar transferência"
        texto="Tudo o que está em trânsito volta aos lotes da origem. Informe o motivo."
        motivo={motivo}
        setMotivo={setMotivo}
        onOk={() => void cancelar()}
      />
    </div>
  );
}
