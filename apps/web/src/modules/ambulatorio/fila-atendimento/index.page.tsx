import { AMB, SetorTipo, SetorTipoNome, TIPO_ATENDIMENTO_ENFERMAGEM } from '@saude/shared';
import { Alert, Flex, Select, Skeleton } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import {
  type AcaoDoBalcao,
  type AcaoDoMenu,
  AcoesDaEntrada,
  BuscaNaFila,
  EstadoTempoReal,
  FiltroSituacao,
  nomeNaFila,
  TabelaFila,
  useBalcaoFila,
  useFilaTempoReal,
  useFiltrosNaUrl,
} from '../../../components/fila';
import { PageHeader } from '../../../components/PageHeader';
import { urlAtendimento } from '../atendimento/atendimento.api';
import { filaAmbulatorioApi as api, type ConsultaFilaAmbulatorio, type EntradaFilaAmbulatorio as E } from './fila.api';
import { colunasDaFilaAmbulatorio } from './fila.colunas';

export { proximoAChamar } from '../../../components/fila';

/** The nursing's pre-consultation of an entry (spec 000 §2.3: create/{tipoAtendimento}/{filaId}/{agendamentoId?}). */
export const urlPreConsulta = (e: E) =>
  `/ambulatorio/atendimento-enfermagem/create/${TIPO_ATENDIMENTO_ENFERMAGEM.PRE_CONSULTA}/${e.id}${e.atendimento.agendamentoId ? `/${e.atendimento.agendamentoId}` : ''}`;

/** The outpatient list's own action (spec 001 §7 "fila: … delete"). */
type AcaoDaLinha = AcaoDoBalcao | 'excluir';

const MAIS: AcaoDoMenu<AcaoDaLinha>[] = [
  { acao: 'devolver', rotulo: 'Devolver à fila' },
  { acao: 'evadir', rotulo: 'Evasão', perigo: true },
  { acao: 'desfazerEvasao', rotulo: 'Desfazer evasão' },
  { acao: 'excluir', rotulo: 'Excluir da fila', perigo: true },
];

/**
 * ambulatorio/fila-atendimento (issue 17; spec 000 §2.6, 001 §2): the unit's nursing and office queues, live, on the
 * generic queue desk (components/fila): one-click call to the remembered TV and room, F2 for the next; "Atender"
 * opens the pre-consultation at the nursing and the doctor's attendance at the office.
 */
export default function FilaAmbulatorioPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { params, numero, definir } = useFiltrosNaUrl();
  const consulta: ConsultaFilaAmbulatorio = {
    centroCustoId: numero('fila'),
    status: numero('status'),
    busca: params.get('busca') || undefined,
  };

  const { query, conectado, recarregar } = useFilaTempoReal(['ambulatorio', 'fila', consulta], (signal) => api.listar(consulta, signal));
  const dados = query.data?.data;
  const form = dados?.form;
  const centroCustoId = dados?.model.centroCustoId;
  const naEnfermagem = dados?.model.setorTipoId === SetorTipo.ENFERMAGEM;

  const operar = usePermission(AMB.filaOperar);
  const pode: Partial<Record<AcaoDaLinha, boolean>> = {
    chamar: operar,
    atender: usePermission(naEnfermagem ? AMB.enfermagemCadastrar : AMB.atendimentoCadastrar) && operar,
    devolver: operar,
    evadir: operar,
    desfazerEvasao: operar,
    excluir: usePermission(AMB.filaExcluir),
  };

  const balcao = useBalcaoFila<E>({
    espaco: 'ambulatorio',
    centroCustoId,
    form,
    fila: dados?.model.fila,
    podeChamar: operar,
    nome: nomeNaFila,
    api,
    // the nursing opens the pre-consultation; the office, the doctor's attendance (ambulatorio/atendimento/create)
    abrir: (e) => {
      navigate(naEnfermagem ? urlPreConsulta(e) : urlAtendimento(e.id, e.atendimento.agendamentoId), {
        state: { lista: `${location.pathname}${location.search}` },
      });
    },
    recarregar,
  });
  const aoAgir = (acao: AcaoDaLinha, e: E) =>
    acao === 'excluir'
      ? confirmDialog({
          content: `Deseja realmente excluir ${nomeNaFila(e)} da fila? A chegada é desfeita e o agendamento volta a "Agendado".`,
          danger: true,
          onConfirm: () => balcao.agir(e, () => api.excluir(e.id)),
        })
      : balcao.aoAgir(acao, e);

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
            <FiltroSituacao valor={consulta.status} aoMudar={(status) => definir({ status })} />
            <BuscaNaFila placeholder="Nome do paciente" valor={consulta.busca} aoBuscar={(busca) => definir({ busca })} />
          </Flex>
          {balcao.barra}
          <TabelaFila<E>
            entradas={dados.model.fila}
            colunas={colunasDaFilaAmbulatorio(consulta.status, form, (e) => (
              <AcoesDaEntrada entrada={e} pode={pode} comTela mais={MAIS} ocupado={balcao.emAcao === e.id} aoAgir={aoAgir} />
            ))}
            contagem={dados.model.contagem}
            destaqueHoras={dados.model.destaqueHoras}
            filtrado={Boolean(consulta.status || consulta.busca)}
          />
        </>
      )}
      {balcao.dialogos}
    </div>
  );
}
