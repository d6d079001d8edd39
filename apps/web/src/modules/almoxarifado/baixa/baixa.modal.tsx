import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Col, Form, Input, InputNumber, Modal, Row, Select, Tag } from 'antd';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DateInput } from '../../../components/fields/DateInput';
import { formatarData, hoje } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { baixaApi } from './baixa.api';

interface ValoresBaixa {
  materialId?: number;
  loteId?: number;
  quantidade?: number;
  motivoBaixaId?: number;
  data: string;
  observacao?: string;
}

/**
 * A new write-off (spec 001 §7 baixa create/{id} + store): the material first, then one of its lots with stock here
 * (an expired lot is marked: a write-off is how it leaves), the quantity and the reason.
 */
export function BaixaModal({ aberto, fechar, gravada }: { aberto: boolean; fechar: () => void; gravada: () => void }) {
  const [form] = Form.useForm<ValoresBaixa>();
  const materialId = Form.useWatch('materialId', form);
  const loteId = Form.useWatch('loteId', form);
  const dados = useQuery({
    queryKey: ['almoxarifado', 'baixa', 'create', materialId],
    queryFn: () => baixaApi.form(materialId as number),
    enabled: !!materialId,
  });
  const lote = dados.data?.form.lotes.find((l) => l.loteId === loteId);
  const salvar = useMutation({
    mutationFn: (v: ValoresBaixa) => baixaApi.gravar(v),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: 'Registro salvo com sucesso!' });
      form.resetFields();
      gravada();
    },
    onError: (e) => applyFormErrors(form, e),
  });
  return (
    <Modal
      open={aberto}
      title="Nova baixa"
      okText="Salvar"
      cancelText="Cancelar"
      width={720}
      confirmLoading={salvar.isPending}
      onOk={() => form.submit()}
      onCancel={fechar}
      destroyOnHidden
    >
      <Form<ValoresBaixa>
        form={form}
        layout="vertical"
        initialValues={{ data: hoje() }}
        onValuesChange={(mudou) => {
          clearErrorsOnChange(form)(mudou);
          if ('materialId' in mudou) form.setFieldValue('loteId', undefined);
        }}
        onFinish={(v) => salvar.mutate(v)}
      >
        <Form.Item name="materialId" label="Material" rules={[{ required: true, message: 'O campo Material é obrigatório.' }]}>
          <Autocomplete url="/api/cadastro/material/autocomplete" label="Material" optionLabel="label" />
        </Form.Item>
        {dados.data && dados.data.form.lotes.length === 0 && (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="Este material não tem saldo neste estoque." />
        )}
        <Row gutter={12}>
          <Col xs={24} md={14}>
            <Form.Item name="loteId" label="Lote" rules={[{ required: true, message: 'O campo Lote é obrigatório.' }]}>
              <Select
                aria-label="Lote"
                disabled={!dados.data?.form.lotes.length}
                options={(dados.data?.form.lotes ?? []).map((l) => ({
                  value: l.loteId,
                  label: `${l.lote} — validade ${formatarData(l.validade)} — saldo ${l.disponivel}${l.vencido ? ' (vencido)' : ''}`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name="quantidade" label="Quantidade" rules={[{ required: true, message: 'O campo Quantidade é obrigatório.' }]}>
              <InputNumber aria-label="Quantidade" min={1} max={lote?.disponivel} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name="data" label="Data" rules={[{ required: true, message: 'O campo Data é obrigatório.' }]}>
              <DateInput />
            </Form.Item>
          </Col>
        </Row>
        {lote?.vencido && (
          <Tag color="red" style={{ marginBottom: 12 }}>
            Lote vencido: só sai do estoque por baixa
          </Tag>
        )}
        <Form.Item
          name="motivoBaixaId"
          label="Motivo da baixa"
          rules={[{ required: true, message: 'O campo Motivo da baixa é obrigatório.' }]}
        >
          <Select
            aria-label="Motivo da baixa"
            showSearch={{ optionFilterProp: 'label' }}
            options={(dados.data?.form.motivos ?? []).map((m) => ({ value: m.id, label: m.nome }))}
          />
        </Form.Item>
        <Form.Item name="observacao" label="Observação">
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
