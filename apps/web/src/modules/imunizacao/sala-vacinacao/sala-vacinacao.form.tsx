import { salaVacinacaoResource, TIPO_SALA_VACINACAO_NOME } from '@saude/shared';
import { Alert, Col, Form, Input, Row, Select } from 'antd';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';
import { campo } from '../../../components/crud/resource-form';
import { Autocomplete } from '../../../components/fields/Autocomplete';

interface Item {
  id: number;
  label: string;
}

const c = (nome: string) => campo(salaVacinacaoResource, nome);
const tipos = Object.entries(TIPO_SALA_VACINACAO_NOME).map(([value, label]) => ({ value: Number(value), label }));

/**
 * A vaccination room or the cold store: creating it creates its cost centre at the chosen location; the location
 * and the kind stay once created (the stock lives there), the name renames the cost centre.
 */
export function SalaVacinacaoForm({ id }: { id?: number }) {
  return (
    <ResourceFormPage<Record<string, unknown>> resource={salaVacinacaoResource} id={id}>
      {({ model }) => (
        <Row gutter={16}>
          {!id && (
            <Col xs={24}>
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                message="Ao salvar, a sala é criada como centro de custo do local escolhido, com estoque próprio contado em doses."
              />
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item label="Local da unidade" {...c('infraestruturaId')}>
              <Autocomplete<Item>
                url="/api/cadastro/unidade/infraestrutura/autocomplete"
                label="Local da unidade"
                optionLabel="label"
                disabled={!!id}
                itemInicial={(model?.infraestrutura as Item | undefined) ?? null}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...c('nome')}>
              <Input maxLength={150} placeholder="Sala de Vacinação da UBS …" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Tipo" {...c('tipo')} initialValue={1}>
              <Select options={tipos} disabled={!!id} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item label="Responsável técnico" {...c('responsavelId')}>
              <Autocomplete<Item>
                url="/api/imunizacao/sala-vacinacao/usuario/autocomplete"
                label="Responsável técnico"
                optionLabel="label"
                itemInicial={(model?.responsavel as Item | undefined) ?? null}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Horário de funcionamento" {...c('horario')}>
              <Input maxLength={150} placeholder="Seg a sex, 7h às 16h" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Observação" {...c('observacao')}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
