import { tpGrupoResource } from '@saude/shared';
import { Col, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';
import { campo } from '../../../components/crud/resource-form';
import { paginaEditar } from './editar';

const R = tpGrupoResource;

/** transporte-paciente/grupo/list: patients who travel together (hemodialysis, oncology…). */
export function Lista() {
  return <ResourceIndexPage resource={R} subTitle="Grupos de pacientes que viajam juntos com regularidade." />;
}

function GrupoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={R} id={id}>
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item label="Nome" {...campo(R, 'nome')}>
              <Input aria-label="Nome" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item label="Descrição" {...campo(R, 'descricao')}>
              <Input aria-label="Descrição" maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}

export const Criar = () => <GrupoForm />;
export const Editar = paginaEditar(GrupoForm);
