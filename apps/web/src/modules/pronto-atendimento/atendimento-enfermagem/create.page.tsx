import { ANEXOS_ENFERMAGEM, MENSAGENS_ENFERMAGEM, PA, SetorTipo, toCamel } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Radio, Result, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { type LinhaProcedimento, ProcedimentosField } from '../../../components/clinico';
import { FileUpload } from '../../../components/fields/FileUpload';
import { TextArea } from '../../../components/fields/TextArea';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { CabecalhoDoAtendimento } from '../comum/cabecalho-atendimento';
import { RegistrosAnteriores } from './enfermagem.anteriores';
import { type EnfermagemEnvio, enfermagemApi } from './enfermagem.api';
import { type Checagem, chaveDoItem, NAO_CHECADO, PrescricaoChecklist } from './prescricao.checklist';

export const FILA_URL = '/pronto-atendimento/fila-atendimento/index';
const SEM_DESTINO = 0;

interface Valores {
  anotacao?: string;
  procedimentos?: LinhaProcedimento[];
  checagem?: Record<string, Checagem>;
  anexos?: File[];
  destino?: number;
}

/** The form's values as the server takes them; `itens` says which prescription item each sent check is. */
function paraEnvio(filaId: number, v: Valores): { envio: EnfermagemEnvio; itens: number[] } {
  const checadas = Object.entries(v.checagem ?? {}).filter(([, c]) => c?.status && c.status !== NAO_CHECADO);
  const itens = checadas.map(([chave]) => Number(chave.replace('item', '')));
  return {
    itens,
    envio: {
      filaId,
      anotacao: v.anotacao?.trim() || null,
      procedimentos: (v.procedimentos ?? []).map((p) => ({ procedimentoCodigo: p.procedimentoCodigo, quantidade: p.quantidade })),
      administracoes: checadas.map(([, c], n) => ({
        prescricaoItemId: itens[n] as number,
        status: c.status as number,
        lote: c.lote?.trim() || null,
        observacao: c.observacao?.trim() || null,
      })),
      destino: v.destino || null,
      anexos: v.anexos ?? [],
    },
  };
}

/** 'administracoes.1.observacao' names the second check sent: on the form it is that item's field. */
function errosNoFormulario(e: unknown, itens: number[]): unknown {
  if (!(e instanceof ApiError) || e.status !== 422 || !e.body.errors) return e;
  const errors = Object.fromEntries(
    Object.entries(e.body.errors).map(([campo, msgs]) => {
      const m = /^administracoes\.(\d+)\.(\w+)$/.exec(campo);
      const item = m ? itens[Number(m[1])] : undefined;
      if (!m || item === undefined) return [campo, msgs];
      // the item's own field shows the reason; an invalid item shows on its choice (keys arrive camelCased)
      const alvo = toCamel(m[2] as string) === 'prescricaoItemId' ? 'status' : (m[2] as string);
      return [`checagem.${chaveDoItem(item)}.${alvo}`, msgs];
    }),
  );
  return new ApiError(e.status, { ...e.body, errors });
}

/**
 * pronto-atendimento/atendimento-enfermagem/create/{id}/{plantaoId} (issue 6 step 5): the check of the
 * internal prescription, the procedures, the note, the files and where the patient goes next, saved at once.
 */
export default function EnfermagemCreatePage() {
  const { id } = useParams();
  const filaId = Number(id);
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<Valores>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const podeVerLista = usePermission(PA.enfermagemVer);
  const carregamento = useQuery({
    queryKey: ['pronto-atendimento', 'enfermagem', 'create', filaId],
    queryFn: () => enfermagemApi.formulario(filaId),
    enabled: Number.isInteger(filaId) && filaId > 0,
    gcTime: 0,
  });
  const voltar = () => navigate((location.state as { lista?: string } | null)?.lista ?? FILA_URL);

  const salvar = useMutation({
    mutationFn: async (v: Valores) => {
      const { envio, itens } = paraEnvio(filaId, v);
      try {
        return await enfermagemApi.salvar(envio);
      } catch (e) {
        throw errosNoFormulario(e, itens);
      }
    },
    onSuccess: (r) => {
      setDirty(false);
      exitGuard.reset();
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      voltar();
    },
    onError: (e) => applyFormErrors(form, e),
  });

  if (carregamento.isError)
    return <Result status="404" title="Entrada da fila não encontrada." extra={<Button onClick={voltar}>Voltar à fila</Button>} />;
  const dados = carregamento.data;
  if (!dados) return <Skeleton active style={{ padding: 24 }} />;
  const { form: opcoes, model } = dados;

  const algoInformado = () => {
    const v = paraEnvio(filaId, form.getFieldsValue(true)).envio;
    return Boolean(v.anotacao || v.procedimentos.length || v.administracoes.length);
  };

  return (
    <div className="sm-page">
      <PageHeader
        title={model.fila.setorTipoId === SetorTipo.OBSERVACAO ? 'Enfermagem — paciente em observação' : 'Atendimento de enfermagem'}
        extra={
          <Flex gap={8}>
            {podeVerLista && (
              <Button onClick={() => navigate('/pronto-atendimento/atendimento-enfermagem/index')}>Registros de enfermagem</Button>
            )}
            <Button onClick={voltar}>Voltar à fila</Button>
          </Flex>
        }
      />
      <CabecalhoDoAtendimento a={model.atendimento} />
      <Row gutter={16}>
        <Col xs={24} xl={model.anteriores.length ? 16 : 24}>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ destino: SEM_DESTINO, procedimentos: [], anexos: [] }}
            onFinish={() => salvar.mutate(form.getFieldsValue(true))}
            onValuesChange={(changed) => {
              setDirty(true);
              clearErrorsOnChange(form)(changed);
            }}
            scrollToFirstError
          >
            <Card title="Prescrição interna" style={{ marginBottom: 16 }}>
              <PrescricaoChecklist itens={model.prescricao} />
            </Card>
            <Card title="Procedimentos" style={{ marginBottom: 16 }}>
              <ProcedimentosField form={form} sugeridos={opcoes.procedimentosSugeridos} />
            </Card>
            <Card title="Anotação de enfermagem" style={{ marginBottom: 16 }}>
              <Form.Item
                name="anotacao"
                label="Anotação"
                rules={[{ validator: async () => (algoInformado() ? undefined : Promise.reject(new Error(MENSAGENS_ENFERMAGEM.vazio))) }]}
              >
                <TextArea max={4000} rows={4} />
              </Form.Item>
              <Form.Item
                name="anexos"
                label="Anexos"
                extra={`PDF, JPEG ou PNG, até ${ANEXOS_ENFERMAGEM.maxMb} MB cada, no máximo ${ANEXOS_ENFERMAGEM.maxArquivos} arquivos.`}
                rules={[
                  {
                    validator: async (_, v?: File[]) =>
                      (v?.length ?? 0) > ANEXOS_ENFERMAGEM.maxArquivos
                        ? Promise.reject(new Error(ANEXOS_ENFERMAGEM.mensagemQuantidade))
                        : undefined,
                  },
                ]}
              >
                <FileUpload
                  multiple
                  accept={ANEXOS_ENFERMAGEM.accept}
                  maxMb={ANEXOS_ENFERMAGEM.maxMb}
                  textoBotao="Anexar arquivos"
                  aria-label="Anexos"
                />
              </Form.Item>
            </Card>
            <Card title="Destino" style={{ marginBottom: 16 }}>
              <Form.Item name="destino" style={{ marginBottom: 0 }}>
                <Radio.Group
                  aria-label="Destino"
                  style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
                  options={[
                    { value: SEM_DESTINO, label: 'Permanecer nesta fila' },
                    ...opcoes.destinos.map((d) => ({ value: d.id, label: d.nome })),
                  ]}
                />
              </Form.Item>
            </Card>
            <Flex justify="flex-end" gap={8}>
              <Button onClick={voltar}>Cancelar</Button>
              <Button type="primary" htmlType="submit" loading={salvar.isPending}>
                Salvar
              </Button>
            </Flex>
          </Form>
        </Col>
        {model.anteriores.length > 0 && (
          <Col xs={24} xl={8}>
            <Card title="Registros de enfermagem desta FAA">
              <RegistrosAnteriores registros={model.anteriores} />
            </Card>
          </Col>
        )}
      </Row>
    </div>
  );
}
