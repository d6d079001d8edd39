import { estoqueLimiteResource } from '@saude/shared';
import { Col, Form, InputNumber, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';

interface Opcao {
  id: number;
  label: string;
}

/** The limits of a material at a stock: the stock (warehouse or pharmacy), the material, minimum, reorder point, maximum. */
export function EstoqueLimiteForm({ id }: { id?: number }) {
  const r = estoqueLimiteResource;
  return (
    <ResourceFormPage<Record<string, any>> resource={r} id={id}>
      {({ options, model }) => (
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item label="Estoque" {...campo(r, 'centroCustoId')}>
              <Select
                aria-label="Estoque"
                showSearch={{ optionFilterProp: 'label' }}
                options={((options.estoques ?? []) as { id: number; nome: string }[]).map((e) => ({ value: e.id, label: e.nome }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item label="Material" {...campo(r, 'materialId')}>
              <Autocomplete<Opcao>
                url="/api/cadastro/material/autocomplete"
                label="Material"
                optionLabel="label"
                itemInicial={(model?.material as Opcao | null | undefined) ?? null}
              />
            </Form.Item>
          </Col>
          <Col xs={8} md={6}>
            <Form.Item label="Estoque mínimo" {...campo(r, 'minimo')}>
              <InputNumber aria-label="Estoque mínimo" min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={8} md={6}>
            <Form.Item label="Ponto de pedido" {...campo(r, 'pontoPedido')}>
              <InputNumber aria-label="Ponto de pedido" min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={8} md={6}>
            <Form.Item label="Estoque máximo" {...campo(r, 'maximo')}>
              <InputNumber aria-label="Estoque máximo" min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
