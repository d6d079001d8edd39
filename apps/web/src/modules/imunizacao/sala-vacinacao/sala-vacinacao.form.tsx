import { salaVacinacaoResource } from '@saude/shared';
import { Col, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';

export function SalaVacinacaoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={salaVacinacaoResource} id={id}>
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Horário de funcionamento" {...campo(salaVacinacaoResource, 'horario')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
