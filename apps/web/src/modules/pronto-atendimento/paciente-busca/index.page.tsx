import { EyeOutlined } from '@ant-design/icons';
import { DESTINO_ATENDIMENTO_NOME, STATUS_FAA_NOME } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { DateRange } from '../../../components/fields/DateRange';
import { PageHeader } from '../../../components/PageHeader';
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
  const locais = useQuery({ queryKey: ['paciente-busca-locais'], queryFn: buscaApi.locais, staleTime: 60_000 });
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
    filters: ['infraestruturaId', 'dataInicio', 'dataFim'],
  });
  const { filtros, setFiltro } = table;
  const toolbar = (
    <>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label="Unidade"
        placeholder="Unidade"
        style={{ width: 320, maxWidth: '100%' }}
        loading={locais.isLoading}
        value={filtros.infraestruturaId ? Number(filtros.infraestruturaId) : undefined}
        onChange={(v?: number) => setFiltro('infraestruturaId', v === undefined ? undefined : String(v))}
        options={(locais.data?.data ?? []).map((l) => ({ value: l.id, label: l.label }))}
      />
      <div style={{ width: 380, maxWidth: '100%' }}>
        <DateRange
          value={{ inicio: filtros.dataInicio ?? null, fim: filtros.dataFim ?? null }}
          onChange={(p) => {
            if ((p.inicio ?? undefined) !== filtros.dataInicio) setFiltro('dataInicio', p.inicio ?? undefined);
            if ((p.fim ?? undefined) !== filtros.dataFim) setFiltro('dataFim', p.fim ?? undefined);
          }}
        />
      </div>
    </>
  );
  return (
    <div className="sm-page">
      <PageHeader title="Busca de atendimentos" subTitle="Atendimentos anteriores do pronto atendimento." />
      <ServerTable table={table} toolbar={toolbar} searchPlaceholder="Paciente, CPF, CNS ou nº da FAA" />
      {aberta !== null && <ResumoFaaDrawer key={aberta} id={aberta} aoFechar={() => setAberta(null)} />}
    </div>
  );
}
