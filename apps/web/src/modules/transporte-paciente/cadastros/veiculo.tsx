import { PROPRIEDADE_VEICULO, PROPRIEDADES_VEICULO, TIPOS_VEICULO, tpVeiculoResource } from '@saude/shared';
import { Checkbox, Col, Form, type FormInstance, Input, InputNumber, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';
import { campo } from '../../../components/crud/resource-form';
import { paginaEditar } from './editar';

const R = tpVeiculoResource;

/** transporte-paciente/veiculo/list: the fleet with its seats and wheelchair/stretcher places. */
export function Lista() {
  return <ResourceIndexPage resource={R} subTitle="Frota do transporte: lugares, cadeirantes, maca e propriedade." />;
}

function VeiculoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={R} id={id}>
      {({ form }) => <Campos form={form} novo={id === undefined} />}
    </ResourceFormPage>
  );
}

function Campos({ form, novo }: { form: FormInstance; novo: boolean }) {
  const propriedade = Form.useWatch('propriedade', form);
  const numero = (name: string, label: string, max: number) => (
    <Form.Item label={label} {...campo(R, name)} initialValue={novo ? 0 : undefined}>
      <InputNumber aria-label={label} min={0} max={max} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Form.Item label="Placa" {...campo(R, 'placa')} extra="AAA-0000 ou Mercosul AAA0A00.">
          <Input aria-label="Placa" maxLength={8} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item label="Tipo" {...campo(R, 'tipo')}>
          <Select aria-label="Tipo" options={TIPOS_VEICULO.map((t) => ({ value: t.value, label: t.label }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Descrição" {...campo(R, 'descricao')}>
          <Input aria-label="Descrição" maxLength={150} placeholder="Modelo, cor, identificação" />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        {numero('lugares', 'Lugares', 80)}
      </Col>
      <Col xs={12} md={4}>
        {numero('lugaresCadeirante', 'Lugares para cadeirante', 10)}
      </Col>
      <Col xs={12} md={4}>
        {numero('lugaresMaca', 'Lugares para maca', 4)}
      </Col>
      <Col xs={12} md={4}>
        <Form.Item label=" " colon={false} {...campo(R, 'acessivel')} valuePropName="checked" initialValue={novo ? false : undefined}>
          <Checkbox>Acessível</Checkbox>
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item label="RENAVAM" {...campo(R, 'renavam')}>
          <Input aria-label="RENAVAM" maxLength={11} inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item label="Consumo (km/l)" {...campo(R, 'consumoKmLitro')}>
          <Input aria-label="Consumo (km/l)" maxLength={6} inputMode="decimal" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Propriedade" {...campo(R, 'propriedade')} initialValue={novo ? PROPRIEDADE_VEICULO.proprio : undefined}>
          <Select aria-label="Propriedade" options={PROPRIEDADES_VEICULO.map((p) => ({ value: p.value, label: p.label }))} />
        </Form.Item>
      </Col>
      {propriedade === PROPRIEDADE_VEICULO.contratado && (
        <Col xs={24} md={16}>
          <Form.Item label="Contrato" {...campo(R, 'contrato')} required>
            <Input aria-label="Contrato" maxLength={300} placeholder="Número do contrato e empresa" />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}

export const Criar = () => <VeiculoForm />;
export const Editar = paginaEditar(VeiculoForm);
