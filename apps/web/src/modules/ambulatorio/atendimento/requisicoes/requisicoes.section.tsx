import { DeleteOutlined, DownOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  FORMULARIO_REQUISICAO_EXAME,
  type FormularioRequisicaoExame,
  formatarProcedimentoSigtap,
  INDICACAO_MAMOGRAFIA,
  LIMITES_ATENDIMENTO_AMBULATORIO,
  MATERIAL_CITOPATOLOGICO_MAMA,
  MOTIVO_EXAME_COLO,
  PROCEDIMENTO_HISTOPATOLOGICO_MAMA,
  SCHEMA_REQUISICAO_EXAME,
  TITULO_EXAME_MAMA,
} from '@saude/shared';
import { Button, Card, Drawer, Dropdown, Flex, Form, type FormInstance, Tag, Typography } from 'antd';
import type { ReactElement } from 'react';
import type { RegrasDoFormulario } from '../../../../components/clinico/regras';
import type { PropsRequisicao } from './campos';
import { CamposColoUtero } from './colo-utero.campos';
import { CamposCitopatologicoMama } from './mama.campos';
import { CamposMamografia } from './mamografia.campos';
import { CamposApac, CamposSadt, CamposSolicitacaoExameSadt } from './procedimentos.campos';

type Requisicao = Record<string, unknown> & { formulario: FormularioRequisicaoExame };

const CAMPOS: Record<FormularioRequisicaoExame, (p: PropsRequisicao) => ReactElement> = {
  'citopatologico-colo-utero': CamposColoUtero,
  'citopatologico-mama': CamposCitopatologicoMama,
  'histopatologico-mamografia': CamposMamografia,
  apac: CamposApac,
  sadt: CamposSadt,
  'sadt-solicitacao-exame': CamposSolicitacaoExameSadt,
};

const TITULO = Object.fromEntries(Object.values(FORMULARIO_REQUISICAO_EXAME).map((f) => [f.codigo, f.titulo])) as Record<string, string>;
const COM_CID: readonly string[] = ['apac', 'sadt', 'sadt-solicitacao-exame'];

/**
 * A new request: the form's lists empty and its yes/no boxes unmarked (the schema wants them), and on the
 * procedure forms the CID of the attendance's principal problem, which the professional may change.
 */
function nova(formulario: FormularioRequisicaoExame, cid: string | null): Requisicao {
  const achados = { achadosDireita: {}, achadosEsquerda: {} };
  switch (formulario) {
    case 'citopatologico-colo-utero':
      return { formulario, dumNaoSabe: false, sinaisDst: false };
    case 'citopatologico-mama':
      return { formulario, ...achados };
    case 'histopatologico-mamografia':
      return { formulario, noduloDireita: false, noduloEsquerda: false, cirurgias: [], diagnostica: [], histopatologico: null, ...achados };
    default:
      return { formulario, itens: [], ...(COM_CID.includes(formulario) && cid ? { cidPrincipal: cid } : {}) };
  }
}

const titulo = (r: Requisicao) =>
  r.formulario === 'histopatologico-mamografia' && typeof r.exame === 'string'
    ? TITULO_EXAME_MAMA[r.exame as keyof typeof TITULO_EXAME_MAMA]
    : (TITULO[r.formulario] ?? r.formulario);

/** One line of what was asked, so the list tells the requests apart. */
function resumo(r: Requisicao): string {
  const de = (o: Record<string, string>, v: unknown) => (typeof v === 'string' ? (o[v] ?? '') : '');
  const itens = Array.isArray(r.itens) ? (r.itens as { codigo?: string; nome?: string }[]) : null;
  if (itens) {
    const [primeiro] = itens;
    if (!primeiro?.codigo) return '';
    const mais = itens.length > 1 ? ` (+${itens.length - 1})` : '';
    return `${formatarProcedimentoSigtap(primeiro.codigo)} — ${primeiro.nome ?? ''}${mais}`;
  }
  if (r.formulario === 'citopatologico-colo-utero') return de(MOTIVO_EXAME_COLO, r.motivoExame);
  if (r.formulario === 'citopatologico-mama') return de(MATERIAL_CITOPATOLOGICO_MAMA, r.material);
  const h = r.histopatologico as { procedimento?: string } | null | undefined;
  return h ? de(PROCEDIMENTO_HISTOPATOLOGICO_MAMA, h.procedimento) : de(INDICACAO_MAMOGRAFIA, r.indicacao);
}

export interface PropsRequisicoes {
  form: FormInstance;
  regras: RegrasDoFormulario;
  formularios: { codigo: string; titulo: string }[];
  /** The request whose drawer is open (a refused save opens the one with the first error). */
  aberta: number | null;
  setAberta: (i: number | null) => void;
}

/**
 * "Requisições em formulário nacional" (issue 17; spec 001 §7 outpatient prints): the SISCAN, APAC and SADT
 * requests of the attendance. Each is filled in a drawer laid out like its paper form; every drawer stays rendered,
 * so the shared schema checks every request on save and the server's 422 lands on its field. Patient, unit and
 * professional are the server's: the drawers ask only what the professional decides.
 */
export function RequisicoesSection({ form, regras, formularios, aberta, setAberta }: PropsRequisicoes) {
  const lista = (Form.useWatch('requisicoes', { form, preserve: true }) ?? []) as Requisicao[];
  const concluir = async (i: number) => {
    try {
      await form.validateFields([['requisicoes', i]], { recursive: true });
      setAberta(null);
    } catch (e) {
      const primeiro = (e as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (primeiro) form.scrollToField(primeiro.name);
    }
  };
  return (
    <Form.List name="requisicoes" rules={regras.regraLista(form, ['requisicoes'])}>
      {(campos, { add, remove }, { errors }) => {
        const adicionar = (codigo: string) => {
          const problemas = (form.getFieldValue('problemas') ?? []) as { cidCodigo?: string | null; principal?: boolean }[];
          const cid = (problemas.find((p) => p?.principal && p.cidCodigo) ?? problemas.find((p) => p?.cidCodigo))?.cidCodigo ?? null;
          add(nova(codigo as FormularioRequisicaoExame, cid));
          setAberta(campos.length);
        };
        const remover = (i: number) => {
          remove(i);
          if (aberta !== null) setAberta(aberta === i ? null : aberta > i ? aberta - 1 : aberta);
        };
        return (
          <section aria-label="Requisições em formulário nacional" style={{ marginTop: 24 }}>
            <Typography.Title level={5}>Requisições em formulário nacional</Typography.Title>
            {campos.map((c, i) => {
              const r = lista[c.name];
              if (!r) return null;
              const pronta = SCHEMA_REQUISICAO_EXAME[r.formulario]?.safeParse(r).success;
              const Campos = CAMPOS[r.formulario];
              return (
                <Card key={c.key} size="small" style={{ marginBottom: 8 }}>
                  <Flex justify="space-between" align="center" gap={8} wrap>
                    <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                      <Typography.Text strong>{titulo(r)}</Typography.Text>
                      <Typography.Text type="secondary" ellipsis>
                        {resumo(r) || '—'}
                      </Typography.Text>
                    </Flex>
                    <Tag color={pronta ? 'success' : 'warning'}>{pronta ? 'Preenchida' : 'A preencher'}</Tag>
                    <Button icon={<EditOutlined />} aria-label={`Preencher requisição ${i + 1}`} onClick={() => setAberta(c.name)}>
                      Preencher
                    </Button>
                    <Button danger icon={<DeleteOutlined />} aria-label={`Remover requisição ${i + 1}`} onClick={() => remover(c.name)} />
                  </Flex>
                  <Drawer
                    forceRender
                    open={aberta === c.name}
                    size={900}
                    // its own title id: every drawer of the list stays rendered, each must be named by its form
                    aria-labelledby={`requisicao-${c.key}-titulo`}
                    title={<span id={`requisicao-${c.key}-titulo`}>{titulo(r)}</span>}
                    onClose={() => setAberta(null)}
                    footer={
                      <Flex justify="end">
                        <Button type="primary" onClick={() => void concluir(c.name)}>
                          Concluir
                        </Button>
                      </Flex>
                    }
                  >
                    {Campos && <Campos form={form} nome={c.name} regras={regras} />}
                  </Drawer>
                </Card>
              );
            })}
            {!campos.length && <Typography.Paragraph type="secondary">Nenhuma requisição em formulário nacional.</Typography.Paragraph>}
            <Form.ErrorList errors={errors} />
            <Dropdown
              trigger={['click']}
              disabled={!formularios.length || campos.length >= LIMITES_ATENDIMENTO_AMBULATORIO.requisicoes}
              menu={{ items: formularios.map((f) => ({ key: f.codigo, label: f.titulo })), onClick: ({ key }) => adicionar(key) }}
            >
              <Button type="dashed" icon={<PlusOutlined />}>
                Adicionar requisição <DownOutlined />
              </Button>
            </Dropdown>
          </section>
        );
      }}
    </Form.List>
  );
}
