import {
  exameResource,
  type ProcedimentoSigtapItem as ItemDaBusca,
  MATERIAIS_BIOLOGICOS,
  SEXO_SIGTAP,
  TIPO_EXAME,
  TIPOS_EXAME,
} from '@saude/shared';
import { Checkbox, Col, Form, type FormInstance, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';

/** A SIGTAP procedure as /api/sigtap/servico/autocomplete gives it and as the edit models carry it (their common fields). */
export type ProcedimentoSigtapItem = Pick<ItemDaBusca, 'id' | 'codigo' | 'nome' | 'label' | 'sexo'>;

const c = (name: string) => campo(exameResource, name);

/** Where SIGTAP restricts the procedure to one sex, the exam follows it. */
export function restricaoSexo(sexo?: string | null) {
  return sexo === 'F' || sexo === 'M' ? `Somente sexo ${SEXO_SIGTAP[sexo].toLowerCase()} (SIGTAP)` : 'Ambos os sexos';
}

/** An exam: name, type, SIGTAP procedure, material (laboratory), method, deadline, fasting and preparation. */
export function ExameForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={exameResource} id={id}>
      {({ form, model }) => <Campos form={form} procedimento={(model?.procedimento as ProcedimentoSigtapItem | null) ?? null} />}
    </ResourceFormPage>
  );
}

function Campos({ form, procedimento }: { form: FormInstance; procedimento: ProcedimentoSigtapItem | null }) {
  const tipo = Form.useWatch('tipo', form);
  const jejum = Form.useWatch('jejum', form);
  const [sexo, setSexo] = useState(procedimento?.sexo ?? null);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label="Nome" {...c('nome')}>
          <Input maxLength={150} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item label="Tipo" {...c('tipo')}>
          <Select options={TIPOS_EXAME as { value: number; label: string }[]} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item label="Prazo de resultado (dias)" {...c('prazoResultadoDias')}>
          <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item
          label="Validade do resultado (dias)"
          {...c('validadeDias')}
          tooltip="Uma nova solicitação dentro deste prazo é sinalizada no atendimento."
        >
          <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Procedimento SIGTAP" {...c('procedimentoCodigo')} extra={sexo ? restricaoSexo(sexo) : undefined}>
          <Autocomplete<ProcedimentoSigtapItem>
            url="/api/sigtap/servico/autocomplete"
            label="Procedimento SIGTAP"
            optionLabel="label"
            itemInicial={procedimento}
            onChange={(_, item) => setSexo(item?.sexo ?? null)}
          />
        </Form.Item>
      </Col>
      {tipo === TIPO_EXAME.laboratorial && (
        <Col xs={24} md={6}>
          <Form.Item
            label="Material biológico"
            {...c('materialBiologico')}
            required
            rules={[{ required: true, message: 'O campo Material biológico é obrigatório.' }]}
          >
            <Select options={MATERIAIS_BIOLOGICOS as { value: number; label: string }[]} />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={6}>
        <Form.Item label="Método" {...c('metodo')}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item label=" " colon={false} {...c('jejum')} valuePropName="checked" initialValue={false}>
          <Checkbox>Exige jejum</Checkbox>
        </Form.Item>
      </Col>
      {jejum && (
        <Col xs={24} md={6}>
          <Form.Item
            label="Horas de jejum"
            {...c('jejumHoras')}
            required
            rules={[{ required: true, message: 'O campo Horas de jejum é obrigatório.' }]}
          >
            <InputNumber min={1} max={24} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      )}
      <Col xs={24}>
        <Form.Item label="Instruções de preparo" {...c('instrucoesPreparo')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Col>
      {!sexo && (
        <Col xs={24}>
          <Typography.Text type="secondary">A restrição de sexo do exame segue a do procedimento SIGTAP escolhido.</Typography.Text>
        </Col>
      )}
    </Row>
  );
}
