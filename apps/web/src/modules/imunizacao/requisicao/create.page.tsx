import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Form } from 'antd';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { applyFormErrors } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { requisicaoApi } from './requisicao.api';
import { FormularioRequisicao, type ValoresRequisicao } from './requisicao.form';

/** imunizacao/requisicao/create (spec 000 §2.3, issue 20): the session's room asks the cold store for doses. */
export default function RequisicaoCreatePage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ValoresRequisicao>();
  const dados = useQuery({ queryKey: ['imunizacao', 'requisicao', 'create'], queryFn: requisicaoApi.form });
  const salvar = useMutation({
    mutationFn: (v: ValoresRequisicao) => requisicaoApi.criar(v),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: 'Requisição enviada à rede de frio.' });
      navigate(`/imunizacao/requisicao/edit/${r.id}`);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  const redes = dados.data?.form.redesFrio ?? [];
  return (
    <div className="sm-page">
      <PageHeader
        title="Nova requisição"
        subTitle={dados.data ? `Sala: ${dados.data.form.sala.nome}` : undefined}
        extra={<Button onClick={() => navigate('/imunizacao/requisicao/index')}>Voltar</Button>}
      />
      <Card loading={dados.isLoading}>
        {dados.data && (
          <FormularioRequisicao
            form={form}
            dados={dados.data.form}
            inicial={{ centroCustoRedeFrioId: redes.length === 1 ? redes[0].id : undefined, itens: [{}] }}
            salvando={salvar.isPending}
            onFinish={(v) => salvar.mutate(v)}
            rotuloSalvar="Enviar requisição"
          />
        )}
      </Card>
    </div>
  );
}
