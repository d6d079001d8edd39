import { DestinoAtendimento, StatusFaa } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Flex, Form, Result, Skeleton, Tabs, Typography } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DocumentosSection } from '../../../components/clinico/DocumentosSection';
import { ReceitasSection } from '../../../components/clinico/ReceitasSection';
import { TextArea } from '../../../components/fields/TextArea';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { FILA_URL } from '../atendimento-triagem/create.page';
import { CabecalhoDoAtendimento } from '../comum/cabecalho-atendimento';
import { atendimentoMedicoApi, URL_MEDICAMENTO } from './atendimento-medico.api';
import { DestinoSection } from './destino.section';
import { DiagnosticosSection, ExamesImagemSection } from './diagnosticos.section';
import { Historico } from './historico';
import { PrescricaoSection } from './prescricao.section';
import { abaDoCampo, regra, regraLista } from './regras';
import { useAssinarAtendimento } from './use-assinar-atendimento';

const contagem = (n: number) => (n ? <Badge count={n} size="small" color="blue" style={{ marginInlineStart: 4 }} /> : null);

/**
 * pronto-atendimento/atendimento-medico/create/{id}/{plantaoId} (issue 6 step 4): the doctor's evaluation of
 * a queue entry (doctors' room or observation). One form in tabs, every tab rendered so the whole form is
 * validated; Ctrl+Enter saves. After saving, the FAA and the prescriptions may be signed; then back to the queue
 * as it was left.
 */
export default function AtendimentoMedicoCreatePage() {
  const { id, plantaoId } = useParams();
  const filaId = Number(id);
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm();
  const [aba, setAba] = useState('anamnese');
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const voltar = () => navigate((location.state as { lista?: string } | null)?.lista ?? FILA_URL);
  const { perguntar, dialogo } = useAssinarAtendimento(voltar);

  const carregamento = useQuery({
    queryKey: ['pronto-atendimento', 'atendimento-medico', 'create', filaId],
    queryFn: () => atendimentoMedicoApi.formulario(filaId),
    enabled: Number.isInteger(filaId) && filaId > 0,
    gcTime: 0,
    retry: false,
  });
  const valores = Form.useWatch([], form) as Record<string, unknown[] | undefined> | undefined;

  const salvar = useMutation({
    mutationFn: atendimentoMedicoApi.salvar,
    onSuccess: (r) => {
      setDirty(false);
      exitGuard.reset();
      perguntar(r);
    },
    onError: (e) => {
      if (applyFormErrors(form, e)) {
        const primeiro = Object.keys((e as ApiError).body.errors ?? {})[0];
        setAba(abaDoCampo(primeiro));
      }
      handleApiError(e);
    },
  });

  const enviar = () => {
    const v = form.getFieldsValue(true) as Record<string, unknown>;
    const plantao = Number(plantaoId);
    salvar.mutate({ ...v, filaId, plantaoId: Number.isInteger(plantao) && plantao > 0 ? plantao : null });
  };

  if (carregamento.isError) {
    const e = carregamento.error;
    const titulo = e instanceof ApiError && e.body.message ? e.body.message : 'Entrada da fila não encontrada.';
    return <Result status="warning" title={titulo} extra={<Button onClick={voltar}>Voltar à fila</Button>} />;
  }
  const dados = carregamento.data;
  if (!dados) return <Skeleton active style={{ padding: 24 }} />;
  const { form: opcoes, model } = dados;
  const n = (k: string) => (valores?.[k] as unknown[] | undefined)?.length ?? 0;

  const abas = [
    {
      key: 'anamnese',
      label: 'Anamnese e exame físico',
      children: (
        <>
          <Form.Item name="anamnese" label="Anamnese" required rules={regra(['anamnese'])}>
            <TextArea max={10_000} rows={5} autoFocus />
          </Form.Item>
          <Form.Item name="exameFisico" label="Exame físico" rules={regra(['exameFisico'])}>
            <TextArea max={10_000} rows={4} />
          </Form.Item>
          <Form.Item name="conduta" label="Conduta" rules={regra(['conduta'])}>
            <TextArea max={10_000} rows={3} />
          </Form.Item>
        </>
      ),
    },
    { key: 'diagnosticos', label: <>Diagnósticos{contagem(n('diagnosticos'))}</>, children: <DiagnosticosSection form={form} /> },
    {
      key: 'prescricao',
      label: <>Prescrição interna{contagem(n('prescricaoInterna') + model.prescricaoAtiva.length)}</>,
      children: <PrescricaoSection form={form} ativos={model.prescricaoAtiva} vias={opcoes.vias} />,
    },
    {
      key: 'receitas',
      label: <>Receitas{contagem(n('receitas'))}</>,
      children: <ReceitasSection form={form} tipos={opcoes.tiposReceita} urlMedicamento={URL_MEDICAMENTO} regras={{ regra, regraLista }} />,
    },
    {
      key: 'documentos',
      label: <>Documentos{contagem(n('documentos'))}</>,
      children: (
        <DocumentosSection
          form={form}
          especialidades={opcoes.especialidades}
          chegada={model.atendimento.recepcionadoEm}
          regras={{ regra, regraLista }}
        />
      ),
    },
    { key: 'exames', label: <>Exames de imagem{contagem(n('examesImagem'))}</>, children: <ExamesImagemSection /> },
    { key: 'destino', label: 'Destino', children: <DestinoSection form={form} opcoes={opcoes} /> },
    {
      key: 'historico',
      label: <>Histórico{contagem(model.avaliacoes.length)}</>,
      children: <Historico model={model} />,
    },
  ].map((t) => ({ ...t, forceRender: true }));

  const atalho = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
      e.preventDefault();
      form.submit();
    }
  };

  return (
    <div className="sm-page">
      <PageHeader title="Atendimento médico" extra={<Button onClick={voltar}>Voltar à fila</Button>} />
      <CabecalhoDoAtendimento a={model.atendimento} />
      {model.atendimento.status !== StatusFaa.ABERTA && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title="A FAA está fechada ou cancelada: o atendimento não pode ser salvo."
        />
      )}
      {!model.fila.emAtendimentoPorVoce && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title="Este paciente não está em atendimento por você. Atenda-o na fila para poder salvar."
        />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{
          diagnosticos: [{ principal: true }],
          prescricaoInterna: [],
          suspenderItens: [],
          receitas: [],
          documentos: [],
          examesImagem: [],
          destino: DestinoAtendimento.ALTA,
        }}
        onFinish={enviar}
        onFinishFailed={({ errorFields }) => setAba(abaDoCampo(errorFields[0]?.name))}
        onValuesChange={(changed) => {
          setDirty(true);
          clearErrorsOnChange(form)(changed);
        }}
        onKeyDown={atalho}
      >
        <Card size="small" styles={{ body: { paddingTop: 0 } }}>
          <Tabs activeKey={aba} onChange={setAba} items={abas} />
        </Card>
        <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 12 }} wrap>
          <Typography.Text type="secondary">Ctrl+Enter salva o atendimento.</Typography.Text>
          <Flex gap={8}>
            <Button onClick={voltar}>Cancelar</Button>
            <Button type="primary" htmlType="submit" loading={salvar.isPending}>
              Salvar
            </Button>
          </Flex>
        </Flex>
      </Form>
      {dialogo}
    </div>
  );
}
