import { FormaFarmaceuticaOpcoes, ListaPortaria344Opcoes, medicamentoNaoPadronizadoResource } from '@saude/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { TextArea } from '../../../components/fields/TextArea';

const c = (nome: string) => campo(medicamentoNaoPadronizadoResource, nome);

/**
 * A medicine outside the municipality's list, as an external prescription brings it: name, strength and form (the
 * enumeration of the medicines registry) and, when controlled, its Portaria 344/98 list — the dispensing asks for
 * the prescription form that list requires.
 */
export function MedicamentoNaoPadronizadoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={medicamentoNaoPadronizadoResource} id={id}>
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...c('nome')}>
              <Input maxLength={150} placeholder="Ex.: Metilfenidato" autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item label="Concentração" {...c('concentracao')}>
              <Input maxLength={60} placeholder="Ex.: 10 mg" />
            </Form.Item>
          </Col>
          <Col xs={24} md={7}>
            <Form.Item label="Forma farmacêutica" {...c('formaFarmaceuticaId')}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={FormaFarmaceuticaOpcoes} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Lista da Portaria 344/98"
              {...c('listaControleId')}
              extra="Somente para medicamentos sob controle especial: a lista define a receita exigida na dispensação."
            >
              <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={ListaPortaria344Opcoes} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Observação" {...c('observacao')}>
              <TextArea max={500} rows={3} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
