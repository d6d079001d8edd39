import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { dosesDaLinha, frascosEquivalentes } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { hoje } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { estoqueVacinaApi, textoFrascos, type VacinaDeEstoque } from '../estoque-comum/estoque.api';

interface Linha {
  vacinaId?: number;
  lote?: string;
  fabricanteId?: number | null;
  validade?: string;
  dosesPorFrasco?: number;
  unidade: 'frasco' | 'dose';
  quantidade?: number;
}
interface Valores {
  data: string;
  origem?: string;
  documento?: string;
  observacao?: string;
  itens: Linha[];
}

const LISTA = '/imunizacao/entrada/index';
const UNIDADES = [
  { value: 'frasco', label: 'Frascos' },
  { value: 'dose', label: 'Doses' },
];
const obrigatorio = (campo: string) => [{ required: true, message: `O campo ${campo} é obrigatório.` }];

/** What a line brings, as the room counts it: "30 doses (3 frascos)". */
export function resumoDaLinha(l: Partial<Linha> | undefined): string | null {
  if (!l?.quantidade || !l.dosesPorFrasco) return null;
  const doses = dosesDaLinha({ unidade: l.unidade ?? 'frasco', quantidade: l.quantidade, dosesPorFrasco: l.dosesPorFrasco });
  return `${doses.toLocaleString('pt-BR')} doses (${textoFrascos(frascosEquivalentes(doses, l.dosesPorFrasco))})`;
}

/**
 * imunizacao/entrada/create (spec 000 §2.3): vaccines received at the session's room or cold store — per lot the
 * vaccine, lot, manufacturer, expiry, doses per vial (the vaccine's by default) and how many vials or doses; the
 * stock counts doses, shown beside the vials.
 */
export default function EntradaVacinaCreatePage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Valores>();
  const sala = useQuery({ queryKey: ['imunizacao', 'entrada', 'create'], queryFn: estoqueVacinaApi.formEntrada });
  const itens = Form.useWatch('itens', form) ?? [];
  const total = itens.reduce((s, l) => s + (l?.quantidade && l.dosesPorFrasco ? dosesDaLinha(l) : 0), 0);
  const salvar = useMutation({
    mutationFn: (v: Valores) => estoqueVacinaApi.gravarEntrada(v),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: 'Registro salvo com sucesso!' });
      navigate(LISTA);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Nova entrada de vacinas"
        subTitle={sala.data ? `Estoque: ${sala.data.form.sala.nome}` : undefined}
        extra={<Button onClick={() => navigate(LISTA)}>Voltar</Button>}
      />
      {sala.isError && <Alert type="error" showIcon message={(sala.error as Error).message} style={{ marginBottom: 12 }} />}
      <Card>
        <Form<Valores>
          form={form}
          layout="vertical"
          initialValues={{ data: hoje(), itens: [{ unidade: 'frasco' }] }}
          onValuesChange={clearErrorsOnChange(form)}
          onFinish={(v) => salvar.mutate(v)}
        >
          <Row gutter={12}>
            <Col xs={12} md={4}>
              <Form.Item name="data" label="Data de recebimento" rules={obrigatorio('Data de recebimento')}>
                <DateInput />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item name="origem" label="Origem" rules={obrigatorio('Origem')}>
                <Input maxLength={150} placeholder="SES — Rede de Frio Estadual" />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item name="documento" label="Documento">
                <Input maxLength={60} placeholder="Nota de fornecimento SES nº" />
              </Form.Item>
            </Col>
          </Row>
          <Form.List name="itens">
            {(campos, { add, remove }) => (
              <>
                {campos.map(({ key, name }) => (
                  <Card size="small" key={key} style={{ marginBottom: 8 }}>
                    <Row gutter={8} align="bottom">
                      <Col xs={24} md={5}>
                        <Form.Item name={[name, 'vacinaId']} label="Vacina" rules={obrigatorio('Vacina')}>
                          <Autocomplete<VacinaDeEstoque>
                            url="/api/imunizacao/entrada/vacina"
                            label="Vacina"
                            optionLabel="label"
                            onChange={(_, v) => {
                              if (!v) return;
                              form.setFieldValue(['itens', name, 'dosesPorFrasco'], v.dosesPorFrasco);
                              if (v.fabricanteId) form.setFieldValue(['itens', name, 'fabricanteId'], v.fabricanteId);
                            }}
                          />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={3}>
                        <Form.Item name={[name, 'lote']} label="Lote" rules={obrigatorio('Lote')}>
                          <Input maxLength={30} />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={3}>
                        <Form.Item name={[name, 'fabricanteId']} label="Fabricante">
                          <Autocomplete url="/api/cadastro/fabricante/autocomplete" label="Fabricante" optionLabel="label" />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={3}>
                        <Form.Item name={[name, 'validade']} label="Validade" rules={obrigatorio('Validade')}>
                          <DateInput />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={3}>
                        <Form.Item name={[name, 'dosesPorFrasco']} label="Doses/frasco" rules={obrigatorio('Doses por frasco')}>
                          <InputNumber aria-label="Doses por frasco" min={1} max={50} precision={0} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={3}>
                        <Form.Item name={[name, 'quantidade']} label="Quantidade" rules={obrigatorio('Quantidade')}>
                          <InputNumber aria-label="Quantidade" min={1} precision={0} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={10} md={3}>
                        <Form.Item name={[name, 'unidade']} label="Em">
                          <Select aria-label="Unidade da quantidade" options={UNIDADES} />
                        </Form.Item>
                      </Col>
                      <Col xs={2} md={1}>
                        <Form.Item>
                          <Button
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label="Remover lote"
                            disabled={campos.length === 1}
                            onClick={() => remove(name)}
                          />
                        </Form.Item>
                      </Col>
                    </Row>
                    <Typography.Text type="secondary" aria-label={`Total da linha ${name + 1}`}>
                      {resumoDaLinha(itens[name]) ?? 'Informe a quantidade e as doses por frasco'}
                    </Typography.Text>
                  </Card>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ unidade: 'frasco' })}>
                  Adicionar lote
                </Button>
              </>
            )}
          </Form.List>
          <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
            <Typography.Text>
              Total recebido: <strong>{total.toLocaleString('pt-BR')} doses</strong>
            </Typography.Text>
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
