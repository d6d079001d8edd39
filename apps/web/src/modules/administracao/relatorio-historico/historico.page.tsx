import { Alert, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DateRange } from '../../../components/fields/DateRange';
import { PageHeader } from '../../../components/PageHeader';
import { formatarDataHora } from '../../../lib/dates';

type Linha = Record<string, unknown> & { id: number; acao: string };

export const colunaMomento: ServerColumn<Linha> = {
  title: 'Data/Hora',
  dataIndex: 'momento',
  sorter: true,
  searchable: false,
  width: 160,
  render: (v: string) => formatarDataHora(v),
};
export const colunaAcao: ServerColumn<Linha> = {
  title: 'Ação',
  dataIndex: 'acao',
  searchable: false,
  width: 110,
  render: (v: string) => <Tag color={v === 'Concedido' ? 'green' : 'red'}>{v}</Tag>,
};
export const colunaResponsavel: ServerColumn<Linha> = { title: 'Responsável', dataIndex: 'responsavel', searchable: false };

interface Props {
  titulo: string;
  subTitulo: string;
  relatorio: string;
  columns: ServerColumn<Linha>[];
  /** The report needs a user before it lists anything. */
  exigeUsuario?: boolean;
  comUsuario?: boolean;
}

/** A history report of the administration: user and period filters over the audit trail. */
export function HistoricoPage({ titulo, subTitulo, relatorio, columns, exigeUsuario, comUsuario }: Props) {
  const table = useServerTable<Linha>({
    endpoint: `/api/administracao/${relatorio}/list`,
    columns,
    defaultSort: { field: 'momento', dir: 'desc' },
    filters: ['usuario_id', 'inicio', 'fim'],
    requireSearch: exigeUsuario,
  });
  const f = table.filtros;
  const usuarioId = f.usuario_id ? Number(f.usuario_id) : null;
  let aviso: ReactNode = null;
  if (exigeUsuario && !usuarioId)
    aviso = <Alert type="info" showIcon title="Escolha um usuário para ver o histórico das suas lotações." style={{ marginBottom: 16 }} />;

  const toolbar = (
    <>
      {(comUsuario || exigeUsuario) && (
        <div style={{ width: 320 }}>
          <Autocomplete
            url={`/api/administracao/${relatorio}/usuario/autocomplete`}
            label="Usuário"
            optionLabel="label"
            value={usuarioId}
            onChange={(v) => table.setFiltro('usuario_id', v == null ? undefined : String(v))}
          />
        </div>
      )}
      <DateRange
        value={{ inicio: f.inicio ?? null, fim: f.fim ?? null }}
        onChange={(p) => {
          table.setFiltro('inicio', p.inicio ?? undefined);
          table.setFiltro('fim', p.fim ?? undefined);
        }}
      />
    </>
  );
  return (
    <div className="sm-page">
      <PageHeader title={titulo} subTitle={subTitulo} />
      {aviso}
      <ServerTable table={table} toolbar={toolbar} searchPlaceholder="Pesquisar" />
    </div>
  );
}
