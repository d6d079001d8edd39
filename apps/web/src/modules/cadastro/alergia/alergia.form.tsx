import { alergiaResource, TipoAlergenoOpcoes } from '@saude/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';

/** An allergen the citizen's allergy list can pick. */
export function AlergiaForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={alergiaResource} id={id}>
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item label="Nome" {...campo(alergiaResource, 'nome')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item label="Tipo" {...campo(alergiaResource, 'tipoId')}>
              <Select options={TipoAlergenoOpcoes} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
