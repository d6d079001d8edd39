import { PORTES_CIRURGICOS, procedimentoCirurgicoResource } from '@saude/shared';
import { Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import type { ProcedimentoSigtapItem } from '../exame/exame.form';

const c = (name: string) => campo(procedimentoCirurgicoResource, name);

/** A surgical procedure: name, SIGTAP procedure (optional), size, estimated time, admission. */
export function ProcedimentoCirurgicoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={procedimentoCirurgicoResource} id={id}>
      {({ model }) => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...c('nome')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Procedimento SIGTAP" {...c('procedimentoCodigo')}>
              <Autocomplete<ProcedimentoSigtapItem>
                url="/api/sigtap/servico/autocomplete"
                label="Procedimento SIGTAP"
                optionLabel="label"
                allowClear
                itemInicial={(model?.procedimento as ProcedimentoSigtapItem | null) ?? null}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Porte" {...c('porte')}>
              <Select options={PORTES_CIRURGICOS as { value: number; label: string }[]} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Tempo estimado (minutos)" {...c('tempoEstimadoMinutos')}>
              <InputNumber min={1} max={1440} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label=" " colon={false} {...c('necessitaInternacao')} valuePropName="checked" initialValue={false}>
              <Checkbox>Necessita internação</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
