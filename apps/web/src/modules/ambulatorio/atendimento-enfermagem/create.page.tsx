import { AMB, enfermagemAmbulatorioSchema, TIPO_ATENDIMENTO_ENFERMAGEM } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, InputNumber, Result, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { type LinhaProcedimento, ProcedimentosField, SinaisVitais } from '../../../components/clinico';
import { TextArea } from '../../../components/fields/TextArea';
import { PageHeader } from '../../../components/PageHeader';
import { CabecalhoPaciente } from '../../../components/workflow/CabecalhoPaciente';
import { formatarHora, noFuso } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { regraZod } from '../../../lib/regra-zod';
import { enfermagemAmbulatorioApi, FILA_URL, type FormularioEnfermagem } from './enfermagem.api';

/** Stand-ins for the fields the page fills itself, so the shared rules can speak for the typed ones. */
const SUBSTITUTOS = { filaId: 1, tipo: TIPO_ATENDIMENTO_ENFERMAGEM.PRE_CONSULTA };
const regra = (campo: string) => [regraZod(enfermagemAmbulatorioSchema, campo, SUBSTITUTOS)];

type Valores = Record<string, unknown> & { procedimentos?: LinhaProcedimento[] };

const kg = (v: string | null) => (v ? `${v.replace('.', ',')} kg` : null);

function itensDoCabecalho(f: FormularioEnfermagem) {
  const a = f.atendimento;
  const anterior = f.anterior;
  return [
    { key: 'chegada', label: 'Chegada', children: formatarHora(a.chegadaEm) },
    { key: 'horario', label: 'Horário agendado', children: a.horaAgendada?.slice(0, 5) ?? 'Demanda espontânea' },
    { key: 'especialidade', label: 'Especialidade', children: a.especialidade ?? '—' },
    { key: 'profissional', label: 'Profissional', children: a.profissional ?? '—' },
    ...(anterior
      ? [
          {
            key: 'anterior',
            label: 'Medida anterior',
            span: 'filled' as const,
            children: [
              noFuso(anterior.criadoEm).data,
              kg(anterior.peso),
              anterior.altura ? `${anterior.altura} cm` : null,
              anterior.imc ? `IMC ${anterior.imc.replace('.', ',')}` : null,
            ]
              .filter(Boolean)
              .join(' · '),
          },
        ]
      : []),
  ];
}

/**
 * ambulatorio/atendimento-enfermagem/create/{tipoAtendimento}/{filaId}/{agendamentoId?} (issue 17): the
 * pre-consultation (1: vital signs, anthropometry with the BMI as it is typed; the patient then goes to the office
 * queue) or a nursing procedure visit (2: it ends here), with SIGTAP procedures and a note, saved at once.
 */
export default function EnfermagemAmbulatorioCreatePage() {
  const params = useParams();
  const tipo = Number(params.tipoAtendimento);
  const filaId = Number(params.filaId);
  const agendamentoId = params.agendamentoId ? Number(params.agendamentoId) : undefined;
  const navigate = useNavigate();
  const location = useLocation();
  const voltarPara = (location.state as { lista?: string } | null)?.lista ?? FILA_URL;
  const [form] = Form.useForm<Valores>();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const podeSalvar = usePermission(AMB.enfermagemCadastrar);
  const carga = useQuery({
    queryKey: ['ambulatorio', 'atendimento-enfermagem', tipo, filaId, agendamentoId],
    queryFn: () => enfermagemAmbulatorioApi.formulario(tipo, filaId, agendamentoId),
    gcTime: 0,
    meta: { silent: true },
  });
  const f = carga.data?.form;

  const salvar = useMutation({
    mutationFn: (v: Valores) =>
      enfermagemAmbulatorioApi.salvar({
        ...(v as object),
        filaId,
        tipo,
        procedimentos: (v.procedimentos ?? []).map((p) => ({ procedimentoCodigo: p.procedimentoCodigo, quantidade: p.quantidade })),
      } as Parameters<typeof enfermagemAmbulatorioApi.salvar>[0]),
    onSuccess: (r) => {
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      setDirty(false);
      exitGuard.reset();
      navigate(voltarPara);
    },
    onError: (e) => applyFormErrors(form, e),
  });

  if (carga.isError)
    return (
      <div className="sm-page">
        <PageHeader title="Atendimento de enfermagem" />
        <Result
          status="warning"
          title="Não foi possível abrir este atendimento."
          subTitle="A entrada da fila pode ter sido encerrada ou não pertence ao ambulatório."
          extra={<Button onClick={() => navigate(voltarPara)}>Voltar à fila</Button>}
        />
      </div>
    );
  if (!f) return <Skeleton active style={{ padding: 24 }} />;
  const preConsulta = tipo === TIPO_ATENDIMENTO_ENFERMAGEM.PRE_CONSULTA;

  return (
    <div className="sm-page">
      <PageHeader title={f.tipoNome} subTitle="Ambulatório — enfermagem" />
      <CabecalhoPaciente paciente={f.paciente} itens={itensDoCabecalho(f)} />
      <Form
        form={form}
        layout="vertical"
        disabled={!podeSalvar}
        onFinish={(v) => salvar.mutate(v)}
        onValuesChange={(changed) => {
          setDirty(true);
          clearErrorsOnChange(form)(changed);
        }}
        scrollToFirstError
      >
        <Card size="small" title="Motivo da consulta" style={{ marginBottom: 12 }}>
          <Form.Item name="queixa" rules={regra('queixa')} style={{ marginBottom: 0 }}>
            <TextArea max={2000} rows={2} aria-label="Motivo da consulta" />
          </Form.Item>
        </Card>
        <Card size="small" title={preConsulta ? 'Sinais vitais e antropometria' : 'Sinais vitais'} style={{ marginBottom: 12 }}>
          <SinaisVitais form={form} regra={regra} glasgow={false} />
          <Row gutter={16}>
            <Col xs={24} sm={12} md={6}>
              <Form.Item name="circunferenciaAbdominal" label="Circunferência abdominal" rules={regra('circunferenciaAbdominal')}>
                <InputNumber style={{ width: '100%' }} precision={1} step={0.5} decimalSeparator="," suffix="cm" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card size="small" title="Procedimentos" style={{ marginBottom: 12 }}>
          <ProcedimentosField form={form} sugeridos={f.procedimentosSugeridos} />
        </Card>
        <Card size="small" title="Anotação de enfermagem" style={{ marginBottom: 12 }}>
          <Form.Item name="anotacao" rules={regra('anotacao')} style={{ marginBottom: 0 }}>
            <TextArea max={4000} rows={3} aria-label="Anotação" />
          </Form.Item>
        </Card>
        <Flex
          justify="flex-end"
          gap={12}
          style={{ position: 'sticky', bottom: 0, padding: '10px 0', background: 'rgba(245, 247, 250, 0.96)', zIndex: 5 }}
        >
          <Button onClick={() => navigate(voltarPara)} disabled={false}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" loading={salvar.isPending}>
            {preConsulta ? 'Salvar e encaminhar ao consultório' : 'Salvar e finalizar'}
          </Button>
        </Flex>
      </Form>
    </div>
  );
}
