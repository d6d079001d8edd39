import { hojeIso, LocalObitoNome, obitoResource } from '@saude/shared';
import { Alert, Col, Form, Input, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DateInput } from '../../../components/fields/DateInput';
import { TimeInput } from '../../../components/fields/TimeInput';

interface Opcao {
  id: number | string;
  label: string;
}

const LOCAIS = Object.entries(LocalObitoNome).map(([value, label]) => ({ value: Number(value), label }));

/** A patient's death: saving it marks the citizen as dead, which stops new attendances. */
export function ObitoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={obitoResource} id={id} toForm={(m) => ({ ...m, hora: m.hora ? String(m.hora).slice(0, 5) : null })}>
      {({ model }) => (
        <Row gutter={16}>
          {!model && (
            <Col xs={24}>
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title="Ao salvar, o paciente passa a constar como falecido e não poderá iniciar novos atendimentos."
              />
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item label="Paciente" {...campo(obitoResource, 'cidadaoId')}>
              <Autocomplete<Opcao>
                url="/api/cadastro/paciente/autocomplete"
                label="Paciente"
                optionLabel="label"
                itemInicial={(model?.paciente as Opcao | null) ?? null}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Data do óbito" {...campo(obitoResource, 'data')}>
              <DateInput aria-label="Data do óbito" maxDate={hojeIso()} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Hora do óbito" {...campo(obitoResource, 'hora')}>
              <TimeInput aria-label="Hora do óbito" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              label="Nº da Declaração de Óbito"
              {...campo(obitoResource, 'numeroDeclaracao')}
              extra="De 7 a 11 dígitos, com ou sem o dígito verificador."
            >
              <Input maxLength={13} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Causa (CID-10)" {...campo(obitoResource, 'cidCodigo')}>
              <Autocomplete<Opcao>
                url="/api/cid/autocomplete"
                label="Causa (CID-10)"
                optionLabel="label"
                itemInicial={(model?.cid as Opcao | null) ?? null}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Local do óbito" {...campo(obitoResource, 'localObito')}>
              <Select aria-label="Local do óbito" options={LOCAIS} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Observação" {...campo(obitoResource, 'observacao')}>
              <Input.TextArea maxLength={2000} showCount rows={3} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
