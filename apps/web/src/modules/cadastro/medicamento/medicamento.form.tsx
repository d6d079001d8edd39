import { FormaFarmaceuticaOpcoes, ListaPortaria344Opcoes, medicamentoResource, ViaAdministracaoOpcoes } from '@saude/shared';
import { Checkbox, Col, Form, Input, Row, Select, Space } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';

interface Material {
  id: number;
  label: string;
}

const c = (nome: string) => campo(medicamentoResource, nome);

/**
 * A medicine: generic name, strength, form and route; the Portaria 344/98 list when controlled;
 * the stock item it is dispensed as; RENAME and continuous-use flags.
 */
export function MedicamentoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={medicamentoResource} id={id}>
      {({ model }) => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Denominação genérica" {...c('denominacao')}>
              <Input maxLength={150} placeholder="Ex.: Losartana potássica" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Concentração" {...c('concentracao')}>
              <Input maxLength={60} placeholder="Ex.: 50 mg" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Código CATMAT/BR" {...c('codigoCatmat')}>
              <Input maxLength={11} placeholder="Ex.: BR0267653" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Forma farmacêutica" {...c('formaFarmaceuticaId')}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={FormaFarmaceuticaOpcoes} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Via de administração" {...c('viaAdministracaoId')}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={ViaAdministracaoOpcoes} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Apresentação" {...c('apresentacao')}>
              <Input maxLength={150} placeholder="Ex.: Caixa com 30 comprimidos" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Lista da Portaria 344/98" {...c('listaControleId')} extra="Somente para medicamentos sob controle especial">
              <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={ListaPortaria344Opcoes} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Material de estoque" {...c('materialId')} extra="O item do estoque dispensado para este medicamento">
              <Autocomplete<Material>
                url="/api/cadastro/material/autocomplete"
                label="Material de estoque"
                optionLabel="label"
                itemInicial={(model?.material as Material | undefined) ?? null}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Space size="large" wrap>
              <Form.Item {...c('rename')} valuePropName="checked" initialValue={model ? undefined : false} noStyle>
                <Checkbox>Consta da RENAME</Checkbox>
              </Form.Item>
              <Form.Item {...c('usoContinuo')} valuePropName="checked" initialValue={model ? undefined : false} noStyle>
                <Checkbox>Uso contínuo</Checkbox>
              </Form.Item>
              <Form.Item {...c('antimicrobiano')} valuePropName="checked" initialValue={model ? undefined : false} noStyle>
                <Checkbox>Antimicrobiano (RDC 20/2011: receita em duas vias, válida por 10 dias)</Checkbox>
              </Form.Item>
            </Space>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
