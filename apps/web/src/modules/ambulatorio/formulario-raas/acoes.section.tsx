import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { LOCAL_ACAO_RAAS, MENSAGENS_RAAS, mensagens } from '@saude/shared';
import { Button, Card, Col, Form, type FormInstance, InputNumber, Row, Select, Tooltip } from 'antd';
import { DateInput } from '../../../components/fields/DateInput';
import type { RaasOpcoes } from './formulario-raas.api';

const obrigatorio = (rotulo: string) => [{ required: true, message: mensagens.obrigatorio(rotulo) }];

/**
 * The actions of the sheet (RAAS record 16): a psychosocial procedure (SIGTAP 03.01.08), who did it with which of
 * their CBOs, when (inside the competência), how many times and where (in the CAPS or in the territory).
 */
export function AcoesRaas({ form, opcoes }: { form: FormInstance; opcoes: RaasOpcoes }) {
  const procedimentos = opcoes.procedimentos.map((p) => ({ value: p.codigo, label: `${p.codigo} - ${p.nome}` }));
  const profissionais = opcoes.profissionais.map((p) => ({ value: p.id, label: p.nome }));
  const cbosDe = (id?: number) => opcoes.profissionais.find((p) => p.id === id)?.cbos ?? [];
  return (
    <Card size="small" title="Ações realizadas" style={{ marginBottom: 12 }}>
      <Form.List
        name="acoes"
        rules={[{ validator: async (_, v?: unknown[]) => (v?.length ? undefined : Promise.reject(new Error(MENSAGENS_RAAS.semAcoes))) }]}
      >
        {(campos, { add, remove }, { errors }) => (
          <>
            {campos.map((campo, i) => (
              <Row key={campo.key} gutter={8} align="top">
                <Col xs={24} xl={8}>
                  <Form.Item
                    name={[campo.name, 'procedimentoCodigo']}
                    label={i === 0 ? 'Procedimento' : undefined}
                    rules={obrigatorio('Procedimento')}
                  >
                    <Select
                      aria-label={`Procedimento da ação ${i + 1}`}
                      showSearch={{ optionFilterProp: 'label' }}
                      options={procedimentos}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} xl={5}>
                  <Form.Item
                    name={[campo.name, 'profissionalId']}
                    label={i === 0 ? 'Profissional' : undefined}
                    rules={obrigatorio('Profissional')}
                  >
                    <Select
                      aria-label={`Profissional da ação ${i + 1}`}
                      showSearch={{ optionFilterProp: 'label' }}
                      options={profissionais}
                      onChange={(id: number) => form.setFieldValue(['acoes', campo.name, 'cbo'], cbosDe(id)[0])}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} xl={2}>
                  <Form.Item noStyle shouldUpdate>
                    {() => (
                      <Form.Item name={[campo.name, 'cbo']} label={i === 0 ? 'CBO' : undefined} rules={obrigatorio('CBO')}>
                        <Select
                          aria-label={`CBO da ação ${i + 1}`}
                          options={cbosDe(form.getFieldValue(['acoes', campo.name, 'profissionalId'])).map((c) => ({ value: c, label: c }))}
                        />
                      </Form.Item>
                    )}
                  </Form.Item>
                </Col>
                <Col xs={8} xl={3}>
                  <Form.Item name={[campo.name, 'data']} label={i === 0 ? 'Data' : undefined} rules={obrigatorio('Data')}>
                    <DateInput aria-label={`Data da ação ${i + 1}`} />
                  </Form.Item>
                </Col>
                <Col xs={6} xl={2}>
                  <Form.Item name={[campo.name, 'quantidade']} label={i === 0 ? 'Qtd.' : undefined} rules={obrigatorio('Quantidade')}>
                    <InputNumber aria-label={`Quantidade da ação ${i + 1}`} min={1} max={999} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={8} xl={3}>
                  <Form.Item name={[campo.name, 'local']} label={i === 0 ? 'Local' : undefined} rules={obrigatorio('Local')}>
                    <Select
                      aria-label={`Local da ação ${i + 1}`}
                      options={Object.entries(LOCAL_ACAO_RAAS).map(([value, label]) => ({ value, label }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={2} xl={1} style={{ paddingTop: i === 0 ? 30 : 0 }}>
                  <Tooltip title="Remover ação">
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Remover ação ${i + 1}`}
                      onClick={() => remove(campo.name)}
                    />
                  </Tooltip>
                </Col>
              </Row>
            ))}
            <Form.ErrorList errors={errors} />
            <Button icon={<PlusOutlined />} onClick={() => add({ quantidade: 1, local: 'C' })}>
              Adicionar ação
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
