import { formatDataBr } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { TextArea } from '../../../components/fields/TextArea';
import { PageHeader } from '../../../components/PageHeader';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { agendamentoImagemApi, imprimirComprovanteImagem, type VagaImagem } from './agendamento.api';
import { ResumoExameImagem } from './exame.resumo';
import { hhmm, VagasImagem } from './vagas';

const VOLTAR = '/exame-imagem/reagendamento-cancelamento-exame/index';

/**
 * exame-imagem/reagendamento-cancelamento-exame/create/{id}: moves the exam {id} to another free slot of an
 * equipment that performs it, with the reason; the old slot is freed (offered again) and the new slip printed.
 */
export default function ReagendamentoImagemCreatePage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const [form] = Form.useForm<{ motivo: string }>();
  const [vaga, setVaga] = useState<VagaImagem | null>(null);
  const exame = useQuery({
    queryKey: ['img', 'reagendamento', id],
    queryFn: () => agendamentoImagemApi.detalhe(id, 'reagendamento'),
    gcTime: 0,
  });
  const opcoes = useQuery({
    queryKey: ['img', 'agendamento', 'create', 'reagendamento'],
    queryFn: () => agendamentoImagemApi.formulario('reagendamento'),
    staleTime: 60_000,
  });
  const salvar = useMutation({
    mutationFn: (motivo: string) => {
      const v = vaga as VagaImagem;
      return agendamentoImagemApi.reagendar(id, { jornadaId: v.jornadaId, data: v.data, hora: v.hora, motivo });
    },
    onSuccess: (r) => {
      feedback.notification.success({
        title: 'Sucesso',
        description: `Exame reagendado para ${formatDataBr(r.data.data ?? '')} às ${hhmm(r.data.hora)}, ${r.data.equipamentoNome}.`,
      });
      void imprimirComprovanteImagem(r.data.id);
      navigate(VOLTAR);
    },
    onError: (e) => {
      setVaga(null);
      if (!applyFormErrors(form, e)) handleApiError(e);
    },
  });
  const e = exame.data?.data;
  const f = opcoes.data?.data;
  const modalidade = f?.exames.find((x) => x.id === e?.exameId)?.modalidade ?? e?.modalidade ?? null;
  return (
    <div className="sm-page">
      <PageHeader title="Reagendar exame de imagem" extra={<Button onClick={() => navigate(VOLTAR)}>Voltar</Button>} />
      {!e || !f ? (
        <Skeleton active />
      ) : (
        <>
          <ResumoExameImagem e={e} />
          <Card size="small" title="Novo horário" style={{ marginBottom: 12 }}>
            <VagasImagem
              tela="reagendamento"
              exameId={e.exameId}
              modalidade={modalidade}
              equipamentos={f.equipamentos}
              vaga={vaga}
              onVaga={setVaga}
            />
          </Card>
          <Card size="small" title="Confirmação">
            {vaga && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 12 }}
                title={`Novo horário: ${formatDataBr(vaga.data)} às ${hhmm(vaga.hora)} — ${vaga.recursoNome}`}
              />
            )}
            <Form form={form} layout="vertical" onFinish={(v) => salvar.mutate(v.motivo)}>
              <Form.Item
                name="motivo"
                label="Motivo"
                rules={[{ required: true, whitespace: true, message: 'O campo Motivo é obrigatório.' }]}
              >
                <TextArea max={300} rows={2} />
              </Form.Item>
              <Button type="primary" htmlType="submit" disabled={!vaga} loading={salvar.isPending}>
                Reagendar
              </Button>
            </Form>
          </Card>
        </>
      )}
    </div>
  );
}
