import { MOTIVO_PERDA_OUTROS } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Col, Form, Input, InputNumber, Modal, Row, Select, Tag } from 'antd';
import { DateInput } from '../../../components/fields/DateInput';
import { formatarData, hoje } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { estoqueVacinaApi } from '../estoque-comum/estoque.api';

interface Valores {
  loteId?: number;
  doses?: number;
  motivo?: number;
  data: string;
  observacao?: string;
}

/** A loss of doses of one lot of the room (spec 000 §2.3 imunizacao/baixa), expired lots included. */
export function BaixaVacinaModal({ aberto, fechar, gravada }: { aberto: boolean; fechar: () => void; gravada: () => void }) {
  const [form] = Form.useForm<Valores>();
  const loteId = Form.useWatch('loteId', form);
  const motivo = Form.useWatch('motivo', form);
  const dados = useQuery({ queryKey: ['imunizacao', 'baixa', 'create'], queryFn: estoqueVacinaApi.formBaixa, enabled: aberto });
  const lote = dados.data?.form.lotes.find((l) => l.loteId === loteId);
  const salvar = useMutation({
    mutationFn: (v: Valores) => estoqueVacinaApi.gravarBaixa(v),
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
      title="Nova baixa de vacinas"
      okText="Salvar"
      cancelText="Cancelar"
      width={760}
      confirmLoading={salvar.isPending}
      onOk={() => form.submit()}
      onCancel={fechar}
      destroyOnHidden
    >
      {dados.isError && <Alert type="error" showIcon message={(dados.error as Error).message} />}
      <Form<Valores>
        form={form}
        layout="vertical"
        initialValues={{ data: hoje() }}
        onValuesChange={clearErrorsOnChange(form)}
        onFinish={(v) => salvar.mutate(v)}
      >
        <Form.Item name="loteId" label="Lote" rules={[{ required: true, message: 'O campo Lote é obrigatório.' }]}>
          <Select
            aria-label="Lote"
            showSearch={{ optionFilterProp: 'label' }}
            options={(dados.data?.form.lotes ?? []).map((l) => ({
              value: l.loteId,
              label: `${l.vacina} — lote ${l.lote} — validade ${formatarData(l.validade)} — ${l.doses} doses${l.vencido ? ' (vencido)' : ''}`,
            }))}
          />
        </Form.Item>
        {lote?.vencido && (
          <Tag color="red" style={{ marginBottom: 12 }}>
            Lote vencido: só sai do estoque por baixa
          </Tag>
        )}
        <Row gutter={12}>
          <Col xs={12} md={6}>
            <Form.Item name="doses" label="Doses" rules={[{ required: true, message: 'O campo Doses é obrigatório.' }]}>
              <InputNumber aria-label="Doses" min={1} max={lote?.doses} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="data" label="Data" rules={[{ required: true, message: 'O campo Data é obrigatório.' }]}>
              <DateInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="motivo" label="Motivo" rules={[{ required: true, message: 'O campo Motivo é obrigatório.' }]}>
              <Select aria-label="Motivo" options={(dados.data?.form.motivos ?? []).map((m) => ({ value: m.codigo, label: m.nome }))} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="observacao"
          label="Observação"
          rules={motivo === MOTIVO_PERDA_OUTROS ? [{ required: true, message: 'Descreva o motivo da perda na observação.' }] : []}
        >
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
