import { equipamentoImagemResource, MODALIDADES_IMAGEM } from '@saude/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';

type Opcao = { id: number; nome: string };
const R = equipamentoImagemResource;

/** exame-imagem/equipamento create and edit: name, modality and unit; the AE title serves a later DICOM worklist. */
export function EquipamentoImagemForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={R} id={id}>
      {({ options }) => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label="Nome"
              {...campo(R, 'nome')}
              extra="Como sai nas agendas e no comprovante, por exemplo “Raio-X Digital — Sala 1”."
            >
              <Input aria-label="Nome" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Modalidade" {...campo(R, 'modalidade')}>
              <Select aria-label="Modalidade" options={MODALIDADES_IMAGEM.map((m) => ({ value: m.value, label: m.label }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Unidade" {...campo(R, 'unidadeId')}>
              <Select
                aria-label="Unidade"
                showSearch
                optionFilterProp="label"
                placeholder="Digite para procurar a unidade"
                options={((options.unidades ?? []) as Opcao[]).map((u) => ({ value: u.id, label: u.nome }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Fabricante e modelo" {...campo(R, 'fabricanteModelo')}>
              <Input aria-label="Fabricante e modelo" maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Patrimônio" {...campo(R, 'patrimonio')}>
              <Input aria-label="Patrimônio" maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="AE Title" {...campo(R, 'aeTitle')} extra="Identificação DICOM do aparelho (opcional).">
              <Input aria-label="AE Title" maxLength={16} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
