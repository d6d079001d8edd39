import { mensagens } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Row, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { api } from '../../lib/api';
import { formatarDataHora } from '../../lib/dates';
import { applyFormErrors } from '../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../lib/exit-guard';
import { feedback } from '../../lib/feedback';
import { usePermission } from '../Authorized';
import { PageHeader } from '../PageHeader';

/**
 * `<modulo>/parametrizacao/create` of a module whose settings are one typed model (GET answers the model with its
 * `atualizadoEm`, PUT saves it and answers it again), its fields drawn by the module (`children`: `<Col>`s of
 * `Form.Item`s inside one card's row). Read-only without `permissao`; leaving with unsaved changes asks first.
 */
export function ParametrizacaoModeloPage({
  api: url,
  titulo,
  subTitulo,
  permissao,
  children,
}: {
  api: string;
  titulo: string;
  subTitulo: string;
  permissao: string;
  children: ReactNode;
}) {
  type Modelo = Record<string, unknown> & { atualizadoEm?: string | null };
  const podeSalvar = usePermission(permissao);
  const [form] = Form.useForm<Modelo>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const dados = useQuery({ queryKey: ['parametrizacao', url], queryFn: () => api.get<Modelo>(url), gcTime: 0 });
  const salvar = useMutation({
    mutationFn: (v: Modelo) => api.put<Modelo>(url, v),
    onSuccess: (m) => {
      setDirty(false);
      exitGuard.reset();
      form.setFieldsValue(m);
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
    },
    onError: (e) => applyFormErrors(form, e),
  });
  if (!dados.data) return <Skeleton active style={{ padding: 24 }} />;
  return (
    <div className="sm-page">
      <PageHeader title={titulo} subTitle={subTitulo} />
      <Form<Modelo>
        form={form}
        layout="vertical"
        initialValues={dados.data}
        disabled={!podeSalvar}
        onValuesChange={() => setDirty(true)}
        onFinish={(v) => salvar.mutate(v)}
      >
        <Card style={{ marginBottom: 16 }}>
          <Row gutter={24}>{children}</Row>
          {dados.data.atualizadoEm && (
            <Typography.Text type="secondary">Última alteração: {formatarDataHora(dados.data.atualizadoEm)}</Typography.Text>
          )}
        </Card>
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
