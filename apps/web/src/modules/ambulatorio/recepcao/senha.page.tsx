import { CheckOutlined } from '@ant-design/icons';
import {
  MENSAGENS_RECEPCAO_AMBULATORIO,
  STATUS_AGENDAMENTO,
  type StatusAgendamento,
  StatusAgendamentoNome,
  StatusSenha,
} from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, List, Result, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { formatarHora } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { ChegadaModal, prioridadeDaSenha } from './chegada.modal';
import { RECEPCAO_URL } from './create.page';
import { CampoPaciente, CamposDemandaEspontanea, type ValoresDemandaEspontanea } from './demanda-espontanea.campos';
import { type AgendamentoDoDia, recepcaoAmbulatorioApi, type SenhaDaRecepcao } from './recepcao.api';

/** The counter screen the desk came from: after receiving the ticket's holder, back there for the next ticket. */
const URL_GUICHE = '/painel-senha/fila-atendimento/index';

/** Why a ticket cannot be received any more (null: it can). */
function senhaIndisponivel(s: SenhaDaRecepcao): string | null {
  if (s.pacienteId !== null) return `A senha ${s.codigo} já foi recebida.`;
  if (s.status.id === StatusSenha.FINALIZADA || s.status.id === StatusSenha.EVADIDA) return `A senha ${s.codigo} já foi encerrada.`;
  return null;
}

/**
 * ambulatorio/recepcao/create/{filaId} (issue 17, spec 000 §2.3): the kiosk ticket answered at the counter of the
 * polyclinic's reception queue (`filaId` is the ticket's queue entry). The desk finds the patient who holds it: an
 * appointment of today gets "Chegou", anyone else is received as a walk-in; either way with the ticket, which the
 * server links to the patient and closes in the same transaction, its priority preselected.
 */
export default function RecepcaoDaSenhaPage() {
  const filaId = Number(useParams().filaId);
  const navigate = useNavigate();
  const [form] = Form.useForm<ValoresDemandaEspontanea>();
  const pacienteId = Form.useWatch('pacienteId', form);
  const [chegando, setChegando] = useState<AgendamentoDoDia | null>(null);
  const hoje = useQuery({ queryKey: ['ambulatorio', 'recepcao'], queryFn: ({ signal }) => recepcaoAmbulatorioApi.hoje(signal) });
  const ticket = useQuery({
    queryKey: ['ambulatorio', 'recepcao', 'senha', filaId],
    queryFn: ({ signal }) => recepcaoAmbulatorioApi.senha(filaId, signal),
    retry: false,
    gcTime: 0,
    meta: { silent: true },
  });
  const recebido = (message: string) => {
    feedback.notification.success({ title: 'Sucesso', description: message });
    navigate(URL_GUICHE);
  };
  const receber = useMutation({
    mutationFn: (v: ValoresDemandaEspontanea) =>
      recepcaoAmbulatorioApi.receber({ ...v, observacao: v.observacao?.trim() || null, senhaId: ticket.data?.id }),
    onSuccess: (r) => recebido(r.message),
    onError: (e) => applyFormErrors(form, e),
  });

  const outraRecepcao = [
    <Button key="guiche" onClick={() => navigate(URL_GUICHE)}>
      Voltar ao guichê
    </Button>,
    <Button key="recepcao" onClick={() => navigate(RECEPCAO_URL)}>
      Recepção do ambulatório
    </Button>,
  ];
  const senha = ticket.data;
  // a ticket of another location, closed or already received: the desk goes back, nothing is half done here
  const recusa = ticket.error
    ? ticket.error instanceof ApiError
      ? ticket.error.message
      : 'Não foi possível ler a senha.'
    : senha && senhaIndisponivel(senha);
  if (hoje.isError || recusa)
    return (
      <div className="sm-page">
        <PageHeader title="Recepção do ambulatório" />
        <Result status="warning" title={recusa || 'Não foi possível abrir a recepção do ambulatório.'} extra={outraRecepcao} />
      </div>
    );
  const opcoes = hoje.data?.data.form;
  if (!opcoes || !senha) return <Skeleton active style={{ padding: 24 }} />;

  const doPaciente = pacienteId ? (hoje.data?.data.model.agendamentos ?? []).filter((a) => a.pacienteId === pacienteId) : [];
  const aChegar = doPaciente.filter((a) => a.status === STATUS_AGENDAMENTO.AGENDADO);
  // the patient first: with an appointment to arrive, "Chegou" on it; without, the walk-in (when the settings allow)
  const demandaEspontanea = !!pacienteId && aChegar.length === 0;

  return (
    <div className="sm-page">
      <PageHeader title="Recepção do ambulatório" subTitle={`Senha ${senha.codigo}`} />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          <span>
            <strong style={{ fontSize: 18, marginInlineEnd: 8 }}>Senha {senha.codigo}</strong>
            {senha.opcaoEntrada.nome}
            {senha.prioridade && <Tag style={{ marginInlineStart: 8 }}>{senha.prioridade.nome}</Tag>}
          </span>
        }
        description="Busque o paciente: se ele tem agendamento hoje, registre a chegada; se não, receba-o como demanda espontânea. A senha é vinculada a ele e encerrada no guichê."
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ destinoCentroCustoId: opcoes.destinoPadrao ?? undefined, prioridadeId: prioridadeDaSenha(senha, opcoes) }}
        onFinish={(v) => receber.mutate(v)}
        onValuesChange={clearErrorsOnChange(form)}
        scrollToFirstError
      >
        <Card size="small" style={{ marginBottom: 12 }}>
          <CampoPaciente />
          {doPaciente.length > 0 && (
            <List
              size="small"
              header={<Typography.Text strong>Agendamentos de hoje</Typography.Text>}
              dataSource={doPaciente}
              style={{ marginBottom: 12 }}
              renderItem={(a) => (
                <List.Item
                  actions={[
                    a.status === STATUS_AGENDAMENTO.AGENDADO ? (
                      <Button
                        key="chegou"
                        type="primary"
                        size="small"
                        icon={<CheckOutlined />}
                        aria-label={`Chegou ${a.hora.slice(0, 5)}`}
                        onClick={() => setChegando(a)}
                      >
                        Chegou
                      </Button>
                    ) : (
                      <Tag key="status">
                        {StatusAgendamentoNome[a.status as StatusAgendamento] ?? ''}
                        {a.chegadaEm && ` às ${formatarHora(a.chegadaEm)}`}
                      </Tag>
                    ),
                  ]}
                >
                  {a.hora.slice(0, 5)} · {a.especialidadeNome ?? 'Sem especialidade'} · {a.recursoNome || '—'}
                </List.Item>
              )}
            />
          )}
          {demandaEspontanea && opcoes.permitirDemandaEspontanea && <CamposDemandaEspontanea opcoes={opcoes} />}
          {demandaEspontanea && !opcoes.permitirDemandaEspontanea && (
            <Alert type="warning" showIcon title={MENSAGENS_RECEPCAO_AMBULATORIO.demandaEspontaneaNaoPermitida} />
          )}
        </Card>
        <Flex justify="flex-end" gap={12}>
          <Button onClick={() => navigate(URL_GUICHE)}>Voltar ao guichê</Button>
          {demandaEspontanea && opcoes.permitirDemandaEspontanea && (
            <Button type="primary" htmlType="submit" loading={receber.isPending}>
              Registrar chegada
            </Button>
          )}
        </Flex>
      </Form>
      {chegando && (
        <ChegadaModal
          agendamento={chegando}
          opcoes={opcoes}
          senha={senha}
          aoFechar={() => setChegando(null)}
          aoReceber={() => navigate(URL_GUICHE)}
        />
      )}
    </div>
  );
}
