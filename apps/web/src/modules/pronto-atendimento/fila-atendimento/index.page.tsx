import { type AcaoFila, PA, PERMISSAO_DA_ACAO, SetorTipo, SetorTipoNome, transicaoFila } from '@saude/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import { EstadoTempoReal, notaDestaque, TabelaFila, useBalcaoFila } from '../../../components/fila';
import { PageHeader } from '../../../components/PageHeader';
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

export { COR_DESTAQUE, notaDestaque, proximoAChamar } from '../../../components/fila';
export const NOTA_DESTAQUE = notaDestaque();

/** Sector types whose attendance screen exists (the others arrive with the next slices of issue 6). */
const TELA_DE_ATENDIMENTO: Partial<Record<number, (id: number, plantaoId: number) => string>> = {
  [SetorTipo.TRIAGEM]: (id, plantaoId) => `/pronto-atendimento/atendimento-triagem/create/${id}/${plantaoId}`,
  [SetorTipo.CONSULTORIO]: (id, plantaoId) => `/pronto-atendimento/atendimento-medico/create/${id}/${plantaoId}`,
  [SetorTipo.ENFERMAGEM]: (id, plantaoId) => `/pronto-atendimento/atendimento-enfermagem/create/${id}/${plantaoId}`,
  [SetorTipo.OBSERVACAO]: (id, plantaoId) => `/pronto-atendimento/paciente-observacao/create/${id}/${plantaoId}`,
};

/**
 * pronto-atendimento/fila-atendimento: the queue of the user's cost centre (spec 000 §2.6, 001 §2–§4),
 * live, with the actions the transitions table allows for each entry.
 */
export default function FilaAtendimentoPage() {
  const sessao = useSessao();
  const navigate = useNavigate();
  const location = useLocation();
  const { filtros, definir } = useFiltrosFila();
  const [encaminhar, setEncaminhar] = useState<EntradaFila | null>(null);

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
  const nome = (e: EntradaFila) => (e.paciente.desconhecido ? PACIENTE_NAO_IDENTIFICADO : nomeNaFila(e.paciente));
  const balcao = useBalcaoFila<EntradaFila>({
    espaco: 'pronto-atendimento',
    centroCustoId,
    form,
    fila: dados?.model.fila,
    podeChamar: !!pode.chamar,
    nome,
    api: { ...filaApi, desfazerEvasao: filaApi.cancelarEvasao },
    abrir: (e) =>
      telaDeAtendimento
        ? abrirAtendimento(e)
        : feedback.notification.info({
            title: 'Paciente em atendimento',
            description: `A tela de atendimento de ${SetorTipoNome[setorTipoId ?? 0] ?? 'este setor'} ainda não está disponível; o paciente segue em atendimento nesta fila.`,
          }),
    recarregar,
    outroDialogo: encaminhar !== null,
  });

  const aoAgir = (acao: AcaoDaTela, entrada: EntradaFila) => {
    switch (acao) {
      case 'finalizar':
        return confirmDialog({
          content: 'Deseja realmente finalizar o atendimento do paciente nesta fila?',
          onConfirm: () => balcao.agir(entrada, () => filaApi.finalizar(entrada.id), 'Atendimento finalizado.'),
        });
      case 'encaminhar':
        return setEncaminhar(entrada);
      default:
        return balcao.aoAgir(acao, entrada);
    }
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
          {balcao.barra}
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
                  ocupado={balcao.emAcao === e.id}
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
      {encaminhar && (
        <EncaminharModal
          entrada={encaminhar}
          infraestruturaId={infraestruturaId}
          centroCustoId={centroCustoId}
          aoFechar={() => setEncaminhar(null)}
          aoSalvar={() => {
            setEncaminhar(null);
            recarregar();
          }}
        />
      )}
      {balcao.dialogos}
    </div>
  );
}
