import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Space } from 'antd';
import { useNavigate } from 'react-router';
import { applyFormErrors, clearErrorsOnChange } from '../../lib/errors';
import { feedback } from '../../lib/feedback';
import { Autocomplete } from '../fields/Autocomplete';
import { PageHeader } from '../PageHeader';
import { type SupervisoresDoModulo, supervisoresApi, urlsSupervisores } from './supervisores.api';

/** `<modulo>/supervisor/create`: picks a user (not yet a supervisor of the module) by name or login. */
export function SupervisorCreate({ modulo }: { modulo: SupervisoresDoModulo }) {
  const navigate = useNavigate();
  const urls = urlsSupervisores(modulo);
  const [form] = Form.useForm<{ usuarioId: number }>();
  const salvar = useMutation({
    mutationFn: (v: { usuarioId: number }) => supervisoresApi(modulo).incluir(v.usuarioId),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: 'Registro salvo com sucesso!' });
      navigate(urls.lista);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  return (
    <div className="sm-page">
      <PageHeader title="Novo supervisor" subTitle={modulo.rotulo} extra={<Button onClick={() => navigate(urls.lista)}>Voltar</Button>} />
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
              url={`${urls.api}/usuario/autocomplete`}
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
