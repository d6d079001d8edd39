import { mensagens, type ParametrizacaoCadastro, PERMISSAO_PARAMETRIZACAO_CADASTRO, parametrizacaoCadastroSchema } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, InputNumber, Row, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zod-rule';

interface Campo {
  chave: string;
  title: string;
  description: string;
  grupo: string;
  tipo: 'booleano' | 'inteiro';
}

/**
 * cadastro/parametrizacao/create: the registry module's settings (patient rules), drawn from the
 * keys' metadata like administracao/configuracao.
 */
export default function ParametrizacaoCadastroPage() {
  const podeEditar = usePermission(PERMISSAO_PARAMETRIZACAO_CADASTRO.editar);
  const [form] = Form.useForm<ParametrizacaoCadastro>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const dados = useQuery({
    queryKey: ['cadastro-parametrizacao'],
    queryFn: () => api.get<{ form: { campos: Campo[] }; model: ParametrizacaoCadastro }>('/api/cadastro/parametrizacao/create'),
    gcTime: 0,
  });
  const salvar = useMutation({
    mutationFn: (v: ParametrizacaoCadastro) => api.post<ParametrizacaoCadastro>('/api/cadastro/parametrizacao', v),
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
      <PageHeader title="Parametrização do cadastro" subTitle="Regras do cadastro de pacientes deste município." />
      <Form<ParametrizacaoCadastro>
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
                  <Col key={c.chave} xs={24} md={12}>
                    <Form.Item
                      name={c.chave}
                      label={c.title}
                      extra={c.description}
                      valuePropName={c.tipo === 'booleano' ? 'checked' : 'value'}
                      rules={[zodRule(parametrizacaoCadastroSchema, c.chave)]}
                    >
                      {c.tipo === 'booleano' ? (
                        <Switch disabled={!podeEditar} aria-label={c.title} />
                      ) : (
                        <InputNumber min={0} max={130} style={{ width: 200 }} disabled={!podeEditar} aria-label={c.title} />
                      )}
                    </Form.Item>
                  </Col>
                ))}
            </Row>
          </Card>
        ))}
        {podeEditar && (
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
