import { Checkbox, Col, Form, Row } from 'antd';
import { TextArea } from '../fields/TextArea';

/** The last fields of an exam booking's confirmation: a note (up to 500 characters) and whether it is urgent. */
export function ObservacaoUrgente() {
  return (
    <Row gutter={12}>
      <Col xs={24} md={16}>
        <Form.Item name="observacao" label="Observação">
          <TextArea max={500} rows={2} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="urgente" valuePropName="checked" label=" ">
          <Checkbox>Urgente</Checkbox>
        </Form.Item>
      </Col>
    </Row>
  );
}
