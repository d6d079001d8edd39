import { kitExameResource } from '@saude/shared';
import { Col, Form, Input, Row } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { MultiSelectField } from '../../../components/fields/MultiSelect';

interface Opcao {
  id: number;
  label: string;
}

/** A kit: a name and the exams requested together (at least one). */
export function KitExameForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={kitExameResource} id={id}>
      {({ options, model }) => {
        // the active exams, plus those of the kit that were blocked since
        const atuais = (model?.examesItens as Opcao[] | undefined) ?? [];
        const todas = [...(options.exames as Opcao[]), ...atuais.filter((a) => !(options.exames as Opcao[]).some((o) => o.id === a.id))];
        return (
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label="Nome" {...campo(kitExameResource, 'nome')}>
                <Input maxLength={150} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <MultiSelectField
                name="exames"
                label="Exames"
                obrigatorio
                max={100}
                optionFilterProp="label"
                options={todas.map((e) => ({ value: e.id, label: e.label }))}
              />
            </Col>
          </Row>
        );
      }}
    </ResourceFormPage>
  );
}
