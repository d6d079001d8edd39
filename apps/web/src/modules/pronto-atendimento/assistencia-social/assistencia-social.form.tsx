import { assistenciaSocialSchema, mensagens } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Result, Row, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DataHoraInput } from '../../../components/fields/DataHoraInput';
import { TextArea } from '../../../components/fields/TextArea';
import { PageHeader } from '../../../components/PageHeader';
import { dayjs, formatarDataHora } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zod-rule';
import {
  ASSISTENCIA_SOCIAL_API,
  ASSISTENCIA_SOCIAL_LISTA,
  assistenciaSocialApi,
  type ModeloAssistenciaSocial,
} from './assistencia-social.api';

const regra = (campo: string) => [zodRule(assistenciaSocialSchema, campo)];

/** The patient's open FAAs (and, when editing, the one already tied to the record). */
function SeletorFaa({
  pacienteId,
  atual,
  value,
  onChange,
  id,
}: {
  pacienteId?: number | null;
  atual: ModeloAssistenciaSocial['atendimento'];
  value?: number | null;
  onChange?: (v: number | null) => void;
  id?: string;
}) {
  const faas = useQuery({
    queryKey: ['assistencia-social', 'faas', pacienteId],
    queryFn: () => assistenciaSocialApi.faas(pacienteId as number),
    enabled: Boolean(pacienteId),
    staleTime: 30_000,
  });
  const opcoes = (faas.data?.data ?? []).map((a) => ({
    value: a.id,
    label: `FAA nº ${a.numero} — ${a.local}, ${formatarDataHora(a.recepcionadoEm)}`,
  }));
  if (atual && !opcoes.some((o) => o.value === atual.id)) opcoes.push({ value: atual.id, label: `FAA nº ${atual.numero}` });
  return (
    <Select
      id={id}
      aria-label="FAA"
      allowClear
      disabled={!pacienteId}
      loading={faas.isFetching}
      placeholder={pacienteId ? (opcoes.length ? 'Sem FAA' : 'O paciente não tem FAA aberta') : 'Escolha o paciente'}
      value={value ?? undefined}
      onChange={(v?: number) => onChange?.(v ?? null)}
      options={opcoes}
    />
  );
}

/**
 * assistencia-social create and edit/{id} (issue 6 step 7): the patient, optionally one of their open FAAs,
 * the reason, the report and the referral, and when it happened. Saving returns to the list as it was left.
 */
export function AssistenciaSocialForm({ id }: { id?: number }) {
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const carregamento = useQuery({
    queryKey: ['assistencia-social', 'form', id ?? 'novo'],
    queryFn: () => (id ? assistenciaSocialApi.editar(id) : assistenciaSocialApi.criar()),
    gcTime: 0,
  });
  const pacienteId = Form.useWatch('pacienteId', form);
  const voltar = () => navigate((location.state as { lista?: string } | null)?.lista ?? ASSISTENCIA_SOCIAL_LISTA);
  const salvar = useMutation({
    mutationFn: (v: Record<string, unknown>) => assistenciaSocialApi.salvar(id, v),
    onSuccess: () => {
      setDirty(false);
      void queryClient.invalidateQueries({ queryKey: ['datatable', `${ASSISTENCIA_SOCIAL_API}/datatable`] });
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
      exitGuard.reset();
      voltar();
    },
    onError: (e) => applyFormErrors(form, e),
  });

  if (carregamento.isError) return <Result status="404" title="Registro não encontrado" extra={<Button onClick={voltar}>Voltar</Button>} />;
  const dados = carregamento.data;
  const model = dados?.model;
  return (
    <div className="sm-page">
      <PageHeader title={id ? 'Editar atendimento social' : 'Novo atendimento social'} subTitle="Assistência social" />
      <Card>
        {!dados ? (
          <Skeleton active />
        ) : (
          <Form
            form={form}
            layout="vertical"
            initialValues={
              model
                ? {
                    pacienteId: model.pacienteId,
                    atendimentoId: model.atendimentoId,
                    motivo: model.motivo,
                    relato: model.relato,
                    encaminhamento: model.encaminhamento,
                    atendidoEm: model.atendidoEm,
                  }
                : { atendidoEm: dayjs().second(0).format() }
            }
            onValuesChange={(changed) => {
              setDirty(true);
              clearErrorsOnChange(form)(changed);
              if ('pacienteId' in changed) form.setFieldValue('atendimentoId', null);
            }}
            onFinish={(v) => salvar.mutate(v)}
            scrollToFirstError
          >
            <Row gutter={16}>
              <Col xs={24} lg={12}>
                <Form.Item name="pacienteId" label="Paciente" required rules={regra('pacienteId')}>
                  <Autocomplete
                    url="/api/cadastro/paciente/autocomplete"
                    label="Paciente"
                    optionLabel="label"
                    itemInicial={model?.paciente ?? null}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} lg={12}>
                <Form.Item
                  name="atendimentoId"
                  label="FAA"
                  extra="Opcional: o atendimento do pronto atendimento a que este atendimento social se refere."
                >
                  <SeletorFaa pacienteId={pacienteId} atual={model?.atendimento ?? null} />
                </Form.Item>
              </Col>
              <Col xs={24} lg={12}>
                <Form.Item name="motivo" label="Motivo" required rules={regra('motivo')}>
                  <Select
                    aria-label="Motivo"
                    placeholder="Selecione"
                    options={dados.form.motivos.map((m) => ({ value: m.id, label: m.nome }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} lg={12}>
                <Form.Item name="atendidoEm" label="Data e hora do atendimento" required rules={regra('atendidoEm')}>
                  <DataHoraInput rotuloData="Data do atendimento" rotuloHora="Hora do atendimento" />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="relato" label="Relato" required rules={regra('relato')}>
                  <TextArea max={4000} rows={5} />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="encaminhamento" label="Encaminhamento" rules={regra('encaminhamento')}>
                  <TextArea max={2000} rows={3} />
                </Form.Item>
              </Col>
            </Row>
            {model?.profissional && <Typography.Paragraph type="secondary">Registrado por {model.profissional}.</Typography.Paragraph>}
            <Typography.Paragraph type="secondary">* Preenchimento obrigatório.</Typography.Paragraph>
            <Flex gap={8} justify="flex-end">
              <Button onClick={voltar}>Voltar</Button>
              <Button type="primary" htmlType="submit" loading={salvar.isPending}>
                Salvar
              </Button>
            </Flex>
          </Form>
        )}
      </Card>
    </div>
  );
}
