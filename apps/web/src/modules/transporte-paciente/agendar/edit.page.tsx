import { PrinterOutlined } from '@ant-design/icons';
import { formatDataBr, NOME_SITUACAO_AGENDAMENTO_TRANSPORTE, SITUACAO_AGENDAMENTO_TRANSPORTE, TP } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Modal, Row, Skeleton, Space, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { PageHeader } from '../../../components/PageHeader';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { agendarApi, imprimirComprovanteTransporte } from './agendar.api';
import { AgendarForm } from './agendar.form';

/**
 * transporte-paciente/agendar/edit/{id} (spec 000 §2.3): the booking's change (alterar-agendado), its cancellation
 * with reason, an observation for the history, the history (historico/{id}) and the slip.
 */
export default function AgendarEditPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const podeEditar = usePermission(TP.agendarEditar);
  const [cancelando, setCancelando] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [obs, setObs] = useState('');
  const detalhe = useQuery({ queryKey: ['tp', 'agendamento', id], queryFn: () => agendarApi.detalhe(id) });
  const historico = useQuery({ queryKey: ['tp', 'historico', id], queryFn: () => agendarApi.historico(id) });
  const recarregar = () => {
    void qc.invalidateQueries({ queryKey: ['tp', 'agendamento', id] });
    void qc.invalidateQueries({ queryKey: ['tp', 'historico', id] });
  };
  const cancelar = useMutation({
    mutationFn: () => agendarApi.cancelar(id, motivo),
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: 'Agendamento cancelado.' });
      setCancelando(false);
      recarregar();
    },
    onError: handleApiError,
  });
  const observar = useMutation({
    mutationFn: () => agendarApi.observacao(id, obs),
    onSuccess: () => {
      setObs('');
      recarregar();
    },
    onError: handleApiError,
  });
  const a = detalhe.data?.data;
  if (!a) return <Skeleton active style={{ padding: 24 }} />;
  const aberto = a.situacao === SITUACAO_AGENDAMENTO_TRANSPORTE.agendado || a.situacao === SITUACAO_AGENDAMENTO_TRANSPORTE.alocado;
  return (
    <div className="sm-page">
      <PageHeader
        title={
          <>
            Agendamento nº {a.numero} <Tag>{NOME_SITUACAO_AGENDAMENTO_TRANSPORTE[a.situacao]}</Tag>
          </>
        }
        subTitle={`${a.pacienteNome} — ${a.destinoNome}, ${formatDataBr(a.data)}`}
        extra={
          <Space>
            <Button icon={<PrinterOutlined />} onClick={() => imprimirComprovanteTransporte([a.id])}>
              Comprovante
            </Button>
            {podeEditar && aberto && (
              <Button danger onClick={() => setCancelando(true)}>
                Cancelar agendamento
              </Button>
            )}
            <Button onClick={() => navigate('/transporte-paciente/agendar/list')}>Voltar</Button>
          </Space>
        }
      />
      <Row gutter={12}>
        <Col xs={24} xl={16}>
          {podeEditar && aberto ? (
            <AgendarForm pacienteId={a.pacienteId} agendamento={a} onGravado={recarregar} />
          ) : (
            <Card size="small">
              {a.motivoCancelamento ? `Cancelado: ${a.motivoCancelamento}` : 'Agendamento não pode mais ser alterado.'}
            </Card>
          )}
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title="Histórico">
            <Timeline
              items={(historico.data?.data ?? []).map((e) => ({
                key: e.id,
                children: (
                  <>
                    <div>{e.descricao}</div>
                    <small>
                      {new Date(e.criadoEm).toLocaleString('pt-BR')} — {e.usuarioNome}
                    </small>
                  </>
                ),
              }))}
            />
            {podeEditar && (
              <Form layout="vertical">
                <Form.Item label="Nova observação" htmlFor="tp-obs">
                  <Input.TextArea id="tp-obs" rows={2} value={obs} maxLength={1000} onChange={(e) => setObs(e.target.value)} />
                </Form.Item>
                <Button disabled={!obs.trim()} loading={observar.isPending} onClick={() => observar.mutate()}>
                  Registrar observação
                </Button>
              </Form>
            )}
          </Card>
        </Col>
      </Row>
      <Modal
        open={cancelando}
        title="Cancelar agendamento"
        okText="Cancelar agendamento"
        cancelText="Voltar"
        okButtonProps={{ danger: true, disabled: motivo.trim().length < 3, loading: cancelar.isPending }}
        onOk={() => cancelar.mutate()}
        onCancel={() => setCancelando(false)}
      >
        <Form layout="vertical">
          <Form.Item label="Motivo do cancelamento" htmlFor="tp-motivo-cancelamento" required>
            <Input.TextArea
              id="tp-motivo-cancelamento"
              rows={3}
              value={motivo}
              maxLength={300}
              onChange={(e) => setMotivo(e.target.value)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
