import { ALM } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Space, Table } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { ModalMotivo, reais } from '../../../components/estoque';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData, hoje } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { TagSituacaoTransferencia } from './situacao';
import { type TransferenciaModelo, transferenciaApi } from './transferencia.api';

interface ValoresRecebimento {
  data: string;
  itens: { quantidadeRecebida?: number | null; motivoDivergencia?: string | null }[];
}

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
        itens: (t?.itens ?? []).map((i, n) => ({
          itemId: i.id,
          quantidadeRecebida: v.itens?.[n]?.quantidadeRecebida ?? i.quantidadeEnviada,
          motivoDivergencia: v.itens?.[n]?.motivoDivergencia ?? null,
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
  const itens = Form.useWatch('itens', form) ?? [];
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
              <Descriptions.Item label="Origem">{t.origem}</Descriptions.Item>
              <Descriptions.Item label="Destino">{t.destino}</Descriptions.Item>
              <Descriptions.Item label="Situação">
                <TagSituacaoTransferencia situacao={t.situacao} />
              </Descriptions.Item>
              <Descriptions.Item label="Envio">
                {formatarData(t.dataEnvio)} {t.enviadoPor && `por ${t.enviadoPor}`}
              </Descriptions.Item>
              {t.dataRecebimento && (
                <Descriptions.Item label="Recebimento">
                  {formatarData(t.dataRecebimento)} {t.recebidoPor && `por ${t.recebidoPor}`}
                </Descriptions.Item>
              )}
              {t.motivoCancelamento && <Descriptions.Item label="Motivo do cancelamento">{t.motivoCancelamento}</Descriptions.Item>}
              {t.observacao && <Descriptions.Item label="Observação">{t.observacao}</Descriptions.Item>}
            </Descriptions>
            {recebendo && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 12 }}
                title="Confira o que chegou. Se veio menos que o enviado, informe a quantidade recebida e o motivo da divergência."
              />
            )}
            <Form<ValoresRecebimento>
              form={form}
              layout="vertical"
              initialValues={{ data: hoje(), itens: t.itens.map((i) => ({ quantidadeRecebida: i.quantidadeEnviada })) }}
              onValuesChange={clearErrorsOnChange(form)}
              onFinish={(v) => receber.mutate(v)}
            >
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={t.itens}
                columns={[
                  { title: 'Material', dataIndex: 'material' },
                  { title: 'Lote', dataIndex: 'lote', width: 110 },
                  { title: 'Validade', dataIndex: 'validade', width: 100, render: (v: string) => formatarData(v) },
                  { title: 'Enviada', dataIndex: 'quantidadeEnviada', width: 90, align: 'right' },
                  {
                    title: 'Recebida',
                    key: 'recebida',
                    width: 120,
                    render: (_, i, n) =>
                      recebendo ? (
                        <Form.Item name={['itens', n, 'quantidadeRecebida']} style={{ margin: 0 }}>
                          <InputNumber
                            aria-label={`Quantidade recebida do lote ${i.lote}`}
                            min={0}
                            max={i.quantidadeEnviada}
                            precision={0}
                          />
                        </Form.Item>
                      ) : (
                        (i.quantidadeRecebida ?? '—')
                      ),
                  },
                  {
                    title: 'Divergência',
                    key: 'divergencia',
                    render: (_, i, n) =>
                      recebendo
                        ? (itens[n]?.quantidadeRecebida ?? i.quantidadeEnviada) < i.quantidadeEnviada && (
                            <Form.Item
                              name={['itens', n, 'motivoDivergencia']}
                              rules={[{ required: true, message: `Lote ${i.lote}: informe o motivo da divergência no recebimento.` }]}
                              style={{ margin: 0 }}
                            >
                              <Input aria-label={`Motivo da divergência do lote ${i.lote}`} maxLength={300} />
                            </Form.Item>
                          )
                        : (i.motivoDivergencia ?? ''),
                  },
                  { title: 'Custo unitário', dataIndex: 'custoUnitario', width: 120, align: 'right', render: (v: string) => reais(v) },
                ]}
              />
              {recebendo && (
                <Space align="end" style={{ marginTop: 12 }}>
                  <Form.Item name="data" label="Data do recebimento" style={{ margin: 0 }}>
                    <DateInput />
                  </Form.Item>
                  <Button type="primary" htmlType="submit" loading={receber.isPending}>
                    Confirmar recebimento
                  </Button>
                </Space>
              )}
            </Form>
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
