import { classificacaoRiscoResource } from '@saude/shared';
import { Col, Form, Input, InputNumber, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { CorInput } from '../../../components/fields/CorInput';

/** A risk colour: name, colour, maximum wait to the doctor and its place in the urgency order (1 = most urgent). */
export function ClassificacaoRiscoForm({ id }: { id?: number }) {
  const r = classificacaoRiscoResource;
  return (
    <ResourceFormPage resource={r} id={id}>
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item label="Nome" {...campo(r, 'nome')}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Cor" {...campo(r, 'cor')}>
              <CorInput />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item label="Tempo alvo (minutos)" {...campo(r, 'tempoAlvoMinutos')}>
              <InputNumber min={0} max={1440} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item label="Ordem" tooltip="1 é a mais urgente: a fila ordena por ela." {...campo(r, 'ordem')}>
              <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Descrição" {...campo(r, 'descricao')}>
              <Input.TextArea maxLength={500} showCount rows={2} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
