import {
  AMB,
  ATALHO_CHAMAR_PROXIMA,
  SetorTipo,
  SetorTipoNome,
  StatusFila,
  StatusFilaNome,
  TIPO_ATENDIMENTO_ENFERMAGEM,
} from '@saude/shared';
import { Alert, Flex, Input, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmarCancelamento, confirmDialog } from '../../../components/confirm';
import {
  BarraDeChamada,
  descreverLocal,
  EstadoTempoReal,
  EvasaoModal,
  LocalChamadaModal,
  TabelaFila,
  type TelaESala,
  useAtalho,
  useFilaTempoReal,
  useTelaESala,
} from '../../../components/fila';
import { PageHeader } from '../../../components/PageHeader';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { urlAtendimento } from '../atendimento/atendimento.api';
import { type AcaoDaLinha, AcoesDaEntrada } from './fila.acoes';
import { filaAmbulatorioApi as api, type ConsultaFilaAmbulatorio, type EntradaFilaAmbulatorio as E } from './fila.api';
import { colunasDaFilaAmbulatorio, nomeNaFila } from './fila.colunas';

/** The nursing's pre-consultation of an entry (spec 000 §2.3: create/{tipoAtendimento}/{filaId}/{agendamentoId?}). */
export const urlPreConsulta = (e: E) =>
  `/ambulatorio/atendimento-enfermagem/create/${TIPO_ATENDIMENTO_ENFERMAGEM.PRE_CONSULTA}/${e.id}${e.atendimento.agendamentoId ? `/${e.atendimento.agendamentoId}` : ''}`;

/** "Chamar próximo": the first entry in the queue's order still waiting and never called (as in emergency care). */
export const proximoAChamar = (fila: E[]) =>
  fila.find((e) => e.status.id === StatusFila.EM_ESPERA && e.chamadas === 0 && e.acoes.includes('chamar'));

type Modal = { tipo: 'evasao'; entrada: E } | { tipo: 'local'; chamar: E | null };

const numero = (v: string | null) => (v && Number(v) > 0 ? Number(v) : undefined);

/**
 * ambulatorio/fila-atendimento (issue 17; spec 000 §2.6, 001 §2): the unit's nursing and office queues, live. The
 * call goes in one click to the TV and room this user chose for the queue (asked once, remembered), F2 calls the
 * next; "Atender" opens the pre-consultation at the nursing and the doctor's attendance at the office.
 */
export default function FilaAmbulatorioPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [modal, setModal] = useState<Modal | null>(null);
  const [emAcao, setEmAcao] = useState<number | null>(null);
  const consulta: ConsultaFilaAmbulatorio = {
    centroCustoId: numero(params.get('fila')),
    status: numero(params.get('status')),
    busca: params.get('busca') || undefined,
  };
  const definir = (mudanca: Record<string, string | number | undefined>) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        for (const [k, v] of Object.entries(mudanca)) v === undefined || v === '' ? n.delete(k) : n.set(k, String(v));
        return n;
      },
      { replace: true },
    );

  const { query, conectado, recarregar } = useFilaTempoReal(['ambulatorio', 'fila', consulta], (signal) => api.listar(consulta, signal));
  const dados = query.data?.data;
  const form = dados?.form;
  const centroCustoId = dados?.model.centroCustoId;
  const naEnfermagem = dados?.model.setorTipoId === SetorTipo.ENFERMAGEM;
  const { local, parcial, definir: lembrarLocal } = useTelaESala('ambulatorio', form ? centroCustoId : undefined, form);

  const operar = usePermission(AMB.filaOperar);
  const pode: Partial<Record<AcaoDaLinha, boolean>> = {
    chamar: operar,
    atender: usePermission(naEnfermagem ? AMB.enfermagemCadastrar : AMB.atendimentoCadastrar) && operar,
    devolver: operar,
    evadir: operar,
    desfazerEvasao: operar,
    excluir: usePermission(AMB.filaExcluir),
  };

  /** Runs an action, tells the user, and refetches the queue whatever happened (it may have changed meanwhile). */
  const agir = async (e: E, fazer: () => Promise<{ message?: string } | unknown>, sucesso?: string) => {
    setEmAcao(e.id);
    try {
      const r = (await fazer()) as { message?: string } | undefined;
      const texto = sucesso ?? r?.message;
      if (texto) feedback.notification.success({ title: 'Sucesso', description: texto });
    } finally {
      setEmAcao(null);
      recarregar();
    }
  };
  const tentar = (e: E, fazer: () => Promise<unknown>, sucesso?: string) => agir(e, fazer, sucesso).catch(handleApiError);

  const chamar = (e: E, onde: TelaESala) => {
    const sucesso =
      form && onde.telaId
        ? `Chamada de ${nomeNaFila(e)} enviada para ${descreverLocal(form, onde)}.`
        : `Chamada de ${nomeNaFila(e)} registrada.`;
    void tentar(e, () => api.chamar(e.id, onde.telaId, onde.salaId), sucesso);
  };
  const pedirChamada = (e: E) => (local ? chamar(e, local) : setModal({ tipo: 'local', chamar: e }));
  const chamarProximo = () => {
    if (!pode.chamar || !dados || modal || emAcao !== null) return;
    const proximo = proximoAChamar(dados.model.fila);
    if (proximo) pedirChamada(proximo);
    else
      feedback.notification.info({
        key: 'fila-sem-proximo',
        title: 'Ninguém a chamar',
        description: 'Nenhum paciente em espera aguarda a primeira chamada nesta fila.',
      });
  };
  useAtalho(ATALHO_CHAMAR_PROXIMA, chamarProximo, modal === null && !!pode.chamar);

  // the nursing opens the pre-consultation; the office, the doctor's attendance (ambulatorio/atendimento/create)
  const abrir = (e: E) =>
    navigate(naEnfermagem ? urlPreConsulta(e) : urlAtendimento(e.id, e.atendimento.agendamentoId), {
      state: { lista: `${location.pathname}${location.search}` },
    });
  const aoAgir = (acao: AcaoDaLinha, e: E) => {
    switch (acao) {
      case 'chamar':
        return pedirChamada(e);
      case 'atender':
        return void tentar(e, async () => {
          await api.atender(e.id);
          abrir(e);
        });
      case 'abrir':
        return abrir(e);
      case 'devolver':
        return confirmDialog({
          content: 'Deseja realmente devolver o paciente à fila?',
          onConfirm: () => agir(e, () => api.devolver(e.id), 'Paciente devolvido à fila.'),
        });
      case 'evadir':
        return setModal({ tipo: 'evasao', entrada: e });
      case 'desfazerEvasao':
        return confirmarCancelamento(() => agir(e, () => api.desfazerEvasao(e.id), 'Evasão cancelada. O paciente voltou à fila.'));
      case 'excluir':
        return confirmDialog({
          content: `Deseja realmente excluir ${nomeNaFila(e)} da fila? A chegada é desfeita e o agendamento volta a "Agendado".`,
          danger: true,
          onConfirm: () => agir(e, () => api.excluir(e.id)),
        });
    }
  };

  const filaAtual = form?.filas.find((f) => f.id === centroCustoId);
  return (
    <div className="sm-page">
      <PageHeader
        title="Fila de atendimento do ambulatório"
        subTitle={filaAtual ? `${filaAtual.nome} — ${SetorTipoNome[filaAtual.setorTipoId] ?? ''}` : undefined}
        extra={<EstadoTempoReal conectado={conectado} carregando={query.isFetching} aoRecarregar={recarregar} />}
      />
      {query.isError && !dados && <Alert type="error" showIcon title="Não foi possível carregar a fila." style={{ marginBottom: 16 }} />}
      {!form || !dados ? (
        !query.isError && <Skeleton active />
      ) : (
        <>
          <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
            <Select
              aria-label="Fila"
              style={{ width: 280 }}
              value={centroCustoId}
              options={form.filas.map((f) => ({ value: f.id, label: `${f.nome} (${SetorTipoNome[f.setorTipoId] ?? ''})` }))}
              onChange={(v: number) => definir({ fila: v })}
            />
            <Select
              aria-label="Situação"
              allowClear
              placeholder="Em espera e em atendimento"
              style={{ width: 220 }}
              value={consulta.status}
              options={Object.entries(StatusFilaNome).map(([id, n]) => ({ value: Number(id), label: n }))}
              onChange={(v?: number) => definir({ status: v })}
            />
            <Input.Search
              aria-label="Buscar paciente"
              placeholder="Nome do paciente"
              allowClear
              defaultValue={consulta.busca}
              style={{ width: 240 }}
              onSearch={(v) => definir({ busca: v.trim() || undefined })}
            />
          </Flex>
          {pode.chamar && (
            <BarraDeChamada
              form={form}
              local={local}
              ocupado={emAcao !== null}
              aoAlterar={() => setModal({ tipo: 'local', chamar: null })}
              aoChamarProximo={chamarProximo}
            />
          )}
          <TabelaFila<E>
            entradas={dados.model.fila}
            colunas={colunasDaFilaAmbulatorio(consulta.status, form, (e) => (
              <AcoesDaEntrada entrada={e} pode={pode} comTela ocupado={emAcao === e.id} aoAgir={aoAgir} />
            ))}
            contagem={dados.model.contagem}
            destaqueHoras={dados.model.destaqueHoras}
            filtrado={Boolean(consulta.status || consulta.busca)}
          />
        </>
      )}
      {modal?.tipo === 'evasao' && (
        <EvasaoModal
          paciente={nomeNaFila(modal.entrada)}
          evadir={(motivo) => api.evadir(modal.entrada.id, motivo)}
          aoFechar={() => setModal(null)}
          aoSalvar={() => {
            setModal(null);
            recarregar();
          }}
        />
      )}
      {modal?.tipo === 'local' && form && (
        <LocalChamadaModal
          telas={form.telas}
          salas={form.salas}
          inicial={parcial}
          chamando={modal.chamar !== null}
          aoFechar={() => setModal(null)}
          aoEscolher={(onde) => {
            const e = modal.chamar;
            lembrarLocal(onde);
            setModal(null);
            if (e) chamar(e, onde);
          }}
        />
      )}
    </div>
  );
}
