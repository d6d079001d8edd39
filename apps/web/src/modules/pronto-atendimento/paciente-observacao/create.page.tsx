import { LIMITE_OBSERVACAO_HORAS, observacaoEvolucaoSchema, PA, PROCEDIMENTOS_PA } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Flex, Form, Result, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { codigoSigtap, SinaisVitais } from '../../../components/clinico';
import { TextArea } from '../../../components/fields/TextArea';
import { PageHeader } from '../../../components/PageHeader';
import { formatarDataHora } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { regraZod } from '../../../lib/regra-zod';
import { CabecalhoDoAtendimento } from '../comum/cabecalho-atendimento';
import { EvolucaoTimeline } from './evolucao.timeline';
import { duracao, observacaoApi } from './observacao.api';

export const LISTA_URL = '/pronto-atendimento/paciente-observacao/index';
/** Stand-ins for the required fields, so the blood pressure rule can speak while they are still empty. */
const SUBSTITUTOS = { filaId: 1, texto: '-' };
const regra = (campo: string) => [regraZod(observacaoEvolucaoSchema, campo, SUBSTITUTOS)];

/**
 * pronto-atendimento/paciente-observacao/create/{id}/{plantaoId} (issue 6 step 6): the evolution of a patient
 * in observation (notes, doctor evaluations, prescription checks) and a new serial note with vital signs.
 * Discharge is the doctor's: "Reavaliação / alta médica" opens the doctor's screen for this entry.
 */
export default function ObservacaoCreatePage() {
  const { id, plantaoId } = useParams();
  const filaId = Number(id);
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const pode = { medico: usePermission(PA.medicoCadastrar), enfermagem: usePermission(PA.enfermagemCadastrar) };
  const carregamento = useQuery({
    queryKey: ['pronto-atendimento', 'paciente-observacao', 'create', filaId],
    queryFn: () => observacaoApi.formulario(filaId),
    enabled: Number.isInteger(filaId) && filaId > 0,
    gcTime: 0,
  });
  const lista = (location.state as { lista?: string } | null)?.lista ?? LISTA_URL;
  const voltar = () => navigate(lista);
  const abrir = (tela: string) => navigate(`/pronto-atendimento/${tela}/create/${filaId}/${plantaoId ?? 0}`, { state: { lista } });

  const salvar = useMutation({
    mutationFn: observacaoApi.salvar,
    onSuccess: async (r) => {
      setDirty(false);
      exitGuard.reset();
      form.resetFields();
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      await carregamento.refetch();
    },
    onError: (e) => applyFormErrors(form, e),
  });

  if (carregamento.isError)
    return <Result status="404" title="Entrada da fila não encontrada." extra={<Button onClick={voltar}>Voltar</Button>} />;
  const dados = carregamento.data;
  if (!dados) return <Skeleton active style={{ padding: 24 }} />;
  const { fila, atendimento, prescricao, evolucao } = dados.model;

  return (
    <div className="sm-page">
      <PageHeader
        title="Paciente em observação"
        extra={
          <Flex gap={8} wrap>
            {pode.enfermagem && <Button onClick={() => abrir('atendimento-enfermagem')}>Checagem da prescrição</Button>}
            {pode.medico && (
              <Button type="primary" onClick={() => abrir('atendimento-medico')}>
                Reavaliação / alta médica
              </Button>
            )}
            <Button onClick={voltar}>Voltar</Button>
          </Flex>
        }
      />
      <CabecalhoDoAtendimento a={atendimento}>
        {fila.observacaoDesde && (
          <>
            <Typography.Paragraph style={{ margin: '12px 0 0' }}>
              Em observação desde {formatarDataHora(fila.observacaoDesde)} ({duracao(fila.minutosEmObservacao ?? 0)}).
            </Typography.Paragraph>
            {fila.excedido && (
              <Alert
                type="warning"
                showIcon
                style={{ marginTop: 8 }}
                title={`Paciente em observação há mais de ${LIMITE_OBSERVACAO_HORAS} horas (limite do procedimento ${codigoSigtap(PROCEDIMENTOS_PA.ATENDIMENTO_URGENCIA_OBSERVACAO)}). Avalie alta, internação ou transferência.`}
              />
            )}
          </>
        )}
      </CabecalhoDoAtendimento>
      <Row gutter={16}>
        <Col xs={24} xl={14}>
          <Card title="Nova evolução" style={{ marginBottom: 16 }}>
            <Form
              form={form}
              layout="vertical"
              onFinish={(v) => salvar.mutate({ ...v, filaId })}
              onValuesChange={(changed) => {
                setDirty(true);
                clearErrorsOnChange(form)(changed);
              }}
              scrollToFirstError
            >
              <Form.Item name="texto" label="Evolução" required rules={regra('texto')}>
                <TextArea max={4000} rows={4} />
              </Form.Item>
              <SinaisVitais form={form} regra={regra} antropometria={false} />
              <Flex justify="flex-end">
                <Button type="primary" htmlType="submit" loading={salvar.isPending}>
                  Registrar evolução
                </Button>
              </Flex>
            </Form>
          </Card>
          <Card title="Prescrição ativa" style={{ marginBottom: 16 }}>
            {prescricao.length ? (
              prescricao.map((i) => (
                <div key={i.id} style={{ marginBottom: 6 }}>
                  <Typography.Text strong>{i.descricao}</Typography.Text>{' '}
                  <Typography.Text type="secondary">
                    {[i.dose, i.via, i.seNecessario ? 'se necessário' : i.intervaloHoras ? `a cada ${i.intervaloHoras} h` : null]
                      .filter(Boolean)
                      .join(' · ')}
                    {i.proximaDoseEm ? ` — próxima dose ${formatarDataHora(i.proximaDoseEm)}` : ''}
                  </Typography.Text>
                </div>
              ))
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Não há prescrição interna ativa." />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title="Evolução">
            <EvolucaoTimeline eventos={evolucao} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
