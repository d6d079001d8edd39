import { IMU, MENSAGENS_CAMPANHA, SITUACAO_CAMPANHA } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Space, Tabs, Tag } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData } from '../../../lib/dates';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { campanhaApi } from './campanha.api';
import { CampanhaCampos, type ValoresCampanha } from './campanha.form';
import { CoberturaCampanha } from './cobertura';

/** imunizacao/cadastro-campanha/edit/{id} (issue 20): the campaign's coverage, its data and "Encerrar". */
export default function CampanhaEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const podeEditar = usePermission(IMU.campanhaEditar);
  const [form] = Form.useForm<ValoresCampanha>();
  const chave = ['imunizacao', 'campanha', id];
  const dados = useQuery({ queryKey: chave, queryFn: () => campanhaApi.ler(id), gcTime: 0 });
  const m = dados.data?.model;
  useEffect(() => {
    if (m) form.setFieldsValue({ ...m, vacinas: m.vacinas.map((v) => ({ vacinaId: v.vacinaId, dose: v.dose, metaDoses: v.metaDoses })) });
  }, [m, form]);
  const salvar = useMutation({
    mutationFn: (v: ValoresCampanha) => campanhaApi.alterar(id, v),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: MENSAGENS_CAMPANHA.alterada });
      void qc.invalidateQueries({ queryKey: chave });
    },
    onError: (e) => {
      if (!applyFormErrors(form, e)) handleApiError(e);
    },
  });
  const encerrar = useMutation({
    mutationFn: () => campanhaApi.encerrar(id),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: MENSAGENS_CAMPANHA.encerrada });
      void qc.invalidateQueries({ queryKey: chave });
    },
  });
  const bloqueada = !podeEditar || !!m?.encerrada;
  return (
    <div className="sm-page">
      <PageHeader
        title={
          <Space>
            {m?.nome ?? 'Campanha'}
            {m && (
              <Tag color={m.situacao === 'andamento' ? 'green' : m.situacao === 'futura' ? 'blue' : 'default'}>
                {SITUACAO_CAMPANHA[m.situacao]}
              </Tag>
            )}
          </Space>
        }
        subTitle={m ? `${formatarData(m.inicio)} a ${formatarData(m.fim)} — público-alvo: ${m.publicoAlvo}` : undefined}
        extra={
          <Space>
            {podeEditar && m && !m.encerrada && (
              <Button
                danger
                loading={encerrar.isPending}
                onClick={() =>
                  confirmDialog({
                    title: 'Encerrar a campanha?',
                    content: 'Depois de encerrada, a campanha não pode ser alterada.',
                    danger: true,
                    onConfirm: () => encerrar.mutateAsync(),
                  })
                }
              >
                Encerrar
              </Button>
            )}
            <Button onClick={() => navigate(`${campanhaApi.tela}/index`)}>Voltar</Button>
          </Space>
        }
      />
      <Card loading={dados.isLoading}>
        {m && (
          <Tabs
            items={[
              { key: 'cobertura', label: 'Cobertura', children: <CoberturaCampanha c={m.cobertura} /> },
              {
                key: 'dados',
                forceRender: true,
                label: 'Dados da campanha',
                children: (
                  <>
                    {m.encerrada && <Alert type="info" showIcon title={MENSAGENS_CAMPANHA.jaEncerrada} style={{ marginBottom: 16 }} />}
                    <CampanhaCampos form={form} opcoes={dados.data?.form} onFinish={(v) => salvar.mutate(v)} disabled={bloqueada} />
                    {!bloqueada && (
                      <Button type="primary" loading={salvar.isPending} onClick={() => form.submit()}>
                        Salvar
                      </Button>
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
