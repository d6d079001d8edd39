import { EyeOutlined } from '@ant-design/icons';
import { DESTINO_ATENDIMENTO_NOME, STATUS_FAA_NOME } from '@saude/shared';
import { Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, useOpcoesFiltro } from '../../../components/workflow/filtros-lista';
import { formatarDataHora } from '../../../lib/dates';
import { nomeDoPaciente } from '../fechamento-faa/faa.componentes';
import { BUSCA_API, buscaApi, type LinhaBusca } from './paciente-busca.api';
import { ResumoFaaDrawer } from './resumo.drawer';

/**
 * pronto-atendimento/paciente-busca/index (issue 6 step 7): past attendances found by the patient (name, CPF,
 * CNS), the FAA number, the period and the unit; the drawer shows the whole FAA (the server audits the read).
 */
export default function PacienteBuscaIndexPage() {
  const [aberta, setAberta] = useState<number | null>(null);
  const filtros = { unidade: useOpcoesFiltro('paciente-busca-locais', buscaApi.locais) } satisfies FiltrosDaLista;
  const columns: ServerColumn<LinhaBusca>[] = [
    { title: 'FAA nº', dataIndex: 'numero', sorter: true, width: 120 },
    {
      title: 'Chegada',
      dataIndex: 'recepcionadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'Paciente', dataIndex: 'pacienteNome', sorter: true, render: (_: string, l) => nomeDoPaciente(l) },
    { title: 'Unidade', dataIndex: 'unidade', searchable: false },
    {
      title: 'Risco',
      dataIndex: 'classificacaoRisco',
      searchable: false,
      render: (v: string | null, l) => (v ? <Tag color={l.cor ?? undefined}>{v}</Tag> : '—'),
    },
    { title: 'CID', dataIndex: 'cidPrincipal', searchable: false, width: 70, render: (v: string | null) => v ?? '—' },
    { title: 'Desfecho', dataIndex: 'desfecho', searchable: false, render: (v: number | null) => (v ? DESTINO_ATENDIMENTO_NOME[v] : '—') },
    { title: 'Situação', dataIndex: 'status', searchable: false, width: 100, render: (v: number) => STATUS_FAA_NOME[v] },
    {
      title: 'Ações',
      key: 'acoes',
      width: 70,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title="Ver FAA">
          <Button type="text" icon={<EyeOutlined />} aria-label={`Ver FAA nº ${l.numero}`} onClick={() => setAberta(l.id)} />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<LinhaBusca>({
    endpoint: `${BUSCA_API}/datatable`,
    columns,
    defaultSort: { field: 'recepcionadoEm', dir: 'desc' },
    filters: nomesDosFiltros(filtros),
  });
  return (
    <div className="sm-page">
      <PageHeader title="Busca de atendimentos" subTitle="Atendimentos anteriores do pronto atendimento." />
      <ServerTable
        table={table}
        toolbar={<BarraFiltros lista={table} {...filtros} />}
        searchPlaceholder="Paciente, CPF, CNS ou nº da FAA"
      />
      {aberta !== null && <ResumoFaaDrawer key={aberta} id={aberta} aoFechar={() => setAberta(null)} />}
    </div>
  );
}
