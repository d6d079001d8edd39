import { UserAddOutlined } from '@ant-design/icons';
import { ATALHO_CHAMAR_PROXIMA, FAR, StatusFila, StatusFilaNome } from '@saude/shared';
import { Alert, Button, Flex, Input, Select, Skeleton } from 'antd';
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
import { ApiError } from '../../../lib/api';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { type AcaoDaLinha, AcoesDaEntrada } from './fila.acoes';
import { filaFarmaciaApi as api, type ConsultaFilaFarmacia, type EntradaFilaFarmacia as E, urlDispensacao } from './fila.api';
import { colunasDaFilaFarmacia, nomeNaFila } from './fila.colunas';
import { IncluirNaFilaModal } from './incluir.modal';

/** "Chamar próximo": the first entry in the queue's order still waiting and never called (as in the other queues). */
export const proximoAChamar = (fila: E[]) =>
  fila.find((e) => e.status.id === StatusFila.EM_ESPERA && e.chamadas === 0 && e.acoes.includes('chamar'));

type Modal = { tipo: 'evasao'; entrada: E } | { tipo: 'local'; chamar: E | null } | { tipo: 'incluir' };

const numero = (v: string | null) => (v && Number(v) > 0 ? Number(v) : undefined);

/**
 * farmacia/fila-atendimento/index (spec 000 §2.3, §2.6; issue 19): the session pharmacy's queue, live. The call goes
 * in one click to the TV and room this user chose (asked once, remembered), F2 calls the next; "Atender" opens the
 * dispensing of the patient (its store finishes the entry). "Incluir paciente na fila" queues who came without a
 * ticket; a kiosk ticket the ticket counter sent here arrives as `?senha={filaId}` and opens it with the ticket.
 */
export default function FilaFarmaciaPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const senhaFilaId = numero(params.get('senha')) ?? null;
  const [modal, setModal] = useState<Modal | null>(senhaFilaId ? { tipo: 'incluir' } : null);
  const [emAcao, setEmAcao] = useState<number | null>(null);
  const consulta: ConsultaFilaFarmacia = {
    status: numero(params.get('status')),
    prioridadeId: numero(params.get('prioridade')),
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

  const { query, conectado, recarregar } = useFilaTempoReal(['farmacia', 'fila', consulta], (signal) => api.listar(consulta, signal));
  const dados = query.data?.data;
  const form = dados?.form;
  const centroCustoId = dados?.model.centroCustoId;
  const { local, parcial, definir: lembrarLocal } = useTelaESala('farmacia', form ? centroCustoId : undefined, form);
  const pode = { operar: usePermission(FAR.filaEditar), dispensar: usePermission(FAR.dispensacaoCadastrar) };

  /** Runs an action, tells the user, and refetches the queue whatever happened (it may have changed meanwhile). */
  const agir = async (e: E, fazer: () => Promise<unknown>, sucesso?: string) => {
    setEmAcao(e.id);
    try {
      await fazer();
      if (sucesso) feedback.notification.success({ title: 'Sucesso', description: sucesso });
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
    if (!pode.operar || !dados || modal || emAcao !== null) return;
    const proximo = proximoAChamar(dados.model.fila);
    if (proximo) pedirChamada(proximo);
    else
      feedback.notification.info({
        key: 'fila-sem-proximo',
        title: 'Ninguém a chamar',
        description: 'Nenhum paciente em espera aguarda a primeira chamada nesta fila.',
      });
  };
  useAtalho(ATALHO_CHAMAR_PROXIMA, chamarProximo, modal === null && pode.operar);

  const abrir = (e: E) => navigate(urlDispensacao(e), { state: { lista: `${location.pathname}${location.search}` } });
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
    }
  };
  const fecharIncluir = () => {
    setModal(null);
    if (senhaFilaId) definir({ senha: undefined });
  };

  const semFarmacia = query.error instanceof ApiError ? query.error.message : 'Não foi possível carregar a fila.';
  return (
    <div className="sm-page">
      <PageHeader
        title="Fila de atendimento da farmácia"
        subTitle={dados?.model.centroCustoNome}
        extra={
          <Flex gap={8} align="center">
            <EstadoTempoReal conectado={conectado} carregando={query.isFetching} aoRecarregar={recarregar} />
            {pode.operar && form && (
              <Button icon={<UserAddOutlined />} onClick={() => setModal({ tipo: 'incluir' })}>
                Incluir paciente na fila
              </Button>
            )}
          </Flex>
        }
      />
      {query.isError && !dados && <Alert type="error" showIcon title={semFarmacia} style={{ marginBottom: 16 }} />}
      {!form || !dados ? (
        !query.isError && <Skeleton active />
      ) : (
        <>
          <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
            <Select
              aria-label="Situação"
              allowClear
              placeholder="Em espera e em atendimento"
              style={{ width: 220 }}
              value={consulta.status}
              options={Object.entries(StatusFilaNome).map(([id, n]) => ({ value: Number(id), label: n }))}
              onChange={(v?: number) => definir({ status: v })}
            />
            <Select
              aria-label="Prioridade"
              allowClear
              placeholder="Todas as prioridades"
              style={{ width: 200 }}
              value={consulta.prioridadeId}
              options={form.prioridades.map((p) => ({ value: p.id, label: p.nome }))}
              onChange={(v?: number) => definir({ prioridade: v })}
            />
            <Input.Search
              aria-label="Buscar paciente"
              placeholder="Nome do paciente ou senha"
              allowClear
              defaultValue={consulta.busca}
              style={{ width: 240 }}
              onSearch={(v) => definir({ busca: v.trim() || undefined })}
            />
          </Flex>
          {pode.operar && (
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
            colunas={colunasDaFilaFarmacia(consulta.status, form, (e) => (
              <AcoesDaEntrada entrada={e} pode={pode} ocupado={emAcao === e.id} aoAgir={aoAgir} />
            ))}
            contagem={dados.model.contagem}
            destaqueHoras={dados.model.destaqueHoras}
            filtrado={Boolean(consulta.status || consulta.prioridadeId || consulta.busca)}
          />
        </>
      )}
      {modal?.tipo === 'incluir' && form && (
        <IncluirNaFilaModal
          form={form}
          senhaFilaId={senhaFilaId}
          aoFechar={fecharIncluir}
          aoSalvar={() => {
            fecharIncluir();
            recarregar();
          }}
        />
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
