import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Space } from 'antd';
import { useNavigate } from 'react-router';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { PageHeader } from '../../../components/PageHeader';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { API_SUPERVISOR, LISTA_SUPERVISORES, supervisorApi } from './supervisor.api';

/** ambulatorio/supervisor/create: picks a user (not yet a supervisor of the clinic) by name or login. */
export default function SupervisorCreatePage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<{ usuarioId: number }>();
  const salvar = useMutation({
    mutationFn: (v: { usuarioId: number }) => supervisorApi.incluir(v.usuarioId),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: 'Registro salvo com sucesso!' });
      navigate(LISTA_SUPERVISORES);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Novo supervisor"
        subTitle="Supervisor do ambulatório."
        extra={<Button onClick={() => navigate(LISTA_SUPERVISORES)}>Voltar</Button>}
      />
      <Card>
        <Form form={form} layout="vertical" onFinish={(v) => salvar.mutate(v)} onValuesChange={clearErrorsOnChange(form)}>
          <Form.Item
            name="usuarioId"
            label="Usuário"
            required
            rules={[{ required: true, message: 'O campo Usuário é obrigatório.' }]}
            style={{ maxWidth: 560 }}
          >
            <Autocomplete<{ id: number; label: string }>
              autoFocus
              url={`${API_SUPERVISOR}/usuario/autocomplete`}
              label="Usuário"
              optionLabel="label"
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={salvar.isPending}>
              Salvar
            </Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}
