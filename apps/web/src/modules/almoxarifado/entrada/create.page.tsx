import { centavos, formatarReais, mensagemTotalNota, somaDosItensCentavos } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { hoje } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { almoxarifadoApi, caminhoEntrada } from '../movimentacao.api';
import { ItensEntrada } from './itens-entrada';

interface ValoresEntrada {
  cnpj?: string;
  fornecedorId?: number;
  numeroNota?: string;
  serie?: string;
  dataEmissao?: string;
  dataEntrada: string;
  valorTotal?: number;
  observacao?: string;
  itens: { quantidade?: number; valorUnitario?: number }[];
}

/**
 * almoxarifado/entrada/create and entrada-inicial/create (spec 000 §2.3): an invoice (supplier by CNPJ,
 * number, series, dates, total checked against the lines as they are typed) or the opening balances.
 */
export function EntradaCreate({ inicial }: { inicial: boolean }) {
  const navigate = useNavigate();
  const lista = `/almoxarifado/${caminhoEntrada(inicial)}/index`;
  const [form] = Form.useForm<ValoresEntrada>();
  const [fornecedor, setFornecedor] = useState<string | null>(null);
  const estoque = useQuery({
    queryKey: ['almoxarifado', caminhoEntrada(inicial), 'create'],
    queryFn: () => almoxarifadoApi.formEntrada(inicial),
  });
  const itens = Form.useWatch('itens', form) ?? [];
  const valorTotal = Form.useWatch('valorTotal', form);
  const soma = somaDosItensCentavos(itens.filter(Boolean));
  const diverge = !inicial && valorTotal != null && centavos(valorTotal) !== soma;

  const buscarFornecedor = async () => {
    const cnpj = String(form.getFieldValue('cnpj') ?? '').replace(/\D/g, '');
    if (cnpj.length !== 14) {
      form.setFields([{ name: 'cnpj', errors: ['Informe os 14 dígitos do CNPJ.'] }]);
      return;
    }
    try {
      const f = await almoxarifadoApi.fornecedorPorCnpj(cnpj);
      form.setFieldsValue({ fornecedorId: f.id });
      form.setFields([{ name: 'cnpj', errors: [] }]);
      setFornecedor(f.nome);
    } catch (e) {
      setFornecedor(null);
      form.setFieldsValue({ fornecedorId: undefined });
      handleApiError(e);
    }
  };

  const salvar = useMutation({
    mutationFn: ({ cnpj: _, ...v }: ValoresEntrada) => almoxarifadoApi.gravarEntrada(inicial, v),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: 'Registro salvo com sucesso!' });
      navigate(lista);
    },
    onError: (e) => applyFormErrors(form, e),
  });

  return (
    <div className="sm-page">
      <PageHeader
        title={inicial ? 'Nova entrada inicial' : 'Nova entrada por nota fiscal'}
        subTitle={estoque.data ? `Estoque: ${estoque.data.form.centroCusto.nome}` : undefined}
        extra={<Button onClick={() => navigate(lista)}>Voltar</Button>}
      />
      <Card>
        <Form<ValoresEntrada>
          form={form}
          layout="vertical"
          initialValues={{ dataEntrada: hoje(), itens: [{}] }}
          onValuesChange={clearErrorsOnChange(form)}
          onFinish={(v) => {
            if (diverge) {
              form.setFields([{ name: 'valorTotal', errors: [mensagemTotalNota(centavos(v.valorTotal ?? 0), soma)] }]);
              return;
            }
            salvar.mutate(v);
          }}
        >
          {!inicial && (
            <Row gutter={12}>
              <Col xs={24} md={8}>
                <Form.Item label="CNPJ do fornecedor" required>
                  <Space.Compact style={{ width: '100%' }}>
                    <Form.Item name="cnpj" noStyle>
                      <Input
                        aria-label="CNPJ do fornecedor"
                        placeholder="00.000.000/0000-00"
                        onPressEnter={(e) => {
                          e.preventDefault();
                          void buscarFornecedor();
                        }}
                      />
                    </Form.Item>
                    <Button onClick={() => void buscarFornecedor()}>Buscar</Button>
                  </Space.Compact>
                </Form.Item>
                <Form.Item name="fornecedorId" hidden rules={[{ required: true, message: 'O campo Fornecedor é obrigatório.' }]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                <Form.Item label="Fornecedor">
                  <Typography.Text strong={!!fornecedor} type={fornecedor ? undefined : 'secondary'}>
                    {fornecedor ?? 'Busque pelo CNPJ'}
                  </Typography.Text>
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item
                  name="numeroNota"
                  label="Número da nota"
                  rules={[{ required: true, message: 'O campo Número da nota é obrigatório.' }]}
                >
                  <Input maxLength={20} />
                </Form.Item>
              </Col>
              <Col xs={12} md={3}>
                <Form.Item name="serie" label="Série">
                  <Input maxLength={5} />
                </Form.Item>
              </Col>
              <Col xs={12} md={5}>
                <Form.Item
                  name="dataEmissao"
                  label="Data de emissão"
                  rules={[{ required: true, message: 'O campo Data de emissão é obrigatório.' }]}
                >
                  <DateInput />
                </Form.Item>
              </Col>
              <Col xs={12} md={5}>
                <Form.Item
                  name="dataEntrada"
                  label="Data de entrada"
                  rules={[{ required: true, message: 'O campo Data de entrada é obrigatório.' }]}
                >
                  <DateInput />
                </Form.Item>
              </Col>
              <Col xs={12} md={7}>
                <Form.Item
                  name="valorTotal"
                  label="Valor total da nota"
                  rules={[{ required: true, message: 'O campo Valor total da nota é obrigatório.' }]}
                >
                  <InputNumber min={0} precision={2} decimalSeparator="," prefix="R$" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
          )}
          {inicial && (
            <Form.Item
              name="dataEntrada"
              label="Data"
              rules={[{ required: true, message: 'O campo Data é obrigatório.' }]}
              style={{ maxWidth: 200 }}
            >
              <DateInput />
            </Form.Item>
          )}
          <ItensEntrada />
          <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
            <Typography.Text>
              Soma dos itens: <strong>{formatarReais(soma)}</strong>
            </Typography.Text>
            {diverge && <Alert type="warning" showIcon message={mensagemTotalNota(centavos(valorTotal ?? 0), soma)} />}
            <Form.Item name="observacao" label="Observação">
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={salvar.isPending}>
              Salvar
            </Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}

export default function EntradaCreatePage() {
  return <EntradaCreate inicial={false} />;
}
