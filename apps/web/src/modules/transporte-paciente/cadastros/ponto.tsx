import { tpPontoResource } from '@saude/shared';
import { Col, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';
import { campo } from '../../../components/crud/resource-form';
import { paginaEditar } from './editar';

const R = tpPontoResource;

/** transporte-paciente/ponto/list: where the passengers board in the municipality. */
export function Lista() {
  return <ResourceIndexPage resource={R} subTitle="Locais de embarque dos passageiros no município." />;
}

function PontoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={R} id={id}>
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...campo(R, 'nome')}>
              <Input aria-label="Nome" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Bairro" {...campo(R, 'bairro')}>
              <Input aria-label="Bairro" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Endereço" {...campo(R, 'endereco')}>
              <Input aria-label="Endereço" maxLength={300} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Ponto de referência" {...campo(R, 'referencia')}>
              <Input aria-label="Ponto de referência" maxLength={300} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}

export const Criar = () => <PontoForm />;
export const Editar = paginaEditar(PontoForm);
