import { MAX_ACOMPANHANTES, ORIGENS_PRE_AGENDAMENTO } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, InputNumber, Radio, Row, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { agendarApi } from '../agendar/agendar.api';
import { CampoObservacao, CamposDestino, CamposPassageiro } from '../agendar/campos-viagem';

/** transporte-paciente/pre-agendamento-transporte/create and edit/{id} (spec 000 §2.3): a request waiting for a seat. */
export default function PreAgendamentoFormPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id) || null;
  const [form] = Form.useForm();
  const [pacienteId, setPacienteId] = useState<number | null>(null);
  const opcoes = useQuery({ queryKey: ['tp', 'agendar', 'create'], queryFn: agendarApi.formulario, staleTime: 60_000 });
  const atual = useQuery({ queryKey: ['tp', 'pre', id], queryFn: () => agendarApi.preAgendamento(id as number), enabled: Boolean(id) });
  useEffect(() => {
    const p = atual.data?.data;
    if (p) {
      form.setFieldsValue({ ...p, horarioConsulta: p.horarioConsulta?.slice(0, 5) ?? null });
      setPacienteId(p.pacienteId);
    }
  }, [atual.data, form]);
  const gravar = useMutation({
    mutationFn: async () => {
      const x = await form.validateFields();
      const v = {
        pacienteId: pacienteId as number,
        origem: x.origem,
        destinoId: x.destinoId ?? null,
        localId: x.localId ?? null,
        motivoId: x.motivoId ?? null,
        dataDesejada: x.dataDesejada || null,
        horarioConsulta: x.horarioConsulta || null,
        tipoPassageiro: x.tipoPassageiro,
        acompanhantes: x.acompanhantes ?? 0,
        regulacaoNumero: x.regulacaoNumero || null,
        observacao: x.observacao || null,
      };
      return id ? agendarApi.alterarPre(id, v) : agendarApi.criarPre(v);
    },
    onSuccess: () => {
      feedback.notification.success({ title: 'Sucesso', description: 'Pedido de transporte gravado.' });
      void qc.invalidateQueries({ queryKey: ['tp', 'pre'] });
      navigate('/transporte-paciente/pre-agendamento-transporte/index');
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 422 && applyFormErrors(form, e)) return;
      if (e instanceof ApiError || !(e as { errorFields?: unknown }).errorFields) handleApiError(e);
    },
  });
  const f = opcoes.data?.data;
  if (!f || (id && !atual.data)) return <Skeleton active style={{ padding: 24 }} />;
  return (
    <div className="sm-page">
      <PageHeader
        title={id ? 'Alterar pedido de transporte' : 'Novo pedido de transporte'}
        subTitle="O pedido fica aguardando vaga até ser agendado."
        extra={<Button onClick={() => navigate('/transporte-paciente/pre-agendamento-transporte/index')}>Voltar</Button>}
      />
      <Form form={form} layout="vertical" name="tp-pre" initialValues={{ origem: 1, tipoPassageiro: 1, acompanhantes: 0 }}>
        <Card size="small">
          <Form.Item label="Paciente" htmlFor="tp-pre-paciente" required style={{ maxWidth: 720 }}>
            <Autocomplete<{ id: number; label: string }>
              id="tp-pre-paciente"
              url="/api/cadastro/paciente/autocomplete"
              label="Paciente"
              placeholder="Nome, CPF, CNS ou data de nascimento (dd/mm/aaaa)"
              optionLabel="label"
              value={pacienteId}
              itemInicial={atual.data ? { id: atual.data.data.pacienteId, label: atual.data.data.pacienteNome } : null}
              onChange={(v) => setPacienteId(v === null ? null : Number(v))}
            />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <Form.Item name="origem" label="Origem">
                <Radio.Group optionType="button" options={ORIGENS_PRE_AGENDAMENTO.map((o) => ({ value: o.value, label: o.label }))} />
              </Form.Item>
            </Col>
            <CamposDestino opcoes={f} campoData={{ name: 'dataDesejada', label: 'Data desejada' }} />
            <CamposPassageiro opcoes={f}>
              <Col xs={12} md={4}>
                <Form.Item name="acompanhantes" label="Acompanhantes">
                  <InputNumber min={0} max={MAX_ACOMPANHANTES} />
                </Form.Item>
              </Col>
            </CamposPassageiro>
          </Row>
          <CampoObservacao />
          <Space>
            <Button type="primary" disabled={!pacienteId} loading={gravar.isPending} onClick={() => gravar.mutate()}>
              Salvar
            </Button>
          </Space>
        </Card>
      </Form>
    </div>
  );
}
