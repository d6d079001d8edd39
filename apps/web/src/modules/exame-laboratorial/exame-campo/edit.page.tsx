import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, FunctionOutlined, PlusOutlined } from '@ant-design/icons';
import {
  diasParaIdade,
  type exameCampoEdicaoResposta,
  type exameCampoModelo,
  idadeParaDias,
  LAB,
  mensagens,
  type Resposta,
  SETORES_LABORATORIO,
  TIPO_CAMPO_EXAME,
  TIPOS_CAMPO_EXAME,
  UNIDADES_IDADE,
  type UnidadeIdade,
} from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError, api } from '../../../lib/api';
import { applyFormErrors } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { EXAME_CAMPO_API } from './index.page';

type Edicao = Resposta<typeof exameCampoEdicaoResposta>;
type Modelo = Resposta<typeof exameCampoModelo>;
type CampoModelo = Modelo['campos'][number];

/** A range as the form holds it: ages typed in a unit, limits as typed. */
interface FaixaForm {
  /** '' is both sexes (a select option cannot hold null). */
  sexo: 'M' | 'F' | '';
  idadeMinimaDias: number | null;
  idadeMinimaUnidade: UnidadeIdade;
  idadeMaximaDias: number | null;
  idadeMaximaUnidade: UnidadeIdade;
  minimo: number | null;
  maximo: number | null;
  criticoMinimo: number | null;
  criticoMaximo: number | null;
  texto: string | null;
}
type CampoForm = Omit<CampoModelo, 'referencias' | 'id'> & { id: number | null; referencias: FaixaForm[] };
interface Valores {
  sigla: string | null;
  setor: number | null;
  laboratorioId: number | null;
  recipiente: string | null;
  codigoInterface: string | null;
  campos: CampoForm[];
}

const faixaParaForm = (r: CampoModelo['referencias'][number]): FaixaForm => {
  const min = diasParaIdade(r.idadeMinimaDias);
  const max = diasParaIdade(r.idadeMaximaDias);
  return {
    ...r,
    sexo: (r.sexo as 'M' | 'F' | null) ?? '',
    idadeMinimaDias: min.valor,
    idadeMinimaUnidade: min.unidade,
    idadeMaximaDias: max.valor,
    idadeMaximaUnidade: max.unidade,
  };
};
const paraFormulario = (m: Modelo): Valores => ({
  sigla: m.sigla,
  setor: m.setor,
  laboratorioId: m.laboratorioId,
  recipiente: m.recipiente,
  codigoInterface: m.codigoInterface,
  campos: m.campos.map((c) => ({ ...c, referencias: c.referencias.map(faixaParaForm) })),
});
/** The ages go to the server in days; the screen-only keys stay behind. */
export const paraEnvio = (v: Valores) => ({
  ...v,
  campos: v.campos.map(({ emUso: _emUso, formula: _formula, ...c }) => ({
    ...c,
    referencias:
      c.tipo === TIPO_CAMPO_EXAME.numerico
        ? (c.referencias ?? []).map(({ idadeMinimaUnidade, idadeMaximaUnidade, ...r }) => ({
            ...r,
            sexo: r.sexo || null,
            idadeMinimaDias: idadeParaDias(r.idadeMinimaDias, idadeMinimaUnidade),
            idadeMaximaDias: idadeParaDias(r.idadeMaximaDias, idadeMaximaUnidade),
          }))
        : [],
  })),
});

const novoCampo = (): CampoForm => ({
  id: null,
  nome: '',
  codigo: '',
  tipo: TIPO_CAMPO_EXAME.numerico,
  unidadeMedida: null,
  casasDecimais: 0,
  opcoes: [],
  obrigatorio: true,
  referencias: [],
  formula: null,
  emUso: null,
});
const novaFaixa = (): Partial<FaixaForm> => ({ sexo: '', idadeMinimaUnidade: 'anos', idadeMaximaUnidade: 'anos' });

const UNIDADES = UNIDADES_IDADE.map((u) => ({ value: u.value, label: u.label }));
const SEXOS = [
  { value: '', label: 'Ambos' },
  { value: 'M', label: 'Masculino' },
  { value: 'F', label: 'Feminino' },
];

/** One age bound: the number and its unit (anos, meses, dias), stored in days. */
function Idade({ nome, rotulo }: { nome: [number, string]; rotulo: string }) {
  const [i, campo] = nome;
  return (
    <Form.Item label={rotulo} style={{ marginBottom: 8 }}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={[i, `${campo}Dias`]} noStyle>
          <InputNumber aria-label={rotulo} min={0} precision={0} style={{ width: '55%' }} />
        </Form.Item>
        <Form.Item name={[i, `${campo}Unidade`]} noStyle initialValue="anos">
          <Select aria-label={`Unidade da ${rotulo.toLowerCase()}`} options={UNIDADES} style={{ width: '45%' }} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

/** The reference ranges of a numeric field: by sex and age, normal and critical limits, the printed text. */
function Faixas({ campo }: { campo: number }) {
  return (
    <Form.List name={[campo, 'referencias']}>
      {(faixas, { add, remove }) => (
        <div>
          <Typography.Text strong>Faixas de referência</Typography.Text>
          {faixas.map((f) => (
            <Row key={f.key} gutter={8} align="bottom" style={{ borderBottom: '1px dashed #eee', marginBottom: 8 }}>
              <Col xs={12} md={3}>
                <Form.Item name={[f.name, 'sexo']} label="Sexo" style={{ marginBottom: 8 }}>
                  <Select aria-label="Sexo" options={SEXOS} />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Idade nome={[f.name, 'idadeMinima']} rotulo="Idade mínima" />
              </Col>
              <Col xs={12} md={4}>
                <Idade nome={[f.name, 'idadeMaxima']} rotulo="Idade máxima" />
              </Col>
              {(
                [
                  ['minimo', 'Mínimo'],
                  ['maximo', 'Máximo'],
                  ['criticoMinimo', 'Crítico mín.'],
                  ['criticoMaximo', 'Crítico máx.'],
                ] as const
              ).map(([k, rotulo]) => (
                <Col key={k} xs={12} md={2}>
                  <Form.Item name={[f.name, k]} label={rotulo} style={{ marginBottom: 8 }}>
                    <InputNumber aria-label={rotulo} decimalSeparator="," style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              ))}
              <Col xs={20} md={4}>
                <Form.Item name={[f.name, 'texto']} label="Texto no laudo" style={{ marginBottom: 8 }}>
                  <Input aria-label="Texto no laudo" maxLength={300} />
                </Form.Item>
              </Col>
              <Col xs={4} md={1}>
                <Form.Item style={{ marginBottom: 8 }}>
                  <Button aria-label="Remover faixa" icon={<DeleteOutlined />} onClick={() => remove(f.name)} />
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Button size="small" icon={<PlusOutlined />} onClick={() => add(novaFaixa())}>
            Adicionar faixa
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/**
 * exame-laboratorial/exame-campo/edit/{exameId} (issue 21): the exam's acronym, bench sector, executing
 * laboratory, tube and interface code, and its ordered result fields with their reference ranges. Saving replaces
 * the whole set; a field a formula uses or that has results cannot be removed (the server says why).
 */
export default function ExameCampoEditPage() {
  const exameId = Number(useParams().id);
  const navigate = useNavigate();
  const podeEditar = usePermission(LAB.campoEditar);
  const [form] = Form.useForm<Valores>();
  const [dirty, setDirty] = useState(false);
  const [erroCampos, setErroCampos] = useState<string[]>([]);
  useUnsavedGuard(dirty);
  const url = `${EXAME_CAMPO_API}/${exameId}/edit`;
  const dados = useQuery({ queryKey: ['exame-campo', url], queryFn: () => api.get<Edicao>(url), gcTime: 0 });
  // preserve: the screen-only keys (emUso, formula) have no field of their own
  const campos = (Form.useWatch('campos', { form, preserve: true }) ?? []) as CampoForm[];
  const voltar = () => navigate('/exame-laboratorial/exame-campo/index');
  const salvar = useMutation({
    mutationFn: (v: Valores) => api.put<Modelo>(`${EXAME_CAMPO_API}/${exameId}`, paraEnvio(v)),
    onSuccess: (m) => {
      setDirty(false);
      setErroCampos([]);
      form.resetFields();
      form.setFieldsValue(paraFormulario(m));
      exitGuard.reset();
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
    },
    onError: (e) => {
      applyFormErrors(form, e);
      setErroCampos(e instanceof ApiError ? (e.body.errors?.campos ?? []) : []);
    },
  });

  if (dados.isError) return <Result status="404" title="Exame não encontrado" extra={<Button onClick={voltar}>Voltar</Button>} />;
  if (!dados.data) return <Skeleton active style={{ padding: 24 }} />;
  const { form: opcoes, model } = dados.data;

  return (
    <div className="sm-page">
      <PageHeader
        title={`Campos e referências: ${model.exame.nome}`}
        subTitle={`SIGTAP ${model.exame.procedimentoCodigo}${model.configurado ? '' : ' · exame ainda não configurado no laboratório'}`}
      />
      <Form<Valores>
        form={form}
        layout="vertical"
        disabled={!podeEditar}
        initialValues={paraFormulario(model)}
        scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
        onValuesChange={() => setDirty(true)}
        onFinish={() => salvar.mutate(form.getFieldsValue(true) as Valores)}
      >
        <Card title="Exame no laboratório" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={12} md={4}>
              <Form.Item name="sigla" label="Sigla" required rules={[{ required: true, message: mensagens.obrigatorio('Sigla') }]}>
                <Input aria-label="Sigla" maxLength={12} style={{ textTransform: 'uppercase' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={5}>
              <Form.Item name="setor" label="Setor" required rules={[{ required: true, message: mensagens.obrigatorio('Setor') }]}>
                <Select aria-label="Setor" options={SETORES_LABORATORIO.map((s) => ({ value: s.value, label: s.label }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={7}>
              <Form.Item name="laboratorioId" label="Laboratório executor" extra="Vazio: o laboratório da agenda de coleta.">
                <Select
                  aria-label="Laboratório executor"
                  allowClear
                  options={opcoes.laboratorios.map((l) => ({ value: l.id, label: l.apoio ? `${l.nome} (apoio)` : l.nome }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={5}>
              <Form.Item name="recipiente" label="Recipiente (tubo)">
                <Input aria-label="Recipiente (tubo)" maxLength={100} placeholder="Ex.: Tubo amarelo (soro)" />
              </Form.Item>
            </Col>
            <Col xs={12} md={3}>
              <Form.Item name="codigoInterface" label="Código de interface" extra="Vazio: o código SIGTAP.">
                <Input aria-label="Código de interface" maxLength={30} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Form.List name="campos">
          {(lista, { add, remove, move }) => (
            <Card
              title="Campos de resultado"
              style={{ marginBottom: 16 }}
              extra={
                podeEditar && (
                  <Button icon={<PlusOutlined />} onClick={() => add(novoCampo())}>
                    Adicionar campo
                  </Button>
                )
              }
            >
              {erroCampos.map((m) => (
                <Alert key={m} type="error" showIcon title={m} style={{ marginBottom: 12 }} />
              ))}
              {!lista.length && <Typography.Paragraph type="secondary">Nenhum campo: adicione ao menos um.</Typography.Paragraph>}
              {lista.map((c, i) => {
                const atual = campos[c.name] ?? novoCampo();
                const numerico = atual.tipo === TIPO_CAMPO_EXAME.numerico;
                return (
                  <Card
                    key={c.key}
                    size="small"
                    type="inner"
                    style={{ marginBottom: 12 }}
                    title={
                      <Space>
                        <span>{`${i + 1}. ${atual.nome || 'Novo campo'}`}</span>
                        {atual.formula && (
                          <Tooltip title="Calculado por fórmula: a bancada não digita este valor.">
                            <Tag icon={<FunctionOutlined />} color="purple">
                              {atual.formula}
                            </Tag>
                          </Tooltip>
                        )}
                      </Space>
                    }
                    extra={
                      podeEditar && (
                        <Space>
                          <Button
                            size="small"
                            aria-label="Subir campo"
                            icon={<ArrowUpOutlined />}
                            disabled={i === 0}
                            onClick={() => move(i, i - 1)}
                          />
                          <Button
                            size="small"
                            aria-label="Descer campo"
                            icon={<ArrowDownOutlined />}
                            disabled={i === lista.length - 1}
                            onClick={() => move(i, i + 1)}
                          />
                          <Tooltip title={atual.emUso ?? 'Remover campo'}>
                            <Button
                              size="small"
                              danger
                              aria-label="Remover campo"
                              icon={<DeleteOutlined />}
                              disabled={Boolean(atual.emUso)}
                              onClick={() => remove(c.name)}
                            />
                          </Tooltip>
                        </Space>
                      )
                    }
                  >
                    <Row gutter={12}>
                      <Col xs={24} md={7}>
                        <Form.Item
                          name={[c.name, 'nome']}
                          label="Nome"
                          required
                          rules={[{ required: true, message: mensagens.obrigatorio('Nome') }]}
                        >
                          <Input aria-label="Nome do campo" maxLength={100} />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={4}>
                        <Form.Item
                          name={[c.name, 'codigo']}
                          label="Código"
                          required
                          rules={[{ required: true, message: mensagens.obrigatorio('Código') }]}
                          extra="Nome nas fórmulas e arquivos."
                        >
                          <Input aria-label="Código" maxLength={20} style={{ textTransform: 'uppercase' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={12} md={4}>
                        <Form.Item name={[c.name, 'tipo']} label="Tipo" required>
                          <Select aria-label="Tipo" options={TIPOS_CAMPO_EXAME.map((t) => ({ value: t.value, label: t.label }))} />
                        </Form.Item>
                      </Col>
                      {numerico && (
                        <>
                          <Col xs={12} md={3}>
                            <Form.Item name={[c.name, 'unidadeMedida']} label="Unidade">
                              <Input aria-label="Unidade de medida" maxLength={20} placeholder="mg/dL" />
                            </Form.Item>
                          </Col>
                          <Col xs={12} md={3}>
                            <Form.Item name={[c.name, 'casasDecimais']} label="Casas decimais">
                              <InputNumber aria-label="Casas decimais" min={0} max={4} precision={0} style={{ width: '100%' }} />
                            </Form.Item>
                          </Col>
                        </>
                      )}
                      {atual.tipo === TIPO_CAMPO_EXAME.lista && (
                        <Col xs={24} md={6}>
                          <Form.Item name={[c.name, 'opcoes']} label="Opções" extra="Digite cada opção e tecle Enter.">
                            <Select aria-label="Opções" mode="tags" open={false} tokenSeparators={[';']} />
                          </Form.Item>
                        </Col>
                      )}
                      <Col xs={12} md={3}>
                        <Form.Item name={[c.name, 'obrigatorio']} label="Obrigatório" valuePropName="checked">
                          <Switch aria-label="Obrigatório" />
                        </Form.Item>
                      </Col>
                    </Row>
                    {numerico && <Faixas campo={c.name} />}
                  </Card>
                );
              })}
            </Card>
          )}
        </Form.List>
        <Flex gap={8} justify="flex-end">
          <Button onClick={voltar} disabled={false}>
            Voltar
          </Button>
          {podeEditar && (
            <Button type="primary" htmlType="submit" loading={salvar.isPending}>
              Salvar
            </Button>
          )}
        </Flex>
      </Form>
    </div>
  );
}
