import { subgrupoResource } from '@saude/shared';
import { Col, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';

interface Grupo {
  id: number;
  label: string;
}

/** A subgroup and the group it belongs to. */
export function SubgrupoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={subgrupoResource} id={id}>
      {({ model }) => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Grupo" {...campo(subgrupoResource, 'grupoId')}>
              <Autocomplete<Grupo>
                url="/api/cadastro/grupo/autocomplete"
                label="Grupo"
                optionLabel="label"
                itemInicial={(model?.grupo as Grupo | undefined) ?? null}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...campo(subgrupoResource, 'nome')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
