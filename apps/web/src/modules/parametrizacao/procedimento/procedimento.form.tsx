import { procedimentoResource } from '@saude/shared';
import { Checkbox, Col, Form, Input, InputNumber, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import type { ProcedimentoSigtapItem } from '../exame/exame.form';

const c = (name: string) => campo(procedimentoResource, name);

/** Municipal settings over a SIGTAP procedure: complementary value, authorisation, scheduling, monthly limit. */
export function ProcedimentoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage
      resource={procedimentoResource}
      id={id}
      toForm={(m) => ({ ...m, valorComplementar: m.valorComplementar == null ? undefined : Number(m.valorComplementar) })}
    >
      {({ model }) => (
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item label="Procedimento SIGTAP" {...c('procedimentoCodigo')}>
              <Autocomplete<ProcedimentoSigtapItem>
                url="/api/sigtap/servico/autocomplete"
                label="Procedimento SIGTAP"
                optionLabel="label"
                itemInicial={(model?.procedimento as ProcedimentoSigtapItem | null) ?? null}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Valor municipal complementar (R$)" {...c('valorComplementar')} initialValue={0}>
              <InputNumber min={0} precision={2} decimalSeparator="," style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Quantidade máxima por paciente por mês" {...c('quantidadeMaximaMes')}>
              <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label=" " colon={false} {...c('exigeAutorizacao')} valuePropName="checked" initialValue={false}>
              <Checkbox>Exige autorização/regulação</Checkbox>
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label=" " colon={false} {...c('permiteAgendamento')} valuePropName="checked" initialValue={true}>
              <Checkbox>Permite agendamento</Checkbox>
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Observação" {...c('observacao')}>
              <Input.TextArea rows={3} maxLength={1000} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
