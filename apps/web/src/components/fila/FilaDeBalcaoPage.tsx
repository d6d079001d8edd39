import { UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Select, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { usePermission } from '../Authorized';
import { PageHeader } from '../PageHeader';
import { type AcaoDoMenu, AcoesDaEntrada } from './AcoesDaEntrada';
import { EstadoTempoReal } from './EstadoTempoReal';
import { BuscaNaFila, FiltroSituacao } from './FiltrosDoBalcao';
import { apiDaFilaDeBalcao, type ConsultaFilaDeBalcao, type EntradaFilaDeBalcao as E } from './fila-de-balcao.api';
import { colunasDaFilaDeBalcao } from './fila-de-balcao.colunas';
import { IncluirNaFilaModal } from './IncluirNaFilaModal';
import { nomeNaFila } from './NomeNaFila';
import { TabelaFila } from './TabelaFila';
import { type AcaoDoBalcao, useBalcaoFila } from './use-balcao-fila';
import { useFilaTempoReal } from './use-fila-tempo-real';
import { useFiltrosNaUrl } from './use-filtros-url';

const MAIS: AcaoDoMenu<AcaoDoBalcao>[] = [
  { acao: 'devolver', rotulo: 'Devolver à fila' },
  { acao: 'evadir', rotulo: 'Evasão', perigo: true },
  { acao: 'desfazerEvasao', rotulo: 'Cancelar evasão' },
];

/** A module's counter queue screen (a module-level constant: the page reads it on every render). */
export interface ConfigFilaDeBalcao {
  /** The module's query-key and remembered-call-place space ('farmacia'). */
  espaco: string;
  /** The queue's URL ('/api/farmacia/fila-atendimento') and its call's ('/api/farmacia/chamada'). */
  base: string;
  urlChamada: string;
  titulo: string;
  /** The alert when the ticket sent here is not of this counter's location. */
  senhaNaoEncontrada: string;
  /** `editar` operates the queue; "Atender" also needs `atender` (the attendance screen's). */
  permissoes: { editar: string; atender: string };
  /** The attendance screen of an entry ("Atender" opens it; saving there finishes the entry). */
  urlAtendimento: (e: E) => string;
}

/**
 * A counter queue (spec 000 §2.3, §2.6; issues 19, 20 — the pharmacy, a vaccination room): the session counter's
 * queue, live, on the generic queue desk: one-click call to the remembered TV and room, F2 for the next;
 * "Atender" opens the module's attendance screen. "Incluir paciente na fila" queues who came without a ticket; a
 * kiosk ticket the ticket counter sent here arrives as `?senha={filaId}` and opens it with the ticket.
 */
export function FilaDeBalcaoPage({ config: c }: { config: ConfigFilaDeBalcao }) {
  const navigate = useNavigate();
  const location = useLocation();
  const api = useMemo(() => apiDaFilaDeBalcao(c.base, c.urlChamada), [c.base, c.urlChamada]);
  const { params, numero, definir } = useFiltrosNaUrl();
  const senhaFilaId = numero('senha') ?? null;
  const [incluir, setIncluir] = useState(senhaFilaId !== null);
  const consulta: ConsultaFilaDeBalcao = {
    status: numero('status'),
    prioridadeId: numero('prioridade'),
    busca: params.get('busca') || undefined,
  };

  const { query, conectado, recarregar } = useFilaTempoReal([c.espaco, 'fila', consulta], (signal) => api.listar(consulta, signal));
  const dados = query.data?.data;
  const form = dados?.form;
  const operar = usePermission(c.permissoes.editar);
  const atender = usePermission(c.permissoes.atender);
  const pode = { chamar: operar, atender: operar && atender, devolver: operar, evadir: operar, desfazerEvasao: operar };

  const balcao = useBalcaoFila<E>({
    espaco: c.espaco,
    centroCustoId: dados?.model.centroCustoId,
    form,
    fila: dados?.model.fila,
    podeChamar: operar,
    nome: nomeNaFila,
    api,
    abrir: (e) => {
      navigate(c.urlAtendimento(e), { state: { lista: `${location.pathname}${location.search}` } });
    },
    recarregar,
    outroDialogo: incluir,
  });
  const fecharIncluir = () => {
    setIncluir(false);
    if (senhaFilaId) definir({ senha: undefined });
  };

  const semSetor = query.error instanceof ApiError ? query.error.message : 'Não foi possível carregar a fila.';
  return (
    <div className="sm-page">
      <PageHeader
        title={c.titulo}
        subTitle={dados?.model.centroCustoNome}
        extra={
          <Flex gap={8} align="center">
            <EstadoTempoReal conectado={conectado} carregando={query.isFetching} aoRecarregar={recarregar} />
            {operar && form && (
              <Button icon={<UserAddOutlined />} onClick={() => setIncluir(true)}>
                Incluir paciente na fila
              </Button>
            )}
          </Flex>
        }
      />
      {query.isError && !dados && <Alert type="error" showIcon title={semSetor} style={{ marginBottom: 16 }} />}
      {!form || !dados ? (
        !query.isError && <Skeleton active />
      ) : (
        <>
          <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
            <FiltroSituacao valor={consulta.status} aoMudar={(status) => definir({ status })} />
            <Select
              aria-label="Prioridade"
              allowClear
              placeholder="Todas as prioridades"
              style={{ width: 200 }}
              value={consulta.prioridadeId}
              options={form.prioridades.map((p) => ({ value: p.id, label: p.nome }))}
              onChange={(v?: number) => definir({ prioridade: v })}
            />
            <BuscaNaFila placeholder="Nome do paciente ou senha" valor={consulta.busca} aoBuscar={(busca) => definir({ busca })} />
          </Flex>
          {balcao.barra}
          <TabelaFila<E>
            entradas={dados.model.fila}
            colunas={colunasDaFilaDeBalcao(consulta.status, form, (e) => (
              <AcoesDaEntrada entrada={e} pode={pode} comTela mais={MAIS} ocupado={balcao.emAcao === e.id} aoAgir={balcao.aoAgir} />
            ))}
            contagem={dados.model.contagem}
            destaqueHoras={dados.model.destaqueHoras}
            filtrado={Boolean(consulta.status || consulta.prioridadeId || consulta.busca)}
          />
        </>
      )}
      {incluir && form && (
        <IncluirNaFilaModal
          espaco={c.espaco}
          base={c.base}
          api={api}
          senhaNaoEncontrada={c.senhaNaoEncontrada}
          form={form}
          senhaFilaId={senhaFilaId}
          aoFechar={fecharIncluir}
          aoSalvar={() => {
            fecharIncluir();
            recarregar();
          }}
        />
      )}
      {balcao.dialogos}
    </div>
  );
}
