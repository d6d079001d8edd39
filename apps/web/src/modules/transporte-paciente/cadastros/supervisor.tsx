import { tpSupervisorResource } from '@saude/shared';
import { Col, Form, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields';
import { paginaEditar } from './editar';

const R = tpSupervisorResource;
type Item = { id: number; label: string };

/** transporte-paciente/supervisor/list: who supervises the transport requests of each unit. */
export function Lista() {
  return <ResourceIndexPage resource={R} subTitle="Responsáveis pelos pedidos de transporte de cada unidade." />;
}

function SupervisorForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={R} id={id}>
      {({ model }) => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Usuário" {...campo(R, 'usuarioId')}>
              <Autocomplete<Item>
                url={`${R.apiPath}/supervisor`}
                label="Usuário"
                optionLabel="label"
                itemInicial={(model?.usuario as Item | null) ?? null}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Unidade" {...campo(R, 'unidadeId')}>
              <Autocomplete<Item>
                url={`${R.apiPath}/unidade`}
                label="Unidade"
                optionLabel="label"
                itemInicial={(model?.unidade as Item | null) ?? null}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}

export const Criar = () => <SupervisorForm />;
export const Editar = paginaEditar(SupervisorForm);
