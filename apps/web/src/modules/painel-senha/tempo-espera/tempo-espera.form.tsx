import { tempoEsperaResource } from '@saude/shared';
import { Col, Form, InputNumber, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { CorInput } from '../../../components/fields/CorInput';

const r = tempoEsperaResource;

/** A threshold of the queues' battery icon: from how many minutes of wait, and the colour it takes. */
export function TempoEsperaForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage<Record<string, any>> resource={r} id={id}>
      {() => (
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item
              label="Minutos"
              tooltip="A partir de quantos minutos de espera o ícone da fila assume esta cor."
              {...campo(r, 'minutos')}
            >
              <InputNumber min={0} max={1440} precision={0} suffix="min" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Cor" {...campo(r, 'cor')}>
              <CorInput />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
