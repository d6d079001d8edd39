import { ExportOutlined, QuestionCircleOutlined, UserAddOutlined } from '@ant-design/icons';
import { applyTelefoneMask, pacienteResource, recepcaoSchema, SetorTipoNome } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Input, Result, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { TextArea } from '../../../components/fields/TextArea';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { regraZod } from '../regra-zod';
import { NaoIdentificadoModal } from './nao-identificado.modal';
import { type FormularioRecepcao, type Recebido, recepcaoApi } from './recepcao.api';

/** The entry option most patients come by: preselected so a known patient is received in three interactions. */
export const OPCAO_PADRAO = 'Demanda espontânea';

const SUBSTITUTOS = { pacienteId: 1, opcaoEntradaId: 1, destinoCentroCustoId: 1 };
const regra = (campo: string) => [regraZod(recepcaoSchema, campo, SUBSTITUTOS)];

type Paciente = { id: number; label: string };

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

  const escolher = (p: Paciente | null) => {
    setPaciente(p);
    form.setFieldValue('pacienteId', p?.id ?? null);
    if (p) setTimeout(() => receberRef.current?.focus(), 0);
  };

  const receber = useMutation({
    mutationFn: recepcaoApi.receber,
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: r.message });
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
              <Button href="/cadastro/paciente/create" target="_blank" rel="noopener" icon={<UserAddOutlined />}>
                Novo paciente <ExportOutlined />
              </Button>
              <Button icon={<QuestionCircleOutlined />} onClick={() => setNaoIdentificado(true)}>
                Paciente não identificado
              </Button>
            </>
          )
        }
      />
      {podeCadastrarPaciente && (
        <Typography.Paragraph type="secondary">
          "Novo paciente" abre o cadastro (marque "Cadastro simplificado" se for o caso) em outra aba; depois de salvar, pesquise o paciente
          aqui.
        </Typography.Paragraph>
      )}
      {ultimo && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setUltimo(null) }}
          style={{ marginBottom: 16 }}
          title={`Último paciente recebido: ${ultimo.paciente} — FAA nº ${ultimo.atendimento.numero}`}
        />
      )}
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
        onFinish={(v) => receber.mutate(v)}
        onValuesChange={clearErrorsOnChange(form)}
        scrollToFirstError
      >
        <Card title="Paciente" style={{ marginBottom: 16 }}>
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
        <Card title="Chegada" style={{ marginBottom: 16 }}>
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
              <Form.Item name="prioridadeId" label="Prioridade" rules={regra('prioridadeId')}>
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
        <Card title="Acompanhante" style={{ marginBottom: 16 }}>
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
        <Flex justify="flex-end">
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
