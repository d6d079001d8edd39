import { FileSearchOutlined } from '@ant-design/icons';
import { Button, Select, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import type { ServerColumn } from '../../../components/crud/datatable';
import { FilterInput } from '../../../components/crud/FilterInput';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { formatarDataHora } from '../../../lib/dates';
import { AuditoriaModal } from './auditoria.modal';
import { ACOES, ACOES_FILTRO, type Auditoria } from './auditoria.types';

/** The municipality's audit trail (ARCHITECTURE §5): every write and every clinical read. */
export default function AuditoriaIndexPage() {
  const [aberto, setAberto] = useState<number | null>(null);
  const columns: ServerColumn<Auditoria>[] = [
    { title: 'Momento', dataIndex: 'momento', sorter: true, searchable: false, width: 160, render: (v: string) => formatarDataHora(v) },
    { title: 'Usuário', dataIndex: 'usuarioNome', render: (v: string | null) => v ?? 'Sistema' },
    {
      title: 'Ação',
      dataIndex: 'acao',
      sorter: true,
      width: 120,
      render: (v: string) => <Tag color={ACOES[v]?.cor}>{ACOES[v]?.nome ?? v}</Tag>,
    },
    { title: 'Tabela', dataIndex: 'tabela', sorter: true },
    { title: 'Registro', dataIndex: 'registroId', searchable: false, width: 110 },
    {
      title: 'Ações',
      key: 'acoes',
      width: 90,
      align: 'center',
      render: (_: unknown, a) => (
        <Tooltip title="Detalhes">
          <Button type="text" icon={<FileSearchOutlined />} aria-label={`Detalhes da auditoria ${a.id}`} onClick={() => setAberto(a.id)} />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<Auditoria>({
    endpoint: '/api/administracao/auditoria/datatable',
    columns,
    defaultSort: { field: 'momento', dir: 'desc' },
    filters: ['tabela', 'acao'],
  });

  return (
    <div className="sm-page">
      <PageHeader title="Auditoria" subTitle="Quem fez o quê, quando e onde no sistema do município." />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar usuário ou tabela"
        toolbar={
          <>
            <FilterInput
              aria-label="Tabela"
              placeholder="Tabela"
              value={table.filtros.tabela}
              onChange={(v) => table.setFiltro('tabela', v)}
              style={{ width: 200 }}
            />
            <Select
              aria-label="Ação"
              placeholder="Ação"
              allowClear
              style={{ width: 180 }}
              value={table.filtros.acao}
              onChange={(v?: string) => table.setFiltro('acao', v)}
              options={ACOES_FILTRO.map((value) => ({ value, label: ACOES[value]?.nome ?? value }))}
            />
          </>
        }
      />
      <AuditoriaModal id={aberto} onClose={() => setAberto(null)} />
    </div>
  );
}
