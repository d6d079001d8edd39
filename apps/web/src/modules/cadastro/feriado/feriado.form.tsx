import { FeriadoAbrangenciaNome, feriadoResource } from '@saude/shared';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { DateInput } from '../../../components/fields/DateInput';

const ABRANGENCIAS = Object.entries(FeriadoAbrangenciaNome).map(([value, label]) => ({ value: Number(value), label }));

/** A municipal or state holiday (national ones are computed and never registered). */
export function FeriadoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={feriadoResource} id={id}>
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item label="Data" {...campo(feriadoResource, 'data')}>
              <DateInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Descrição" {...campo(feriadoResource, 'descricao')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Abrangência" {...campo(feriadoResource, 'abrangencia')}>
              <Select aria-label="Abrangência" options={ABRANGENCIAS} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              {...campo(feriadoResource, 'recorrente')}
              valuePropName="checked"
              initialValue={false}
              extra="Repete todo ano no mesmo dia e mês (um feriado em 29/02 só ocorre nos anos bissextos)."
            >
              <Checkbox>Recorrente todo ano</Checkbox>
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item {...campo(feriadoResource, 'facultativo')} valuePropName="checked" initialValue={false}>
              <Checkbox>Ponto facultativo</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
