import { PrinterOutlined } from '@ant-design/icons';
import {
  type AcaoExameImagem,
  exameImagemAtualizacaoSchema,
  LAUDO_MAX,
  MOTIVO_CANCELAMENTO_EXAME_MAX,
  PA,
  transicaoExameImagem,
} from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, type FormRule, Modal, Result, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { DataHoraInput } from '../../../components/fields/DataHoraInput';
import { TextArea } from '../../../components/fields/TextArea';
import { PageHeader } from '../../../components/PageHeader';
import { dayjs, formatarDataHora } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { CabecalhoDoAtendimento } from '../comum/cabecalho-atendimento';
import { type Exame, exameImagemApi, LISTA_EXAMES_URL } from './exame-imagem.api';
import { COR_STATUS_EXAME, imprimirExame } from './index.page';

/** StatusAtendimento.ABERTO of the API: only an open FAA takes clinical writes. */
const FAA_ABERTA = 1;

/** The shared rule of a field, for the action its form performs (the schema's requirements depend on it). */
const regra = (acao: AcaoExameImagem, campo: string): FormRule[] => [
  ({ getFieldsValue }) => ({
    validator: async () => {
      const r = exameImagemAtualizacaoSchema.safeParse({ ...getFieldsValue(true), acao });
      const issue = r.error?.issues.find((i) => i.path[0] === campo);
      if (issue) throw new Error(issue.message);
    },
  }),
];
const quem = (nome: string | null, em: string | null) => [formatarDataHora(em), nome].filter(Boolean).join(' — ');

function Solicitacao({ e }: { e: Exame }) {
  const itens = [
    { key: 'procedimento', label: 'Procedimento', span: 2, children: `${e.procedimentoCodigo} - ${e.procedimentoNome}` },
    { key: 'status', label: 'Situação', children: <Tag color={COR_STATUS_EXAME[e.status]}>{e.statusNome}</Tag> },
    { key: 'solicitado', label: 'Solicitado', children: quem(e.solicitante, e.solicitadoEm) },
    {
      key: 'justificativa',
      label: 'Justificativa',
      span: 4,
      children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{e.justificativa}</Typography.Text>,
    },
  ];
  if (e.realizadoEm) itens.push({ key: 'realizado', label: 'Realizado', span: 2, children: quem(e.realizadoPorNome, e.realizadoEm) });
  if (e.laudo) {
    itens.push({ key: 'laudado', label: 'Laudado', span: 2, children: quem(e.laudadoPorNome, e.laudadoEm) });
    itens.push({
      key: 'laudo',
      label: 'Laudo',
      span: 4,
      children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{e.laudo}</Typography.Text>,
    });
  }
  if (e.motivoCancelamento) {
    itens.push({ key: 'cancelado', label: 'Cancelado', span: 2, children: quem(e.canceladoPorNome, e.canceladoEm) });
    itens.push({ key: 'motivo', label: 'Motivo do cancelamento', span: 2, children: e.motivoCancelamento });
  }
  return (
    <Card title="Solicitação" style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} items={itens} />
    </Card>
  );
}

/**
 * pronto-atendimento/exame-imagem/edit/{id}/{plantaoId} (spec 000 §2.3): the request with its FAA, and the
 * next step the shared transitions table allows — the execution (date and time, not before the request
 * nor in the future), then the report; a request not yet performed may be cancelled with its reason.
 */
export default function ExameImagemEditPage() {
  const { id } = useParams();
  const exameId = Number(id);
  const navigate = useNavigate();
  const location = useLocation();
  const podeEditar = usePermission(PA.exameImagemEditar);
  const [form] = Form.useForm();
  const [cancelamento] = Form.useForm();
  const [cancelando, setCancelando] = useState(false);
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const carregamento = useQuery({
    queryKey: ['pronto-atendimento', 'exame-imagem', 'edit', exameId],
    queryFn: () => exameImagemApi.editar(exameId),
    enabled: Number.isInteger(exameId) && exameId > 0,
    gcTime: 0,
  });
  const voltar = () => navigate((location.state as { lista?: string } | null)?.lista ?? LISTA_EXAMES_URL);

  const atualizar = useMutation({
    mutationFn: (v: Record<string, unknown>) => exameImagemApi.atualizar(exameId, v),
    onSuccess: async (r) => {
      setDirty(false);
      setCancelando(false);
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      form.resetFields();
      await carregamento.refetch();
    },
    onError: (e, v) => applyFormErrors(v.acao === 'cancelar' ? cancelamento : form, e),
  });

  if (carregamento.isError)
    return <Result status="404" title="Exame de imagem não encontrado." extra={<Button onClick={voltar}>Voltar</Button>} />;
  const dados = carregamento.data;
  if (!dados) return <Skeleton active style={{ padding: 24 }} />;
  const { exame, atendimento } = dados.model;
  const faaAberta = atendimento.status === FAA_ABERTA;
  const acoes = podeEditar && faaAberta ? dados.form.acoes : [];
  const proxima: AcaoExameImagem | undefined = acoes.find((a) => a !== 'cancelar');

  return (
    <div className="sm-page">
      <PageHeader
        title="Exame de imagem"
        extra={
          <Flex gap={8}>
            <Button icon={<PrinterOutlined />} onClick={() => imprimirExame(exame.id)}>
              Imprimir
            </Button>
            <Button onClick={voltar}>Voltar</Button>
          </Flex>
        }
      />
      <CabecalhoDoAtendimento a={atendimento} />
      {!faaAberta && dados.form.acoes.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="A FAA está fechada. Reabra o atendimento para registrar a realização ou o laudo."
        />
      )}
      <Solicitacao e={exame} />
      {proxima && (
        <Card title={transicaoExameImagem(proxima).rotulo} style={{ marginBottom: 16 }}>
          <Form
            key={proxima}
            form={form}
            layout="vertical"
            initialValues={{ realizadoEm: proxima === 'realizar' ? dayjs().startOf('minute').format() : undefined }}
            onFinish={(v) => atualizar.mutate({ ...v, acao: proxima })}
            onValuesChange={(changed) => {
              setDirty(true);
              clearErrorsOnChange(form)(changed);
            }}
          >
            {proxima === 'realizar' ? (
              <Form.Item
                name="realizadoEm"
                label="Data da realização"
                required
                rules={regra('realizar', 'realizadoEm')}
                style={{ maxWidth: 360 }}
              >
                <DataHoraInput rotuloData="Data da realização" rotuloHora="Hora da realização" />
              </Form.Item>
            ) : (
              <Form.Item name="laudo" label="Laudo" required rules={regra('laudar', 'laudo')}>
                <TextArea max={LAUDO_MAX} rows={8} autoFocus />
              </Form.Item>
            )}
            <Flex justify="flex-end" gap={8}>
              {acoes.includes('cancelar') && (
                <Button danger onClick={() => setCancelando(true)}>
                  Cancelar solicitação
                </Button>
              )}
              <Button type="primary" htmlType="submit" loading={atualizar.isPending && !cancelando}>
                Salvar
              </Button>
            </Flex>
          </Form>
        </Card>
      )}
      {cancelando && (
        <Modal
          open
          title="Cancelar solicitação"
          okText="Salvar"
          cancelText="Voltar"
          onOk={() => cancelamento.submit()}
          onCancel={() => setCancelando(false)}
          confirmLoading={atualizar.isPending}
          mask={{ closable: false }}
          destroyOnHidden
        >
          <Form
            form={cancelamento}
            layout="vertical"
            onFinish={(v) => atualizar.mutate({ ...v, acao: 'cancelar' })}
            onValuesChange={clearErrorsOnChange(cancelamento)}
          >
            <Form.Item name="motivoCancelamento" label="Motivo do cancelamento" required rules={regra('cancelar', 'motivoCancelamento')}>
              <TextArea max={MOTIVO_CANCELAMENTO_EXAME_MAX} rows={4} autoFocus />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </div>
  );
}
