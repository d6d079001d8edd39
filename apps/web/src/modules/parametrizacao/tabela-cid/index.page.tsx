import { type cidCapitulosRespostaSchema, type cidLinhaSchema, type Resposta, TABELA_CID_API } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Select, Tag } from 'antd';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';

type CidLinha = Resposta<typeof cidLinhaSchema>;

const ROMANOS = [
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
  'XXII',
];
const romano = (n: number | null) => (n ? (ROMANOS[n - 1] ?? String(n)) : '');

const columns: ServerColumn<CidLinha>[] = [
  { title: 'Código', dataIndex: 'codigo', sorter: true, width: 110 },
  { title: 'Descrição', dataIndex: 'descricao', sorter: true },
  { title: 'Capítulo', dataIndex: 'capitulo', sorter: true, width: 110, searchable: false, render: (v: number | null) => romano(v) },
  {
    title: 'Restrição de sexo',
    dataIndex: 'sexoNome',
    sorter: true,
    width: 170,
    searchable: false,
    render: (v: string, row) => (row.sexo ? <Tag color={row.sexo === 'F' ? 'magenta' : 'blue'}>{v}</Tag> : v),
  },
];

/**
 * parametrizacao/tabela-cid/index: the CID-10 (SIGTAP list), read-only. Search by code — with or
 * without the dot — or by words of the description (accents ignored); filter by chapter.
 */
export default function TabelaCidIndexPage() {
  const capitulos = useQuery({
    queryKey: ['tabela-cid', 'capitulos'],
    queryFn: () => api.get<Resposta<typeof cidCapitulosRespostaSchema>>('/api/parametrizacao/tabela-cid/capitulos'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const table = useServerTable<CidLinha>({
    endpoint: TABELA_CID_API,
    columns,
    defaultSort: { field: 'codigo', dir: 'asc' },
    filters: ['capitulo'],
  });
  const toolbar = [
    <Select
      key="capitulo"
      allowClear
      aria-label="Filtrar por capítulo"
      placeholder="Capítulo"
      style={{ width: 320 }}
      popupMatchSelectWidth={false}
      value={table.filtros.capitulo}
      onChange={(v?: string) => table.setFiltro('capitulo', v)}
      options={(capitulos.data?.data ?? []).map((c) => ({
        value: String(c.numero),
        label: `${romano(c.numero)} - ${c.descricao} (${c.inicio}-${c.fim})`,
      }))}
    />,
  ];
  return (
    <div className="sm-page">
      <PageHeader title="Tabela CID-10" subTitle="Classificação Internacional de Doenças (lista do SIGTAP)" />
      <ServerTable table={table} toolbar={toolbar} searchPlaceholder="Pesquisar por código (A00.0) ou descrição" />
    </div>
  );
}
