import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  applyMask,
  applyTelefoneMask,
  CERTIDAO_MODELO,
  DEFICIENCIA_OUTRA,
  FATOR_RISCO_OUTRO,
  MASCARAS,
  MOTIVO_DUPLICIDADE_CPF_OUTRO,
  mensagens,
  NACIONALIDADE,
  nomeExibicao,
  onlyDigits,
  type ParametrosPaciente,
  PERMISSAO_REGULARIZAR_PACIENTE,
  type Problema,
  type pacienteDuplicadosSchema,
  type pacienteEditarSchema,
  type pacienteEnderecoSchema,
  type pacienteRecusaSchema,
  pacienteResource,
  type pacienteValidaCnsSchema,
  parametrizacaoCadastroSchema,
  RACA_COR_INDIGENA,
  type Resposta,
  validarPaciente,
} from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  type FormInstance,
  type FormRule,
  Input,
  InputNumber,
  Modal,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { ValidatedTabs } from '../../../components/widgets/ValidatedTabs';
import { ApiError, api } from '../../../lib/api';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { AcessosPacienteBotao } from './AcessosPacienteBotao';
import { DomicilioCard } from './domicilio/DomicilioCard';
import { formatarCpf, paraFormData, paraFormulario, prepararPaciente } from './paciente-payload';

type Valores = Record<string, any>;
type Caminho = (string | number)[];
type Carregado = Resposta<typeof pacienteEditarSchema>;
type Formulario = Carregado['form'];
type Modelo = Carregado['model'];
type Endereco = Resposta<typeof pacienteEnderecoSchema>;
type Existente = NonNullable<Resposta<typeof pacienteRecusaSchema>['existentes']>[number];
interface Opcao {
  id: number;
  nome: string;
}
interface Item {
  id: number | string;
  label: string;
}

const opcoes = (lista: readonly Opcao[] = []) => lista.map((o) => ({ value: o.id, label: o.nome }));
const busca = { optionFilterProp: 'label' as const };
const igual = (a: readonly PropertyKey[], b: Caminho) => a.length === b.length && a.every((p, i) => String(p) === String(b[i]));

/** Which tab holds each top-level field, so an error (local or from the server) opens its tab. */
const ABA: Record<string, string> = {
  localNascimentoId: 'nascimento',
  paisNascimentoId: 'nascimento',
  nacionalidadeId: 'nascimento',
  portariaNaturalizacao: 'nascimento',
  dataNaturalizacao: 'nascimento',
  estadoNascimentoId: 'nascimento',
  municipioNascimentoId: 'nascimento',
  logradouroId: 'endereco',
  numero: 'endereco',
  complemento: 'endereco',
  referencia: 'endereco',
  loteamentoId: 'endereco',
  zonaId: 'endereco',
  latitude: 'endereco',
  longitude: 'endereco',
  tempoHabitacao: 'endereco',
  dataEntradaDomicilio: 'endereco',
  email: 'contato',
  telefones: 'contato',
  conveniosMedicos: 'contato',
  escolaridadeId: 'contato',
  frequentaEscola: 'contato',
  carteiraIdentidade: 'documentos',
  carteiraNacionalHabilitacao: 'documentos',
  carteiraTrabalho: 'documentos',
  estrangeiroEntradaBrasil: 'documentos',
  tituloEleitor: 'documentos',
  certidao: 'documentos',
  outro: 'documentos',
  alergias: 'saude',
  medicamentosUsoContinuo: 'saude',
  fatoresRisco: 'saude',
  fatorRiscoOutro: 'saude',
  pesoId: 'saude',
};

/** The last validation of the record: the ~80 field rules of one submit read the same values, parsed once. */
let ultima: { chave: string; problemas: Problema[] } | null = null;
function problemasDe(valores: Valores, par: ParametrosPaciente): Problema[] {
  const chave = JSON.stringify([valores, par]);
  if (ultima?.chave !== chave) ultima = { chave, problemas: validarPaciente(valores, par).problemas };
  return ultima.problemas;
}

/**
 * The rule of one field (by its full path): every rule of the record that needs no database, with the
 * municipality's settings and forbidden terms, as the server runs them (`validarPaciente`, STYLE: one source
 * per rule). An invalid field elsewhere does not hide this field's problem, so the clerk sees each one while
 * typing and a save meets only the database's checks (issue 16 item 7).
 */
function regra(caminho: Caminho, par: () => ParametrosPaciente): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const p = problemasDe(prepararPaciente(getFieldsValue(true)), par()).find(([path]) => igual(path, caminho));
      if (p) throw new Error(p[1]);
    },
  });
}

/** The settings' defaults, until the form's own arrive. */
const PARAMETROS_PADRAO = parametrizacaoCadastroSchema.parse({});

interface Props {
  id?: number;
}

/** cadastro/paciente create and edit: every field of spec 001 §3 in validated tabs. */
export function PacienteForm({ id }: Props) {
  const [form] = Form.useForm<Valores>();
  const [dirty, setDirty] = useState(false);
  const [aba, setAba] = useState('identificacao');
  const [duplicados, setDuplicados] = useState<Item[] | null>(null);
  const [existentes, setExistentes] = useState<Existente[]>([]);
  const [regularizandoPeloBotao, setRegularizando] = useState(false);
  const [cnsAviso, setCnsAviso] = useState<{ texto: string; existente: Item | null } | null>(null);
  useUnsavedGuard(dirty);
  const navigate = useNavigate();
  const location = useLocation();
  const [parametros] = useSearchParams();
  const queryClient = useQueryClient();
  const podeRegularizar = usePermission(PERMISSAO_REGULARIZAR_PACIENTE);
  const podeBloquear = usePermission(pacienteResource.permissoes.bloquear);
  const editando = id !== undefined;
  // Staff who may only view (nursing, doctors) open the same page read-only; the read is audited.
  const somenteLeitura = !usePermission(editando ? pacienteResource.permissoes.editar : pacienteResource.permissoes.cadastrar);
  const url = editando ? `/api/cadastro/paciente/${id}/edit` : '/api/cadastro/paciente/create';
  const carregamento = useQuery({
    queryKey: ['form', url],
    // create answers the form only (pacienteCriarSchema), edit the form and the record
    queryFn: () => api.get<Omit<Carregado, 'model'> & { model?: Modelo }>(url),
    gcTime: 0,
  });
  const dados = carregamento.data;
  const opts = dados?.form;
  const model = dados?.model;
  // ?regularizar=1 (from pronto-atendimento/regularizacao-cadastro) opens a provisional record already regularising
  const regularizarPelaUrl = editando && parametros.get('regularizar') === '1' && !!model?.provisorio && podeRegularizar;
  const regularizando = regularizandoPeloBotao || regularizarPelaUrl;
  const par = (): ParametrosPaciente => ({ ...(opts?.parametrizacao ?? PARAMETROS_PADRAO), termosInvalidos: opts?.termosInvalidos ?? [] });
  const r = (...caminho: Caminho) => [regra(caminho, par)];

  // also a click handler: only a number is the saved patient's id
  const voltar = (salvoId?: unknown) => {
    // ?voltar=<address of this app> (the emergency reception's "Novo paciente"): back there, with the saved patient
    const retorno = parametros.get('voltar');
    if (retorno?.startsWith('/') && !retorno.startsWith('//')) {
      navigate(typeof salvoId === 'number' ? `${retorno}${retorno.includes('?') ? '&' : '?'}paciente=${salvoId}` : retorno);
      return;
    }
    const lista = (location.state as { lista?: string } | null)?.lista;
    navigate(lista ?? '/cadastro/paciente/index');
  };
  const abrirAbaDoErro = (nome: Caminho | undefined) => {
    if (!nome) return;
    setAba(ABA[String(nome[0])] ?? 'identificacao');
  };

  const salvar = useMutation({
    mutationFn: (confirmar: boolean) => {
      const valores = { ...form.getFieldsValue(true), confirmarDuplicidade: confirmar };
      if (regularizando) valores.provisorio = false;
      const body = paraFormData(valores);
      if (regularizando) return api.put<Modelo>(`/api/cadastro/paciente/regularizar/${id}`, body);
      return editando ? api.put<Modelo>(`/api/cadastro/paciente/${id}`, body) : api.post<Modelo>('/api/cadastro/paciente', body);
    },
    onSuccess: (salvo) => {
      setDirty(false);
      setDuplicados(null);
      void queryClient.invalidateQueries({ queryKey: ['datatable', '/api/cadastro/paciente/datatable'] });
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
      exitGuard.reset();
      voltar(salvo?.id);
    },
    onError: (error) => {
      const duplicados =
        error instanceof ApiError && error.status === 409 && (error.body as Resposta<typeof pacienteDuplicadosSchema>).duplicados;
      if (Array.isArray(duplicados)) {
        setExistentes([]);
        setDuplicados(duplicados);
        return;
      }
      if (error instanceof ApiError && error.status === 422) {
        setExistentes((error.body as Resposta<typeof pacienteRecusaSchema>).existentes ?? []);
        const primeiro = Object.keys(error.body.errors ?? {})[0];
        if (primeiro) abrirAbaDoErro(primeiro.split('.').map((p) => p.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())));
      }
      // one save answers every problem (issue 16 item 7): each under its field, and the notification lists them all
      if (applyFormErrors(form, error)) handleApiError(error);
      else if (error instanceof ApiError && error.body.message)
        feedback.notification.warning({ title: 'Atenção', description: error.body.message });
    },
  });

  const bloquear = async (acao: 'bloquear' | 'desbloquear') =>
    confirmDialog({
      content: `Deseja realmente ${acao} o item selecionado?`,
      onConfirm: async () => {
        await api.put(`/api/cadastro/paciente/${acao}/${id}`);
        feedback.notification.success({
          title: 'Sucesso',
          description: acao === 'bloquear' ? 'Registro bloqueado.' : 'Registro desbloqueado.',
        });
        await carregamento.refetch();
      },
    });

  const validarCns = async () => {
    const cns = onlyDigits(form.getFieldValue('cns'));
    setCnsAviso(null);
    if (cns.length !== 15) return;
    const resp = await api.get<Resposta<typeof pacienteValidaCnsSchema>>(`/api/cadastro/paciente/valida-cns/${cns}`);
    const e = resp.data.existente;
    if (e && e.id !== id) setCnsAviso({ texto: resp.data.mensagem, existente: e });
  };

  const preencherEndereco = (e: Endereco | null) => {
    form.setFieldsValue({
      logradouroId: e?.logradouro.id ?? null,
      logradouro: e?.logradouro ?? null,
      cep: e ? applyMask(MASCARAS.cep, e.cep) : form.getFieldValue('cep'),
      bairroNome: e?.bairroNome ?? null,
      municipioNome: e?.municipioNome ?? null,
      estadoUf: e?.estadoUf ?? null,
      ibge: e?.ibge ?? null,
      paisNome: e?.paisNome ?? null,
    });
    setDirty(true);
  };
  const [logradouroInicial, setLogradouroInicial] = useState<Item | null>(null);
  const buscarCep = async (cepMascarado: string) => {
    form.setFieldValue('cep', cepMascarado);
    const cep = onlyDigits(cepMascarado);
    if (cep.length !== 8) return;
    const resp = await api.get<{ data: Endereco[] }>('/api/cadastro/paciente/endereco', { query: { cep } });
    if (resp.data.length === 1) {
      setLogradouroInicial(resp.data[0].logradouro);
      preencherEndereco(resp.data[0]);
    } else if (resp.data.length === 0) {
      form.setFields([{ name: 'cep', errors: [mensagens.cepNaoCadastrado] }]);
    }
  };

  if (carregamento.isError) {
    return <Result status="404" title="Registro não encontrado" extra={<Button onClick={voltar}>Voltar</Button>} />;
  }
  if (!dados) return <Skeleton active style={{ padding: 24 }} />;

  const titulo = !editando ? 'Cadastrar paciente' : `${somenteLeitura ? 'Paciente' : 'Editar paciente'}: ${nomeExibicao(model as never)}`;
  const inicial = model
    ? { ...paraFormulario(model), ...(regularizarPelaUrl ? { provisorio: false, nome: null } : {}) }
    : {
        cadastroSimplificado: false,
        semDocumentos: false,
        provisorio: false,
        // most patients of a municipal service are Brazilian: the field starts there (issue 16)
        nacionalidadeId: NACIONALIDADE.BRASILEIRA,
        cpfNaoPertenceAoCidadao: false,
        frequentaEscola: false,
        telefones: [{}],
        alergias: [],
        medicamentosUsoContinuo: [],
        conveniosMedicos: [],
        fatoresRisco: [],
      };

  return (
    <div className="sm-page">
      <PageHeader
        title={titulo}
        subTitle={
          model && (
            <Space size={4}>
              {model.bloqueado && <Tag color="red">Bloqueado</Tag>}
              {model.provisorio && <Tag color="orange">Provisório</Tag>}
              {model.dataObito && <Tag>Óbito</Tag>}
            </Space>
          )
        }
        extra={
          editando && (
            <Space>
              {model?.provisorio && podeRegularizar && !regularizando && (
                <Button
                  onClick={() => {
                    setRegularizando(true);
                    form.setFieldsValue({ provisorio: false, nome: null });
                    setAba('identificacao');
                  }}
                >
                  Regularizar
                </Button>
              )}
              {id !== undefined && <AcessosPacienteBotao pacienteId={id} />}
              {podeBloquear && (
                <Button onClick={() => bloquear(model?.bloqueado ? 'desbloquear' : 'bloquear')}>
                  {model?.bloqueado ? 'Desbloquear' : 'Bloquear'}
                </Button>
              )}
            </Space>
          )
        }
      />
      {regularizando && (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          message="Regularização: informe os dados do paciente identificado. Todas as regras do cadastro completo se aplicam."
        />
      )}
      {existentes.map((existente) => (
        <Alert
          key={existente.campo}
          style={{ marginBottom: 16 }}
          type="warning"
          showIcon
          message={
            <span>
              Já existe um cadastro com este {existente.campo === 'cns' ? 'CNS' : 'CPF'}: {existente.label}.{' '}
              <Link to={`/cadastro/paciente/edit/${existente.id}`} target="_blank">
                Abrir o cadastro existente
              </Link>
            </span>
          }
        />
      ))}
      <Card>
        <Form<Valores>
          form={form}
          disabled={somenteLeitura}
          layout="vertical"
          initialValues={inicial}
          scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
          validateTrigger="onChange"
          onValuesChange={(changed) => {
            setDirty(true);
            clearErrorsOnChange(form)(changed);
          }}
          onFinish={() => salvar.mutate(false)}
          onFinishFailed={({ errorFields }) => abrirAbaDoErro(errorFields[0]?.name as Caminho)}
        >
          <ValidatedTabs
            activeKey={aba}
            onChange={setAba}
            items={[
              {
                key: 'identificacao',
                label: 'Identificação',
                children: (
                  <Identificacao
                    form={form}
                    opts={dados.form}
                    r={r}
                    editando={editando}
                    regularizando={regularizando}
                    validarCns={validarCns}
                    cnsAviso={cnsAviso}
                  />
                ),
              },
              {
                key: 'nascimento',
                label: 'Nascimento e nacionalidade',
                children: <Nascimento form={form} opts={dados.form} r={r} model={model} />,
              },
              {
                key: 'endereco',
                label: 'Endereço',
                children: (
                  <EnderecoAba
                    form={form}
                    opts={dados.form}
                    r={r}
                    model={model}
                    logradouroInicial={logradouroInicial}
                    buscarCep={buscarCep}
                    preencherEndereco={preencherEndereco}
                  />
                ),
              },
              { key: 'contato', label: 'Contato e convênios', children: <Contato opts={dados.form} r={r} model={model} /> },
              { key: 'documentos', label: 'Documentos', children: <Documentos form={form} opts={dados.form} r={r} model={model} /> },
              { key: 'saude', label: 'Saúde', children: <Saude form={form} opts={dados.form} r={r} model={model} /> },
              ...(editando && id ? [{ key: 'domicilio', label: 'Domicílio', children: <DomicilioCard pacienteId={id} /> }] : []),
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            * Preenchimento obrigatório.
          </Typography.Paragraph>
          <Flex gap={8} justify="flex-end">
            <Button onClick={voltar} disabled={false}>
              Voltar
            </Button>
            {!somenteLeitura && (
              <Button type="primary" htmlType="submit" loading={salvar.isPending}>
                {regularizando ? 'Regularizar e salvar' : 'Salvar'}
              </Button>
            )}
          </Flex>
        </Form>
      </Card>
      <Modal
        open={!!duplicados}
        title="Possível cadastro duplicado"
        onCancel={() => setDuplicados(null)}
        footer={[
          <Button key="cancelar" onClick={() => setDuplicados(null)}>
            Cancelar
          </Button>,
          <Button key="salvar" type="primary" danger loading={salvar.isPending} onClick={() => salvar.mutate(true)}>
            Salvar mesmo assim
          </Button>,
        ]}
      >
        <Typography.Paragraph>
          Já existe paciente com nome, data de nascimento e nome da mãe muito parecidos. Confira antes de salvar:
        </Typography.Paragraph>
        <ul>
          {duplicados?.map((d) => (
            <li key={d.id}>
              <Link to={`/cadastro/paciente/edit/${d.id}`} target="_blank">
                {d.label}
              </Link>
            </li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}

interface AbaProps {
  form: FormInstance<Valores>;
  opts: Formulario;
  r: (...caminho: Caminho) => FormRule[];
  model?: Modelo;
}

const col = (md: number, children: ReactNode, key?: string) => (
  <Col xs={24} md={md} key={key}>
    {children}
  </Col>
);

function Identificacao({
  form,
  opts,
  r,
  editando,
  regularizando,
  validarCns,
  cnsAviso,
}: Omit<AbaProps, 'model'> & {
  editando: boolean;
  regularizando: boolean;
  validarCns: () => void;
  cnsAviso: { texto: string; existente: Item | null } | null;
}) {
  const provisorio = Form.useWatch('provisorio', form) && !regularizando;
  const simplificado = Form.useWatch('cadastroSimplificado', form);
  const naoPertence = Form.useWatch('cpfNaoPertenceAoCidadao', form);
  const motivo = Form.useWatch('motivoDuplicidadeCpfId', form);
  const racaCor = Form.useWatch('racaCorId', form);
  const deficiencia = Form.useWatch('deficienciaId', form);
  const semMae = Form.useWatch('desconheceNomeMae', form);
  const semPai = Form.useWatch('desconheceNomePai', form);
  return (
    <Row gutter={16}>
      {col(
        8,
        <Form.Item name="cadastroSimplificado" label="Cadastro simplificado" valuePropName="checked" rules={r('cadastroSimplificado')}>
          <Switch disabled={provisorio || opts.parametrizacao?.permitirCadastroSimplificado === false} />
        </Form.Item>,
      )}
      {col(
        8,
        <Form.Item name="provisorio" label="Paciente desconhecido (provisório)" valuePropName="checked">
          <Switch disabled={editando} />
        </Form.Item>,
      )}
      {col(
        8,
        <Form.Item name="semDocumentos" label="Sem documentos" valuePropName="checked">
          <Switch />
        </Form.Item>,
      )}
      {provisorio && (
        <>
          {col(
            6,
            <Form.Item name="idadeEstimada" label="Idade estimada (anos)" rules={r('idadeEstimada')} required>
              <InputNumber min={0} max={130} style={{ width: '100%' }} />
            </Form.Item>,
          )}
          {col(
            18,
            <Form.Item name="caracteristicasFisicas" label="Características físicas" rules={r('caracteristicasFisicas')}>
              <Input.TextArea rows={2} maxLength={1000} showCount />
            </Form.Item>,
          )}
        </>
      )}
      {col(
        6,
        // "CPF ou CNS" and the age rule read the other document and the switches: re-checked when they change
        <Form.Item
          name="cpf"
          label="CPF"
          rules={r('cpf')}
          required={naoPertence}
          dependencies={['cns', 'semDocumentos', 'cpfNaoPertenceAoCidadao', 'dataNascimento']}
        >
          <Input
            inputMode="numeric"
            maxLength={14}
            placeholder="000.000.000-00"
            onChange={(e) => form.setFieldValue('cpf', formatarCpf(e.target.value))}
          />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item name="cpfNaoPertenceAoCidadao" label="CPF não pertence ao cidadão" valuePropName="checked">
          <Switch />
        </Form.Item>,
      )}
      {naoPertence &&
        col(
          6,
          <Form.Item name="motivoDuplicidadeCpfId" label="Motivo" rules={r('motivoDuplicidadeCpfId')} required>
            <Select allowClear options={opcoes(opts.motivosDuplicidadeCpf)} />
          </Form.Item>,
        )}
      {naoPertence &&
        motivo === MOTIVO_DUPLICIDADE_CPF_OUTRO &&
        col(
          6,
          <Form.Item name="motivoDuplicidadeCpfOutro" label="Outro motivo" rules={r('motivoDuplicidadeCpfOutro')} required>
            <Input maxLength={200} />
          </Form.Item>,
        )}
      {col(
        6,
        <Form.Item
          name="cns"
          label="CNS"
          rules={r('cns')}
          dependencies={['cpf', 'semDocumentos']}
          extra={
            cnsAviso && (
              <span>
                {cnsAviso.texto}{' '}
                {cnsAviso.existente && (
                  <Link to={`/cadastro/paciente/edit/${cnsAviso.existente.id}`} target="_blank">
                    Abrir
                  </Link>
                )}
              </span>
            )
          }
        >
          <Input
            inputMode="numeric"
            maxLength={18}
            placeholder="000 0000 0000 0000"
            onChange={(e) => form.setFieldValue('cns', applyMask(MASCARAS.cns, e.target.value))}
            onBlur={validarCns}
          />
        </Form.Item>,
      )}
      {col(
        12,
        <Form.Item name="nome" label="Nome" rules={provisorio ? [] : r('nome')} required={!provisorio}>
          <Input maxLength={150} disabled={provisorio} placeholder={provisorio ? 'Gerado ao salvar (DESCONHECIDO …)' : undefined} />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item name="nomeSocial" label="Nome social" rules={r('nomeSocial')}>
          <Input maxLength={150} />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item name="preferenciaNomeId" label="Preferência de nome" rules={r('preferenciaNomeId')}>
          <Select allowClear options={opcoes(opts.preferenciasNome)} />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item name="dataNascimento" label="Data de nascimento" rules={r('dataNascimento')} required={!provisorio}>
          <DateInput maxDate={opts.dataAtual} />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item name="sexoId" label="Sexo" rules={r('sexoId')} required={!provisorio}>
          <Select allowClear options={opcoes(opts.sexos)} />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item name="identidadeGeneroId" label="Identidade de gênero" rules={r('identidadeGeneroId')}>
          <Select allowClear options={opcoes(opts.identidadesGenero)} />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item name="racaCorId" label="Raça/cor" rules={r('racaCorId')} required={!simplificado && !provisorio}>
          <Select allowClear options={opcoes(opts.racasCores)} />
        </Form.Item>,
      )}
      {racaCor === RACA_COR_INDIGENA &&
        col(
          12,
          <Form.Item name="etniaIndigenaId" label="Etnia" rules={r('etniaIndigenaId')} required>
            <Select allowClear showSearch={busca} options={opcoes(opts.etniasIndigenas)} />
          </Form.Item>,
        )}
      {col(
        6,
        <Form.Item name="estadoCivilId" label="Estado civil" rules={r('estadoCivilId')}>
          <Select allowClear options={opcoes(opts.estadosCivis)} />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item name="conjuge" label="Cônjuge" rules={r('conjuge')}>
          <Input maxLength={150} />
        </Form.Item>,
      )}
      {col(
        12,
        <Form.Item name="situacaoFamiliarConjugalId" label="Situação familiar/conjugal" rules={r('situacaoFamiliarConjugalId')}>
          <Select allowClear options={opcoes(opts.situacoesFamiliaresConjugais)} />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item name="tipoSanguineoId" label="Tipo sanguíneo" rules={r('tipoSanguineoId')}>
          <Select allowClear options={opcoes(opts.tiposSanguineo)} />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item name="deficienciaId" label="Deficiência" rules={r('deficienciaId')}>
          <Select allowClear options={opcoes(opts.deficiencias)} />
        </Form.Item>,
      )}
      {deficiencia === DEFICIENCIA_OUTRA &&
        col(
          6,
          <Form.Item name="deficienciaOutro" label="Outra deficiência" rules={r('deficienciaOutro')} required>
            <Input maxLength={150} />
          </Form.Item>,
        )}
      {col(
        6,
        <Form.Item name="mobilidadeReduzidaId" label="Mobilidade reduzida" rules={r('mobilidadeReduzidaId')}>
          <Select allowClear options={opcoes(opts.mobilidadesReduzidas)} />
        </Form.Item>,
      )}
      {col(
        18,
        <Form.Item name="nomeMae" label="Nome da mãe" rules={r('nomeMae')} required={!semMae && !provisorio}>
          <Input maxLength={150} disabled={semMae} />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item name="desconheceNomeMae" label="Desconhece o nome da mãe" valuePropName="checked">
          <Switch onChange={(v) => v && form.setFieldValue('nomeMae', null)} />
        </Form.Item>,
      )}
      {col(
        18,
        <Form.Item name="nomePai" label="Nome do pai" rules={r('nomePai')} required={!semPai && !simplificado && !provisorio}>
          <Input maxLength={150} disabled={semPai} />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item name="desconheceNomePai" label="Desconhece o nome do pai" valuePropName="checked">
          <Switch onChange={(v) => v && form.setFieldValue('nomePai', null)} />
        </Form.Item>,
      )}
    </Row>
  );
}

function Nascimento({ form, opts, r, model }: AbaProps) {
  const nacionalidade = Form.useWatch('nacionalidadeId', form);
  // required in a full record (not simplified, not an unknown patient): the asterisk says so
  const simplificado = Form.useWatch('cadastroSimplificado', form);
  const provisorio = Form.useWatch('provisorio', form);
  const completo = !simplificado && !provisorio;
  return (
    <Row gutter={16}>
      {col(
        6,
        <Form.Item name="nacionalidadeId" label="Nacionalidade" rules={r('nacionalidadeId')} required={completo}>
          <Select allowClear options={opcoes(opts.nacionalidades)} />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item name="localNascimentoId" label="Local de nascimento" rules={r('localNascimentoId')}>
          <Select allowClear options={opcoes(opts.locaisNascimento)} />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item
          name="paisNascimentoId"
          label="País de nascimento"
          rules={r('paisNascimentoId')}
          required={nacionalidade === NACIONALIDADE.ESTRANGEIRO}
        >
          <Select allowClear showSearch={busca} options={opcoes(opts.paises)} />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item name="estadoNascimentoId" label="UF de nascimento" rules={r('estadoNascimentoId')}>
          <Select
            allowClear
            showSearch={busca}
            options={(opts.estados ?? []).map((e: { id: number; uf: string; nome: string }) => ({
              value: e.id,
              label: `${e.uf} - ${e.nome}`,
            }))}
          />
        </Form.Item>,
      )}
      {col(
        12,
        <Form.Item
          name="municipioNascimentoId"
          label="Município de nascimento"
          rules={r('municipioNascimentoId')}
          required={completo && nacionalidade === NACIONALIDADE.BRASILEIRA}
        >
          <Autocomplete<Item>
            url="/api/intranet/municipio/autocomplete"
            label="Município de nascimento"
            optionLabel="label"
            itemInicial={(model?.municipioNascimento as Item) ?? null}
          />
        </Form.Item>,
      )}
      {nacionalidade === NACIONALIDADE.NATURALIZADO && (
        <>
          {col(
            6,
            <Form.Item name="portariaNaturalizacao" label="Portaria de naturalização" rules={r('portariaNaturalizacao')} required>
              <Input maxLength={30} />
            </Form.Item>,
          )}
          {col(
            6,
            <Form.Item name="dataNaturalizacao" label="Data de naturalização" rules={r('dataNaturalizacao')} required>
              <DateInput maxDate={opts.dataAtual} />
            </Form.Item>,
          )}
        </>
      )}
    </Row>
  );
}

function EnderecoAba({
  form,
  opts,
  r,
  model,
  logradouroInicial,
  buscarCep,
  preencherEndereco,
}: AbaProps & { logradouroInicial: Item | null; buscarCep: (v: string) => void; preencherEndereco: (e: Endereco | null) => void }) {
  const semNumero = Form.useWatch('semNumero', form);
  const ler = (k: string) => (
    <Form.Item name={k} label={{ bairroNome: 'Bairro', municipioNome: 'Município', estadoUf: 'UF', ibge: 'IBGE', paisNome: 'País' }[k]}>
      <Input disabled />
    </Form.Item>
  );
  return (
    <Row gutter={16}>
      {col(
        6,
        <Form.Item name="cep" label="CEP" extra="Digite o CEP para buscar o logradouro.">
          <Input
            inputMode="numeric"
            maxLength={10}
            placeholder="00.000-000"
            onChange={(e) => buscarCep(applyMask(MASCARAS.cep, e.target.value))}
          />
        </Form.Item>,
      )}
      {col(
        12,
        <Form.Item name="logradouroId" label="Logradouro" rules={r('logradouroId')} required={opts.parametrizacao?.exigirEndereco}>
          <Autocomplete<Item>
            key={String(logradouroInicial?.id ?? model?.logradouro?.id ?? '')}
            url="/api/cadastro/logradouro/autocomplete"
            label="Logradouro"
            optionLabel="label"
            itemInicial={logradouroInicial ?? (model?.logradouro as Item) ?? null}
            onChange={async (v) => {
              if (!v) return preencherEndereco(null);
              const resp = await api.get<{ data: Endereco[] }>('/api/cadastro/paciente/endereco', { query: { logradouroId: v } });
              preencherEndereco(resp.data[0] ?? null);
            }}
          />
        </Form.Item>,
      )}
      {col(4, ler('bairroNome'))}
      {col(2, ler('estadoUf'))}
      {col(8, ler('municipioNome'))}
      {col(4, ler('ibge'))}
      {col(4, ler('paisNome'))}
      {col(
        4,
        <Form.Item name="numero" label="Número" rules={r('numero')}>
          <Input maxLength={10} disabled={semNumero} />
        </Form.Item>,
      )}
      {col(
        4,
        <Form.Item name="semNumero" label="Sem número" valuePropName="checked">
          <Switch onChange={(v) => v && form.setFieldValue('numero', null)} />
        </Form.Item>,
      )}
      {col(
        8,
        <Form.Item name="complemento" label="Complemento" rules={r('complemento')}>
          <Input maxLength={100} />
        </Form.Item>,
      )}
      {col(
        8,
        <Form.Item name="referencia" label="Ponto de referência" rules={r('referencia')}>
          <Input maxLength={200} />
        </Form.Item>,
      )}
      {col(
        8,
        <Form.Item name="loteamentoId" label="Loteamento" rules={r('loteamentoId')}>
          <Autocomplete<Item>
            url="/api/cadastro/loteamento/autocomplete"
            label="Loteamento"
            optionLabel="label"
            itemInicial={(model?.loteamento as Item) ?? null}
          />
        </Form.Item>,
      )}
      {col(
        4,
        <Form.Item name="zonaId" label="Zona" rules={r('zonaId')}>
          <Select allowClear options={opcoes(opts.zonas)} />
        </Form.Item>,
      )}
      {col(
        4,
        <Form.Item name="latitude" label="Latitude" rules={r('latitude')}>
          <InputNumber min={-90} max={90} step={0.000001} style={{ width: '100%' }} />
        </Form.Item>,
      )}
      {col(
        4,
        <Form.Item name="longitude" label="Longitude" rules={r('longitude')}>
          <InputNumber min={-180} max={180} step={0.000001} style={{ width: '100%' }} />
        </Form.Item>,
      )}
      {col(
        4,
        <Form.Item name="tempoHabitacao" label="Tempo de habitação" rules={r('tempoHabitacao')}>
          <Input maxLength={50} />
        </Form.Item>,
      )}
      {col(
        4,
        <Form.Item name="dataEntradaDomicilio" label="Entrada no domicílio" rules={r('dataEntradaDomicilio')}>
          <DateInput maxDate={opts.dataAtual} />
        </Form.Item>,
      )}
    </Row>
  );
}

function Contato({ opts, r, model }: Omit<AbaProps, 'form'>) {
  const itensConvenio = (model?.conveniosMedicosItens as Item[] | undefined) ?? [];
  return (
    <Row gutter={16}>
      {col(
        12,
        <Form.Item name="email" label="E-mail" rules={r('email')}>
          <Input maxLength={150} type="email" />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item name="escolaridadeId" label="Escolaridade" rules={r('escolaridadeId')}>
          <Select allowClear options={opcoes(opts.escolaridades)} />
        </Form.Item>,
      )}
      {col(
        6,
        <Form.Item name="frequentaEscola" label="Frequenta escola ou creche" valuePropName="checked">
          <Switch />
        </Form.Item>,
      )}
      {col(
        12,
        <Form.Item label="Telefones" required={opts.parametrizacao?.exigirTelefone}>
          <Form.List name="telefones">
            {(campos, { add, remove }, { errors }) => (
              <>
                {campos.map((c, i) => (
                  <Space key={c.key} align="baseline">
                    <Form.Item name={[c.name, 'numero']} rules={r('telefones', i, 'numero')}>
                      <TelefoneInput aria-label={`Telefone ${i + 1}`} />
                    </Form.Item>
                    <Button type="text" icon={<DeleteOutlined />} aria-label={`Remover telefone ${i + 1}`} onClick={() => remove(c.name)} />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ numero: '' })}>
                  Adicionar telefone
                </Button>
                <Form.ErrorList errors={errors} />
              </>
            )}
          </Form.List>
        </Form.Item>,
      )}
      {col(
        12,
        <Form.Item label="Convênios médicos">
          <Form.List name="conveniosMedicos">
            {(campos, { add, remove }) => (
              <>
                {campos.map((c, i) => (
                  <Space key={c.key} align="baseline" style={{ width: '100%' }}>
                    <Form.Item name={c.name} label={`Convênio ${i + 1}`} style={{ minWidth: 320 }}>
                      <Autocomplete<Item>
                        url="/api/cadastro/convenio-medico/autocomplete"
                        label={`Convênio ${i + 1}`}
                        optionLabel="label"
                        itemInicial={itensConvenio[i] ?? null}
                      />
                    </Form.Item>
                    <Button type="text" icon={<DeleteOutlined />} aria-label={`Remover convênio ${i + 1}`} onClick={() => remove(c.name)} />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add(null)}>
                  Adicionar convênio
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>,
      )}
    </Row>
  );
}

function TelefoneInput({ value, onChange, ...rest }: { value?: string; onChange?: (v: string) => void; 'aria-label'?: string }) {
  return (
    <Input
      {...rest}
      inputMode="numeric"
      maxLength={15}
      placeholder="(00) 00000-0000"
      value={value}
      onChange={(e) => onChange?.(applyTelefoneMask(e.target.value))}
    />
  );
}

function Documentos({ form, opts, r, model }: AbaProps) {
  const modelo = Form.useWatch(['certidao', 'modeloId'], form);
  const estados = (opts.estados ?? []).map((e: { id: number; uf: string }) => ({ value: e.id, label: e.uf }));
  const uf = (caminho: Caminho, label: string) => (
    <Form.Item name={caminho} label={label} rules={r(...caminho)}>
      <Select allowClear showSearch={busca} options={estados} />
    </Form.Item>
  );
  const texto = (caminho: Caminho, label: string, max: number) => (
    <Form.Item name={caminho} label={label} rules={r(...caminho)}>
      <Input maxLength={max} />
    </Form.Item>
  );
  const data = (caminho: Caminho, label: string, limite = true) => (
    <Form.Item name={caminho} label={label} rules={r(...caminho)}>
      <DateInput maxDate={limite ? opts.dataAtual : undefined} />
    </Form.Item>
  );
  return (
    <>
      <Typography.Title level={5}>Carteira de identidade (RG)</Typography.Title>
      <Row gutter={16}>
        {col(6, texto(['carteiraIdentidade', 'numero'], 'Número do RG', 20))}
        {col(4, uf(['carteiraIdentidade', 'estadoId'], 'UF do RG'))}
        {col(6, texto(['carteiraIdentidade', 'orgaoEmissor'], 'Órgão emissor', 20))}
        {col(6, data(['carteiraIdentidade', 'dataEmissao'], 'Data de emissão do RG'))}
      </Row>
      <Typography.Title level={5}>Carteira nacional de habilitação (CNH)</Typography.Title>
      <Row gutter={16}>
        {col(6, texto(['carteiraNacionalHabilitacao', 'numero'], 'Número da CNH', 11))}
        {col(
          4,
          <Form.Item
            name={['carteiraNacionalHabilitacao', 'categoriaId']}
            label="Categoria"
            rules={r('carteiraNacionalHabilitacao', 'categoriaId')}
          >
            <Select allowClear options={opcoes(opts.categorias)} />
          </Form.Item>,
        )}
        {col(4, uf(['carteiraNacionalHabilitacao', 'estadoId'], 'UF da CNH'))}
        {col(5, data(['carteiraNacionalHabilitacao', 'dataEmissao'], 'Data de emissão da CNH'))}
        {col(5, data(['carteiraNacionalHabilitacao', 'dataValidade'], 'Validade da CNH', false))}
      </Row>
      <Typography.Title level={5}>Carteira de trabalho (CTPS)</Typography.Title>
      <Row gutter={16}>
        {col(5, texto(['carteiraTrabalho', 'numero'], 'Número da CTPS', 11))}
        {col(4, texto(['carteiraTrabalho', 'serie'], 'Série da CTPS', 5))}
        {col(4, uf(['carteiraTrabalho', 'estadoId'], 'UF da CTPS'))}
        {col(5, data(['carteiraTrabalho', 'dataEmissao'], 'Data de emissão da CTPS'))}
        {col(6, texto(['carteiraTrabalho', 'nisPisPasep'], 'PIS / PASEP | NIS', 14))}
      </Row>
      <Typography.Title level={5}>Estrangeiro: entrada no Brasil</Typography.Title>
      <Row gutter={16}>
        {col(6, texto(['estrangeiroEntradaBrasil', 'rne'], 'RNE', 20))}
        {col(6, data(['estrangeiroEntradaBrasil', 'dataEntrada'], 'Data de entrada no Brasil'))}
      </Row>
      <Typography.Title level={5}>Título de eleitor</Typography.Title>
      <Row gutter={16}>
        {col(8, texto(['tituloEleitor', 'numero'], 'Número do título', 12))}
        {col(4, texto(['tituloEleitor', 'zona'], 'Zona eleitoral', 4))}
        {col(4, texto(['tituloEleitor', 'secao'], 'Seção', 4))}
      </Row>
      <Typography.Title level={5}>Certidão</Typography.Title>
      <Row gutter={16}>
        {col(
          6,
          <Form.Item name={['certidao', 'tipoId']} label="Tipo de certidão" rules={r('certidao', 'tipoId')}>
            <Select allowClear options={opcoes(opts.certidaoTipos)} />
          </Form.Item>,
        )}
        {col(
          6,
          <Form.Item name={['certidao', 'modeloId']} label="Modelo da certidão" rules={r('certidao', 'modeloId')}>
            <Select allowClear options={opcoes(opts.certidaoModelos)} />
          </Form.Item>,
        )}
        {col(
          12,
          <Form.Item
            name={['certidao', 'numero']}
            label={modelo === CERTIDAO_MODELO.NOVO ? 'Matrícula (32 dígitos)' : 'Termo'}
            rules={r('certidao', 'numero')}
          >
            <Input
              maxLength={modelo === CERTIDAO_MODELO.NOVO ? 40 : 20}
              inputMode={modelo === CERTIDAO_MODELO.NOVO ? 'numeric' : undefined}
              placeholder={modelo === CERTIDAO_MODELO.NOVO ? MASCARAS.certidaoNascimento.replace(/#/g, '0') : undefined}
              onChange={(e) =>
                form.setFieldValue(
                  ['certidao', 'numero'] as never,
                  modelo === CERTIDAO_MODELO.NOVO ? applyMask(MASCARAS.certidaoNascimento, e.target.value) : e.target.value,
                )
              }
            />
          </Form.Item>,
        )}
        {modelo !== CERTIDAO_MODELO.NOVO && (
          <>
            {col(4, texto(['certidao', 'livro'], 'Livro', 10))}
            {col(4, texto(['certidao', 'folha'], 'Folha', 10))}
          </>
        )}
        {col(8, texto(['certidao', 'cartorioNome'], 'Cartório', 150))}
        {col(4, texto(['certidao', 'cartorioCodigo'], 'Código do cartório', 6))}
        {col(4, data(['certidao', 'dataEmissao'], 'Data de emissão da certidão'))}
        {col(
          8,
          <Form.Item name={['certidao', 'municipioId']} label="Município do cartório" rules={r('certidao', 'municipioId')}>
            <Autocomplete<Item>
              url="/api/intranet/municipio/autocomplete"
              label="Município do cartório"
              optionLabel="label"
              itemInicial={(model?.certidao?.municipio as Item) ?? null}
            />
          </Form.Item>,
        )}
      </Row>
      <Typography.Title level={5}>Outros</Typography.Title>
      <Row gutter={16}>{col(6, texto(['outro', 'protocoloCross'], 'Protocolo CROSS', 30))}</Row>
    </>
  );
}

function Saude({ form, opts, r, model }: AbaProps) {
  const fatores = Form.useWatch('fatoresRisco', form) as number[] | undefined;
  const alergiasModelo = (model?.alergias as Valores[] | undefined) ?? [];
  const medsModelo = (model?.medicamentosUsoContinuo as Valores[] | undefined) ?? [];
  return (
    <>
      <Typography.Title level={5}>Alergias</Typography.Title>
      <Form.List name="alergias">
        {(campos, { add, remove }) => (
          <>
            {campos.map((c, i) => (
              <Row gutter={8} key={c.key} align="bottom">
                {col(
                  6,
                  <Form.Item name={[c.name, 'alergiaId']} label="Alergia" rules={r('alergias', i, 'alergiaId')} required>
                    <Autocomplete<Item>
                      url="/api/cadastro/alergia/autocomplete"
                      label={`Alergia ${i + 1}`}
                      optionLabel="label"
                      itemInicial={(alergiasModelo[i]?.alergia as Item) ?? null}
                    />
                  </Form.Item>,
                )}
                {col(
                  4,
                  <Form.Item name={[c.name, 'tipoId']} label="Tipo" rules={r('alergias', i, 'tipoId')}>
                    <Select allowClear options={opcoes(opts.alergiaTipos)} />
                  </Form.Item>,
                )}
                {col(
                  4,
                  <Form.Item name={[c.name, 'criticidadeId']} label="Criticidade" rules={r('alergias', i, 'criticidadeId')}>
                    <Select allowClear options={opcoes(opts.alergiaCriticidades)} />
                  </Form.Item>,
                )}
                {col(
                  4,
                  <Form.Item name={[c.name, 'cidId']} label="CID (opcional)" rules={r('alergias', i, 'cidId')}>
                    <Autocomplete<Item>
                      url="/api/cid/autocomplete"
                      label={`CID da alergia ${i + 1}`}
                      optionLabel="label"
                      itemInicial={(alergiasModelo[i]?.cid as Item) ?? null}
                    />
                  </Form.Item>,
                )}
                {col(
                  5,
                  <Form.Item
                    name={[c.name, 'reacoesObservacoes']}
                    label="Reações / observações"
                    rules={r('alergias', i, 'reacoesObservacoes')}
                  >
                    <Input maxLength={1000} />
                  </Form.Item>,
                )}
                <Col xs={24} md={1}>
                  <Form.Item>
                    <Button type="text" icon={<DeleteOutlined />} aria-label={`Remover alergia ${i + 1}`} onClick={() => remove(c.name)} />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({})} style={{ marginBottom: 16 }}>
              Adicionar alergia
            </Button>
          </>
        )}
      </Form.List>
      <Typography.Title level={5}>Medicamentos de uso contínuo</Typography.Title>
      <Form.List name="medicamentosUsoContinuo">
        {(campos, { add, remove }) => (
          <>
            {campos.map((c, i) => (
              <Space key={c.key} align="baseline">
                <Form.Item
                  name={[c.name, 'medicamentoId']}
                  label={`Medicamento ${i + 1}`}
                  rules={r('medicamentosUsoContinuo', i, 'medicamentoId')}
                  style={{ minWidth: 380 }}
                >
                  <Autocomplete<Item>
                    url="/api/cadastro/medicamento/autocomplete"
                    label={`Medicamento ${i + 1}`}
                    optionLabel="label"
                    itemInicial={(medsModelo[i]?.medicamento as Item) ?? null}
                  />
                </Form.Item>
                <Button type="text" icon={<DeleteOutlined />} aria-label={`Remover medicamento ${i + 1}`} onClick={() => remove(c.name)} />
              </Space>
            ))}
            <div>
              <Button icon={<PlusOutlined />} onClick={() => add({})} style={{ marginBottom: 16 }}>
                Adicionar medicamento
              </Button>
            </div>
          </>
        )}
      </Form.List>
      <Row gutter={16}>
        {col(
          18,
          <Form.Item name="fatoresRisco" label="Fatores de risco e condições" rules={r('fatoresRisco')}>
            <Checkbox.Group options={opcoes(opts.fatoresRisco)} />
          </Form.Item>,
        )}
        {col(
          6,
          <Form.Item name="pesoId" label="Peso (considera-se)" rules={r('pesoId')}>
            <Select allowClear options={opcoes(opts.pesos)} />
          </Form.Item>,
        )}
        {fatores?.includes(FATOR_RISCO_OUTRO) &&
          col(
            12,
            <Form.Item name="fatorRiscoOutro" label="Outro fator de risco" rules={r('fatorRiscoOutro')} required>
              <Input maxLength={150} />
            </Form.Item>,
          )}
      </Row>
    </>
  );
}
