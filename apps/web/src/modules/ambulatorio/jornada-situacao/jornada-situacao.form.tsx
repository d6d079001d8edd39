import { jornadaSituacaoResource } from '@saude/shared';
import { Checkbox, Col, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';

export function JornadaSituacaoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={jornadaSituacaoResource} id={id}>
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...campo(jornadaSituacaoResource, 'nome')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...campo(jornadaSituacaoResource, 'permiteAgendamento')} valuePropName="checked" initialValue={true} label=" ">
              <Checkbox>Permite agendamento</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
