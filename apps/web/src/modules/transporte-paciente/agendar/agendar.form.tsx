import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { formatDataBr, MAX_ACOMPANHANTES, type TpAgendamentoLido, type TpPreAgendamentoLido } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Row, Select, Skeleton, Space } from 'antd';
import { useEffect } from 'react';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { ApiError } from '../../../lib/api';
import { hoje } from '../../../lib/dates';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { agendarApi, imprimirComprovanteTransporte } from './agendar.api';
import { CampoObservacao, CamposDestino, CamposPassageiro } from './campos-viagem';

const hhmm = (h: string | null | undefined) => (h ? h.slice(0, 5) : '');

export interface AgendarFormProps {
  /** The patient of the URL (create/{id}); null: the clerk searches. */
  pacienteId: number | null;
  onPaciente?: (id: number | null) => void;
  /** The pre-booking being booked (create/{id}?pre=…): its destination, date, place and type fill the form. */
  pre?: TpPreAgendamentoLido | null;
  /** The booking being changed (edit/{id}). */
  agendamento?: TpAgendamentoLido | null;
  onGravado: (a: TpAgendamentoLido) => void;
}

/**
 * The transport booking (issue 23): patient, destination and place, day and appointment time, the recurring trip
 * running that weekday to that destination (its usual vehicle's seats shown), boarding point, passenger type,
 * up to two companions (each a seat), urgent and one-way flags, observation. The patient's no-shows and other
 * bookings of the day are warned about; "Agendar" books and prints the slip.
 */
export function AgendarForm({ pacienteId, onPaciente, pre, agendamento, onGravado }: AgendarFormProps) {
  const qc = useQueryClient();
  const [form] = Form.useForm();
  const destinoId = Form.useWatch('destinoId', form) as number | undefined;
  const data = Form.useWatch('data', form) as string | undefined;
  const paciente = agendamento?.pacienteId ?? pacienteId;
  const opcoes = useQuery({ queryKey: ['tp', 'agendar', 'create'], queryFn: agendarApi.formulario, staleTime: 60_000 });
  const jornadas = useQuery({
    queryKey: ['tp', 'jornadas', destinoId, data],
    queryFn: () => agendarApi.jornadas(destinoId as number, data as string),
    enabled: Boolean(destinoId && data),
  });
  const faltas = useQuery({
    queryKey: ['tp', 'faltas', paciente],
    queryFn: () => agendarApi.faltas(paciente as number),
    enabled: Boolean(paciente),
  });
  const doDia = useQuery({
    queryKey: ['tp', 'agendado-paciente', paciente, data],
    queryFn: () => agendarApi.agendadoPaciente(paciente as number, data as string),
    enabled: Boolean(paciente && data),
  });

  useEffect(() => {
    if (agendamento)
      form.setFieldsValue({
        ...agendamento,
        horarioConsulta: hhmm(agendamento.horarioConsulta) || null,
        acompanhantes: agendamento.acompanhantes.map(({ nome, cns, telefone, relacao }) => ({ nome, cns, telefone, relacao })),
      });
    else if (pre)
      form.setFieldsValue({
        destinoId: pre.destinoId ?? undefined,
        localId: pre.localId ?? undefined,
        motivoId: pre.motivoId ?? undefined,
        data: pre.dataDesejada && pre.dataDesejada >= hoje() ? pre.dataDesejada : undefined,
        horarioConsulta: hhmm(pre.horarioConsulta) || null,
        tipoPassageiro: pre.tipoPassageiro,
        regulacaoNumero: pre.regulacaoNumero,
        observacao: pre.observacao,
        acompanhantes: Array.from({ length: pre.acompanhantes }, () => ({ nome: '' })),
      });
  }, [agendamento, pre, form]);

  const gravar = useMutation({
    mutationFn: async () => {
      const x = await form.validateFields();
      const corpo = {
        destinoId: x.destinoId,
        localId: x.localId ?? null,
        data: x.data,
        horarioConsulta: x.horarioConsulta || null,
        jornadaId: x.jornadaId ?? null,
        pontoId: x.pontoId ?? null,
        motivoId: x.motivoId ?? null,
        tipoPassageiro: x.tipoPassageiro ?? 1,
        urgente: Boolean(x.urgente),
        somenteIda: Boolean(x.somenteIda),
        regulacaoNumero: x.regulacaoNumero || null,
        observacao: x.observacao || null,
        acompanhantes: (x.acompanhantes ?? []).map((a: Record<string, string | null>) => ({
          nome: a.nome,
          cns: a.cns || null,
          telefone: a.telefone || null,
          relacao: a.relacao || null,
        })),
      };
      if (agendamento) return agendarApi.alterar({ id: agendamento.id, ...corpo });
      return agendarApi.agendar({ pacienteId: paciente as number, preAgendamentoId: pre?.id ?? null, ...corpo });
    },
    onSuccess: (r) => {
      feedback.notification.success({
        title: 'Sucesso',
        description: agendamento
          ? `Agendamento nº ${r.data.numero} alterado.`
          : `Agendamento nº ${r.data.numero} registrado: ${r.data.destinoNome} em ${formatDataBr(r.data.data)}.`,
      });
      void qc.invalidateQueries({ queryKey: ['datatable'] });
      void qc.invalidateQueries({ queryKey: ['tp'] });
      if (!agendamento) void imprimirComprovanteTransporte([r.data.id]);
      onGravado(r.data);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.status === 422 && applyFormErrors(form, e)) return;
      if (e instanceof ApiError || !(e as { errorFields?: unknown }).errorFields) handleApiError(e);
    },
  });

  const f = opcoes.data?.data;
  if (!f) return <Skeleton active style={{ padding: 24 }} />;
  // the recurring trip belongs to a destination and a weekday
  const semJornada = () => form.setFieldsValue({ jornadaId: undefined });
  const nFaltas = faltas.data?.data.faltas ?? 0;
  const outros = (doDia.data?.data ?? []).filter((a) => a.id !== agendamento?.id);

  return (
    <Form form={form} layout="vertical" name="tp-agendar" initialValues={{ tipoPassageiro: 1, acompanhantes: [] }}>
      <Card size="small" title="Paciente" style={{ marginBottom: 12 }}>
        {agendamento ? (
          <strong>{agendamento.pacienteNome}</strong>
        ) : (
          <Form.Item label="Paciente" htmlFor="tp-agendar-paciente" required style={{ maxWidth: 720, marginBottom: 8 }}>
            <Autocomplete<{ id: number; label: string }>
              id="tp-agendar-paciente"
              url="/api/cadastro/paciente/autocomplete"
              label="Paciente"
              placeholder="Nome, CPF, CNS ou data de nascimento (dd/mm/aaaa)"
              optionLabel="label"
              value={pacienteId}
              itemInicial={
                pre
                  ? { id: pre.pacienteId, label: pre.pacienteNome }
                  : paciente && faltas.data?.data.pacienteNome
                    ? { id: paciente, label: faltas.data.data.pacienteNome }
                    : null
              }
              onChange={(v) => onPaciente?.(v === null ? null : Number(v))}
            />
          </Form.Item>
        )}
        {nFaltas > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 8 }}
            message={`O paciente faltou a ${nFaltas} viagem(ns) nos últimos 12 meses${faltas.data?.data.ultimaFalta ? ` (última em ${formatDataBr(faltas.data.data.ultimaFalta)})` : ''}.`}
          />
        )}
        {outros.length > 0 && (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 8 }}
            message={`Já agendado nesta data: ${outros.map((a) => `${a.destinoNome} (nº ${a.numero})`).join(', ')}.`}
          />
        )}
      </Card>

      <Card size="small" title="Viagem" style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <CamposDestino
            opcoes={f}
            destinoObrigatorio
            campoData={{ name: 'data', label: 'Data da viagem', obrigatorio: true, minDate: hoje(), onChange: semJornada }}
            onDestino={semJornada}
          />
          <Col xs={24} md={8}>
            <Form.Item
              name="jornadaId"
              label="Viagem recorrente"
              extra={
                destinoId && data && !jornadas.data?.data.length ? 'Nenhuma viagem recorrente neste dia para este destino.' : undefined
              }
            >
              <Select
                allowClear
                loading={jornadas.isFetching}
                options={(jornadas.data?.data ?? []).map((j) => ({
                  value: j.id,
                  label: `${hhmm(j.horarioSaida)} – ${j.nome}${j.lugares != null ? ` (${j.ocupados}/${j.lugares} lugares${j.lugaresCadeirante ? `, cadeirante ${j.ocupadosCadeirante}/${j.lugaresCadeirante}` : ''})` : ''}`,
                }))}
                onChange={(id) => {
                  const j = jornadas.data?.data.find((x) => x.id === id);
                  if (j?.pontoId && !form.getFieldValue('pontoId')) form.setFieldsValue({ pontoId: j.pontoId });
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="pontoId" label="Ponto de embarque">
              <Select allowClear showSearch optionFilterProp="label" options={f.pontos.map((p) => ({ value: p.id, label: p.nome }))} />
            </Form.Item>
          </Col>
          <CamposPassageiro opcoes={f} />
          <Col xs={24} md={8}>
            <Space style={{ marginTop: 30 }}>
              <Form.Item name="urgente" valuePropName="checked" noStyle>
                <Checkbox>Urgente</Checkbox>
              </Form.Item>
              <Form.Item name="somenteIda" valuePropName="checked" noStyle>
                <Checkbox>Somente ida</Checkbox>
              </Form.Item>
            </Space>
          </Col>
        </Row>
        <CampoObservacao />
      </Card>

      <Form.List name="acompanhantes">
        {(campos, { add, remove }) => (
          <Card
            size="small"
            title={`Acompanhantes (até ${MAX_ACOMPANHANTES}; cada um ocupa um lugar)`}
            style={{ marginBottom: 12 }}
            extra={
              <Button icon={<PlusOutlined />} disabled={campos.length >= MAX_ACOMPANHANTES} onClick={() => add({ nome: '' })}>
                Adicionar acompanhante
              </Button>
            }
          >
            {campos.map((campo, i) => (
              <Row gutter={8} key={campo.key} align="top">
                <Col xs={24} md={8}>
                  <Form.Item
                    name={[campo.name, 'nome']}
                    label={`Nome do acompanhante ${i + 1}`}
                    rules={[{ required: true, message: 'O campo Nome do acompanhante é obrigatório.' }]}
                  >
                    <Input maxLength={150} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={5}>
                  <Form.Item name={[campo.name, 'cns']} label={`CNS do acompanhante ${i + 1}`}>
                    <Input maxLength={18} inputMode="numeric" />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item name={[campo.name, 'telefone']} label={`Telefone do acompanhante ${i + 1}`}>
                    <Input maxLength={15} inputMode="tel" />
                  </Form.Item>
                </Col>
                <Col xs={20} md={5}>
                  <Form.Item name={[campo.name, 'relacao']} label={`Relação do acompanhante ${i + 1}`}>
                    <Select allowClear options={f.relacoes.map((r) => ({ value: r, label: r }))} />
                  </Form.Item>
                </Col>
                <Col xs={4} md={2}>
                  <Button
                    type="text"
                    danger
                    style={{ marginTop: 30 }}
                    icon={<MinusCircleOutlined />}
                    aria-label={`Remover acompanhante ${i + 1}`}
                    onClick={() => remove(campo.name)}
                  />
                </Col>
              </Row>
            ))}
            {!campos.length && <span style={{ color: 'rgba(0,0,0,.45)' }}>Sem acompanhante.</span>}
          </Card>
        )}
      </Form.List>

      <Space>
        <Button type="primary" loading={gravar.isPending} disabled={!paciente} onClick={() => gravar.mutate()}>
          {agendamento ? 'Salvar alterações' : 'Agendar'}
        </Button>
      </Space>
    </Form>
  );
}
