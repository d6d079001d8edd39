import { PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import { formatDataBr, type LarguraComprovanteAgendamento, somarDias, TIPO_VAGA } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Flex, Form, Radio, Row, Select, Skeleton, Space, Spin, Typography } from 'antd';
import type { RefSelectProps } from 'antd/es/select';
import { useMemo, useRef, useState } from 'react';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DateInput } from '../../../components/fields/DateInput';
import { TextArea } from '../../../components/fields/TextArea';
import { ApiError } from '../../../lib/api';
import { diaDaSemana, hoje } from '../../../lib/dates';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import {
  type Agendado,
  agendamentoApi,
  type Busca,
  escolherLargura,
  imprimirComprovante,
  larguraEscolhida,
  type Vaga,
} from './agendamento.api';
import { FichaDoPaciente } from './paciente-ficha';

type ItemPaciente = { id: number; label: string };

export interface AgendamentoFormProps {
  /** The patient of the URL (`create/{id}`: the reception or the patient record opens booking for them). */
  pacienteId: number | null;
  onPaciente: (id: number | null) => void;
  /** After a downtime: past days are offered (own permission, own routes). */
  retroativo?: boolean;
  /** After booking: the screen starts over for the next patient. */
  onAgendado: (r: Agendado) => void;
}

const chaveVaga = (v: Pick<Vaga, 'jornadaId' | 'data' | 'hora'>) => `${v.jornadaId}|${v.data}|${v.hora}`;
const hhmm = (h: string) => h.slice(0, 5);

/**
 * The booking desk (spec 000 §2.3 agendamento/create, issue 17): the patient (with their no-show history in view),
 * then unit, specialty, professional (optional), slot type and a start date; "Buscar horários" lists the next free
 * slots by day and one click picks one; "Agendar" books it and the slip prints. A slot taken meanwhile answers the
 * server's "Horário indisponível" and the list is asked again.
 */
export function AgendamentoForm({ pacienteId, onPaciente, retroativo = false, onAgendado }: AgendamentoFormProps) {
  const qc = useQueryClient();
  const [form] = Form.useForm();
  const [busca, setBusca] = useState<Busca | null>(null);
  const [vaga, setVaga] = useState<Vaga | null>(null);
  const [largura, setLargura] = useState<LarguraComprovanteAgendamento | undefined>(larguraEscolhida);
  const unidadeRef = useRef<RefSelectProps>(null);
  const agendarRef = useRef<HTMLButtonElement>(null);

  const opcoes = useQuery({ queryKey: ['ambulatorio', 'agendamento', 'create'], queryFn: agendamentoApi.formulario, staleTime: 60_000 });
  const ficha = useQuery({
    queryKey: ['ambulatorio', 'agendamento', 'ficha', pacienteId],
    queryFn: () => agendamentoApi.ficha(pacienteId as number),
    enabled: Boolean(pacienteId),
    gcTime: 0,
  });
  const chaveSugestao = ['ambulatorio', 'agendamento', 'sugestao', retroativo, busca];
  const sugestao = useQuery({
    queryKey: chaveSugestao,
    queryFn: () => agendamentoApi.sugestao(busca as Busca, retroativo),
    enabled: Boolean(busca),
    gcTime: 0,
  });

  const unidadeId = Form.useWatch('unidadeId', form) as number | undefined;
  const especialidadeId = Form.useWatch('especialidadeId', form) as number | undefined;
  const f = opcoes.data?.form;
  const especialidades = useMemo(() => (f?.especialidades ?? []).filter((e) => !unidadeId || e.unidadeId === unidadeId), [f, unidadeId]);
  const profissionais = useMemo(
    () =>
      (f?.profissionais ?? []).filter(
        (p) => (!unidadeId || p.unidadeId === unidadeId) && (!especialidadeId || p.especialidadeId === especialidadeId),
      ),
    [f, unidadeId, especialidadeId],
  );
  const dias = useMemo(() => {
    const grupos = new Map<string, Vaga[]>();
    for (const v of sugestao.data?.data ?? []) grupos.set(v.data, [...(grupos.get(v.data) ?? []), v]);
    return [...grupos];
  }, [sugestao.data]);

  const agendar = useMutation({
    mutationFn: () => {
      const v = vaga as Vaga;
      return agendamentoApi.agendar(
        {
          pacienteId: pacienteId as number,
          jornadaId: v.jornadaId,
          data: v.data,
          hora: v.hora,
          tipoVaga: v.tipoVaga as 1,
          observacao: form.getFieldValue('observacao') || null,
        },
        retroativo,
      );
    },
    onSuccess: (r) => {
      feedback.notification.success({
        title: 'Sucesso',
        description: `Agendamento nº ${r.data.numero} registrado: ${formatDataBr(r.data.data)} às ${hhmm(r.data.hora)}, ${r.data.recursoNome}.`,
      });
      void imprimirComprovante(r.data.id, largura);
      setVaga(null);
      setBusca(null);
      form.resetFields(['observacao']);
      void qc.invalidateQueries({ queryKey: ['datatable'] });
      onAgendado(r);
    },
    onError: (e) => {
      // a slot taken meanwhile (or a quota used up): the server's message, and the list asked again
      if (e instanceof ApiError && e.status === 422) {
        if (!applyFormErrors(form, e)) handleApiError(e);
        setVaga(null);
        void sugestao.refetch();
        return;
      }
      handleApiError(e);
    },
  });

  if (!f) return <Skeleton active style={{ padding: 24 }} />;

  const buscar = (v: { unidadeId?: number; especialidadeId?: number; profissionalId?: number; dataInicial?: string; tipoVaga: number }) => {
    setVaga(null);
    const nova: Busca = { ...v, dataInicial: v.dataInicial ?? undefined };
    // the same search again asks the server again (a slot may have been taken)
    if (JSON.stringify(nova) === JSON.stringify(busca)) void sugestao.refetch();
    else setBusca(nova);
  };
  const escolher = (v: Vaga) => {
    setVaga(v);
    setTimeout(() => agendarRef.current?.focus(), 0);
  };
  const ontem = somarDias(hoje(), -1);

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        tipoVaga: TIPO_VAGA.PRIMEIRA_VEZ,
        dataInicial: retroativo ? ontem : undefined,
        unidadeId: f.unidades.length === 1 ? f.unidades[0]?.id : undefined,
      }}
      onFinish={buscar}
      onValuesChange={(mudou) => {
        if ('unidadeId' in mudou) form.setFieldsValue({ especialidadeId: undefined, profissionalId: undefined });
        if ('especialidadeId' in mudou) form.setFieldsValue({ profissionalId: undefined });
      }}
    >
      <Card size="small" title="Paciente" style={{ marginBottom: 12 }}>
        <Form.Item label="Paciente" htmlFor="agendamento-paciente" required style={{ maxWidth: 720, marginBottom: pacienteId ? 8 : 0 }}>
          <Autocomplete<ItemPaciente>
            autoFocus
            id="agendamento-paciente"
            url="/api/cadastro/paciente/autocomplete"
            label="Paciente"
            placeholder="Nome, CPF, CNS ou data de nascimento (dd/mm/aaaa)"
            optionLabel="label"
            value={pacienteId}
            itemInicial={ficha.data ? { id: ficha.data.paciente.id, label: ficha.data.paciente.nome } : null}
            onChange={(id) => {
              onPaciente(id === null ? null : Number(id));
              if (id !== null) setTimeout(() => unidadeRef.current?.focus(), 0);
            }}
          />
        </Form.Item>
        {pacienteId && ficha.isLoading && <Spin />}
        {ficha.data && <FichaDoPaciente ficha={ficha.data} />}
      </Card>

      <Card size="small" title="Horário" style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={24} md={6}>
            <Form.Item name="unidadeId" label="Unidade">
              <Select
                ref={unidadeRef}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Qualquer unidade"
                options={f.unidades.map((u) => ({ value: u.id, label: u.nome }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item name="especialidadeId" label="Especialidade">
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Qualquer especialidade"
                options={especialidades.map((e) => ({ value: e.id, label: e.nome }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item name="profissionalId" label="Profissional ou serviço">
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Qualquer um"
                options={[...new Map(profissionais.map((p) => [p.id, { value: p.id, label: p.nome }])).values()]}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="tipoVaga" label="Tipo de vaga" required>
              <Select options={f.tiposVaga.map((t) => ({ value: t.id, label: t.nome }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item
              name="dataInicial"
              label={retroativo ? 'Data' : 'A partir de'}
              required={retroativo}
              rules={retroativo ? [{ required: true, message: 'O campo Data é obrigatório.' }] : []}
            >
              <DateInput aria-label={retroativo ? 'Data' : 'A partir de'} {...(retroativo ? { maxDate: hoje() } : { minDate: hoje() })} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={sugestao.isFetching}>
          Buscar horários
        </Button>
      </Card>

      {busca && (
        <Card size="small" title="Horários livres" style={{ marginBottom: 12 }}>
          {sugestao.isLoading ? (
            <Skeleton active />
          ) : dias.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum horário livre para a busca." />
          ) : (
            <Flex vertical gap={8}>
              {dias.map(([data, vagas]) => (
                <div key={data}>
                  <Typography.Text strong>
                    {diaDaSemana(data)}, {formatDataBr(data)}
                  </Typography.Text>
                  <Flex wrap gap={6} style={{ marginTop: 4 }}>
                    {vagas.map((v) => {
                      const escolhida = vaga !== null && chaveVaga(vaga) === chaveVaga(v);
                      return (
                        <Button
                          key={chaveVaga(v)}
                          size="small"
                          type={escolhida ? 'primary' : 'default'}
                          aria-pressed={escolhida}
                          aria-label={`${hhmm(v.hora)} de ${formatDataBr(v.data)} com ${v.recursoNome}`}
                          onClick={() => escolher(v)}
                        >
                          {hhmm(v.hora)} · {v.recursoNome}
                        </Button>
                      );
                    })}
                  </Flex>
                </div>
              ))}
            </Flex>
          )}
        </Card>
      )}

      <Card size="small" title="Confirmação">
        {vaga ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={`${diaDaSemana(vaga.data)}, ${formatDataBr(vaga.data)} às ${hhmm(vaga.hora)} — ${vaga.recursoNome}`}
            description={[vaga.especialidadeNome, vaga.unidadeNome].filter(Boolean).join(' · ')}
          />
        ) : (
          <Typography.Paragraph type="secondary">Escolha o paciente e um horário livre.</Typography.Paragraph>
        )}
        <Form.Item name="observacao" label="Observação" style={{ maxWidth: 720 }}>
          <TextArea max={500} rows={2} />
        </Form.Item>
        <Space wrap>
          <Button
            ref={agendarRef}
            type="primary"
            disabled={!vaga || !pacienteId}
            loading={agendar.isPending}
            onClick={() => agendar.mutate()}
          >
            Agendar
          </Button>
          <Space size={4}>
            <PrinterOutlined aria-hidden />
            <Typography.Text>Comprovante:</Typography.Text>
            <Radio.Group
              aria-label="Largura do comprovante"
              size="small"
              optionType="button"
              value={largura ?? ''}
              onChange={(e) => {
                const v = e.target.value as LarguraComprovanteAgendamento | '';
                setLargura(v || undefined);
                escolherLargura(v || undefined);
              }}
              options={[
                { value: '', label: 'Padrão' },
                { value: '8', label: '8 cm' },
                { value: '10.3', label: '10,3 cm' },
              ]}
            />
          </Space>
        </Space>
      </Card>
    </Form>
  );
}
