import { SetorTipo, SetorTipoNome } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Result, Row, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { regraTriagem, SinaisVitais } from '../../../components/clinico';
import { TextArea } from '../../../components/fields/TextArea';
import { PageHeader } from '../../../components/PageHeader';
import { Timeline } from '../../../components/widgets/Timeline';
import { formatarDataHora } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { CabecalhoDoAtendimento } from '../comum/cabecalho-atendimento';
import { CoresRisco } from './cores-risco';
import { triagemApi } from './triagem.api';

export const FILA_URL = '/pronto-atendimento/fila-atendimento/index';

/**
 * pronto-atendimento/atendimento-triagem/create/{id}/{plantaoId} (issue 6 step 2): complaint, vital signs
 * and the risk colour; saving sends the patient to the chosen queue and goes back to the triage queue.
 */
export default function TriagemCreatePage() {
  const { id } = useParams();
  const filaId = Number(id);
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const carregamento = useQuery({
    queryKey: ['pronto-atendimento', 'triagem', 'create', filaId],
    queryFn: () => triagemApi.formulario(filaId),
    enabled: Number.isInteger(filaId) && filaId > 0,
    gcTime: 0,
  });
  const voltar = () => navigate((location.state as { lista?: string } | null)?.lista ?? FILA_URL);

  const salvar = useMutation({
    mutationFn: triagemApi.salvar,
    onSuccess: (r) => {
      setDirty(false);
      exitGuard.reset();
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      voltar();
    },
    onError: (e) => applyFormErrors(form, e),
  });

  if (carregamento.isError)
    return <Result status="404" title="Entrada da fila não encontrada." extra={<Button onClick={voltar}>Voltar à fila</Button>} />;
  const dados = carregamento.data;
  if (!dados) return <Skeleton active style={{ padding: 24 }} />;
  const { form: opcoes, model } = dados;
  const consultorio = opcoes.destinos.find((d) => d.setorTipoId === SetorTipo.CONSULTORIO);

  return (
    <div className="sm-page">
      <PageHeader title="Triagem e classificação de risco" extra={<Button onClick={voltar}>Voltar à fila</Button>} />
      <CabecalhoDoAtendimento a={model.atendimento} />
      <Row gutter={16}>
        <Col xs={24} xl={model.historico.length ? 17 : 24}>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ filaId, destinoCentroCustoId: consultorio?.id }}
            onFinish={(v) => salvar.mutate({ ...v, filaId })}
            onValuesChange={(changed) => {
              setDirty(true);
              clearErrorsOnChange(form)(changed);
            }}
            scrollToFirstError
          >
            <Card title="Queixa" style={{ marginBottom: 16 }}>
              <Form.Item name="queixa" label="Queixa principal" required rules={regraTriagem('queixa')}>
                <TextArea max={2000} rows={3} autoFocus />
              </Form.Item>
            </Card>
            <Card title="Sinais vitais" style={{ marginBottom: 16 }}>
              <SinaisVitais form={form} />
            </Card>
            <Card title="Classificação de risco" style={{ marginBottom: 16 }}>
              <Form.Item name="classificacaoRiscoId" label="Cor" required rules={regraTriagem('classificacaoRiscoId')}>
                <CoresRisco cores={opcoes.classificacoesRisco} />
              </Form.Item>
              <Form.Item name="observacao" label="Observação" rules={regraTriagem('observacao')}>
                <TextArea max={2000} rows={2} />
              </Form.Item>
              <Form.Item
                name="destinoCentroCustoId"
                label="Destino"
                rules={regraTriagem('destinoCentroCustoId')}
                extra="Sem destino, a classificação é registrada e o paciente continua nesta fila (reclassificação)."
              >
                <Select
                  allowClear
                  style={{ maxWidth: 420 }}
                  placeholder="Permanecer nesta fila"
                  options={opcoes.destinos.map((d) => ({ value: d.id, label: `${d.nome} (${SetorTipoNome[d.setorTipoId] ?? ''})` }))}
                />
              </Form.Item>
            </Card>
            <Flex justify="flex-end" gap={8}>
              <Button onClick={voltar}>Cancelar</Button>
              <Button type="primary" htmlType="submit" loading={salvar.isPending}>
                Salvar
              </Button>
            </Flex>
          </Form>
        </Col>
        {model.historico.length > 0 && (
          <Col xs={24} xl={7}>
            <Card title="Classificações anteriores">
              <Timeline
                items={model.historico.map((h) => ({
                  key: h.id,
                  color: h.cor,
                  titulo: h.classificacaoRisco,
                  hora: formatarDataHora(h.criadaEm),
                  rotulo: (
                    <Typography.Text type="secondary">
                      {h.queixa}
                      {h.profissional ? ` — ${h.profissional}` : ''}
                    </Typography.Text>
                  ),
                }))}
              />
            </Card>
          </Col>
        )}
      </Row>
    </div>
  );
}
