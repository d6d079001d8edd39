import { tpMotivoResource } from '@saude/shared';
import { Col, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields';
import { paginaEditar } from './editar';

const R = tpMotivoResource;
type Procedimento = { id: string; codigo: string; nome: string; label: string };

/** transporte-paciente/motivo-viagem-procedimento/list: trip reasons and the SIGTAP procedure billed (TFD). */
export function Lista() {
  return <ResourceIndexPage resource={R} subTitle="Motivos de viagem e o procedimento SIGTAP do TFD (08.03…) de cada um." />;
}

function MotivoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={R} id={id}>
      {({ model }) => (
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item label="Nome" {...campo(R, 'nome')}>
              <Input aria-label="Nome" maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item
              label="Procedimento SIGTAP"
              {...campo(R, 'procedimentoCodigo')}
              extra="Ex.: 08.03.01.012-5 (deslocamento terrestre)."
            >
              <Autocomplete<Procedimento>
                url="/api/sigtap/servico/autocomplete"
                label="Procedimento SIGTAP"
                optionLabel="label"
                allowClear
                itemInicial={(model?.procedimento as Procedimento | null) ?? null}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}

export const Criar = () => <MotivoForm />;
export const Editar = paginaEditar(MotivoForm);
