import type { InventarioNovoLoteInput } from '@saude/shared';
import { useMutation } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Modal, Row } from 'antd';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DateInput } from '../../../components/fields/DateInput';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { inventarioApi } from './inventario.api';

type Valores = Partial<InventarioNovoLoteInput>;

/** A lot found on the shelf that the count did not list: material, lot, expiry, manufacturer and what was counted. */
export function NovoLoteModal({
  inventarioId,
  onClose,
  onIncluido,
}: {
  inventarioId: string;
  onClose: () => void;
  onIncluido: () => void | Promise<void>;
}) {
  const [form] = Form.useForm<Valores>();
  const incluir = useMutation({
    mutationFn: (v: Valores) => inventarioApi.incluirLote(inventarioId, v),
    onSuccess: () => onIncluido(),
    onError: (e) => applyFormErrors(form, e),
  });
  const obrigatorio = (rotulo: string) => [{ required: true, message: `O campo ${rotulo} é obrigatório.` }];
  return (
    <Modal
      open
      title="Incluir lote encontrado na contagem"
      okText="Incluir"
      cancelText="Cancelar"
      confirmLoading={incluir.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
    >
      <Form<Valores> form={form} layout="vertical" onValuesChange={clearErrorsOnChange(form)} onFinish={(v) => incluir.mutate(v)}>
        <Form.Item name="materialId" label="Material" rules={obrigatorio('Material')}>
          <Autocomplete url="/api/cadastro/material/autocomplete" label="Material" optionLabel="label" />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="lote" label="Lote" rules={obrigatorio('Lote')}>
              <Input aria-label="Lote" maxLength={30} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="validade" label="Validade" rules={obrigatorio('Validade')}>
              <DateInput aria-label="Validade" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="quantidadeContada" label="Quantidade contada" rules={obrigatorio('Quantidade contada')}>
              <InputNumber aria-label="Quantidade contada" min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="fabricanteId" label="Fabricante">
          <Autocomplete url="/api/cadastro/fabricante/autocomplete" label="Fabricante" optionLabel="label" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
