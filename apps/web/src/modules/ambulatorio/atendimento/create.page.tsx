import { atendimentoAmbulatorioSchema, SituacaoProblema } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Form, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAssinarEtapas } from '../../../components/assinatura/use-assinar-etapas';
import { LaudosDeExames } from '../../../components/clinico/LaudosDeExames';
import { criarRegras } from '../../../components/clinico/regras';
import { PageHeader } from '../../../components/PageHeader';
import { CabecalhoPaciente } from '../../../components/workflow/CabecalhoPaciente';
import { ApiError } from '../../../lib/api';
import { formatarDataHora, formatarHora } from '../../../lib/dates';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { atendimentoApi, type FormularioAtendimento, LISTA_URL } from './atendimento.api';
import { etapa, FormularioAtendimentoAmbulatorio, useRecusa } from './atendimento.form';
import { VisualizarAtendimento } from './visualizar';

const regrasStore = criarRegras(atendimentoAmbulatorioSchema);

function PreConsulta({ p }: { p: NonNullable<FormularioAtendimento['preConsulta']> }) {
  const itens = [
    ['Queixa', p.queixa],
    ['PA', p.paSistolica && p.paDiastolica ? `${p.paSistolica}/${p.paDiastolica} mmHg` : null],
    ['FC', p.frequenciaCardiaca ? `${p.frequenciaCardiaca} bpm` : null],
    ['Temp.', p.temperatura ? `${p.temperatura.replace('.', ',')} °C` : null],
    ['SatO2', p.saturacao ? `${p.saturacao}%` : null],
    ['Glicemia', p.glicemia ? `${p.glicemia} mg/dL` : null],
    ['Peso', p.peso ? `${p.peso.replace('.', ',')} kg` : null],
    ['Altura', p.altura ? `${p.altura} cm` : null],
    ['IMC', p.imc ? p.imc.replace('.', ',') : null],
    ['Procedimentos', p.procedimentos.join('; ') || null],
    ['Anotação', p.anotacao],
  ].filter(([, v]) => v);
  return (
    <Descriptions
      size="small"
      title={`Pré-consulta (${formatarDataHora(p.criadoEm)}${p.profissional ? ` — ${p.profissional}` : ''})`}
      column={{ xs: 1, md: 4 }}
      items={itens.map(([k, v]) => ({ key: String(k), label: k, children: v }))}
      style={{ marginBottom: 12 }}
    />
  );
}

/**
 * ambulatorio/atendimento/create/{filaId}/{agendamentoId?} (issue 17; spec 000 §2.3): the doctor's (or other
 * professional's) attendance of an office-queue entry: SOAP with the pre-consultation, problems/conditions in CIAP-2
 * and CID-10 with the patient's list, pregnancy, prescriptions, documents and exams; every tab rendered so the whole
 * form is validated by the shared schema; Ctrl+Enter saves. After saving: "Atendimento salvo. Deseja assinar?".
 */
export default function AtendimentoAmbulatorioCreatePage() {
  const params = useParams();
  const filaId = Number(params.filaId);
  const agendamentoId = params.agendamentoId ? Number(params.agendamentoId) : undefined;
  const navigate = useNavigate();
  const location = useLocation();
  const voltar = () => navigate((location.state as { lista?: string } | null)?.lista ?? LISTA_URL);
  const [form] = Form.useForm();
  const { aba, setAba, recusar, requisicao, setRequisicao } = useRecusa(form);
  const [dirty, setDirty] = useState(false);
  const [aberto, setAberto] = useState<number | null>(null);
  useUnsavedGuard(dirty);
  const { emSequencia, dialogo } = useAssinarEtapas();
  const regras = regrasStore;

  const carga = useQuery({
    queryKey: ['ambulatorio', 'atendimento', 'create', filaId, agendamentoId],
    queryFn: () => atendimentoApi.formulario(filaId, agendamentoId),
    enabled: Number.isInteger(filaId) && filaId > 0,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });

  const salvar = useMutation({
    mutationFn: atendimentoApi.salvar,
    onSuccess: (r) => {
      setDirty(false);
      exitGuard.reset();
      emSequencia([etapa(r)], voltar);
    },
    onError: recusar,
  });

  if (carga.isError) {
    const e = carga.error;
    return (
      <div className="sm-page">
        <PageHeader title="Atendimento" />
        <Result
          status="warning"
          title={e instanceof ApiError && e.body.message ? e.body.message : 'Não foi possível abrir este atendimento.'}
          extra={<Button onClick={voltar}>Voltar</Button>}
        />
      </div>
    );
  }
  const f = carga.data?.form;
  if (!f) return <Skeleton active style={{ padding: 24 }} />;
  const historico = {
    key: 'historico',
    label: <>Atendimentos anteriores{f.historico.length ? ` (${f.historico.length})` : ''}</>,
    children: f.historico.length ? (
      <Flex vertical gap={4}>
        {f.historico.map((h) => (
          <Button key={h.id} type="link" style={{ justifyContent: 'flex-start' }} onClick={() => setAberto(h.id)}>
            {formatarDataHora(h.finalizadoEm)} — {h.especialidade ?? h.unidade} — {h.profissional}
            {h.problemaPrincipal ? ` — ${h.problemaPrincipal}` : ''}
          </Button>
        ))}
      </Flex>
    ) : (
      <Typography.Text type="secondary">Nenhum atendimento ambulatorial anterior.</Typography.Text>
    ),
  };
  // the signed reports of the services that performed the patient's exams (issue 22): seen here, without paper
  const laudos = {
    key: 'laudos-exames',
    label: 'Laudos de exames',
    children: <LaudosDeExames base="/api/ambulatorio/atendimento" pacienteId={f.paciente.pacienteId} />,
  };
  const a = f.atendimento;
  return (
    <div className="sm-page">
      <PageHeader title="Atendimento" subTitle={a.unidade} extra={<Button onClick={voltar}>Voltar</Button>} />
      <CabecalhoPaciente
        paciente={f.paciente}
        itens={[
          { key: 'chegada', label: 'Chegada', children: formatarHora(a.chegadaEm) },
          { key: 'horario', label: 'Horário agendado', children: a.horaAgendada?.slice(0, 5) ?? 'Demanda espontânea' },
          { key: 'especialidade', label: 'Especialidade', children: a.especialidade ?? '—' },
        ]}
      />
      {f.fila.status === 2 && !f.fila.emAtendimentoPorVoce && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="Este paciente está em atendimento por outro profissional." />
      )}
      <FormularioAtendimentoAmbulatorio
        form={form}
        regras={regras}
        aba={aba}
        setAba={setAba}
        requisicao={requisicao}
        setRequisicao={setRequisicao}
        opcoes={f.opcoes}
        paciente={f.paciente}
        chegada={String(a.chegadaEm)}
        valoresIniciais={{
          filaId,
          problemas: [{ situacao: SituacaoProblema.ATIVO, principal: true }],
          receitas: [],
          documentos: [],
          exames: [],
        }}
        salvando={salvar.isPending}
        salvar={(v) => salvar.mutate({ ...v, filaId })}
        cancelar={voltar}
        aoMudar={() => setDirty(true)}
        antesDoSoap={f.preConsulta && <PreConsulta p={f.preConsulta} />}
        problemasPaciente={f.problemasPaciente}
        gestacaoEmCurso={f.gestacao}
        abasExtras={[historico, laudos]}
      />
      {aberto !== null && <VisualizarAtendimento id={aberto} onFechar={() => setAberto(null)} />}
      {dialogo}
    </div>
  );
}
