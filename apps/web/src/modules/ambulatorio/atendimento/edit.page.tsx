import { correcaoAtendimentoSchema } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAssinarEtapas } from '../../../components/assinatura/use-assinar-etapas';
import { criarRegras } from '../../../components/clinico/regras';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { formatarDataHora } from '../../../lib/dates';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { atendimentoApi, type Correcao } from './atendimento.api';
import { etapa, FormularioAtendimentoAmbulatorio, useRecusa } from './atendimento.form';

const regras = criarRegras(correcaoAtendimentoSchema);
const VOLTAR = '/ambulatorio/alteracao-consultas-finalizadas/index';

/** The form's values from the record: what the professional wrote, as the form holds it. */
function valores(c: Correcao): Record<string, unknown> {
  const a = c.model;
  return {
    subjetivo: a.subjetivo,
    objetivo: a.objetivo,
    avaliacao: a.avaliacao,
    plano: a.plano,
    dum: a.dum,
    usgData: a.usgData,
    usgSemanas: a.usgSemanas,
    usgDias: a.usgDias,
    problemas: a.problemas.map((p) => ({
      cidCodigo: p.cidCodigo,
      ciapCodigo: p.ciapCodigo,
      principal: p.principal,
      situacao: p.situacao,
      inicioData: p.inicioData,
      fimData: p.fimData,
      observacao: p.observacao,
      incluirListaPaciente: p.incluirListaPaciente,
    })),
    receitas: a.receitas.map((r) => ({
      tipo: r.tipo,
      numeroNotificacao: r.numeroNotificacao,
      justificativa: r.justificativa,
      itens: r.itens.map((i) => ({ ...i, medicamentoNome: i.descricao })),
    })),
    documentos: a.documentos.map((d) => ({
      tipo: d.tipo,
      dias: d.dias,
      dataInicio: d.dataInicio,
      exibirCid: Boolean(d.cidCodigo),
      cidCodigo: d.cidCodigo,
      horaInicio: d.horaInicio,
      horaFim: d.horaFim,
      acompanhante: d.acompanhante,
      especialidadeId: d.especialidadeId,
      destino: d.destino,
      texto: d.texto,
    })),
    exames: a.exames.map((e) => ({ exameId: e.exameId, quantidade: e.quantidade, justificativa: e.justificativa })),
    // the national exam requests as they were sent (the SADT made from the registry's exams is made again by the server)
    requisicoes: c.requisicoes,
  };
}

/**
 * ambulatorio/atendimento/edit/{id} (issue 17, alteracao-consultas-finalizadas): the author corrects a reopened
 * attendance in the same form; saving replaces it, finishes it again (to be closed again for billing) and asks to
 * sign its prints again.
 */
export default function AtendimentoAmbulatorioEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const voltar = () => navigate(VOLTAR);
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const { aba, setAba, recusar, requisicao, setRequisicao } = useRecusa(form);
  const { emSequencia, dialogo } = useAssinarEtapas();
  const carga = useQuery({
    queryKey: ['ambulatorio', 'atendimento', 'edit', id],
    queryFn: () => atendimentoApi.correcao(id),
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });
  const salvar = useMutation({
    mutationFn: (v: Record<string, unknown>) => atendimentoApi.corrigir(id, v),
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
        <PageHeader title="Correção do atendimento" />
        <Result
          status="warning"
          title={e instanceof ApiError && e.body.message ? e.body.message : 'Não foi possível abrir este atendimento.'}
          extra={<Button onClick={voltar}>Voltar</Button>}
        />
      </div>
    );
  }
  const c = carga.data;
  if (!c) return <Skeleton active style={{ padding: 24 }} />;
  const a = c.model;
  return (
    <div className="sm-page">
      <PageHeader
        title={`Correção do atendimento nº ${a.id}`}
        subTitle={`${c.pacienteNome} — ${formatarDataHora(a.finalizadoEm)}`}
        extra={<Button onClick={voltar}>Voltar</Button>}
      />
      {a.alteracoes[0] && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`Reaberto por ${a.alteracoes[0].usuario}: ${a.alteracoes[0].motivo}`}
        />
      )}
      <FormularioAtendimentoAmbulatorio
        form={form}
        regras={regras}
        aba={aba}
        setAba={setAba}
        requisicao={requisicao}
        setRequisicao={setRequisicao}
        opcoes={c.opcoes}
        paciente={{ pacienteId: a.pacienteId, dataNascimento: null }}
        chegada={String(a.finalizadoEm)}
        valoresIniciais={valores(c)}
        salvando={salvar.isPending}
        salvar={(v) => salvar.mutate(v)}
        cancelar={voltar}
        aoMudar={() => setDirty(true)}
      />
      {dialogo}
    </div>
  );
}
