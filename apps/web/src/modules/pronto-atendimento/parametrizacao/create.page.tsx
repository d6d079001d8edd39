import { DECLARACAO_MAX, mensagens, type ParametrizacaoPa, parametrizacaoPaSchema } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, InputNumber, Row, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { TextArea } from '../../../components/fields/TextArea';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zod-rule';

export const PARAMETRIZACAO_PA_API = '/api/pronto-atendimento/parametrizacao';

interface Campo {
  chave: keyof ParametrizacaoPa;
  title: string;
  description: string;
  grupo: string;
  tipo: 'booleano' | 'inteiro' | 'texto';
}

/** The input of a key; Form.Item's value and onChange (or checked) pass through to it. */
function Entrada({ c, ...props }: { c: Campo } & Record<string, unknown>) {
  if (c.tipo === 'booleano') return <Switch aria-label={c.title} {...props} />;
  // no min/max here: the shared rule gives the message of each limit
  if (c.tipo === 'inteiro') return <InputNumber precision={0} style={{ width: 200 }} aria-label={c.title} {...props} />;
  return <TextArea max={DECLARACAO_MAX} rows={4} aria-label={c.title} {...props} />;
}

/**
 * pronto-atendimento/parametrizacao/create (spec 000 §2.3): the emergency care's settings of this
 * municipality, drawn from the keys' metadata like cadastro/parametrizacao; saved all at once.
 */
export default function ParametrizacaoPaPage() {
  const [form] = Form.useForm<ParametrizacaoPa>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const dados = useQuery({
    queryKey: ['pronto-atendimento-parametrizacao'],
    queryFn: () => api.get<{ form: { campos: Campo[] }; model: ParametrizacaoPa }>(PARAMETRIZACAO_PA_API),
    gcTime: 0,
  });
  const salvar = useMutation({
    mutationFn: (v: ParametrizacaoPa) => api.put<ParametrizacaoPa>(PARAMETRIZACAO_PA_API, v),
    onSuccess: (model) => {
      setDirty(false);
      form.setFieldsValue(model);
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
    },
    onError: (e) => applyFormErrors(form, e),
  });
  if (!dados.data) return <Skeleton active style={{ padding: 24 }} />;
  const { form: meta, model } = dados.data;
  const grupos = [...new Set(meta.campos.map((c) => c.grupo))];
  const limpar = clearErrorsOnChange(form);
  return (
    <div className="sm-page">
      <PageHeader title="Parametrização do pronto atendimento" subTitle="Regras do pronto atendimento deste município." />
      <Form<ParametrizacaoPa>
        form={form}
        layout="vertical"
        initialValues={model}
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
                  <Col key={c.chave} xs={24} md={c.tipo === 'texto' ? 24 : 12}>
                    <Form.Item
                      name={c.chave}
                      label={c.title}
                      extra={c.description}
                      valuePropName={c.tipo === 'booleano' ? 'checked' : 'value'}
                      rules={[zodRule(parametrizacaoPaSchema, c.chave)]}
                    >
                      <Entrada c={c} />
                    </Form.Item>
                  </Col>
                ))}
            </Row>
          </Card>
        ))}
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={salvar.isPending}>
            Salvar
          </Button>
        </Flex>
      </Form>
    </div>
  );
}
