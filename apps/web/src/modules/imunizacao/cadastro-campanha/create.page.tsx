import { MENSAGENS_CAMPANHA } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Space } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { campanhaApi } from './campanha.api';
import { CampanhaCampos, type ValoresCampanha } from './campanha.form';

/** imunizacao/cadastro-campanha/create (issue 20): a new vaccination campaign. */
export default function CampanhaCreatePage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ValoresCampanha>();
  const opcoes = useQuery({ queryKey: ['imunizacao', 'campanha', 'form'], queryFn: campanhaApi.form });
  const salvar = useMutation({
    mutationFn: (v: ValoresCampanha) => campanhaApi.criar(v),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: MENSAGENS_CAMPANHA.criada });
      navigate(`${campanhaApi.tela}/edit/${r.id}`, { replace: true });
    },
    onError: (e) => {
      if (!applyFormErrors(form, e)) handleApiError(e);
    },
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Nova campanha de vacinação"
        extra={<Button onClick={() => navigate(`${campanhaApi.tela}/index`)}>Voltar</Button>}
      />
      <Card loading={opcoes.isLoading}>
        <CampanhaCampos form={form} opcoes={opcoes.data} onFinish={(v) => salvar.mutate(v)} />
        <Space>
          <Button type="primary" loading={salvar.isPending} onClick={() => form.submit()}>
            Salvar
          </Button>
        </Space>
      </Card>
    </div>
  );
}
