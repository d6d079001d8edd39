import { servicoManutencaoResource } from '@saude/shared';
import { Col, Form, Input, InputNumber, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';

/** A kind of maintenance service, with the expected time to attend a request. */
export function ServicoManutencaoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={servicoManutencaoResource} id={id}>
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...campo(servicoManutencaoResource, 'nome')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Prazo de atendimento (dias)" {...campo(servicoManutencaoResource, 'prazoAtendimentoDias')}>
              <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Descrição" {...campo(servicoManutencaoResource, 'descricao')}>
              <Input.TextArea maxLength={1000} showCount rows={3} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
