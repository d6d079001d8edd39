import { QuestionCircleOutlined, UserAddOutlined } from '@ant-design/icons';
import { applyTelefoneMask, hojeIso, pacienteResource, prioridadeLegalProblema, recepcaoSchema, SetorTipoNome } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Input, Result, Row, Select, Skeleton, Switch } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { TextArea } from '../../../components/fields/TextArea';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { regraZod } from '../../../lib/regra-zod';
import { NaoIdentificadoModal } from './nao-identificado.modal';
import { type FormularioRecepcao, type Recebido, recepcaoApi } from './recepcao.api';
import { SenhaDaRecepcaoAviso, URL_GUICHE, useSenhaDaRecepcao } from './senha-da-recepcao';
import { chavePacienteRecepcao, usePacienteDeVolta } from './use-paciente-de-volta';

/** The entry option most patients come by: preselected so a known patient is received in three interactions. */
export const OPCAO_PADRAO = 'Demanda espontânea';

const SUBSTITUTOS = { pacienteId: 1, opcaoEntradaId: 1, destinoCentroCustoId: 1 };
const regra = (campo: string) => [regraZod(recepcaoSchema, campo, SUBSTITUTOS)];

type Paciente = { id: number; label: string };

const RODAPE = {
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  padding: '10px 0',
  background: 'rgba(245, 247, 250, 0.96)',
  borderTop: '1px solid #e5e8ec',
} as const;

function padroes(form: FormularioRecepcao) {
  const opcao =
    form.opcoesEntrada.find((o) => o.nome === OPCAO_PADRAO) ?? (form.opcoesEntrada.length === 1 ? form.opcoesEntrada[0] : undefined);
  return { opcaoEntradaId: opcao?.id, destinoCentroCustoId: form.destinoPadrao ?? undefined, urgente: false };
}

/** The message of a refused form (422 of a session that is not at a reception), for the page itself. */
const motivo = (e: unknown) =>
  e instanceof ApiError ? (Object.values(e.body.errors ?? {})[0]?.[0] ?? e.body.message ?? 'Ocorreu um erro') : 'Ocorreu um erro';

/**
 * pronto-atendimento/atendimento-recepcao (issue 6 step 1): one search box, pick, Receber. The reception
 * opens the attendance (FAA) and puts the patient in the first queue; the form then waits for the next one.
 */
export default function RecepcaoPage() {
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const [paciente, setPaciente] = useState<Paciente | null>(null);
  const [ultimo, setUltimo] = useState<(Recebido & { paciente: string }) | null>(null);
  const [naoIdentificado, setNaoIdentificado] = useState(false);
  // a new Autocomplete after each reception: its remembered searches belong to the previous patient
  const [rodada, setRodada] = useState(0);
  const receberRef = useRef<HTMLButtonElement>(null);
  const podeCadastrarPaciente = usePermission(pacienteResource.permissoes.cadastrar);
  const carregamento = useQuery({
    queryKey: ['pronto-atendimento', 'recepcao', 'create'],
    queryFn: recepcaoApi.formulario,
    gcTime: 0,
    meta: { silent: true },
  });
  const opcoes = carregamento.data?.form;
  const urgente = Form.useWatch('urgente', form);
  // sex and age of the chosen patient: the legal priority is checked as it is picked (issue 16 item 6)
  const detalhes = useQuery({
    queryKey: chavePacienteRecepcao(paciente?.id),
    queryFn: () => recepcaoApi.paciente(paciente?.id ?? 0),
    enabled: !!paciente,
    meta: { silent: true },
  }).data;
  const problemaDaPrioridade = (id: unknown) => {
    const escolhida = opcoes?.prioridades.find((p) => p.id === id);
    return escolhida && detalhes && detalhes.id === paciente?.id ? prioridadeLegalProblema(escolhida, detalhes, hojeIso()) : null;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a priority picked before the patient is checked when they arrive
  useEffect(() => {
    if (form.getFieldValue('prioridadeId')) form.validateFields(['prioridadeId']).catch(() => undefined);
  }, [detalhes]);

  const escolher = (p: Paciente | null) => {
    setPaciente(p);
    form.setFieldValue('pacienteId', p?.id ?? null);
    if (p) setTimeout(() => receberRef.current?.focus(), 0);
  };
  // "Novo paciente" registers in this tab and comes back here with ?paciente=<id>, already chosen (issue 16 item 4)
  const retorno = usePacienteDeVolta(opcoes !== undefined, escolher);
  // a ticket answered at the counter (?senha=<id>, issue 16 item 5): shown, its priority preselected, sent along
  const ticket = useSenhaDaRecepcao(opcoes, form);

  const receber = useMutation({
    mutationFn: recepcaoApi.receber,
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      // the ticket's holder is received: back to the counter for the next ticket
      if (ticket.senha) return navigate(URL_GUICHE);
      setUltimo({ ...r, paciente: paciente?.label ?? '' });
      form.resetFields();
      if (opcoes) form.setFieldsValue(padroes(opcoes));
      setPaciente(null);
      setRodada((n) => n + 1);
    },
    onError: (e) => applyFormErrors(form, e),
  });

  if (carregamento.isError)
    return (
      <div className="sm-page">
        <PageHeader title="Recepção do pronto atendimento" />
        <Result
          status="warning"
          title={motivo(carregamento.error)}
          extra={
            <Button type="primary" onClick={() => navigate('/lotacao')}>
              Trocar lotação
            </Button>
          }
        />
      </div>
    );
  if (!opcoes) return <Skeleton active style={{ padding: 24 }} />;

  return (
    <div className="sm-page">
      <PageHeader
        title="Recepção do pronto atendimento"
        subTitle="Pesquise o paciente, confira os dados da chegada e clique em Receber."
        extra={
          podeCadastrarPaciente && (
            <>
              <Button
                icon={<UserAddOutlined />}
                onClick={() => navigate(`/cadastro/paciente/create?voltar=${encodeURIComponent(retorno)}`)}
              >
                Novo paciente
              </Button>
              <Button icon={<QuestionCircleOutlined />} onClick={() => setNaoIdentificado(true)}>
                Paciente não identificado
              </Button>
            </>
          )
        }
      />
      {ultimo && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setUltimo(null) }}
          style={{ marginBottom: 16 }}
          title={`Último paciente recebido: ${ultimo.paciente} — FAA nº ${ultimo.atendimento.numero}`}
        />
      )}
      <SenhaDaRecepcaoAviso senha={ticket.senha} aviso={ticket.aviso} />
      {!opcoes.plantao && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Não há plantão em curso neste local: o atendimento será aberto sem plantão."
        />
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={padroes(opcoes)}
        onFinish={(v) => receber.mutate(ticket.senha ? { ...v, senhaId: ticket.senha.id } : v)}
        onValuesChange={clearErrorsOnChange(form)}
        scrollToFirstError
      >
        <Card size="small" title="Paciente" style={{ marginBottom: 12 }}>
          <Form.Item name="pacienteId" label="Paciente" required rules={regra('pacienteId')} style={{ maxWidth: 720 }}>
            <Autocomplete<Paciente>
              key={rodada}
              // the desk starts at the patient, on opening and again after each reception (a new instance each round)
              autoFocus
              url="/api/cadastro/paciente/autocomplete"
              label="Paciente"
              placeholder="Nome, CPF, CNS ou data de nascimento (dd/mm/aaaa)"
              optionLabel="label"
              itemInicial={paciente}
              onChange={(_, item) => escolher(item)}
            />
          </Form.Item>
        </Card>
        <Card size="small" title="Chegada" style={{ marginBottom: 12 }}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="opcaoEntradaId" label="Opção de entrada" required rules={regra('opcaoEntradaId')}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  options={opcoes.opcoesEntrada.map((o) => ({ value: o.id, label: o.nome }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="prioridadeId"
                label="Prioridade"
                rules={[
                  ...regra('prioridadeId'),
                  {
                    validator: async (_, v) => {
                      const problema = problemaDaPrioridade(v);
                      if (problema) throw new Error(problema);
                    },
                  },
                ]}
              >
                <Select allowClear placeholder="Sem prioridade" options={opcoes.prioridades.map((o) => ({ value: o.id, label: o.nome }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="destinoCentroCustoId" label="Destino" required rules={regra('destinoCentroCustoId')}>
                <Select
                  options={opcoes.destinos.map((d) => ({ value: d.id, label: `${d.nome} (${SetorTipoNome[d.setorTipoId] ?? ''})` }))}
                  notFoundContent="Nenhum setor de atendimento neste local"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item name="urgente" label="Urgente" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            {urgente && (
              <Col xs={24} md={20}>
                <Form.Item name="motivoUrgencia" label="Motivo da urgência" required rules={regra('motivoUrgencia')}>
                  <TextArea max={500} />
                </Form.Item>
              </Col>
            )}
          </Row>
        </Card>
        <Card size="small" title="Acompanhante" style={{ marginBottom: 12 }}>
          <Row gutter={16}>
            <Col xs={24} md={10}>
              <Form.Item name="acompanhanteNome" label="Nome do acompanhante" rules={regra('acompanhanteNome')}>
                <Input maxLength={150} />
              </Form.Item>
            </Col>
            <Col xs={24} md={7}>
              <Form.Item name="acompanhanteParentesco" label="Parentesco" rules={regra('acompanhanteParentesco')}>
                <Input maxLength={60} />
              </Form.Item>
            </Col>
            <Col xs={24} md={7}>
              <Form.Item
                name="acompanhanteTelefone"
                label="Telefone do acompanhante"
                rules={regra('acompanhanteTelefone')}
                getValueFromEvent={(e) => applyTelefoneMask(e.target.value)}
              >
                <Input inputMode="tel" maxLength={15} placeholder="(00) 00000-0000" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        {/* the save button stays in view at 1366 × 768, however long the form (issue 16 item 4) */}
        <Flex justify="flex-end" gap={12} align="center" style={RODAPE}>
          <Button ref={receberRef} type="primary" htmlType="submit" size="large" loading={receber.isPending}>
            Receber
          </Button>
        </Flex>
      </Form>
      {naoIdentificado && (
        <NaoIdentificadoModal
          aoFechar={() => setNaoIdentificado(false)}
          aoCadastrar={(p) => {
            setNaoIdentificado(false);
            escolher({ id: p.id, label: p.nome });
            feedback.notification.success({ title: 'Sucesso', description: `Cadastro provisório criado: ${p.nome}.` });
          }}
        />
      )}
    </div>
  );
}
