import { especialidadeResource } from '@saude/shared';
import { Col, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';

interface Ocupacao {
  id?: string;
  codigo: string;
  label: string;
}

/** A specialty: name and its CBO 2002 occupation (autocomplete by code or title). */
export function EspecialidadeForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={especialidadeResource} id={id}>
      {({ model }) => (
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item label="Nome" {...campo(especialidadeResource, 'nome')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item label="Ocupação (CBO)" {...campo(especialidadeResource, 'ocupacaoCodigo')}>
              <Autocomplete<Ocupacao>
                url="/api/ocupacoes/autocomplete"
                label="Ocupação (CBO)"
                optionLabel="label"
                optionValue="codigo"
                itemInicial={(model?.ocupacao as Ocupacao | null) ?? null}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
