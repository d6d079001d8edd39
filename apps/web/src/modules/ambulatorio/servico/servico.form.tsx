import { servicoResource } from '@saude/shared';
import { Col, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';

export function ServicoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={servicoResource} id={id}>
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...campo(servicoResource, 'nome')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Descrição" {...campo(servicoResource, 'descricao')}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
