import { type campoParametrizacaoSchema, mensagens, type Resposta } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, InputNumber, Row, Skeleton, Switch } from 'antd';
import { type ReactNode, useState } from 'react';
import { api } from '../../lib/api';
import { applyFormErrors, clearErrorsOnChange } from '../../lib/errors';
import { useUnsavedGuard } from '../../lib/exit-guard';
import { feedback } from '../../lib/feedback';
import { zodRule } from '../../lib/zod-rule';
import { usePermission } from '../Authorized';
import { TextArea } from '../fields/TextArea';
import { PageHeader } from '../PageHeader';

/**
 * A key of a module's settings as the server describes it (`camposParametrizacao…()` in shared); kinds beyond the
 * first three are drawn by the page (`entrada`).
 */
export type CampoParametrizacao = Resposta<typeof campoParametrizacaoSchema>;

type Valores = Record<string, unknown>;

/** The part of the shared Zod object used here (typed structurally: zod is a dependency of shared, not of web). */
interface Esquema {
  shape: Record<string, unknown>;
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The text limit of a key, read from its shared rule (a ZodDefault around a ZodString): one source of truth. */
function maximoDoTexto(esquema: Esquema, chave: string): number | undefined {
  const campo = esquema.shape[chave] as { unwrap?: () => { maxLength?: number | null } } | undefined;
  return campo?.unwrap?.().maxLength ?? undefined;
}

/** The input of a key; Form.Item's value and onChange (or checked) pass through to it. */
function Entrada({
  c,
  max,
  propria,
  ...props
}: { c: CampoParametrizacao; max?: number; propria?: (props: Valores) => ReactNode | undefined } & Valores) {
  const desenhada = propria?.(props);
  if (desenhada !== undefined) return desenhada;
  if (c.tipo === 'booleano') return <Switch aria-label={c.title} {...props} />;
  // no min/max here: the shared rule gives the message of each limit
  if (c.tipo === 'inteiro') return <InputNumber precision={0} style={{ width: 200 }} aria-label={c.title} {...props} />;
  return <TextArea max={max} rows={4} aria-label={c.title} {...props} />;
}

export interface ParametrizacaoPageProps {
  /** GET gives `{ form: { campos, … }, model }`; PUT (unless told) saves every key and answers the saved model. */
  api: string;
  /** Where the keys are saved, when not at `api` (e.g. GET …/create, POST …). */
  gravar?: { url: string; metodo?: 'put' | 'post' };
  titulo: string;
  subTitulo: string;
  /** The module's shared settings schema: the fields' rules and limits. */
  esquema: Esquema;
  /** Who may save; without it the page shows the values read-only. */
  permissao: string;
  /**
   * The input of a key the page draws itself (a kind the page alone has, a different text box), given the props
   * Form.Item passes and the last model read or saved; undefined keeps the standard input.
   */
  entrada?: (campo: CampoParametrizacao, props: Valores, modelo: Valores) => ReactNode | undefined;
  /** Keys that take the card's whole width (the long texts unless told). */
  larguraTotal?: (campo: CampoParametrizacao) => boolean;
  /** The model as the form shows it (e.g. a password is never shown back). */
  paraFormulario?: (modelo: Valores) => Valores;
  /** Cards above the settings, drawn from the same answer's `form` (e.g. the municipality's logo). */
  antes?: (form: Valores) => ReactNode;
}

const larguraPadrao = (c: CampoParametrizacao) => c.tipo === 'texto';
const semMudanca = (m: Valores) => m;

/**
 * `<modulo>/parametrizacao/create` (spec 000 §2.3) and administracao/configuracao: a module's settings of this
 * municipality, drawn from the keys' metadata by group and saved all at once (registries, emergency care,
 * ticket panel, the system's configuration).
 */
export function ParametrizacaoPage({
  api: url,
  gravar,
  titulo,
  subTitulo,
  esquema,
  permissao,
  entrada,
  larguraTotal = larguraPadrao,
  paraFormulario = semMudanca,
  antes,
}: ParametrizacaoPageProps) {
  const podeSalvar = usePermission(permissao);
  const [form] = Form.useForm<Valores>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const [salvo, setSalvo] = useState<Valores | null>(null);
  const dados = useQuery({
    queryKey: ['parametrizacao', url],
    queryFn: () => api.get<{ form: { campos: CampoParametrizacao[] } & Valores; model: Valores }>(url),
    gcTime: 0,
  });
  const salvar = useMutation({
    mutationFn: (v: Valores) => (gravar?.metodo === 'post' ? api.post<Valores>(gravar.url, v) : api.put<Valores>(gravar?.url ?? url, v)),
    onSuccess: (model) => {
      setDirty(false);
      setSalvo(model);
      form.setFieldsValue(paraFormulario(model));
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
    },
    onError: (e) => applyFormErrors(form, e),
  });
  if (!dados.data) return <Skeleton active style={{ padding: 24 }} />;
  const { form: meta, model } = dados.data;
  const modelo = salvo ?? model;
  const grupos = [...new Set(meta.campos.map((c) => c.grupo))];
  const limpar = clearErrorsOnChange(form);
  return (
    <div className="sm-page">
      <PageHeader title={titulo} subTitle={subTitulo} />
      {antes?.(meta)}
      <Form<Valores>
        form={form}
        layout="vertical"
        initialValues={paraFormulario(model)}
        disabled={!podeSalvar}
        scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
        onValuesChange={(changed) => {
          setDirty(true);
          limpar(changed);
        }}
        onFinish={(v) => salvar.mutate(v)}
      >
        {grupos.map((grupo) => (
          <Card key={grupo} title={grupo} style={{ marginBottom: 16 }}>
            <Row gutter={24}>
              {meta.campos
                .filter((c) => c.grupo === grupo)
                .map((c) => (
                  <Col key={c.chave} xs={24} md={larguraTotal(c) ? 24 : 12}>
                    <Form.Item
                      name={c.chave}
                      label={c.title}
                      extra={c.description}
                      valuePropName={c.tipo === 'booleano' ? 'checked' : 'value'}
                      rules={[zodRule(esquema, c.chave)]}
                    >
                      <Entrada
                        c={c}
                        max={c.tipo === 'texto' ? maximoDoTexto(esquema, c.chave) : undefined}
                        propria={entrada && ((props) => entrada(c, props, modelo))}
                      />
                    </Form.Item>
                  </Col>
                ))}
            </Row>
          </Card>
        ))}
        {podeSalvar && (
          <Flex justify="flex-end">
            <Button type="primary" htmlType="submit" loading={salvar.isPending}>
              Salvar
            </Button>
          </Flex>
        )}
      </Form>
    </div>
  );
}
