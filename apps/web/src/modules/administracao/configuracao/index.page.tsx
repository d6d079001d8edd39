import { type Configuracao, configuracaoSchema, mensagens, P } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { PageHeader } from '../../../components/PageHeader';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zod-rule';
import { type Campo, carregarConfiguracao, salvarConfiguracao } from './configuracao.api';
import { IdentificacaoCard } from './identificacao.card';

interface EntradaProps {
  campo: Campo;
  senhaDefinida: boolean;
  disabled: boolean;
  // value/onChange/checked/id come from Form.Item and must reach the input
  [prop: string]: unknown;
}

function Entrada({ campo, senhaDefinida, ...props }: EntradaProps) {
  switch (campo.tipo) {
    case 'inteiro':
      return <InputNumber style={{ width: 200 }} {...props} />;
    case 'booleano':
      return <Switch {...props} />;
    case 'lista':
      return (
        <Select mode="tags" tokenSeparators={[',', ';']} open={false} suffixIcon={null} placeholder="Digite e tecle Enter" {...props} />
      );
    case 'senha':
      return <Input.Password autoComplete="new-password" placeholder={senhaDefinida ? '•••••••• (definida)' : ''} {...props} />;
    default:
      return <Input maxLength={200} {...props} />;
  }
}

/**
 * administracao/configuracao/index: the settings engine's page, drawn from the keys' metadata
 * (title, help, group, kind). A module's parametrização reuses the same pieces.
 */
export default function ConfiguracaoPage() {
  const podeEditar = usePermission(P.administracao.configuracaoEditar);
  const [form] = Form.useForm<Configuracao>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const dados = useQuery({ queryKey: ['configuracao'], queryFn: carregarConfiguracao, gcTime: 0 });
  const [senhaDefinida, setSenhaDefinida] = useState<boolean | null>(null);
  const salvar = useMutation({
    mutationFn: salvarConfiguracao,
    onSuccess: (model) => {
      setDirty(false);
      setSenhaDefinida(model.smtpSenhaDefinida);
      form.setFieldsValue({ ...model, smtpSenha: '' });
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
      <PageHeader title="Configurações" subTitle="Preferências deste município; valem para todos os usuários dele." />
      <IdentificacaoCard logotipo={meta.logotipo} municipio={meta.municipio} podeEditar={podeEditar} />
      <Form<Configuracao>
        form={form}
        layout="vertical"
        initialValues={{ ...model, smtpSenha: '' }}
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
                  <Col key={c.chave} xs={24} md={c.tipo === 'lista' ? 24 : 12}>
                    <Form.Item
                      name={c.chave}
                      label={c.title}
                      extra={c.description}
                      valuePropName={c.tipo === 'booleano' ? 'checked' : 'value'}
                      rules={[zodRule(configuracaoSchema, c.chave)]}
                    >
                      <Entrada campo={c} senhaDefinida={senhaDefinida ?? model.smtpSenhaDefinida} disabled={!podeEditar} />
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
