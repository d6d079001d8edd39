import { applyMask, loteamentoResource, MASCARAS } from '@saude/shared';
import { Col, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';

interface Bairro {
  id: number;
  label: string;
}

/** A housing development: name, neighbourhood and an optional CEP. */
export function LoteamentoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage
      resource={loteamentoResource}
      id={id}
      toForm={(m) => ({ ...m, cep: m.cep ? applyMask(MASCARAS.cep, String(m.cep)) : '' })}
    >
      {({ form, model }) => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...campo(loteamentoResource, 'nome')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Bairro" {...campo(loteamentoResource, 'bairroId')}>
              <Autocomplete<Bairro>
                url="/api/cadastro/bairro/autocomplete"
                label="Bairro"
                optionLabel="label"
                itemInicial={(model?.bairro as Bairro | null) ?? null}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="CEP" {...campo(loteamentoResource, 'cep')}>
              <Input
                maxLength={10}
                inputMode="numeric"
                onChange={(e) => form.setFieldValue('cep', applyMask(MASCARAS.cep, e.target.value))}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
