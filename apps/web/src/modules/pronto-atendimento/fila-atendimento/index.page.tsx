import {
  type AcaoFila,
  ATALHO_CHAMAR_PROXIMA,
  PA,
  PERMISSAO_DA_ACAO,
  SetorTipo,
  SetorTipoNome,
  StatusFila,
  transicaoFila,
} from '@saude/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmarCancelamento, confirmDialog } from '../../../components/confirm';
import {
  BarraDeChamada,
  descreverLocal,
  EstadoTempoReal,
  EvasaoModal,
  LocalChamadaModal,
  notaDestaque,
  TabelaFila,
  type TelaESala,
  useAtalho,
  useTelaESala,
} from '../../../components/fila';
import { PageHeader } from '../../../components/PageHeader';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { useSessao } from '../../../lib/session';
import { centrosDoLocalQuery, EncaminharModal } from './encaminhar.modal';
import { type AcaoDaTela, AcoesDaEntrada } from './fila.acoes';
import { type EntradaFila, filaApi } from './fila.api';
import { colunasDaFila } from './fila.colunas';
import { FiltrosFila } from './fila.filtros';
import { nomeNaFila, PACIENTE_NAO_IDENTIFICADO } from './fila.formatos';
import { useFila } from './use-fila';
import { useFiltrosFila } from './use-filtros-fila';

export { COR_DESTAQUE, notaDestaque } from '../../../components/fila';
export const NOTA_DESTAQUE = notaDestaque();

/** Sector types whose attendance screen exists (the others arrive with the next slices of issue 6). */
const TELA_DE_ATENDIMENTO: Partial<Record<number, (id: number, plantaoId: number) => string>> = {
  [SetorTipo.TRIAGEM]: (id, plantaoId) => `/pronto-atendimento/atendimento-triagem/create/${id}/${plantaoId}`,
  [SetorTipo.CONSULTORIO]: (id, plantaoId) => `/pronto-atendimento/atendimento-medico/create/${id}/${plantaoId}`,
  [SetorTipo.ENFERMAGEM]: (id, plantaoId) => `/pronto-atendimento/atendimento-enfermagem/create/${id}/${plantaoId}`,
  [SetorTipo.OBSERVACAO]: (id, plantaoId) => `/pronto-atendimento/paciente-observacao/create/${id}/${plantaoId}`,
};

/** The dialogs of the screen; the call location one calls `chamar` once chosen (null: only changing the location). */
type Modal = { tipo: 'evasao' | 'encaminhar'; entrada: EntradaFila } | { tipo: 'local'; chamar: EntradaFila | null };

/**
 * "Chamar próximo" (issue 16 item 3): the first entry in the queue's order (as on screen) still waiting and never
 * called; a called patient who has not come is called again from their row.
 */
export const proximoAChamar = (fila: EntradaFila[]) =>
  fila.find((e) => e.status.id === StatusFila.EM_ESPERA && e.chamadas === 0 && !e.paciente.desconhecido && e.acoes.includes('chamar'));

/**
 * pronto-atendimento/fila-atendimento: the queue of the user's cost centre (spec 000 §2.6, 001 §2–§4),
 * live, with the actions the transitions table allows for each entry.
 */
export default function FilaAtendimentoPage() {
  const sessao = useSessao();
  const navigate = useNavigate();
  const location = useLocation();
  const { filtros, definir } = useFiltrosFila();
  const [modal, setModal] = useState<Modal | null>(null);
  const [emAcao, setEmAcao] = useState<number | null>(null);

  const infraestruturaId = sessao?.lotacao.infraestrutura.id;
  const meusCentros = sessao?.lotacoes.find((l) => l.id === sessao.lotacao.id)?.centrosCusto ?? [];
  const varios = meusCentros.length > 1;
  const centrosDoLocal = useQuery({ ...centrosDoLocalQuery(infraestruturaId), enabled: varios && infraestruturaId !== undefined });
  const centroCustoId = filtros.centroCustoId ?? sessao?.centroCusto.id ?? 0;
  const setorTipoId =
    centroCustoId === sessao?.centroCusto.id
      ? sessao.centroCusto.setor.setorTipoId
      : centrosDoLocal.data?.data.find((c) => c.id === centroCustoId)?.setorTipoId;
  const nomeCentro =
    centroCustoId === sessao?.centroCusto.id ? sessao.centroCusto.nome : meusCentros.find((c) => c.id === centroCustoId)?.nome;

  const { centroCustoId: _escolhido, busca, ...restantes } = filtros;
  const { query, conectado, recarregar } = useFila(
    setorTipoId ? { ...restantes, busca: busca || undefined, centroCustoId, setorTipoId } : null,
  );

  const pode: Partial<Record<AcaoFila, boolean>> = {
    chamar: usePermission(PERMISSAO_DA_ACAO.chamar),
    atender: usePermission(PERMISSAO_DA_ACAO.atender),
    devolver: usePermission(PERMISSAO_DA_ACAO[transicaoFila('devolver').permissao]),
    encaminhar: usePermission(PERMISSAO_DA_ACAO.encaminhar),
    finalizar: usePermission(PERMISSAO_DA_ACAO.finalizar),
    evadir: usePermission(PERMISSAO_DA_ACAO.evadir),
    desfazerEvasao: usePermission(PERMISSAO_DA_ACAO['cancelar-evasao']),
  };
  const telaDeAtendimento = setorTipoId ? TELA_DE_ATENDIMENTO[setorTipoId] : undefined;
  const podeVerPlantao = usePermission(PA.plantaoVer);
  const queryClient = useQueryClient();
  const plantaoQuery = { queryKey: ['pronto-atendimento', 'plantao', 'atual'], queryFn: filaApi.plantaoAtual, staleTime: 60_000 };
  useQuery({ ...plantaoQuery, enabled: podeVerPlantao && telaDeAtendimento !== undefined, meta: { silent: true } });
  /** The shift in course (spec 000 §2.6: plantaoId), 0 when there is none or the user may not see shifts. */
  const plantaoId = async () => {
    if (!podeVerPlantao) return 0;
    const atual = await queryClient.ensureQueryData(plantaoQuery).catch(() => null);
    return atual?.data?.id ?? 0;
  };

  const abrirAtendimento = async (entrada: EntradaFila) => {
    if (!telaDeAtendimento) return;
    const lista = `${location.pathname}${location.search}`;
    navigate(telaDeAtendimento(entrada.id, await plantaoId()), { state: { lista } });
  };

  const dados = query.data?.data;
  const form = dados?.form;
  const { local, parcial, definir: lembrarLocal } = useTelaESala('pronto-atendimento', form ? centroCustoId : undefined, form);

  /** Runs an action, tells the user, and refetches the queue whatever happened (it may have changed meanwhile). */
  const agir = async (entrada: EntradaFila, fazer: () => Promise<unknown>, sucesso?: string) => {
    setEmAcao(entrada.id);
    try {
      await fazer();
      if (sucesso) feedback.notification.success({ title: 'Sucesso', description: sucesso });
    } finally {
      setEmAcao(null);
      recarregar();
    }
  };
  const tentar = (entrada: EntradaFila, fazer: () => Promise<unknown>, sucesso?: string) =>
    agir(entrada, fazer, sucesso).catch(handleApiError);
  const confirmar = (entrada: EntradaFila, texto: string, fazer: () => Promise<unknown>, sucesso: string) =>
    confirmDialog({ content: texto, onConfirm: () => agir(entrada, fazer, sucesso) });

  const chamar = (entrada: EntradaFila, onde: TelaESala) => {
    const nome = entrada.paciente.desconhecido ? PACIENTE_NAO_IDENTIFICADO : nomeNaFila(entrada.paciente);
    const sucesso =
      form && onde.telaId ? `Chamada de ${nome} enviada para ${descreverLocal(form, onde)}.` : `Chamada de ${nome} registrada.`;
    void tentar(entrada, () => filaApi.chamar(entrada.id, onde.telaId, onde.salaId), sucesso);
  };
  /** One action (issue 16 item 3): the remembered TV and room, asked only the first time. */
  const pedirChamada = (entrada: EntradaFila) => {
    if (local) chamar(entrada, local);
    else setModal({ tipo: 'local', chamar: entrada });
  };
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

  const atender = (entrada: EntradaFila) =>
    tentar(entrada, async () => {
      await filaApi.atender(entrada.id);
      if (telaDeAtendimento) await abrirAtendimento(entrada);
      else
        feedback.notification.info({
          title: 'Paciente em atendimento',
          description: `A tela de atendimento de ${SetorTipoNome[setorTipoId ?? 0] ?? 'este setor'} ainda não está disponível; o paciente segue em atendimento nesta fila.`,
        });
    });

  const aoAgir = (acao: AcaoDaTela, entrada: EntradaFila) => {
    switch (acao) {
      case 'chamar':
        pedirChamada(entrada);
        return;
      case 'atender':
        void atender(entrada);
        return;
      case 'abrir':
        void abrirAtendimento(entrada);
        return;
      case 'devolver':
        confirmar(
          entrada,
          'Deseja realmente devolver o paciente à fila?',
          () => filaApi.devolver(entrada.id),
          'Paciente devolvido à fila.',
        );
        return;
      case 'finalizar':
        confirmar(
          entrada,
          'Deseja realmente finalizar o atendimento do paciente nesta fila?',
          () => filaApi.finalizar(entrada.id),
          'Atendimento finalizado.',
        );
        return;
      case 'desfazerEvasao':
        confirmarCancelamento(() => agir(entrada, () => filaApi.cancelarEvasao(entrada.id), 'Evasão cancelada. O paciente voltou à fila.'));
        return;
      case 'evadir':
      case 'encaminhar':
        setModal({ tipo: acao === 'evadir' ? 'evasao' : 'encaminhar', entrada });
        return;
    }
  };

  const fecharModal = () => setModal(null);
  const salvoNoModal = () => {
    setModal(null);
    recarregar();
  };

  const filtrado = [
    filtros.busca,
    filtros.tempoEsperaId,
    filtros.opcaoEntradaId,
    filtros.prioridadeId,
    filtros.classificacaoRiscoId,
    filtros.salaId,
  ].some(Boolean);

  return (
    <div className="sm-page">
      <PageHeader
        title="Fila de atendimento"
        subTitle={nomeCentro && setorTipoId ? `${nomeCentro} — ${SetorTipoNome[setorTipoId] ?? ''}` : nomeCentro}
        extra={<EstadoTempoReal conectado={conectado} carregando={query.isFetching} aoRecarregar={recarregar} />}
      />
      {varios && (
        <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
          <span>Centro de custo:</span>
          <Select
            aria-label="Centro de custo"
            style={{ width: 320 }}
            value={centroCustoId}
            onChange={(v: number) => definir({ centroCusto: v === sessao?.centroCusto.id ? undefined : v, sala: undefined })}
            options={meusCentros.map((c) => ({ value: c.id, label: `${c.nome} (${c.setorNome})` }))}
          />
        </Flex>
      )}
      {query.isError && !dados && <Alert type="error" showIcon title="Não foi possível carregar a fila." style={{ marginBottom: 16 }} />}
      {!form ? (
        !query.isError && <Skeleton active />
      ) : (
        <>
          {pode.chamar && (
            <BarraDeChamada
              form={form}
              local={local}
              ocupado={emAcao !== null}
              aoAlterar={() => setModal({ tipo: 'local', chamar: null })}
              aoChamarProximo={chamarProximo}
            />
          )}
          <FiltrosFila form={form} filtros={filtros} definir={definir} />
          <TabelaFila<EntradaFila>
            entradas={dados.model.fila}
            colunas={colunasDaFila(
              filtros.status,
              form,
              (e) => (
                <AcoesDaEntrada
                  entrada={e}
                  pode={pode}
                  abrivel={telaDeAtendimento !== undefined}
                  ocupado={emAcao === e.id}
                  aoAgir={aoAgir}
                />
              ),
              { comSenha: dados.model.fila.some((e) => e.senha) },
            )}
            contagem={dados.model.contagem}
            destaqueHoras={dados.model.destaqueHoras}
            filtrado={filtrado}
          />
        </>
      )}
      {modal?.tipo === 'evasao' && (
        <EvasaoModal
          paciente={modal.entrada.paciente.desconhecido ? PACIENTE_NAO_IDENTIFICADO : nomeNaFila(modal.entrada.paciente)}
          evadir={(motivo) => filaApi.evadir(modal.entrada.id, motivo)}
          aoFechar={fecharModal}
          aoSalvar={salvoNoModal}
        />
      )}
      {modal?.tipo === 'encaminhar' && (
        <EncaminharModal
          entrada={modal.entrada}
          infraestruturaId={infraestruturaId}
          centroCustoId={centroCustoId}
          aoFechar={fecharModal}
          aoSalvar={salvoNoModal}
        />
      )}
      {modal?.tipo === 'local' && form && (
        <LocalChamadaModal
          telas={form.telas}
          salas={form.salas}
          inicial={parcial}
          chamando={modal.chamar !== null}
          aoFechar={fecharModal}
          aoEscolher={(onde) => {
            const entrada = modal.chamar;
            lembrarLocal(onde);
            setModal(null);
            if (entrada) chamar(entrada, onde);
          }}
        />
      )}
    </div>
  );
}
