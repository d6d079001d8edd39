import { UserAddOutlined } from '@ant-design/icons';
import { FAR } from '@saude/shared';
import { Alert, Button, Flex, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
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
import { ApiError } from '../../../lib/api';
import { filaFarmaciaApi as api, type ConsultaFilaFarmacia, type EntradaFilaFarmacia as E, urlDispensacao } from './fila.api';
import { colunasDaFilaFarmacia } from './fila.colunas';
import { IncluirNaFilaModal } from './incluir.modal';

const MAIS: AcaoDoMenu<AcaoDoBalcao>[] = [
  { acao: 'devolver', rotulo: 'Devolver à fila' },
  { acao: 'evadir', rotulo: 'Evasão', perigo: true },
  { acao: 'desfazerEvasao', rotulo: 'Cancelar evasão' },
];

/**
 * farmacia/fila-atendimento/index (spec 000 §2.3, §2.6; issue 19): the session pharmacy's queue, live, on the generic
 * queue desk (components/fila): one-click call to the remembered TV and room, F2 for the next; "Atender" opens the
 * dispensing of the patient (its store finishes the entry). "Incluir paciente na fila" queues who came without a
 * ticket; a kiosk ticket the ticket counter sent here arrives as `?senha={filaId}` and opens it with the ticket.
 */
export default function FilaFarmaciaPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { params, numero, definir } = useFiltrosNaUrl();
  const senhaFilaId = numero('senha') ?? null;
  const [incluir, setIncluir] = useState(senhaFilaId !== null);
  const consulta: ConsultaFilaFarmacia = {
    status: numero('status'),
    prioridadeId: numero('prioridade'),
    busca: params.get('busca') || undefined,
  };

  const { query, conectado, recarregar } = useFilaTempoReal(['farmacia', 'fila', consulta], (signal) => api.listar(consulta, signal));
  const dados = query.data?.data;
  const form = dados?.form;
  const operar = usePermission(FAR.filaEditar);
  const dispensar = usePermission(FAR.dispensacaoCadastrar);
  const pode = { chamar: operar, atender: operar && dispensar, devolver: operar, evadir: operar, desfazerEvasao: operar };

  const balcao = useBalcaoFila<E>({
    espaco: 'farmacia',
    centroCustoId: dados?.model.centroCustoId,
    form,
    fila: dados?.model.fila,
    podeChamar: operar,
    nome: nomeNaFila,
    api,
    abrir: (e) => {
      navigate(urlDispensacao(e), { state: { lista: `${location.pathname}${location.search}` } });
    },
    recarregar,
    outroDialogo: incluir,
  });
  const fecharIncluir = () => {
    setIncluir(false);
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
            {operar && form && (
              <Button icon={<UserAddOutlined />} onClick={() => setIncluir(true)}>
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
            colunas={colunasDaFilaFarmacia(consulta.status, form, (e) => (
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
