import { LockOutlined } from '@ant-design/icons';
import { SITUACAO_AGENDAMENTO_TRANSPORTE as SA } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, DatePicker, Empty, Form, Input, InputNumber, Row, Space, Table, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { DateInput } from '../../../components/fields/DateInput';
import { TimeInput } from '../../../components/fields/TimeInput';
import { PageHeader } from '../../../components/PageHeader';
import { dayjs, hoje } from '../../../lib/dates';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { horaCurta, type ViagemWeb, viagemApi } from '../viagem/viagem.api';

interface Valores {
  kmSaida?: number;
  kmChegada?: number;
  combustivelLitros?: number;
  combustivelValor?: number;
  pedagioValor?: number;
  outrasDespesas?: number;
  ocorrencias?: string;
  retornoData?: string;
  retornoHora?: string;
}

/**
 * transporte-paciente/fechamento-viagem/form (issue 23): the day's open trips; the chosen one is closed with the
 * odometer out and in (in ≥ out), fuel, tolls, other costs, occurrences and return. Passengers not yet marked boarded
 * or absent are listed and must be marked (on "Gerenciamento") before closing; the server says the same.
 */
export default function FechamentoViagemPage() {
  const [params, setParams] = useSearchParams();
  const data = params.get('data') ?? hoje();
  const viagemId = Number(params.get('viagem')) || null;
  const qc = useQueryClient();
  const [form] = Form.useForm<Valores>();
  const abertas = useQuery({ queryKey: ['transporte-paciente', 'fechamento', data], queryFn: () => viagemApi.paraFechar(data) });
  const detalhe = useQuery({
    queryKey: ['transporte-paciente', 'viagem', viagemId],
    queryFn: () => viagemApi.detalhe(viagemId as number),
    enabled: !!viagemId,
  });
  const d = detalhe.data;
  const pendentes = (d?.passageirosLista ?? []).filter((p) => p.situacao === SA.alocado);
  const fechar = useMutation({
    mutationFn: (v: Valores) =>
      viagemApi.fechar(viagemId as number, {
        kmSaida: v.kmSaida as number,
        kmChegada: v.kmChegada as number,
        combustivelLitros: v.combustivelLitros ?? null,
        combustivelValor: v.combustivelValor ?? null,
        pedagioValor: v.pedagioValor ?? null,
        outrasDespesas: v.outrasDespesas ?? null,
        ocorrencias: v.ocorrencias ?? null,
        retornoEm: dayjs(`${v.retornoData ?? data}T${v.retornoHora ?? '00:00'}`).format(),
      }),
    onSuccess: (v) => {
      feedback.notification.success({ title: 'Sucesso', description: `Viagem nº ${v.numero} fechada.` });
      setParams({ data }, { replace: true });
      form.resetFields();
      void qc.invalidateQueries({ queryKey: ['transporte-paciente'] });
    },
    onError: (e) => {
      applyFormErrors(form, e);
      handleApiError(e);
    },
  });
  const escolher = (v: ViagemWeb) => {
    form.resetFields();
    form.setFieldsValue({ retornoData: data });
    setParams({ data, viagem: String(v.id) }, { replace: true });
  };

  return (
    <div className="sm-page">
      <PageHeader title="Fechamento de viagem" subTitle="Quilometragem, combustível, despesas e ocorrências das viagens do dia." />
      <Space style={{ marginBottom: 12 }}>
        <DatePicker
          aria-label="Data da viagem"
          format="DD/MM/YYYY"
          allowClear={false}
          value={dayjs(data)}
          onChange={(x) => x && setParams({ data: x.format('YYYY-MM-DD') }, { replace: true })}
        />
      </Space>
      <Row gutter={12}>
        <Col xs={24} xl={10}>
          <Card size="small" title="Viagens abertas" style={{ marginBottom: 12 }}>
            <Table<ViagemWeb>
              size="small"
              rowKey="id"
              loading={abertas.isFetching}
              dataSource={abertas.data ?? []}
              pagination={false}
              locale={{ emptyText: <Empty description="Nenhuma viagem aberta neste dia." /> }}
              rowClassName={(v) => (v.id === viagemId ? 'ant-table-row-selected' : '')}
              onRow={(v) => ({ onClick: () => escolher(v) })}
              columns={[
                { title: 'Nº', dataIndex: 'numero', width: 104 },
                { title: 'Saída', dataIndex: 'horarioSaida', width: 60, render: horaCurta },
                { title: 'Destino', dataIndex: 'destino', ellipsis: true },
                { title: 'Veículo', dataIndex: 'placa', width: 88 },
                {
                  key: 'acao',
                  width: 76,
                  render: (_: unknown, v) => (
                    <Button size="small" onClick={() => escolher(v)} aria-label={`Fechar a viagem ${v.numero}`}>
                      Fechar
                    </Button>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          {!viagemId && <Empty description="Escolha a viagem a fechar." />}
          {d && (
            <Card size="small" title={`Viagem nº ${d.numero} — ${d.destino} — ${d.placa} — ${d.condutor}`}>
              {pendentes.length > 0 && (
                <Alert
                  type="warning"
                  showIcon
                  style={{ marginBottom: 8 }}
                  title={`Registre embarque ou falta antes de fechar a viagem: ${pendentes.map((p) => p.paciente).join(', ')}.`}
                  action={<Link to={`/transporte-paciente/gerenciamento/create/${d.id}`}>Gerenciar passageiros</Link>}
                />
              )}
              <Typography.Paragraph type="secondary">
                {d.passageirosLista.filter((p) => p.situacao === SA.embarcou).length} embarcou(aram),{' '}
                {d.passageirosLista.filter((p) => p.situacao === SA.faltou).length} faltou(aram).
              </Typography.Paragraph>
              <Form<Valores> form={form} layout="vertical" onFinish={(v) => fechar.mutate(v)} initialValues={{ retornoData: data }}>
                <Row gutter={12}>
                  <Col xs={12} xxl={6}>
                    <Form.Item
                      name="kmSaida"
                      label="Km de saída"
                      rules={[{ required: true, message: 'O campo Km de saída é obrigatório.' }]}
                    >
                      <InputNumber min={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} xxl={6}>
                    <Form.Item
                      name="kmChegada"
                      label="Km de chegada"
                      dependencies={['kmSaida']}
                      rules={[
                        { required: true, message: 'O campo Km de chegada é obrigatório.' },
                        ({ getFieldValue }) => ({
                          validator: (_, v) =>
                            v == null || getFieldValue('kmSaida') == null || v >= getFieldValue('kmSaida')
                              ? Promise.resolve()
                              : Promise.reject(new Error('O km de chegada deve ser maior ou igual ao km de saída.')),
                        }),
                      ]}
                    >
                      <InputNumber min={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} xxl={6}>
                    <Form.Item
                      name="retornoData"
                      label="Data do retorno"
                      rules={[{ required: true, message: 'O campo Data do retorno é obrigatório.' }]}
                    >
                      <DateInput />
                    </Form.Item>
                  </Col>
                  <Col xs={12} xxl={6}>
                    <Form.Item
                      name="retornoHora"
                      label="Hora do retorno"
                      rules={[{ required: true, message: 'O campo Hora do retorno é obrigatório.' }]}
                    >
                      <TimeInput />
                    </Form.Item>
                  </Col>
                  <Col xs={12} xxl={6}>
                    <Form.Item name="combustivelLitros" label="Combustível (litros)">
                      <InputNumber min={0} step={0.01} decimalSeparator="," style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} xxl={6}>
                    <Form.Item name="combustivelValor" label="Valor do combustível (R$)">
                      <InputNumber min={0} step={0.01} decimalSeparator="," style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} xxl={6}>
                    <Form.Item name="pedagioValor" label="Pedágios (R$)">
                      <InputNumber min={0} step={0.01} decimalSeparator="," style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} xxl={6}>
                    <Form.Item name="outrasDespesas" label="Outras despesas (R$)">
                      <InputNumber min={0} step={0.01} decimalSeparator="," style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={24}>
                    <Form.Item name="ocorrencias" label="Ocorrências">
                      <Input.TextArea rows={2} maxLength={4000} />
                    </Form.Item>
                  </Col>
                </Row>
                <Button type="primary" htmlType="submit" icon={<LockOutlined />} loading={fechar.isPending} disabled={pendentes.length > 0}>
                  Fechar viagem
                </Button>
              </Form>
            </Card>
          )}
        </Col>
      </Row>
    </div>
  );
}
