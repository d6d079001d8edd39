import {
  mensagens,
  type Resposta,
  TP,
  type tpParametrizacaoFormulario,
  type tpParametrizacaoLotacao,
  type tpParametrizacaoModelo,
} from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';
import { formatarDataHora } from '../../../lib/dates';
import { applyFormErrors } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';

const API = '/api/transporte-paciente/parametrizacao';
type Modelo = Resposta<typeof tpParametrizacaoModelo>;
type Valores = Omit<Modelo, 'id' | 'atualizadoEm'>;

/**
 * transporte-paciente/parametrizacao/create and edit/{id} (spec 000 §2.3, issue 23): what the transport slip prints
 * (companions, protocol line, warning box) and the booking rules (boarding lead time, booking deadline, the arrival
 * margin the trip assembly suggests). One row per municipality: both routes edit it.
 */
export default function ParametrizacaoTransportePage() {
  const podeSalvar = usePermission(TP.parametrizacao);
  const [form] = Form.useForm<Valores>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const dados = useQuery({
    queryKey: ['parametrizacao', API],
    queryFn: () => api.get<Resposta<typeof tpParametrizacaoFormulario>>(`${API}/create`),
    gcTime: 0,
  });
  const lotacao = useQuery({
    queryKey: ['parametrizacao', API, 'lotacao'],
    queryFn: () => api.get<Resposta<typeof tpParametrizacaoLotacao>>(`${API}/lotacao`),
  });
  const salvar = useMutation({
    mutationFn: (v: Valores) => api.post<Modelo>(API, v),
    onSuccess: (m) => {
      setDirty(false);
      exitGuard.reset();
      form.setFieldsValue(m);
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
    },
    onError: (e) => applyFormErrors(form, e),
  });
  if (!dados.data) return <Skeleton active style={{ padding: 24 }} />;
  const { model } = dados.data;
  const minutos = (name: keyof Valores, label: string, max: number, extra: string) => (
    <Form.Item name={name} label={label} extra={extra} required rules={[{ required: true, message: mensagens.obrigatorio(label) }]}>
      <InputNumber aria-label={label} min={0} max={max} precision={0} style={{ width: 160 }} />
    </Form.Item>
  );
  const setor = lotacao.data?.setorNome ? `${lotacao.data.setorNome} — ${lotacao.data.unidadeNome}` : null;
  return (
    <div className="sm-page">
      <PageHeader
        title="Parametrização do transporte"
        subTitle={setor ? `Comprovante e regras de agendamento · emitidos por ${setor}` : 'Comprovante e regras de agendamento.'}
      />
      <Form<Valores>
        form={form}
        layout="vertical"
        initialValues={model}
        disabled={!podeSalvar}
        onValuesChange={() => setDirty(true)}
        onFinish={(v) => salvar.mutate(v)}
      >
        <Card title="Comprovante de transporte" style={{ marginBottom: 16 }}>
          <Row gutter={24}>
            <Col xs={24} md={8}>
              <Form.Item name="comprovanteAcompanhante" label="Listar os acompanhantes no comprovante" valuePropName="checked">
                <Switch aria-label="Listar os acompanhantes no comprovante" />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="mensagemProtocolo" label="Mensagem do protocolo" extra="Linha impressa junto ao número do protocolo.">
                <Input aria-label="Mensagem do protocolo" maxLength={500} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="mensagemAviso" label="Mensagem de aviso" extra="Quadro de avisos ao paciente no pé do comprovante.">
                <Input.TextArea aria-label="Mensagem de aviso" rows={3} maxLength={1000} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="Agendamento e montagem das viagens" style={{ marginBottom: 16 }}>
          <Row gutter={24}>
            <Col xs={24} md={8}>
              {minutos(
                'antecedenciaEmbarqueMin',
                'Antecedência de embarque (min)',
                240,
                'Quanto antes da saída o passageiro deve estar no ponto (sai no comprovante).',
              )}
            </Col>
            <Col xs={24} md={8}>
              {minutos(
                'prazoAgendamentoHoras',
                'Prazo para agendar (horas)',
                168,
                'O agendamento fecha este tanto antes do dia da viagem (0: até a montagem).',
              )}
            </Col>
            <Col xs={24} md={8}>
              {minutos(
                'margemChegadaMin',
                'Margem de chegada (min)',
                240,
                'Folga entre a chegada sugerida e a primeira consulta no destino.',
              )}
            </Col>
          </Row>
        </Card>
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">
            {model.atualizadoEm ? `Alterada em ${formatarDataHora(model.atualizadoEm)}` : null}
          </Typography.Text>
          {podeSalvar && (
            <Button type="primary" htmlType="submit" loading={salvar.isPending}>
              Salvar
            </Button>
          )}
        </Flex>
      </Form>
    </div>
  );
}
