import { SupervisorModuloNome, supervisorResource } from '@saude/shared';
import { Col, Form, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';

interface Usuario {
  id: number;
  label: string;
}
const MODULOS = Object.entries(SupervisorModuloNome).map(([value, label]) => ({ value, label }));

/** A supervisor: a user of the municipality and the module supervised (one row per pair). */
export function SupervisorForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={supervisorResource} id={id}>
      {({ model }) => (
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item label="Usuário" {...campo(supervisorResource, 'usuarioId')}>
              <Autocomplete<Usuario>
                url="/api/cadastro/supervisor/usuario/autocomplete"
                label="Usuário"
                optionLabel="label"
                itemInicial={(model?.usuario as Usuario | null | undefined) ?? null}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item label="Módulo" {...campo(supervisorResource, 'modulo')}>
              <Select aria-label="Módulo" options={MODULOS} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
