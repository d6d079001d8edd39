import { EditOutlined } from '@ant-design/icons';
import { SETORES_LABORATORIO, SITUACOES_EXAME_LAB } from '@saude/shared';
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros, SelecaoFiltro } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, useOpcoesFiltro } from '../../../components/workflow/filtros-lista';
import { formatarData } from '../../../lib/dates';
import { BuscaNumero } from './BuscaNumero';
import { type LinhaPendente, resultadoApi } from './resultado.api';

const SITUACOES = SITUACOES_EXAME_LAB.filter((s) => [2, 4, 5].includes(s.value)).map((s) => ({ value: s.value, label: s.label }));

/**
 * exame-laboratorial/lancamento-resultado/index (issue 21): the bench's worklist — schedulings with collected exams
 * awaiting their result (or, by the status filter, with results entered or released), by laboratory, sector and
 * collection day. Scanning a label (the scheduling number + Enter) opens that scheduling.
 */
export default function LancamentoResultadoIndexPage() {
  const navigate = useNavigate();
  const laboratorios = useOpcoesFiltro('lab-laboratorios', resultadoApi.laboratorios);
  const filtros = {
    periodo: { rotuloInicio: 'Coleta de', rotuloFim: 'até' },
    status: { opcoes: SITUACOES, nome: 'situacao', rotulo: 'Situação do exame', largura: 200 },
    extras: ['laboratorioId', 'setor'],
  } satisfies FiltrosDaLista;
  const abrir = (id: number) => navigate(`/exame-laboratorial/lancamento-resultado/create/${id}`);
  const columns: ServerColumn<LinhaPendente>[] = [
    { title: 'Nº', dataIndex: 'numero', sorter: true, width: 130 },
    { title: 'Coleta', dataIndex: 'data', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    {
      title: 'Paciente',
      dataIndex: 'paciente',
      sorter: true,
      render: (v: string, l) => (
        <>
          {v} {l.urgente && <Tag color="red">Urgente</Tag>}
        </>
      ),
    },
    { title: 'Laboratório', dataIndex: 'laboratorio', sorter: true, searchable: false },
    { title: 'Exames', dataIndex: 'exames', searchable: false },
    { title: 'Qtde.', dataIndex: 'quantidade', searchable: false, width: 80, align: 'right' },
    {
      title: 'Ações',
      dataIndex: 'id',
      searchable: false,
      width: 110,
      render: (id: number) => (
        <Button size="small" icon={<EditOutlined />} onClick={() => abrir(id)}>
          Lançar
        </Button>
      ),
    },
  ];
  const table = useServerTable<LinhaPendente>({
    endpoint: `${resultadoApi.lancamento}/datatable`,
    columns,
    defaultSort: { field: 'data', dir: 'asc' },
    filters: nomesDosFiltros(filtros),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Lançamento de resultado"
        subTitle="Exames coletados aguardando resultado. Leia a etiqueta da amostra para abrir o agendamento."
        extra={<BuscaNumero aoEncontrar={abrir} />}
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar por paciente ou nº"
        toolbar={
          <BarraFiltros lista={table} {...filtros}>
            <SelecaoFiltro lista={table} nome="laboratorioId" rotulo="Laboratório" largura={260} {...laboratorios} />
            <SelecaoFiltro
              lista={table}
              nome="setor"
              rotulo="Setor"
              opcoes={SETORES_LABORATORIO.map((s) => ({ value: s.value, label: s.label }))}
            />
          </BarraFiltros>
        }
      />
    </div>
  );
}
