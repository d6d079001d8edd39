import { exameImagemSchema, JUSTIFICATIVA_EXAME_MAX } from '@saude/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { TextArea } from '../../../components/fields/TextArea';
import { PageHeader } from '../../../components/PageHeader';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zod-rule';
import { CabecalhoDoAtendimento } from '../comum/cabecalho-atendimento';
import { EXAME_IMAGEM_API, exameImagemApi, type FaaAberta, LISTA_EXAMES_URL } from './exame-imagem.api';

const regra = (campo: string) => [zodRule(exameImagemSchema, campo)];
type Procedimento = { id: string; codigo: string; nome: string; label: string };

/**
 * pronto-atendimento/exame-imagem/create (spec 000 §2.3): an imaging request for an open FAA of the unit —
 * the FAA (by patient or number; `?atendimento_id=` comes from another screen), the SIGTAP procedure of
 * radiology, ultrasound, CT or MRI, and the clinical justification.
 */
export default function ExameImagemCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const inicial = Number(params.get('atendimento_id')) || undefined;
  const [atendimentoId, setAtendimentoId] = useState<number | undefined>(inicial);
  const formulario = useQuery({
    queryKey: ['pronto-atendimento', 'exame-imagem', 'create', atendimentoId ?? null],
    queryFn: () => exameImagemApi.formulario(atendimentoId),
    // picking another FAA keeps the form on screen while its header loads
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
  const cabecalho = formulario.data?.model.atendimento ?? null;
  const voltar = () => navigate(LISTA_EXAMES_URL);

  const salvar = useMutation({
    mutationFn: exameImagemApi.solicitar,
    onSuccess: (r) => {
      setDirty(false);
      exitGuard.reset();
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      voltar();
    },
    onError: (e) => applyFormErrors(form, e),
  });

  if (!formulario.data && formulario.isLoading) return <Skeleton active style={{ padding: 24 }} />;
  const subgrupos = formulario.data?.form.subgrupos ?? [];

  return (
    <div className="sm-page">
      <PageHeader title="Solicitar exame de imagem" extra={<Button onClick={voltar}>Voltar</Button>} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ atendimentoId: inicial }}
        onFinish={(v) => salvar.mutate(v)}
        onValuesChange={(changed) => {
          setDirty(true);
          clearErrorsOnChange(form)(changed);
        }}
        scrollToFirstError
      >
        <Card title="Atendimento" style={{ marginBottom: 16 }}>
          <Form.Item name="atendimentoId" label="FAA" required rules={regra('atendimentoId')} style={{ maxWidth: 720 }}>
            <Autocomplete<FaaAberta>
              url={`${EXAME_IMAGEM_API}/atendimento/autocomplete`}
              label="FAA"
              placeholder="Nome do paciente ou número da FAA"
              optionLabel="label"
              itemInicial={
                cabecalho
                  ? {
                      id: cabecalho.id,
                      numero: Number(cabecalho.numero),
                      paciente: cabecalho.pacienteNome,
                      recepcionadoEm: cabecalho.recepcionadoEm,
                      label: `FAA nº ${cabecalho.numero} — ${cabecalho.nomeSocial || cabecalho.pacienteNome}`,
                    }
                  : null
              }
              onChange={(v) => setAtendimentoId(v == null ? undefined : Number(v))}
            />
          </Form.Item>
          {cabecalho && <CabecalhoDoAtendimento a={cabecalho} />}
        </Card>
        <Card title="Exame" style={{ marginBottom: 16 }}>
          <Form.Item
            name="procedimentoCodigo"
            label="Procedimento"
            required
            rules={regra('procedimentoCodigo')}
            extra={subgrupos.length ? `SIGTAP: ${subgrupos.map((s) => `${s.prefixo} ${s.nome}`).join(', ')}.` : undefined}
            style={{ maxWidth: 720 }}
          >
            <Autocomplete<Procedimento>
              url={`${EXAME_IMAGEM_API}/procedimento/autocomplete`}
              label="Procedimento"
              placeholder="Código ou nome do exame"
              optionLabel="label"
            />
          </Form.Item>
          <Form.Item name="justificativa" label="Justificativa" required rules={regra('justificativa')}>
            <TextArea max={JUSTIFICATIVA_EXAME_MAX} rows={4} />
          </Form.Item>
          <Typography.Text type="secondary">A solicitação fica na lista de exames da unidade até a realização e o laudo.</Typography.Text>
        </Card>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={voltar}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={salvar.isPending}>
            Salvar
          </Button>
        </Flex>
      </Form>
    </div>
  );
}
