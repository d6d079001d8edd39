import { mensagens, type ResourceDef } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, type FormInstance, Result, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { applyFormErrors, clearErrorsOnChange } from '../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../lib/exit-guard';
import { feedback } from '../../lib/feedback';
import { PageHeader } from '../PageHeader';

type Model = Record<string, unknown> & { id: number };

interface Props<V> {
  resource: ResourceDef;
  /** Absent on create. */
  id?: number;
  /** The fields, written by hand in the resource's page (scaffolded once, then owned). */
  children: (ctx: { form: FormInstance<V>; options: Record<string, any>; model?: Model }) => ReactNode;
  /** Model → form values (default: the model as is). */
  toForm?: (model: Model) => Partial<V>;
  /** Form values → payload (default: the values as they are). */
  toPayload?: (values: V) => unknown;
}

/**
 * Create and edit pages of a registry resource: loads the form options (and the model), submits,
 * puts the server's 422 messages on their fields, confirms with "Registro salvo com sucesso!" and
 * returns to the list as it was left; leaving with unsaved changes asks first.
 */
export function ResourceFormPage<V extends object>({ resource, id, children, toForm, toPayload }: Props<V>) {
  const [form] = Form.useForm<V>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const editando = id !== undefined;
  const url = editando ? `${resource.apiPath}/${id}/edit` : `${resource.apiPath}/create`;
  const carregamento = useQuery({
    queryKey: ['form', url],
    queryFn: () => api.get<{ form: Record<string, any>; model?: Model }>(url),
    gcTime: 0,
  });
  const voltar = () => {
    const lista = (location.state as { lista?: string } | null)?.lista;
    navigate(lista ?? `${resource.path}/index`);
  };
  const salvar = useMutation({
    mutationFn: (values: V) => {
      const body = toPayload ? toPayload(values) : values;
      return editando ? api.put<Model>(`${resource.apiPath}/${id}`, body) : api.post<Model>(resource.apiPath, body);
    },
    onSuccess: () => {
      setDirty(false);
      void queryClient.invalidateQueries({ queryKey: ['datatable', `${resource.apiPath}/datatable`] });
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
      // saved: nothing to lose, so the exit guard must not hold this navigation (its flag would
      // otherwise clear only after React re-renders)
      exitGuard.reset();
      voltar();
    },
    onError: (error) => applyFormErrors(form, error),
  });

  const titulo = `${editando ? 'Editar' : 'Cadastrar'} ${resource.nome.toLowerCase()}`;
  if (carregamento.isError) {
    return <Result status="404" title="Registro não encontrado" extra={<Button onClick={voltar}>Voltar</Button>} />;
  }
  const dados = carregamento.data;
  const limparErros = clearErrorsOnChange(form);

  return (
    <div className="sm-page">
      <PageHeader title={titulo} subTitle={resource.nomePlural} />
      <Card>
        {!dados ? (
          <Skeleton active />
        ) : (
          <Form<V>
            form={form}
            layout="vertical"
            initialValues={dados.model ? ((toForm ? toForm(dados.model) : dados.model) as never) : undefined}
            scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
            validateTrigger="onChange"
            onValuesChange={(changed) => {
              setDirty(true);
              limparErros(changed);
            }}
            onFinish={(values) => salvar.mutate(values)}
          >
            {children({ form, options: dados.form, model: dados.model })}
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              * Preenchimento obrigatório.
            </Typography.Paragraph>
            <Flex gap={8} justify="flex-end">
              <Button onClick={voltar}>Voltar</Button>
              <Button type="primary" htmlType="submit" loading={salvar.isPending}>
                Salvar
              </Button>
            </Flex>
          </Form>
        )}
      </Card>
    </div>
  );
}
