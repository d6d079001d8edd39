import { EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { nomesDosFiltros } from '../../../components/workflow/filtros-lista';
import { formatarDataHora } from '../../../lib/dates';
import { CabecalhoDoAtendimento, nomeDoPaciente } from '../comum/cabecalho-atendimento';
import { DetalheRegistro } from './enfermagem.anteriores';
import { ENFERMAGEM_API, enfermagemApi, type LinhaEnfermagem } from './enfermagem.api';

function Registro({ id }: { id: number }) {
  const q = useQuery({ queryKey: ['pronto-atendimento', 'enfermagem', id], queryFn: () => enfermagemApi.registro(id), gcTime: 0 });
  if (!q.data) return <Skeleton active />;
  const r = q.data.model;
  return (
    <>
      <CabecalhoDoAtendimento a={r.atendimento} />
      <DetalheRegistro r={r} />
    </>
  );
}

/**
 * pronto-atendimento/atendimento-enfermagem/index: the nursing records of the user's location, newest first,
 * searched by patient or FAA number and filtered by period (kept in the URL); a record opens beside the list.
 */
export default function EnfermagemIndexPage() {
  const [aberto, setAberto] = useState<LinhaEnfermagem | null>(null);
  const columns: ServerColumn<LinhaEnfermagem>[] = [
    { title: 'Data e hora', dataIndex: 'criadoEm', sorter: true, width: 150, render: (v: string) => formatarDataHora(v) },
    { title: 'FAA nº', dataIndex: 'numero', sorter: true, width: 130 },
    { title: 'Paciente', dataIndex: 'paciente', sorter: true, render: (_: unknown, l) => nomeDoPaciente(l) },
    { title: 'Profissional', dataIndex: 'profissional' },
    { title: 'Procedimentos', dataIndex: 'procedimentos', render: (v: string | null) => v ?? '—' },
    { title: 'Checagens', dataIndex: 'administracoes', width: 110, align: 'center' },
    { title: 'Anexos', dataIndex: 'anexos', width: 90, align: 'center' },
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title="Ver registro">
          <Button type="text" icon={<EyeOutlined />} aria-label={`Ver registro: FAA ${l.numero}`} onClick={() => setAberto(l)} />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<LinhaEnfermagem>({
    endpoint: `${ENFERMAGEM_API}/datatable`,
    columns,
    defaultSort: { field: 'criadoEm', dir: 'desc' },
    filters: nomesDosFiltros({}),
  });
  return (
    <div className="sm-page">
      <PageHeader title="Enfermagem" subTitle="Registros de enfermagem do pronto atendimento desta unidade." />
      <ServerTable table={table} searchPlaceholder="Pesquisar paciente ou FAA" toolbar={<BarraFiltros lista={table} />} />
      <Drawer
        open={aberto !== null}
        size={640}
        title={aberto ? `Registro de enfermagem — FAA nº ${aberto.numero}` : ''}
        onClose={() => setAberto(null)}
        destroyOnHidden
      >
        {aberto && <Registro id={aberto.id} />}
      </Drawer>
    </div>
  );
}
