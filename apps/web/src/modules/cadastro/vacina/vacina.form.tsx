import { CALENDARIO_PNI, IMUNOBIOLOGICOS_LEDI, ViaAdministracaoOpcoes, vacinaResource } from '@saude/shared';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';

interface Fabricante {
  id: number;
  label: string;
}

const c = (nome: string) => campo(vacinaResource, nome);
const vacinasDoCalendario = CALENDARIO_PNI.vacinas.map((v) => ({ value: v.sigla, label: `${v.sigla} — ${v.nome}` }));
const imunobiologicos = IMUNOBIOLOGICOS_LEDI.map((i) => ({
  value: i.codigo,
  label: `${i.codigo} - ${i.nome}`,
  sigla: i.sigla,
  nome: i.nome,
}));

/** An immunobiological with its national LEDI code; picking the code fills name and abbreviation when blank. */
export function VacinaForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage<Record<string, unknown>> resource={vacinaResource} id={id}>
      {({ form, model }) => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Imunobiológico (código LEDI)" {...c('codigoImunobiologico')}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={imunobiologicos}
                onChange={(_, opcao) => {
                  const o = opcao as (typeof imunobiologicos)[number] | undefined;
                  if (!o) return;
                  if (!form.getFieldValue('nome')) form.setFieldValue('nome', o.nome);
                  if (!form.getFieldValue('sigla')) form.setFieldValue('sigla', o.sigla.slice(0, 40));
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Nome" {...c('nome')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item label="Sigla" {...c('sigla')}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Fabricante" {...c('fabricanteId')}>
              <Autocomplete<Fabricante>
                url="/api/cadastro/fabricante/autocomplete"
                label="Fabricante"
                optionLabel="label"
                itemInicial={(model?.fabricante as Fabricante | undefined) ?? null}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Número de doses do esquema" {...c('doses')}>
              <InputNumber min={1} max={10} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Via de administração" {...c('viaAdministracaoId')}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={ViaAdministracaoOpcoes} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Vacina do calendário" {...c('calendarioSigla')}>
              <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={vacinasDoCalendario} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Item de estoque (contado em doses)" {...c('materialId')}>
              <Autocomplete<Fabricante>
                url="/api/cadastro/material/autocomplete"
                label="Item de estoque"
                optionLabel="label"
                itemInicial={(model?.material as Fabricante | undefined) ?? null}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Doses por frasco" {...c('dosesPorFrasco')} initialValue={1}>
              <InputNumber min={1} max={50} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Validade após aberto (horas)" {...c('validadeFrascoAbertoHoras')}>
              <InputNumber min={1} max={720} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
