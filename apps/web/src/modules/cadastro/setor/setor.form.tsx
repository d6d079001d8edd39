import { SetorTipo, SetorTipoNome, setorResource } from '@saude/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';

const TIPOS = Object.values(SetorTipo).map((v) => ({ value: v, label: SetorTipoNome[v] }));

/** A sector: name and type (the type drives queues and cost centres). */
export function SetorForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={setorResource} id={id}>
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item label="Nome" {...campo(setorResource, 'nome')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item label="Tipo de setor" {...campo(setorResource, 'setorTipoId')}>
              <Select aria-label="Tipo de setor" options={TIPOS} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
