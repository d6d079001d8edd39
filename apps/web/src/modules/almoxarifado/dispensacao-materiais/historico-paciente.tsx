import { Typography } from 'antd';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { colunaSituacaoDocumento } from '../../../components/estoque';
import { formatarData } from '../../../lib/dates';
import { dispensacaoApi, type HistoricoLinha } from './dispensacao.api';

const columns: ServerColumn<HistoricoLinha>[] = [
  { title: 'Data', dataIndex: 'data', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
  { title: 'Material', dataIndex: 'material', sorter: true },
  { title: 'Lote', dataIndex: 'lote', searchable: false, width: 110 },
  { title: 'Qtd.', dataIndex: 'quantidade', searchable: false, width: 80, align: 'right' },
  { title: 'Estoque', dataIndex: 'centroCusto', searchable: false, width: 220 },
  colunaSituacaoDocumento(false),
];

/** historico/{pacienteId} (spec 001 §7): every material the patient received, from any stock, newest first. */
export function HistoricoPaciente({ pacienteId }: { pacienteId: string }) {
  const table = useServerTable<HistoricoLinha>({
    endpoint: dispensacaoApi.historico(pacienteId),
    columns,
    defaultSort: { field: 'data', dir: 'desc' },
  });
  return (
    <>
      <Typography.Title level={5}>Materiais já recebidos pelo paciente</Typography.Title>
      <ServerTable table={table} searchPlaceholder="Pesquisar material" />
    </>
  );
}
