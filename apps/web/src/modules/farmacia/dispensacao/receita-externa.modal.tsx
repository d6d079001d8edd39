import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { RECEITAS_DE_UM_ITEM, TIPO_RECEITA_NOME, TipoReceita } from '@saude/shared';
import { Button, Checkbox, Col, Form, Input, Modal, Row, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DateInput } from '../../../components/fields/DateInput';
import { hoje } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { dispensacaoApi } from './dispensacao.api';

interface ItemExterno {
  padronizado?: 'sim' | 'nao';
  medicamentoId?: number | null;
  medicamentoNaoPadronizadoId?: number | null;
  descricao?: string;
  quantidade?: string;
  posologia?: string;
  usoContinuo?: boolean;
}
interface Valores {
  tipo: number;
  numeroNotificacao?: string;
  prescritorNome: string;
  prescritorConselho: string;
  prescritorUf?: string;
  dataEmissao: string;
  estabelecimento?: string;
  itens: ItemExterno[];
}

const obrigatorio = (campo: string) => [{ required: true, message: `O campo ${campo} é obrigatório.` }];

/** The medicine of an external item: the standard list, the non-standard one, or the text as written. */
function MedicamentoExterno({ nome }: { nome: number }) {
  const form = Form.useFormInstance<Valores>();
  const padronizado = (Form.useWatch(['itens', nome, 'padronizado'], form) ?? 'sim') === 'sim';
  const escolher = (campo: 'medicamentoId' | 'medicamentoNaoPadronizadoId') => (id: unknown, item: { label?: string } | null) => {
    form.setFieldValue(['itens', nome, campo], id ?? null);
    if (item?.label) form.setFieldValue(['itens', nome, 'descricao'], item.label);
  };
  return (
    <Space.Compact style={{ display: 'flex' }}>
      <Form.Item name={[nome, 'padronizado']} noStyle initialValue="sim">
        <Select
          aria-label={`Lista do medicamento do item ${nome + 1}`}
          style={{ width: 130 }}
          options={[
            { value: 'sim', label: 'Padronizado' },
            { value: 'nao', label: 'Não padronizado' },
          ]}
          onChange={() => {
            form.setFieldValue(['itens', nome, 'medicamentoId'], null);
            form.setFieldValue(['itens', nome, 'medicamentoNaoPadronizadoId'], null);
          }}
        />
      </Form.Item>
      <div style={{ flex: 1 }}>
        {padronizado ? (
          <Autocomplete
            url="/api/cadastro/medicamento/autocomplete"
            label={`Medicamento do item ${nome + 1}`}
            optionLabel="label"
            onChange={escolher('medicamentoId')}
          />
        ) : (
          <Autocomplete
            url="/api/farmacia/medicamento-nao-padronizado/autocomplete"
            label={`Medicamento não padronizado do item ${nome + 1}`}
            optionLabel="label"
            onChange={escolher('medicamentoNaoPadronizadoId')}
          />
        )}
      </div>
    </Space.Compact>
  );
}

/**
 * A prescription written outside the product (another municipality, a private office), typed at the counter once
 * (spec 000 §2.3 farmacia/dispensacao: prescriber, council number, date): it then shows with the patient's others.
 */
export function ReceitaExternaModal({
  pacienteId,
  aberto,
  fechar,
  gravada,
}: {
  pacienteId: number;
  aberto: boolean;
  fechar: () => void;
  gravada: () => void;
}) {
  const [form] = Form.useForm<Valores>();
  const [enviando, setEnviando] = useState(false);
  const tipo = Form.useWatch('tipo', form);
  const salvar = async (v: Valores) => {
    setEnviando(true);
    try {
      const itens = v.itens.map(({ padronizado, ...i }) => ({
        ...i,
        medicamentoId: padronizado === 'nao' ? null : (i.medicamentoId ?? null),
        medicamentoNaoPadronizadoId: padronizado === 'nao' ? (i.medicamentoNaoPadronizadoId ?? null) : null,
      }));
      await dispensacaoApi.receitaExterna({ ...v, itens, pacienteId });
      feedback.notification.success({ title: 'Sucesso', description: 'Receita externa registrada.' });
      form.resetFields();
      gravada();
    } catch (e) {
      if (!applyFormErrors(form, e)) handleApiError(e);
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Modal
      open={aberto}
      title="Receita externa"
      okText="Registrar receita"
      cancelText="Cancelar"
      width={1000}
      confirmLoading={enviando}
      onOk={() => form.submit()}
      onCancel={fechar}
      destroyOnHidden
    >
      <Form<Valores>
        form={form}
        layout="vertical"
        initialValues={{ tipo: TipoReceita.COMUM, dataEmissao: hoje(), itens: [{ padronizado: 'sim', usoContinuo: false }] }}
        onValuesChange={clearErrorsOnChange(form)}
        onFinish={(v) => void salvar(v)}
      >
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="tipo" label="Tipo de receita" rules={obrigatorio('Tipo de receita')}>
              <Select options={Object.entries(TIPO_RECEITA_NOME).map(([value, label]) => ({ value: Number(value), label }))} />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name="dataEmissao" label="Data de emissão" rules={obrigatorio('Data de emissão')}>
              <DateInput aria-label="Data de emissão" maxDate={hoje()} />
            </Form.Item>
          </Col>
          {RECEITAS_DE_UM_ITEM.includes(tipo) && (
            <Col span={5}>
              <Form.Item name="numeroNotificacao" label="Nº da notificação" rules={obrigatorio('Nº da notificação')}>
                <Input maxLength={20} />
              </Form.Item>
            </Col>
          )}
          <Col span={6}>
            <Form.Item name="estabelecimento" label="Estabelecimento">
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="prescritorNome" label="Prescritor" rules={obrigatorio('Prescritor')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="prescritorConselho" label="Conselho e número" rules={obrigatorio('Conselho e número')}>
              <Input maxLength={30} placeholder="CRM 12345" />
            </Form.Item>
          </Col>
          <Col span={3}>
            <Form.Item name="prescritorUf" label="UF">
              <Input maxLength={2} />
            </Form.Item>
          </Col>
        </Row>
        <Form.List name="itens">
          {(campos, { add, remove }) => (
            <>
              <Table
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={campos}
                columns={[
                  { title: 'Medicamento', key: 'medicamento', render: (_, c) => <MedicamentoExterno nome={c.name} /> },
                  {
                    title: 'Como está escrito',
                    key: 'descricao',
                    width: 200,
                    render: (_, c) => (
                      <Form.Item name={[c.name, 'descricao']} rules={obrigatorio('Medicamento')} style={{ margin: 0 }}>
                        <Input aria-label={`Descrição do item ${c.name + 1}`} maxLength={500} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: 'Quantidade',
                    key: 'quantidade',
                    width: 130,
                    render: (_, c) => (
                      <Form.Item name={[c.name, 'quantidade']} rules={obrigatorio('Quantidade')} style={{ margin: 0 }}>
                        <Input aria-label={`Quantidade do item ${c.name + 1}`} maxLength={60} placeholder="30 comprimidos" />
                      </Form.Item>
                    ),
                  },
                  {
                    title: 'Posologia',
                    key: 'posologia',
                    width: 200,
                    render: (_, c) => (
                      <Form.Item name={[c.name, 'posologia']} rules={obrigatorio('Posologia')} style={{ margin: 0 }}>
                        <Input aria-label={`Posologia do item ${c.name + 1}`} maxLength={1000} placeholder="1 comprimido de 12/12 h" />
                      </Form.Item>
                    ),
                  },
                  {
                    title: 'Contínuo',
                    key: 'usoContinuo',
                    width: 76,
                    render: (_, c) => (
                      <Form.Item name={[c.name, 'usoContinuo']} valuePropName="checked" style={{ margin: 0 }}>
                        <Checkbox aria-label={`Uso contínuo do item ${c.name + 1}`} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '',
                    key: 'acoes',
                    width: 44,
                    render: (_, c) => (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Remover item ${c.name + 1}`}
                        onClick={() => remove(c.name)}
                      />
                    ),
                  },
                ]}
              />
              {!RECEITAS_DE_UM_ITEM.includes(tipo) && (
                <Button icon={<PlusOutlined />} style={{ marginTop: 8 }} onClick={() => add({ padronizado: 'sim', usoContinuo: false })}>
                  Adicionar medicamento
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
