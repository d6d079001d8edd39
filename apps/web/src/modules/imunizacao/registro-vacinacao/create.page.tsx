import { FileTextOutlined, IdcardOutlined, ImportOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { ESTRATEGIAS_VACINACAO, GRUPOS_ATENDIMENTO, IMU } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Col, Dropdown, Form, Input, Modal, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { useAssinatura } from '../../../components/assinatura/use-assinatura';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { CabecalhoPaciente } from '../../../components/workflow/CabecalhoPaciente';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { CalendarioVacinal, DosesPendentes, HistoricoVacinal } from './calendario';
import { DosesForm, novaDose, proximaSugerida } from './doses.form';
import { JustificativaModal } from './justificativa.modal';
import { documentoPdf, imprimirDocumento, motivosDaJustificativa, type RegistroForm, registroApi } from './registro.api';
import { TranscricaoModal } from './transcricao.modal';

const LISTA = '/imunizacao/registro-vacinacao/index';
const FILA = '/imunizacao/fila-atendimento/index';

/**
 * imunizacao/registro-vacinacao/create/{id}/{filaId?} (spec 000 §2.3; issue 20): the patient, the national calendar
 * (what is given, due, overdue), the history, and the doses recorded now from the room's lots; a rule that needs a
 * reason asks for it; earlier doses are transcribed; the card and the certificate print. Saving finishes the queue
 * entry the nurse attended.
 */
export default function RegistroVacinacaoCreatePage() {
  const { id: pacienteId = '', filaId } = useParams();
  const navigate = useNavigate();
  const voltarPara = (useLocation().state as { lista?: string } | null)?.lista ?? (filaId ? FILA : LISTA);
  const [form] = Form.useForm<RegistroForm>();
  const [transcrever, setTranscrever] = useState(false);
  const [pendente, setPendente] = useState<{ valores: RegistroForm; motivos: string[] } | null>(null);
  const [cancelar, setCancelar] = useState<number | null>(null);
  const [motivoCancelamento, setMotivoCancelamento] = useState('');
  const podeCancelar = usePermission(IMU.registroEditar);
  const consulta = useQuery({ queryKey: ['imunizacao', 'registro', pacienteId], queryFn: () => registroApi.dados(pacienteId) });
  const d = consulta.data?.data;

  const salvar = useMutation({
    mutationFn: (v: RegistroForm & { justificativa?: string }) =>
      registroApi.registrar({ ...v, pacienteId: Number(pacienteId), filaId: filaId ? Number(filaId) : null }),
    onSuccess: (r) => {
      feedback.notification.destroy('api-422');
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      setPendente(null);
      if (filaId) navigate(voltarPara);
      else {
        form.setFieldValue('doses', []);
        void consulta.refetch();
      }
    },
    onError: (e, v) => {
      const motivos = motivosDaJustificativa(e);
      if (motivos && !v.justificativa) {
        feedback.notification.destroy('api-422');
        setPendente({ valores: v, motivos });
        return;
      }
      applyFormErrors(form, e);
    },
  });
  const cancelamento = useMutation({
    mutationFn: () => registroApi.cancelar(cancelar as number, motivoCancelamento),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      setCancelar(null);
      setMotivoCancelamento('');
      void consulta.refetch();
    },
  });

  const id = Number(pacienteId);
  const { assinar, dialogo: dialogoAssinatura } = useAssinatura();
  // the card and the certificate are signable (PAdES with the professional's certificate); the signed PDF is downloaded
  const assinarDocumento = async (tipo: 'cartao' | 'atestado') => {
    const pdf = await documentoPdf(tipo, id);
    if (pdf) await assinar({ arquivos: [pdf] });
  };
  return (
    <div className="sm-page">
      <PageHeader
        title="Registro de vacinação"
        subTitle={d ? d.sala.nome : undefined}
        extra={
          <Space wrap>
            <Button icon={<IdcardOutlined />} onClick={() => imprimirDocumento('cartao', id)}>
              Cartão de vacinação
            </Button>
            <Button icon={<FileTextOutlined />} onClick={() => imprimirDocumento('atestado', id)}>
              Atestado de vacinação
            </Button>
            <Dropdown
              menu={{
                items: [
                  { key: 'cartao', label: 'Assinar o cartão de vacinação' },
                  { key: 'atestado', label: 'Assinar o atestado de vacinação' },
                ],
                onClick: ({ key }) => void assinarDocumento(key as 'cartao' | 'atestado'),
              }}
            >
              <Button icon={<SafetyCertificateOutlined />}>Assinar</Button>
            </Dropdown>
            <Button icon={<ImportOutlined />} disabled={!d} onClick={() => setTranscrever(true)}>
              Transcrever dose anterior
            </Button>
            <Button onClick={() => navigate(voltarPara)}>Voltar</Button>
          </Space>
        }
      />
      {d && <CabecalhoPaciente paciente={d.paciente} />}
      <Row gutter={12}>
        <Col xs={24} xl={10}>
          <Card size="small" title="Calendário de vacinação" loading={consulta.isLoading} style={{ marginBottom: 12 }}>
            {d && <CalendarioVacinal situacao={d.situacao} />}
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card size="small" title="Registrar aplicação" loading={consulta.isLoading} style={{ marginBottom: 12 }}>
            {d && (
              <Form<RegistroForm>
                form={form}
                layout="vertical"
                initialValues={{
                  dataAplicacao: d.hoje,
                  estrategia: 1,
                  grupoAtendimento: 10,
                  gestante: d.gestante,
                  puerpera: false,
                  doses: [],
                }}
                onValuesChange={clearErrorsOnChange(form)}
                onFinish={() => salvar.mutate(form.getFieldsValue(true) as RegistroForm)}
              >
                <div style={{ marginBottom: 12 }}>
                  <Typography.Text strong>Doses pendentes: </Typography.Text>
                  <DosesPendentes
                    situacao={d.situacao}
                    aoEscolher={(i) => {
                      const v = d.vacinas.find((x) => x.sigla === i.sigla);
                      if (!v) {
                        feedback.notification.warning({ title: 'Sem estoque', description: `A sala não tem lote válido de ${i.nome}.` });
                        return false;
                      }
                      const data = (form.getFieldValue('dataAplicacao') as string) ?? d.hoje;
                      const linha = { ...novaDose(d, v, data), dose: i.dose, proximaDoseData: proximaSugerida(d, v, i.dose, data) };
                      form.setFieldValue('doses', [...((form.getFieldValue('doses') ?? []) as object[]), linha]);
                      return true;
                    }}
                  />
                </div>
                <Row gutter={8}>
                  <Col xs={12} md={6}>
                    <Form.Item
                      name="dataAplicacao"
                      label="Data da aplicação"
                      rules={[{ required: true, message: 'O campo Data da aplicação é obrigatório.' }]}
                    >
                      <DateInput maxDate={d.hoje} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6}>
                    <Form.Item name="estrategia" label="Estratégia">
                      <Select options={ESTRATEGIAS_VACINACAO.map((e) => ({ value: e.codigo, label: e.nome }))} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="grupoAtendimento" label="Grupo de atendimento">
                      <Select
                        showSearch
                        optionFilterProp="label"
                        options={GRUPOS_ATENDIMENTO.map((g) => ({ value: g.codigo, label: g.nome }))}
                      />
                    </Form.Item>
                  </Col>
                </Row>
                <Space wrap style={{ marginBottom: 8 }}>
                  <Form.Item name="gestante" valuePropName="checked" noStyle>
                    <Checkbox disabled={d.sexo === 'M'}>Gestante</Checkbox>
                  </Form.Item>
                  <Form.Item name="puerpera" valuePropName="checked" noStyle>
                    <Checkbox disabled={d.sexo === 'M'}>Puérpera</Checkbox>
                  </Form.Item>
                  <Form.Item name="contatoHanseniase" valuePropName="checked" noStyle>
                    <Checkbox>Contato de hanseníase (BCG)</Checkbox>
                  </Form.Item>
                </Space>
                <DosesForm dados={d} form={form} />
                <div style={{ marginTop: 12 }}>
                  <Button type="primary" htmlType="submit" loading={salvar.isPending}>
                    Registrar
                  </Button>
                </div>
              </Form>
            )}
          </Card>
        </Col>
      </Row>
      {d && (
        <HistoricoVacinal
          historico={d.historico}
          acoes={(h) =>
            podeCancelar && h.origem === 1 && h.centroCustoId === d.sala.centroCustoId ? (
              <Button size="small" danger onClick={() => setCancelar(h.id)}>
                Cancelar
              </Button>
            ) : null
          }
        />
      )}
      {pendente && (
        <JustificativaModal
          motivos={pendente.motivos}
          salvando={salvar.isPending}
          aoFechar={() => setPendente(null)}
          aoConfirmar={(justificativa) => salvar.mutate({ ...pendente.valores, justificativa })}
        />
      )}
      {transcrever && d && (
        <TranscricaoModal
          dados={d}
          aoFechar={() => setTranscrever(false)}
          aoSalvar={() => {
            setTranscrever(false);
            void consulta.refetch();
          }}
        />
      )}
      <Modal
        open={cancelar !== null}
        title="Cancelar registro de vacinação"
        okText="Cancelar registro"
        cancelText="Voltar"
        okButtonProps={{ danger: true, disabled: !motivoCancelamento.trim(), loading: cancelamento.isPending }}
        onOk={() => cancelamento.mutate()}
        onCancel={() => setCancelar(null)}
      >
        <p>A dose volta ao estoque da sala e ao frasco aberto, se ainda estiver em uso. O registro fica no histórico como cancelado.</p>
        <label htmlFor="motivo-cancelamento">Motivo do cancelamento</label>
        <Input.TextArea
          id="motivo-cancelamento"
          rows={3}
          maxLength={500}
          value={motivoCancelamento}
          onChange={(e) => setMotivoCancelamento(e.target.value)}
        />
      </Modal>
      {dialogoAssinatura}
    </div>
  );
}
