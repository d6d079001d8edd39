import { labJornadaResource } from '@saude/shared';
import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { GradeDiariaCampos } from '../../../components/agenda/GradeDiariaCampos';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';

type Opcao = { id: number; nome: string };
const sel = (l: Opcao[] | undefined) => (l ?? []).map((o) => ({ value: o.id, label: o.nome }));
const R = labJornadaResource;

/** exame-laboratorial/jornada create and edit: the laboratory, the collection unit, weekdays, times and vacancies. */
export function JornadaLaboratorioForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={R} id={id}>
      {({ options }) => (
        <>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label="Laboratório" {...campo(R, 'laboratorioId')}>
                <Select aria-label="Laboratório" showSearch optionFilterProp="label" options={sel(options.laboratorios)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label="Unidade de coleta" {...campo(R, 'unidadeId')}>
                <Select aria-label="Unidade de coleta" showSearch optionFilterProp="label" options={sel(options.unidades)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item label="Situação" {...campo(R, 'situacaoId')}>
                <Select aria-label="Situação" options={sel(options.situacoes)} />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item {...campo(R, 'abertaOutrasUnidades')} valuePropName="checked" initialValue label=" ">
                <Checkbox>Aberta a outras unidades</Checkbox>
              </Form.Item>
            </Col>
          </Row>
          <GradeDiariaCampos resource={R} titulo="Dias e horários de coleta" oQue="coleta" duracaoPadrao={10} />
          <Form.Item label="Observação" {...campo(R, 'observacao')} style={{ marginTop: 16 }}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        </>
      )}
    </ResourceFormPage>
  );
}
