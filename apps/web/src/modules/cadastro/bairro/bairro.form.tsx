import { bairroResource } from '@saude/shared';
import { Col, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { sessionStore } from '../../../lib/session';

interface Municipio {
  id: number;
  label: string;
}

/** A neighbourhood: name and municipality (the customer's own city by default). */
export function BairroForm({ id }: { id?: number }) {
  const cidade = sessionStore.cliente();
  return (
    <ResourceFormPage resource={bairroResource} id={id}>
      {({ model }) => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...campo(bairroResource, 'nome')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Município" {...campo(bairroResource, 'municipioId')}>
              <Autocomplete<Municipio>
                url="/api/intranet/municipio/autocomplete"
                label="Município"
                optionLabel="label"
                itemInicial={(model?.municipio as Municipio | undefined) ?? null}
                placeholder={cidade?.cidade ? `Ex.: ${cidade.cidade}` : 'Digite o nome do município'}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
