import { PrinterOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros, SelecaoFiltro } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, useOpcoesFiltro } from '../../../components/workflow/filtros-lista';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { imprimirPdf } from '../../../lib/impressao';
import { type LinhaImpressaoLaudo, laudoImagemApi, type TelaImpressaoLaudo } from '../assinatura/laudo-imagem.api';

const FILTROS = {
  periodo: { rotuloInicio: 'Realizados de', rotuloFim: 'até' },
  extras: ['equipamentoId', 'pacienteId'],
} satisfies FiltrosDaLista;

/**
 * The list of signed reports to print (impressao: never printed) or printed (reimpressao-resultado), by day done,
 * patient (search) and equipment; the chosen ones print as one PDF, and each print is recorded by the server.
 */
export function ListaImpressaoLaudos({ tela, titulo, subTitulo }: { tela: TelaImpressaoLaudo; titulo: string; subTitulo: string }) {
  const [selecionados, setSelecionados] = useState<number[]>([]);
  const [imprimindo, setImprimindo] = useState(false);
  const equipamentos = useOpcoesFiltro('img-equipamentos', laudoImagemApi.equipamentos);
  const reimpressao = tela === 'reimpressao-resultado';
  const imprimir = async (ids: number[]) => {
    setImprimindo(true);
    try {
      const r = await laudoImagemApi.pdf(tela, ids);
      if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome);
      feedback.notification.success({
        title: 'Impressão',
        description: ids.length > 1 ? `${ids.length} laudos enviados para impressão.` : 'Laudo enviado para impressão.',
      });
      setSelecionados([]);
      void table.query.refetch();
    } catch (e) {
      handleApiError(e);
    } finally {
      setImprimindo(false);
    }
  };
  const columns: ServerColumn<LinhaImpressaoLaudo>[] = [
    { title: 'Paciente', dataIndex: 'paciente', sorter: true },
    { title: 'Exame', dataIndex: 'exame', sorter: true },
    { title: 'Equipamento', dataIndex: 'equipamento', searchable: false, width: 170, render: (v: string | null) => v ?? '—' },
    {
      title: 'Realizado em',
      dataIndex: 'realizadoEm',
      sorter: true,
      searchable: false,
      width: 120,
      render: (v: string | null) => (v ? formatarData(v) : '—'),
    },
    {
      title: 'Assinado',
      dataIndex: 'assinadoEm',
      sorter: true,
      searchable: false,
      width: 200,
      render: (v: string | null, l) => (v ? `${formatarDataHora(v)}${l.assinadoPor ? ` — ${l.assinadoPor}` : ''}` : '—'),
    },
    ...(reimpressao
      ? [
          {
            title: 'Última impressão',
            dataIndex: 'impressoEm',
            sorter: true,
            searchable: false,
            width: 190,
            render: (v: string | null, l: LinhaImpressaoLaudo) => (
              <>
                {v ? formatarDataHora(v) : '—'} {l.impressoes > 1 && <Tag>{l.impressoes}×</Tag>}
              </>
            ),
          } satisfies ServerColumn<LinhaImpressaoLaudo>,
        ]
      : []),
    {
      title: 'Ações',
      dataIndex: 'id',
      searchable: false,
      width: 120,
      render: (id: number) => (
        <Button size="small" icon={<PrinterOutlined />} disabled={imprimindo} onClick={() => void imprimir([id])}>
          {reimpressao ? 'Reimprimir' : 'Imprimir'}
        </Button>
      ),
    },
  ];
  const table = useServerTable<LinhaImpressaoLaudo>({
    endpoint: `${laudoImagemApi.lista(tela)}/datatable`,
    columns,
    defaultSort: { field: reimpressao ? 'impressoEm' : 'assinadoEm', dir: reimpressao ? 'desc' : 'asc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <div className="sm-page">
      <PageHeader title={titulo} subTitle={subTitulo} />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar por paciente ou exame"
        rowSelection={{ selectedRowKeys: selecionados, onChange: (k) => setSelecionados(k.map(Number)) }}
        toolbar={
          <BarraFiltros
            lista={table}
            {...FILTROS}
            acoes={
              <Button
                type="primary"
                icon={<PrinterOutlined />}
                disabled={!selecionados.length}
                loading={imprimindo}
                onClick={() => void imprimir(selecionados)}
              >
                {reimpressao ? 'Reimprimir' : 'Imprimir'} selecionados{selecionados.length ? ` (${selecionados.length})` : ''}
              </Button>
            }
          >
            <SelecaoFiltro lista={table} nome="equipamentoId" rotulo="Equipamento" largura={200} {...equipamentos} />
          </BarraFiltros>
        }
      />
    </div>
  );
}
