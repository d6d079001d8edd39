import {
  analisarFormula,
  avaliarFormula,
  camposDaFormula,
  ErroFormula,
  type formulaExameFormulario,
  type formulaExameModelo,
  LAB,
  mensagens,
  type Resposta,
} from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Skeleton,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { FORMULA_API } from './index.page';

type Formulario = Resposta<typeof formulaExameFormulario>;
type Modelo = Resposta<typeof formulaExameModelo>;
type ItemCampo = { id: number; label: string; codigo: string };
interface Valores {
  campoId: number | null;
  expressao: string;
  descricao: string | null;
  bloqueado: boolean;
}

/** The expression read on the screen: the fields it uses, or the parser's pt-BR problem. */
export function lerExpressao(expressao: string): { campos: string[]; erro: string | null } {
  if (!expressao.trim()) return { campos: [], erro: null };
  try {
    return { campos: camposDaFormula(analisarFormula(expressao)), erro: null };
  } catch (e) {
    return { campos: [], erro: e instanceof ErroFormula ? e.message : 'Fórmula inválida.' };
  }
}

/**
 * The fields the expression reads, with their names, and a calculator: values typed here give the result the
 * bench will see (shared `avaliarFormula`, the same code the result screen runs).
 */
function Calculadora({ expressao, campos }: { expressao: string; campos: Formulario['campos'] }) {
  const [valores, setValores] = useState<Record<string, number | null>>({});
  const { campos: lidos, erro } = lerExpressao(expressao);
  if (!expressao.trim())
    return <Typography.Paragraph type="secondary">Digite a expressão para ver os campos que ela usa.</Typography.Paragraph>;
  if (erro) return <Alert type="warning" showIcon title={erro} />;
  const porCodigo = new Map(campos.map((c) => [c.codigo.toUpperCase(), c]));
  const resultado = avaliarFormula(expressao, valores);
  return (
    <>
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
        {lidos.map((codigo) => {
          const c = porCodigo.get(codigo);
          return (
            <Descriptions.Item
              key={codigo}
              label={
                <span>
                  <Tag color={c ? 'blue' : 'red'}>{codigo}</Tag>
                  {c ? `${c.nome} (${c.exameNome})` : 'Campo inexistente ou não numérico'}
                </span>
              }
            >
              <InputNumber
                aria-label={`Valor de ${codigo}`}
                decimalSeparator=","
                value={valores[codigo] ?? null}
                onChange={(v) => setValores((a) => ({ ...a, [codigo]: v == null ? null : Number(v) }))}
                style={{ width: 160 }}
              />
            </Descriptions.Item>
          );
        })}
      </Descriptions>
      <Typography.Text>
        Resultado:{' '}
        <Typography.Text strong data-testid="resultado-formula">
          {resultado == null ? '—' : resultado.toLocaleString('pt-BR', { maximumFractionDigits: 4 })}
        </Typography.Text>
      </Typography.Text>
    </>
  );
}

/**
 * exame-laboratorial/formula-exame create and edit (issue 21): the numeric field computed, the expression over
 * field codes (+ − × ÷, parentheses, numbers), a description and the block switch. The server validates it with
 * the same shared parser against the municipality's fields and formulas; its 422 lands on the field.
 */
export function FormulaExameForm({ id }: { id?: number }) {
  const editando = id !== undefined;
  const navigate = useNavigate();
  const podeSalvar = usePermission(editando ? LAB.formulaEditar : LAB.formulaCadastrar);
  const [form] = Form.useForm<Valores>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const url = editando ? `${FORMULA_API}/${id}/edit` : `${FORMULA_API}/create`;
  const dados = useQuery({
    queryKey: ['formula-exame', url],
    queryFn: () => api.get<{ form: Formulario; model?: Modelo }>(url),
    gcTime: 0,
  });
  const expressao = (Form.useWatch('expressao', form) ?? '') as string;
  const voltar = () => navigate('/exame-laboratorial/formula-exame/index');
  const salvar = useMutation({
    mutationFn: (v: Valores) => (editando ? api.put<Modelo>(`${FORMULA_API}/${id}`, v) : api.post<Modelo>(FORMULA_API, v)),
    onSuccess: () => {
      setDirty(false);
      exitGuard.reset();
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
      voltar();
    },
    onError: (e) => applyFormErrors(form, e),
  });
  if (dados.isError) return <Result status="404" title="Fórmula não encontrada" extra={<Button onClick={voltar}>Voltar</Button>} />;
  if (!dados.data) return <Skeleton active style={{ padding: 24 }} />;
  const { form: opcoes, model } = dados.data;
  const limparErros = clearErrorsOnChange(form);

  return (
    <div className="sm-page">
      <PageHeader title={`${editando ? 'Editar' : 'Cadastrar'} fórmula`} subTitle="Fórmulas de exames" />
      <Form<Valores>
        form={form}
        layout="vertical"
        disabled={!podeSalvar}
        initialValues={
          model
            ? { campoId: model.campoId, expressao: model.expressao, descricao: model.descricao, bloqueado: model.bloqueado }
            : { bloqueado: false }
        }
        onValuesChange={(changed) => {
          setDirty(true);
          limparErros(changed);
        }}
        onFinish={(v) => salvar.mutate(v)}
      >
        <Row gutter={16}>
          <Col xs={24} lg={13}>
            <Card title="Fórmula" style={{ marginBottom: 16 }}>
              <Form.Item
                name="campoId"
                label="Campo calculado"
                required
                rules={[{ required: true, message: mensagens.obrigatorio('Campo calculado') }]}
                extra="Um campo numérico de resultado; a bancada não digita o valor dele."
              >
                <Autocomplete<ItemCampo>
                  url={`${FORMULA_API}/campo/autocomplete`}
                  label="Campo calculado"
                  placeholder="Código ou nome do campo"
                  optionLabel="label"
                  extraParams={editando ? { formulaId: id } : undefined}
                  itemInicial={model?.campo ?? null}
                />
              </Form.Item>
              <Form.Item
                name="expressao"
                label="Expressão"
                required
                rules={[
                  { required: true, message: mensagens.obrigatorio('Expressão') },
                  {
                    validator: async (_r, v: string) => {
                      const erro = v?.trim() ? lerExpressao(v).erro : null;
                      if (erro) throw new Error(erro);
                    },
                  },
                ]}
                extra="Use os códigos dos campos, números, + − * / e parênteses. Ex.: CT - HDL - TG / 5"
              >
                <Input.TextArea aria-label="Expressão" maxLength={500} rows={3} style={{ fontFamily: 'monospace' }} />
              </Form.Item>
              <Form.Item name="descricao" label="Descrição">
                <Input aria-label="Descrição" maxLength={300} />
              </Form.Item>
              <Form.Item
                name="bloqueado"
                label="Bloqueada"
                valuePropName="checked"
                extra="Uma fórmula bloqueada não é calculada na bancada."
              >
                <Switch aria-label="Bloqueada" />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={11}>
            <Card title="Campos usados e teste" style={{ marginBottom: 16 }}>
              <Calculadora expressao={expressao} campos={opcoes.campos} />
            </Card>
          </Col>
        </Row>
        <Flex gap={8} justify="flex-end">
          <Button onClick={voltar} disabled={false}>
            Voltar
          </Button>
          {podeSalvar && (
            <Button type="primary" htmlType="submit" loading={salvar.isPending}>
              Salvar
            </Button>
          )}
        </Flex>
      </Form>
    </div>
  );
}
