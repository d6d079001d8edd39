import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { problemaDaReceita, RECEITAS_DE_UM_ITEM, siglaDaLista, TIPO_RECEITA_NOME, TipoReceita } from '@saude/shared';
import { Alert, Button, Card, Checkbox, Col, Flex, Form, type FormInstance, Input, Row, Select } from 'antd';
import { feedback } from '../../lib/feedback';
import { Autocomplete } from '../fields/Autocomplete';
import { TextArea } from '../fields/TextArea';
import type { RegrasDoFormulario } from './regras';

/** A medicine of the prescriber's lookup, with its Portaria 344/98 list and the form it needs. */
export interface MedicamentoOpcao {
  id: number;
  label: string;
  listaControleId: number | null;
  receitaExigida: number | 'proscrito' | null;
}
interface Opcao {
  id: number;
  nome: string;
}

/** What changes between the modules that prescribe: the kinds, the lookup, the rules of the form. */
interface ConfigReceitas {
  tipos: Opcao[];
  urlMedicamento: string;
  regras: RegrasDoFormulario;
  /** The Portaria 344/98 form a kind prints on (a module's own kinds: the non-standard medicine's). */
  formulario?: (tipo: number) => number;
  /** Kinds that carry a justification (a medicine outside the standard list). */
  comJustificativa?: readonly number[];
}

/** What the form keeps of an item besides the wire fields: the medicine's name and list, for the warnings. */
interface ItemReceita {
  medicamentoId?: number | null;
  medicamentoNome?: string;
  listaControleId?: number | null;
}
interface Receita {
  tipo?: number;
  itens?: ItemReceita[];
}

/** The Portaria 344/98 warning of an item, as the server would refuse it (`tipo` is the form it prints on). */
function aviso(tipo: number | undefined, item: ItemReceita | undefined): string | null {
  if (!tipo || !item) return null;
  if (!item.medicamentoId) return RECEITAS_DE_UM_ITEM.includes(tipo) ? problemaDaReceita(tipo, null) : null;
  return problemaDaReceita(tipo, { nome: item.medicamentoNome ?? 'O medicamento', listaControleId: item.listaControleId ?? null });
}

function ItensDaReceita({ form, receita, tipo, c }: { form: FormInstance; receita: number; tipo: number | undefined; c: ConfigReceitas }) {
  const itens = (Form.useWatch(['receitas', receita, 'itens'], form) ?? []) as ItemReceita[];
  const formulario = tipo === undefined ? undefined : (c.formulario ?? ((t: number) => t))(tipo);
  const umSo = formulario !== undefined && RECEITAS_DE_UM_ITEM.includes(formulario);
  const { regra, regraLista } = c.regras;

  // Choosing a controlled medicine on a form with nothing else switches the form to the one its list needs.
  const escolher = (item: number, m: MedicamentoOpcao | null) => {
    const base = ['receitas', receita, 'itens', item];
    form.setFieldValue([...base, 'medicamentoNome'], m?.label);
    form.setFieldValue([...base, 'listaControleId'], m?.listaControleId ?? null);
    if (!m) return;
    form.setFieldValue([...base, 'descricao'], m.label);
    const exigida = m.receitaExigida;
    if (typeof exigida === 'number' && exigida !== formulario && itens.length === 1) {
      form.setFieldValue(['receitas', receita, 'tipo'], exigida);
      feedback.notification.warning({
        title: 'Tipo de receita ajustado',
        description: `${m.label} é da lista ${siglaDaLista(m.listaControleId)} (Portaria 344/98): a receita passou a ser ${TIPO_RECEITA_NOME[exigida]}.`,
      });
    }
  };

  return (
    <Form.List name={[receita, 'itens']} rules={regraLista(form, ['receitas', receita, 'itens'])}>
      {(campos, { add, remove }, { errors }) => (
        <>
          {campos.map((campo, j) => {
            const caminho = (c: string) => ['receitas', receita, 'itens', campo.name, c];
            const problema = aviso(formulario, itens[campo.name]);
            return (
              <div key={campo.key} style={{ borderTop: j ? '1px dashed #f0f0f0' : undefined, paddingTop: j ? 8 : 0 }}>
                <Row gutter={8}>
                  <Col xs={24} lg={7}>
                    <Form.Item name={[campo.name, 'medicamentoId']} label="Medicamento cadastrado">
                      <Autocomplete<MedicamentoOpcao>
                        url={c.urlMedicamento}
                        label={`Medicamento ${j + 1} da receita ${receita + 1}`}
                        placeholder="Buscar medicamento"
                        optionLabel="label"
                        onChange={(_, m) => escolher(campo.name, m)}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} lg={6}>
                    <Form.Item name={[campo.name, 'descricao']} label="Medicamento" required rules={regra(caminho('descricao'))}>
                      <Input maxLength={500} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} lg={3}>
                    <Form.Item name={[campo.name, 'quantidade']} label="Quantidade" required rules={regra(caminho('quantidade'))}>
                      <Input maxLength={60} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} lg={5}>
                    <Form.Item name={[campo.name, 'posologia']} label="Posologia" required rules={regra(caminho('posologia'))}>
                      <Input maxLength={1000} />
                    </Form.Item>
                  </Col>
                  <Col xs={18} lg={2} style={{ paddingTop: 30 }}>
                    <Form.Item name={[campo.name, 'usoContinuo']} valuePropName="checked">
                      <Checkbox>Contínuo</Checkbox>
                    </Form.Item>
                  </Col>
                  <Col xs={6} lg={1} style={{ paddingTop: 30 }}>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={`Remover medicamento ${j + 1} da receita ${receita + 1}`}
                      title="Remover medicamento"
                      disabled={campos.length === 1}
                      onClick={() => remove(campo.name)}
                    />
                  </Col>
                </Row>
                <Form.Item name={[campo.name, 'medicamentoNome']} hidden>
                  <input />
                </Form.Item>
                <Form.Item name={[campo.name, 'listaControleId']} hidden>
                  <input />
                </Form.Item>
                {problema && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={problema} />}
              </div>
            );
          })}
          <Form.ErrorList errors={errors} />
          {!umSo && (
            <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => add({ usoContinuo: false })}>
              Adicionar medicamento
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

/**
 * Take-home prescriptions, one card per form of Portaria 344/98 (common, special control, blue B, yellow A) or a
 * module's own kind printed on one of them. Core since issue 17 (emergency care and outpatient clinic prescribe).
 */
export function ReceitasSection({ form, ...c }: { form: FormInstance } & ConfigReceitas) {
  const { tipos } = c;
  const { regra } = c.regras;
  const receitas = (Form.useWatch('receitas', form) ?? []) as Receita[];
  const formulario = c.formulario ?? ((t: number) => t);
  return (
    <Form.List name="receitas">
      {(campos, { add, remove }) => (
        <section aria-label="Receitas">
          {campos.map((campo, i) => {
            const tipo = receitas[campo.name]?.tipo;
            return (
              <Card
                key={campo.key}
                size="small"
                style={{ marginBottom: 12 }}
                title={`Receita ${i + 1}${tipo ? ` — ${tipos.find((t) => t.id === tipo)?.nome ?? TIPO_RECEITA_NOME[tipo]}` : ''}`}
                extra={
                  <Button
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    onClick={() => remove(campo.name)}
                    aria-label={`Remover receita ${i + 1}`}
                  >
                    Remover
                  </Button>
                }
              >
                <Row gutter={8}>
                  <Col xs={24} md={10}>
                    <Form.Item name={[campo.name, 'tipo']} label="Tipo de receita" required rules={regra(['receitas', campo.name, 'tipo'])}>
                      <Select aria-label={`Tipo da receita ${i + 1}`} options={tipos.map((t) => ({ value: t.id, label: t.nome }))} />
                    </Form.Item>
                  </Col>
                  {tipo !== undefined && RECEITAS_DE_UM_ITEM.includes(formulario(tipo)) && (
                    <Col xs={24} md={6}>
                      <Form.Item
                        name={[campo.name, 'numeroNotificacao']}
                        label="Nº da notificação"
                        rules={regra(['receitas', campo.name, 'numeroNotificacao'])}
                      >
                        <Input maxLength={20} />
                      </Form.Item>
                    </Col>
                  )}
                </Row>
                {tipo !== undefined && c.comJustificativa?.includes(tipo) && (
                  <Form.Item
                    name={[campo.name, 'justificativa']}
                    label="Justificativa (medicamento não padronizado)"
                    required
                    rules={regra(['receitas', campo.name, 'justificativa'])}
                  >
                    <TextArea max={2000} rows={2} />
                  </Form.Item>
                )}
                <ItensDaReceita form={form} receita={campo.name} tipo={tipo} c={c} />
              </Card>
            );
          })}
          <Flex gap={8}>
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ tipo: TipoReceita.COMUM, itens: [{ usoContinuo: false }] })}>
              Adicionar receita
            </Button>
          </Flex>
        </section>
      )}
    </Form.List>
  );
}
