import { encaminhamentoResource } from '@saude/shared';
import { Col, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { FilaAutocomplete, type FilaOpcao } from '../centro-custo/fila.field';

const r = encaminhamentoResource;

/** A forwarding route: the name on the forward button and the two queues it joins. */
export function EncaminhamentoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage<Record<string, any>> resource={r} id={id}>
      {({ model }) => (
        <Row gutter={16}>
          <Col xs={24}>
            <Form.Item label="Nome" {...campo(r, 'nome')}>
              <Input maxLength={60} placeholder="Ex.: Acolhimento na triagem" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Fila de origem" tooltip="A fila de onde a senha é encaminhada." {...campo(r, 'origemCentroCustoId')}>
              <FilaAutocomplete label="Fila de origem" itemInicial={model?.origemCentroCusto as FilaOpcao | null | undefined} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Fila de destino"
              tooltip="A fila em que a senha passa a aguardar."
              dependencies={['origemCentroCustoId']}
              {...campo(r, 'destinoCentroCustoId')}
            >
              <FilaAutocomplete label="Fila de destino" itemInicial={model?.destinoCentroCusto as FilaOpcao | null | undefined} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
