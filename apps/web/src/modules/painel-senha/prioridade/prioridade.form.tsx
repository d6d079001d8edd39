import { prioridadeResource } from '@saude/shared';
import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';

const r = prioridadeResource;

/** The laws that grant priority of care, cited where the flag is set. */
export const LEIS_PRIORIDADE =
  'Atendimento prioritário previsto em lei: Lei 10.048/2000 (gestantes, lactantes, pessoas com criança de colo, ' +
  'pessoas com deficiência e idosos), Lei 10.741/2003 (Estatuto da Pessoa Idosa), Lei 12.764/2012 (pessoa com ' +
  'transtorno do espectro autista) e Lei 13.466/2017 (prioridade especial aos maiores de 80 anos).';

/** A priority of care (edit only: the municipality's priorities come with the system). */
export function PrioridadeForm({ id }: { id: number }) {
  return (
    <ResourceFormPage<Record<string, any>> resource={r} id={id}>
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...campo(r, 'nome')}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Peso" tooltip="De 0 a 100: quanto maior, antes é chamado na fila." {...campo(r, 'peso')}>
              <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Prioridade legal" tooltip={LEIS_PRIORIDADE} valuePropName="checked" {...campo(r, 'legal')}>
              <Switch checkedChildren="Sim" unCheckedChildren="Não" />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
