import { DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import { formatDataBr, somarDias } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Row, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { ObservacaoUrgente } from '../../../components/agenda/ObservacaoUrgente';
import { PacienteSolicitacoesCard } from '../../../components/agenda/PacienteSolicitacoesCard';
import { hhmm, VagasPorDia } from '../../../components/agenda/VagasPorDia';
import { DateInput } from '../../../components/fields/DateInput';
import { ApiError } from '../../../lib/api';
import { diaDaSemana, hoje } from '../../../lib/dates';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { type AgendadoLab, agendamentoExameApi, imprimirPedidoExames, type VagaColeta } from './agendamento-exame.api';

/** An exam chosen for the scheduling: typed from paper, from a kit, or answering a request of the product. */
export interface ExameEscolhido {
  exameId: number;
  kitExameId: number | null;
  kitNome: string | null;
  solicitacaoOrigem: string | null;
  solicitacaoId: number | null;
}

const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export interface AgendamentoExameFormProps {
  /** The patient of the URL (`create/{id}`). */
  pacienteId: number | null;
  onPaciente: (id: number | null) => void;
  retroativo?: boolean;
  onAgendado: (r: AgendadoLab) => void;
}

/**
 * The scheduling desk of the laboratory (issue 21): the patient and their requests of the product not yet
 * scheduled (a click includes one), or exams and kits typed from the paper request with its unit and requester;
 * the laboratory's next free collection slots; "Agendar" books in one go (quota of the requesting unit checked on
 * the server) and the slip prints with each exam's preparation and the delivery date.
 */
export function AgendamentoExameForm({ pacienteId, onPaciente, retroativo = false, onAgendado }: AgendamentoExameFormProps) {
  const qc = useQueryClient();
  const [form] = Form.useForm();
  const [escolhidos, setEscolhidos] = useState<ExameEscolhido[]>([]);
  const [busca, setBusca] = useState<{ laboratorioId: number; dataInicial?: string } | null>(null);
  const [vaga, setVaga] = useState<VagaColeta | null>(null);
  const agendarRef = useRef<HTMLButtonElement>(null);

  const opcoes = useQuery({
    queryKey: ['lab', 'agendamento-exame', 'create', retroativo],
    queryFn: () => agendamentoExameApi.formulario(retroativo),
    staleTime: 60_000,
  });
  const ficha = useQuery({
    queryKey: ['lab', 'agendamento-exame', 'ficha', pacienteId],
    queryFn: () => agendamentoExameApi.ficha(pacienteId as number),
    enabled: Boolean(pacienteId),
    gcTime: 0,
  });
  const sugestao = useQuery({
    queryKey: ['lab', 'agendamento-exame', 'sugestao', retroativo, busca],
    queryFn: () => agendamentoExameApi.sugestao(busca as { laboratorioId: number }, retroativo),
    enabled: Boolean(busca),
    gcTime: 0,
  });
  const f = opcoes.data?.data;
  const exames = useMemo(() => new Map((f?.exames ?? []).map((e) => [e.id, e])), [f]);
  const total = escolhidos.reduce((s, e) => s + Number(exames.get(e.exameId)?.valor ?? 0), 0);

  const incluir = (novos: ExameEscolhido[]) =>
    setEscolhidos((atuais) => [...atuais, ...novos.filter((n) => !atuais.some((a) => a.exameId === n.exameId))]);

  const agendar = useMutation({
    mutationFn: () => {
      const v = vaga as VagaColeta;
      const valores = form.getFieldsValue();
      return agendamentoExameApi.agendar(
        {
          pacienteId: pacienteId as number,
          jornadaId: v.jornadaId,
          data: v.data,
          hora: v.hora,
          unidadeSolicitanteId: valores.unidadeSolicitanteId,
          profissionalSolicitanteId: valores.profissionalSolicitanteId ?? null,
          solicitanteNome: valores.solicitanteNome || null,
          exames: escolhidos.map((e) => ({
            exameId: e.exameId,
            kitExameId: e.kitExameId,
            solicitacaoOrigem: e.solicitacaoOrigem,
            solicitacaoId: e.solicitacaoId,
          })),
          urgente: Boolean(valores.urgente),
          observacao: valores.observacao || null,
        },
        retroativo,
      );
    },
    onSuccess: (r) => {
      feedback.notification.success({
        title: 'Sucesso',
        description: `Agendamento nº ${r.data.numero} registrado: coleta em ${formatDataBr(r.data.data)} às ${hhmm(r.data.hora)}, ${r.data.laboratorioNome}.`,
      });
      if (r.avisoCota) feedback.notification.warning({ title: 'Cota excedida', description: r.avisoCota });
      void imprimirPedidoExames(r.data.id);
      setVaga(null);
      setBusca(null);
      setEscolhidos([]);
      form.resetFields(['observacao', 'urgente']);
      void qc.invalidateQueries({ queryKey: ['datatable'] });
      void qc.invalidateQueries({ queryKey: ['lab', 'agendamento-exame', 'ficha'] });
      onAgendado(r);
    },
    onError: (e) => {
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
  const buscar = (v: { laboratorioId: number; dataInicial?: string }) => {
    setVaga(null);
    const nova = { laboratorioId: v.laboratorioId, dataInicial: v.dataInicial || undefined };
    if (JSON.stringify(nova) === JSON.stringify(busca)) void sugestao.refetch();
    else setBusca(nova);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        laboratorioId: f.laboratorios.length === 1 ? f.laboratorios[0]?.id : undefined,
        dataInicial: retroativo ? somarDias(hoje(), -1) : undefined,
      }}
      onFinish={buscar}
    >
      <PacienteSolicitacoesCard
        id="lab-agendamento-paciente"
        pacienteId={pacienteId}
        onPaciente={(id) => {
          setEscolhidos([]);
          onPaciente(id);
        }}
        ficha={ficha.data}
        carregando={ficha.isLoading}
        titulo="Solicitações pendentes no sistema"
        vazio="Nenhuma solicitação de exame laboratorial pendente: digite os exames do pedido em papel."
        escolha={{
          title: 'Incluir',
          key: 'incluir',
          width: 70,
          render: (_, s) => {
            const marcado = escolhidos.some((e) => e.solicitacaoId === s.id && e.solicitacaoOrigem === s.origem);
            return (
              <Checkbox
                aria-label={`Incluir ${s.exameNome}`}
                checked={marcado}
                onChange={(ev) => {
                  if (ev.target.checked) {
                    setEscolhidos((l) => [
                      ...l.filter((x) => x.exameId !== s.exameId),
                      { exameId: s.exameId, kitExameId: null, kitNome: null, solicitacaoOrigem: s.origem, solicitacaoId: s.id },
                    ]);
                    // the request's unit and professional are the scheduling's
                    if (s.unidadeId) form.setFieldValue('unidadeSolicitanteId', s.unidadeId);
                    if (s.solicitanteId)
                      form.setFieldsValue({ profissionalSolicitanteId: s.solicitanteId, solicitanteNome: s.solicitanteNome });
                  } else setEscolhidos((l) => l.filter((x) => !(x.solicitacaoId === s.id && x.solicitacaoOrigem === s.origem)));
                }}
              />
            );
          },
        }}
      />

      <Card size="small" title="Exames" style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={24} md={10}>
            <Form.Item label="Incluir exame">
              <Select
                aria-label="Incluir exame"
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Nome do exame"
                value={null}
                options={f.exames.map((e) => ({ value: e.id, label: e.nome }))}
                onChange={(id: number) =>
                  incluir([{ exameId: id, kitExameId: null, kitNome: null, solicitacaoOrigem: null, solicitacaoId: null }])
                }
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Incluir kit">
              <Select
                aria-label="Incluir kit"
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Kit de exames"
                value={null}
                options={f.kits.map((k) => ({ value: k.id, label: k.nome }))}
                onChange={(id: number) => {
                  const kit = f.kits.find((k) => k.id === id);
                  if (kit)
                    incluir(
                      kit.exameIds
                        .filter((e) => exames.has(e))
                        .map((e) => ({ exameId: e, kitExameId: kit.id, kitNome: kit.nome, solicitacaoOrigem: null, solicitacaoId: null })),
                    );
                }}
              />
            </Form.Item>
          </Col>
        </Row>
        <Table<ExameEscolhido>
          size="small"
          rowKey="exameId"
          pagination={false}
          dataSource={escolhidos}
          locale={{ emptyText: 'Nenhum exame incluído.' }}
          summary={() =>
            escolhidos.length ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  <Typography.Text strong>{escolhidos.length} exame(s)</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1}>
                  <Typography.Text strong>{moeda.format(total)}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} />
              </Table.Summary.Row>
            ) : null
          }
          columns={[
            { title: 'Exame', key: 'nome', render: (_, e) => exames.get(e.exameId)?.nome ?? `Exame ${e.exameId}` },
            {
              title: 'Origem',
              key: 'origem',
              width: 160,
              render: (_, e) =>
                e.solicitacaoId ? <Tag color="blue">Solicitação</Tag> : e.kitNome ? <Tag>{e.kitNome}</Tag> : <Tag>Papel</Tag>,
            },
            { title: 'Preparo', key: 'preparo', render: (_, e) => exames.get(e.exameId)?.preparo ?? '—' },
            { title: 'Valor SIGTAP', key: 'valor', width: 120, render: (_, e) => moeda.format(Number(exames.get(e.exameId)?.valor ?? 0)) },
            {
              title: '',
              key: 'remover',
              width: 50,
              render: (_, e) => (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remover ${exames.get(e.exameId)?.nome ?? ''}`}
                  onClick={() => setEscolhidos((l) => l.filter((x) => x.exameId !== e.exameId))}
                />
              ),
            },
          ]}
        />
        {/* the server's messages about the exams (a request already scheduled, a blocked exam) land here */}
        <Form.Item name="exames" style={{ marginBottom: 8 }}>
          <Input type="hidden" />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} md={10}>
            <Form.Item
              name="unidadeSolicitanteId"
              label="Unidade solicitante"
              rules={[{ required: true, message: 'O campo Unidade solicitante é obrigatório.' }]}
            >
              <Select
                aria-label="Unidade solicitante"
                showSearch={{ optionFilterProp: 'label' }}
                options={f.unidades.map((u) => ({ value: u.id, label: u.nome }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="solicitanteNome" label="Profissional solicitante">
              <Input
                aria-label="Profissional solicitante"
                maxLength={150}
                placeholder="Nome e registro do profissional (pedido em papel)"
              />
            </Form.Item>
            <Form.Item name="profissionalSolicitanteId" hidden>
              <Input />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card size="small" title="Coleta" style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={24} md={10}>
            <Form.Item name="laboratorioId" label="Laboratório" rules={[{ required: true, message: 'O campo Laboratório é obrigatório.' }]}>
              <Select aria-label="Laboratório" options={f.laboratorios.map((l) => ({ value: l.id, label: l.nome }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item
              name="dataInicial"
              label={retroativo ? 'Data' : 'A partir de'}
              rules={retroativo ? [{ required: true, message: 'O campo Data é obrigatório.' }] : []}
            >
              <DateInput aria-label={retroativo ? 'Data' : 'A partir de'} {...(retroativo ? { maxDate: hoje() } : { minDate: hoje() })} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={sugestao.isFetching}>
          Buscar horários
        </Button>
        {busca && (
          <div style={{ marginTop: 12 }}>
            <VagasPorDia
              vagas={sugestao.data?.data ?? []}
              carregando={sugestao.isLoading}
              vazio="Nenhum horário de coleta livre."
              vaga={vaga}
              onVaga={(v) => {
                setVaga(v);
                setTimeout(() => agendarRef.current?.focus(), 0);
              }}
              onde={(v) => v.unidadeNome}
            />
          </div>
        )}
      </Card>

      <Card size="small" title="Confirmação">
        {vaga ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={`Coleta: ${diaDaSemana(vaga.data)}, ${formatDataBr(vaga.data)} às ${hhmm(vaga.hora)} — ${vaga.unidadeNome}`}
            description={`${vaga.recursoNome} · ${escolhidos.length} exame(s), ${moeda.format(total)}`}
          />
        ) : (
          <Typography.Paragraph type="secondary">Escolha o paciente, os exames e um horário de coleta.</Typography.Paragraph>
        )}
        <ObservacaoUrgente />
        <Space wrap>
          <Button
            ref={agendarRef}
            type="primary"
            disabled={!vaga || !pacienteId || escolhidos.length === 0}
            loading={agendar.isPending}
            onClick={() =>
              form
                .validateFields(['unidadeSolicitanteId'])
                .then(() => agendar.mutate())
                .catch(() => undefined)
            }
          >
            Agendar
          </Button>
        </Space>
      </Card>
    </Form>
  );
}
