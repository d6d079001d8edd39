import { PrinterOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros } from '../../../components/workflow/filtros-lista';
import { formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';
import { type LinhaImpressao, resultadoApi } from '../lancamento-resultado/resultado.api';

const FILTROS = { periodo: { rotuloInicio: 'Impressos de', rotuloFim: 'até' } } satisfies FiltrosDaLista;

/**
 * exame-laboratorial/impressoes/create (issue 21): the history of final prints — when, who, which patient and
 * exams, whether it was a reprint — and the reprint of any of them (recorded as a reprint of that one).
 */
export default function ImpressoesPage() {
  const reimprimir = async (l: LinhaImpressao) => {
    try {
      const r = await resultadoApi.pdfFinal(l.resultadoIds, l.id);
      if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome);
      void table.query.refetch();
    } catch (e) {
      handleApiError(e);
    }
  };
  const columns: ServerColumn<LinhaImpressao>[] = [
    {
      title: 'Impresso em',
      dataIndex: 'impressoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'Nº', dataIndex: 'numero', sorter: true, width: 120, render: (v: number | null) => v ?? '—' },
    { title: 'Paciente', dataIndex: 'paciente', sorter: true },
    { title: 'Exames', dataIndex: 'exames', searchable: false },
    { title: 'Impresso por', dataIndex: 'usuario', searchable: false },
    { title: '', dataIndex: 'reimpressao', searchable: false, width: 110, render: (v: boolean) => (v ? <Tag>Reimpressão</Tag> : null) },
    {
      title: 'Ações',
      dataIndex: 'id',
      searchable: false,
      width: 120,
      render: (_: number, l) => (
        <Button size="small" icon={<PrinterOutlined />} onClick={() => void reimprimir(l)}>
          Reimprimir
        </Button>
      ),
    },
  ];
  const table = useServerTable<LinhaImpressao>({
    endpoint: `${resultadoApi.impressoes}/datatable`,
    columns,
    defaultSort: { field: 'impressoEm', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <div className="sm-page">
      <PageHeader title="Impressões de resultados" subTitle="Histórico das impressões definitivas; reimprima qualquer uma delas." />
      <ServerTable table={table} searchPlaceholder="Pesquisar por paciente ou nº" toolbar={<BarraFiltros lista={table} {...FILTROS} />} />
    </div>
  );
}
