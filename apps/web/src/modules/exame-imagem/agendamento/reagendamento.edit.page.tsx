import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { TextArea } from '../../../components/fields/TextArea';
import { PageHeader } from '../../../components/PageHeader';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { agendamentoImagemApi } from './agendamento.api';
import { ResumoExameImagem } from './exame.resumo';

const VOLTAR = '/exame-imagem/reagendamento-cancelamento-exame/index';

/** exame-imagem/reagendamento-cancelamento-exame/edit/{id}: cancels the scheduled exam {id} with the reason; its slot is freed. */
export default function CancelamentoImagemEditPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [form] = Form.useForm<{ motivo: string }>();
  const exame = useQuery({
    queryKey: ['img', 'reagendamento', id],
    queryFn: () => agendamentoImagemApi.detalhe(id, 'reagendamento'),
    gcTime: 0,
  });
  const cancelar = useMutation({
    mutationFn: (motivo: string) => agendamentoImagemApi.cancelar(id, motivo),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: 'Exame cancelado: o horário foi liberado.' });
      navigate(VOLTAR);
    },
    onError: (e) => {
      if (!applyFormErrors(form, e)) handleApiError(e);
    },
  });
  const e = exame.data?.data;
  return (
    <div className="sm-page">
      <PageHeader title="Cancelar exame de imagem" extra={<Button onClick={() => navigate(VOLTAR)}>Voltar</Button>} />
      {!e ? (
        <Skeleton active />
      ) : (
        <>
          <ResumoExameImagem e={e} />
          <Card size="small" title="Cancelamento">
            <Form form={form} layout="vertical" onFinish={(v) => cancelar.mutate(v.motivo)}>
              <Form.Item
                name="motivo"
                label="Motivo"
                rules={[{ required: true, whitespace: true, message: 'O campo Motivo é obrigatório.' }]}
              >
                <TextArea max={300} rows={3} autoFocus />
              </Form.Item>
              <Button type="primary" danger htmlType="submit" loading={cancelar.isPending}>
                Cancelar exame
              </Button>
            </Form>
          </Card>
        </>
      )}
    </div>
  );
}
