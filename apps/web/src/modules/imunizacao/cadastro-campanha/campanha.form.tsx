import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { campanhaSchema } from '@saude/shared';
import { Button, Col, Form, type FormInstance, Input, InputNumber, Row, Select, Space } from 'antd';
import { DateInput } from '../../../components/fields/DateInput';
import { clearErrorsOnChange } from '../../../lib/errors';
import { zodRule } from '../../../lib/zod-rule';
import type { CampanhaForm } from './campanha.api';

export interface ValoresCampanha {
  nome: string;
  descricao: string | null;
  inicio: string | null;
  fim: string | null;
  estrategia: number | null;
  idadeMinimaAnos: number | null;
  idadeMinimaMeses: number | null;
  idadeMaximaAnos: number | null;
  idadeMaximaMeses: number | null;
  sexo: string | null;
  condicao: string | null;
  populacaoAlvo: number | null;
  metaPercentual: number | null;
  vacinas: { vacinaId: number | null; dose: string | null; metaDoses: number | null }[];
}

const regra = (campo: keyof ValoresCampanha) => [zodRule(campanhaSchema, campo)];

/** The fields of a campaign (create and edit): period, strategy, target group, goal and vaccines. */
export function CampanhaCampos({
  form,
  opcoes,
  onFinish,
  disabled,
}: {
  form: FormInstance<ValoresCampanha>;
  opcoes: CampanhaForm | undefined;
  onFinish: (v: ValoresCampanha) => void;
  disabled?: boolean;
}) {
  return (
    <Form<ValoresCampanha>
      form={form}
      layout="vertical"
      disabled={disabled}
      onValuesChange={clearErrorsOnChange(form)}
      onFinish={onFinish}
      initialValues={{ vacinas: [{ vacinaId: null, dose: null, metaDoses: null }] }}
    >
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="nome" label="Nome" rules={regra('nome')}>
            <Input maxLength={150} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="inicio" label="Data inicial" rules={regra('inicio')}>
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="fim" label="Data final" rules={regra('fim')}>
            <DateInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item name="estrategia" label="Estratégia" rules={regra('estrategia')}>
            <Select options={opcoes?.estrategias.map((e) => ({ value: e.id, label: e.nome }))} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="descricao" label="Descrição">
            <Input.TextArea maxLength={2000} rows={2} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={12} md={3}>
          <Form.Item name="idadeMinimaAnos" label="Idade mínima (anos)" rules={regra('idadeMinimaAnos')}>
            <InputNumber min={0} max={130} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name="idadeMinimaMeses" label="e meses" rules={regra('idadeMinimaMeses')}>
            <InputNumber min={0} max={1560} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name="idadeMaximaAnos" label="Idade máxima (anos)" rules={regra('idadeMaximaAnos')}>
            <InputNumber min={0} max={130} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name="idadeMaximaMeses" label="e meses" rules={regra('idadeMaximaMeses')}>
            <InputNumber min={0} max={1560} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name="sexo" label="Sexo" rules={regra('sexo')}>
            <Select
              allowClear
              placeholder="Ambos"
              options={[
                { value: 'F', label: 'Feminino' },
                { value: 'M', label: 'Masculino' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name="condicao" label="Condição / grupo" rules={regra('condicao')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              options={opcoes?.condicoes.map((c) => ({ value: c.id, label: c.nome }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={2}>
          <Form.Item name="populacaoAlvo" label="População-alvo" rules={regra('populacaoAlvo')}>
            <InputNumber min={1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={2}>
          <Form.Item name="metaPercentual" label="Meta (%)" rules={regra('metaPercentual')}>
            <InputNumber min={1} max={100} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name="vacinas">
        {(campos, { add, remove }) => (
          <>
            {campos.map((c, i) => (
              <Row gutter={12} key={c.key} align="bottom">
                <Col xs={24} md={10}>
                  <Form.Item
                    name={[c.name, 'vacinaId']}
                    label={i === 0 ? 'Vacina' : undefined}
                    rules={[{ required: true, message: 'Informe a vacina.' }]}
                  >
                    <Select
                      aria-label={`Vacina ${i + 1}`}
                      showSearch
                      optionFilterProp="label"
                      options={opcoes?.vacinas.map((v) => ({ value: v.id, label: v.nome }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={5}>
                  <Form.Item
                    name={[c.name, 'dose']}
                    label={i === 0 ? 'Dose' : undefined}
                    rules={[{ required: true, message: 'Informe a dose.' }]}
                  >
                    <Select aria-label={`Dose ${i + 1}`} options={opcoes?.doses.map((d) => ({ value: d.id, label: d.nome }))} />
                  </Form.Item>
                </Col>
                <Col xs={8} md={5}>
                  <Form.Item name={[c.name, 'metaDoses']} label={i === 0 ? 'Meta de doses (opcional)' : undefined}>
                    <InputNumber aria-label={`Meta de doses ${i + 1}`} min={1} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={4} md={2}>
                  <Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={`Remover vacina ${i + 1}`}
                      onClick={() => remove(c.name)}
                      disabled={campos.length === 1}
                    />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Form.Item name="vacinas" rules={regra('vacinas')} noStyle>
              <span />
            </Form.Item>
            <Space style={{ marginBottom: 16 }}>
              <Button icon={<PlusOutlined />} onClick={() => add({ vacinaId: null, dose: null, metaDoses: null })}>
                Adicionar vacina
              </Button>
            </Space>
          </>
        )}
      </Form.List>
    </Form>
  );
}
