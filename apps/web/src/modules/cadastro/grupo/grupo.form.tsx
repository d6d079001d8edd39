import { grupoResource } from '@saude/shared';
import { Col, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';

/** A group of stock items (Medicamentos, Material médico-hospitalar, Limpeza…). */
export function GrupoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={grupoResource} id={id}>
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...campo(grupoResource, 'nome')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
