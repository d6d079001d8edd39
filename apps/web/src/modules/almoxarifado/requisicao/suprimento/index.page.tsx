import { SituacaoRequisicaoNome } from '@saude/shared';
import { useNavigate } from 'react-router';
import { ServerTable } from '../../../../components/crud/ServerTable';
import { useServerTable } from '../../../../components/crud/use-server-table';
import { PageHeader } from '../../../../components/PageHeader';
import { BarraFiltros, SelecaoFiltro } from '../../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, opcoesDeNomes } from '../../../../components/workflow/filtros-lista';
import { type RequisicaoLinha, requisicaoApi } from '../requisicao.api';
import { colunasRequisicao } from '../requisicao.colunas';

const FILTROS = {
  status: { opcoes: opcoesDeNomes(SituacaoRequisicaoNome), nome: 'situacao', largura: 200 },
  extras: ['pendentes'],
} satisfies FiltrosDaLista;

/**
 * almoxarifado/requisicao-suprimento/index (issue 18): the requisitions the sectors sent to the session's warehouse,
 * the oldest first; "a atender" (open or partially supplied) is the usual view.
 */
export default function SuprimentoIndexPage() {
  const navigate = useNavigate();
  const columns = colunasRequisicao({
    outroLado: { title: 'Setor', dataIndex: 'setor' },
    acao: 'Atender',
    abrir: (id) => navigate(`/almoxarifado/requisicao-suprimento/edit/${id}`),
  });
  const table = useServerTable<RequisicaoLinha>({
    endpoint: `${requisicaoApi.suprimento}/datatable`,
    columns,
    defaultSort: { field: 'data', dir: 'asc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <div className="sm-page">
      <PageHeader title="Atender requisições" subTitle="Requisições dos setores a este almoxarifado." />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar por número ou setor"
        toolbar={
          <BarraFiltros lista={table} {...FILTROS}>
            <SelecaoFiltro lista={table} nome="pendentes" rotulo="Todas" opcoes={[{ value: '1', label: 'A atender' }]} largura={140} />
          </BarraFiltros>
        }
      />
    </div>
  );
}
