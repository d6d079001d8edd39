import { PrinterOutlined } from '@ant-design/icons';
import { PA, StatusAih } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Form, Result, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { PageHeader } from '../../../components/PageHeader';
import { formatarDataHora } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { type Aih, aihApi, LISTA_AIH_URL } from './aih.api';
import { AihCampos } from './aih.form';
import { EscolherSolicitacao } from './escolher-solicitacao';
import { COR_STATUS_AIH, imprimirAih } from './index.page';
import { SituacaoModal } from './situacao.modal';

const texto = (v: string | null) => <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{v || '-'}</Typography.Text>;

function Resumo({ a }: { a: Aih }) {
  const itens = [
    { key: 'paciente', label: 'Paciente', span: 2, children: <Typography.Text strong>{a.paciente}</Typography.Text> },
    { key: 'cns', label: 'CNS', children: a.pacienteCns ?? 'Não informado' },
    { key: 'faa', label: 'FAA nº', children: a.atendimentoNumero ?? 'Sem FAA' },
    { key: 'status', label: 'Situação', children: <Tag color={COR_STATUS_AIH[a.status]}>{a.statusNome}</Tag> },
    { key: 'solicitado', label: 'Solicitado', span: 3, children: `${formatarDataHora(a.solicitadoEm)} — ${a.solicitante}` },
  ];
  if (a.status === StatusAih.AUTORIZADA)
    itens.push(
      { key: 'numero', label: 'Nº da AIH', children: a.numeroAih ?? '' },
      { key: 'hospital', label: 'Hospital de destino', span: 2, children: a.hospitalDestino ?? '' },
      { key: 'autorizada', label: 'Autorizada em', children: formatarDataHora(a.situacaoEm) },
    );
  if (a.observacaoRegulacao)
    itens.push({
      key: 'obs',
      label: a.status === StatusAih.AUTORIZADA ? 'Observação' : 'Motivo',
      span: 4,
      children: a.observacaoRegulacao,
    });
  return (
    <Card style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} items={itens} />
    </Card>
  );
}

function Laudo({ a }: { a: Aih }) {
  return (
    <Card title="Laudo" style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'sinais', label: 'Principais sinais e sintomas clínicos', children: texto(a.sinaisSintomas) },
          { key: 'condicoes', label: 'Condições que justificam a internação', children: texto(a.condicoesJustificativa) },
          { key: 'exames', label: 'Principais resultados de provas diagnósticas', children: texto(a.resultadosExames) },
          { key: 'cid', label: 'CID principal', children: a.cidPrincipalItem.label },
          { key: 'cid2', label: 'CID secundário', children: a.cidSecundarioItem?.label ?? '-' },
          { key: 'procedimento', label: 'Procedimento solicitado', children: a.procedimentoItem.label },
          { key: 'carater', label: 'Caráter da internação', children: a.caraterNome },
        ]}
      />
    </Card>
  );
}

/**
 * pronto-atendimento/aih/edit/{id?} (spec 000 §2.3): the request, editable while it waits for the regulation;
 * the regulation's answer (authorise with the AIH number, deny, cancel) and the print of the national form.
 * Without an id, the patient's requests to choose from.
 */
export default function AihEditPage() {
  const { id } = useParams();
  const aihId = Number(id);
  if (!id) return <EscolherSolicitacao />;
  if (!Number.isInteger(aihId) || aihId <= 0) return <Navigate to={LISTA_AIH_URL} replace />;
  return <EditarAih key={aihId} aihId={aihId} />;
}

function EditarAih({ aihId }: { aihId: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const podeEditar = usePermission(PA.aihEditar);
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const [situacao, setSituacao] = useState<number | null>(null);
  useUnsavedGuard(dirty);
  const carregamento = useQuery({ queryKey: ['pronto-atendimento', 'aih', 'edit', aihId], queryFn: () => aihApi.editar(aihId), gcTime: 0 });
  const voltar = () => navigate((location.state as { lista?: string } | null)?.lista ?? LISTA_AIH_URL);
  const salvar = useMutation({
    mutationFn: (v: Record<string, unknown>) => aihApi.atualizar(aihId, v),
    onSuccess: async (r) => {
      setDirty(false);
      exitGuard.reset();
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      await carregamento.refetch();
    },
    onError: (e) => applyFormErrors(form, e),
  });

  if (carregamento.isError)
    return <Result status="404" title="Solicitação de AIH não encontrada." extra={<Button onClick={voltar}>Voltar</Button>} />;
  const dados = carregamento.data;
  if (!dados) return <Skeleton active style={{ padding: 24 }} />;
  const a = dados.model;
  const acoes = podeEditar ? dados.form.acoes : [];

  return (
    <div className="sm-page">
      <PageHeader
        title="Solicitação de AIH"
        extra={
          <Flex gap={8} wrap>
            {acoes.includes('autorizar') && (
              <Button type="primary" onClick={() => setSituacao(StatusAih.AUTORIZADA)}>
                Autorizar
              </Button>
            )}
            {acoes.includes('negar') && <Button onClick={() => setSituacao(StatusAih.NEGADA)}>Negar</Button>}
            {acoes.includes('cancelar') && (
              <Button danger onClick={() => setSituacao(StatusAih.CANCELADA)}>
                Cancelar solicitação
              </Button>
            )}
            <Button icon={<PrinterOutlined />} onClick={() => imprimirAih(a.id)}>
              Imprimir
            </Button>
            <Button onClick={voltar}>Voltar</Button>
          </Flex>
        }
      />
      <Resumo a={a} />
      {acoes.includes('editar') ? (
        <Form
          form={form}
          layout="vertical"
          initialValues={{
            procedimentoCodigo: a.procedimentoCodigo,
            cidPrincipal: a.cidPrincipal,
            cidSecundario: a.cidSecundario,
            carater: a.carater,
            sinaisSintomas: a.sinaisSintomas,
            condicoesJustificativa: a.condicoesJustificativa,
            resultadosExames: a.resultadosExames,
          }}
          onFinish={(v) => salvar.mutate(v)}
          onValuesChange={(changed) => {
            setDirty(true);
            clearErrorsOnChange(form)(changed);
          }}
          scrollToFirstError
        >
          <AihCampos
            form={dados.form}
            itens={{ procedimento: a.procedimentoItem, cidPrincipal: a.cidPrincipalItem, cidSecundario: a.cidSecundarioItem }}
          />
          <Flex justify="flex-end">
            <Button type="primary" htmlType="submit" loading={salvar.isPending}>
              Salvar
            </Button>
          </Flex>
        </Form>
      ) : (
        <Laudo a={a} />
      )}
      {situacao !== null && (
        <SituacaoModal
          aih={a}
          status={situacao}
          aoFechar={() => setSituacao(null)}
          aoSalvar={async () => {
            setSituacao(null);
            setDirty(false);
            await carregamento.refetch();
          }}
        />
      )}
    </div>
  );
}
