import { laboratorioResource } from '@saude/shared';
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';

type Opcao = { id: number; nome: string };

/**
 * exame-laboratorial/laboratorio create and edit: the municipal laboratory sits at a unit of the registry (its
 * address prints on the slip); a support laboratory (apoio) returns results by file and names itself in HL7 (MSH-4).
 */
export function LaboratorioForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={laboratorioResource} id={id}>
      {({ options }) => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...campo(laboratorioResource, 'nome')}>
              <Input aria-label="Nome" maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              label="Laboratório de apoio"
              {...campo(laboratorioResource, 'apoio')}
              valuePropName="checked"
              initialValue={false}
              extra="Executa exames enviados pelo município e devolve os resultados por arquivo."
            >
              <Switch aria-label="Laboratório de apoio" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="CNES" {...campo(laboratorioResource, 'cnes')}>
              <Input aria-label="CNES" maxLength={7} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item noStyle shouldUpdate={(a, b) => a.apoio !== b.apoio}>
              {({ getFieldValue }) => (
                <Form.Item
                  label="Unidade"
                  {...campo(laboratorioResource, 'unidadeId')}
                  required={!getFieldValue('apoio')}
                  extra="A unidade do cadastro onde o laboratório funciona (o endereço sai no comprovante)."
                >
                  <Select
                    aria-label="Unidade"
                    showSearch
                    allowClear
                    optionFilterProp="label"
                    placeholder="Digite para procurar a unidade"
                    options={((options.unidades ?? []) as Opcao[]).map((u) => ({ value: u.id, label: u.nome }))}
                  />
                </Form.Item>
              )}
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Responsável técnico" {...campo(laboratorioResource, 'responsavelTecnico')}>
              <Input aria-label="Responsável técnico" maxLength={200} placeholder="Nome e registro profissional" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Código HL7"
              {...campo(laboratorioResource, 'codigoHl7')}
              extra="O remetente que o laboratório de apoio grava nos arquivos HL7 (MSH-4), para conferir a origem de uma importação."
            >
              <Input aria-label="Código HL7" maxLength={60} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
