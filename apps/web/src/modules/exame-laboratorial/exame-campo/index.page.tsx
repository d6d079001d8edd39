import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { type exameCampoLinha, LAB, type Resposta, SETORES_LABORATORIO } from '@saude/shared';
import { Button, Tag, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';

export const EXAME_CAMPO_API = '/api/exame-laboratorial/exame-campo';
type Linha = Resposta<typeof exameCampoLinha>;
const SETOR = new Map<number, string>(SETORES_LABORATORIO.map((s) => [s.value, s.label]));

/**
 * exame-laboratorial/exame-campo/index (spec 000 §2.3, issue 21): the laboratory exams of the registry with the
 * acronym, bench sector, executing laboratory and how many result fields each has; an exam without fields cannot
 * have its result entered, so it shows as "não configurado".
 */
export default function ExameCampoIndexPage() {
  const navigate = useNavigate();
  const podeEditar = usePermission(LAB.campoEditar);
  const columns: ServerColumn<Linha>[] = [
    { title: 'Exame', dataIndex: 'nome', sorter: true, render: (v: string, l) => (l.bloqueado ? `${v} (bloqueado)` : v) },
    { title: 'SIGTAP', dataIndex: 'procedimentoCodigo', width: 120 },
    { title: 'Sigla', dataIndex: 'sigla', sorter: true, width: 100, render: (v: string | null) => v ?? '—' },
    {
      title: 'Setor',
      dataIndex: 'setor',
      sorter: true,
      searchable: false,
      width: 130,
      render: (v: number | null) => (v ? SETOR.get(v) : '—'),
    },
    {
      title: 'Laboratório executor',
      dataIndex: 'laboratorioNome',
      sorter: true,
      searchable: false,
      render: (v: string | null, l) => v ?? (l.sigla ? 'O da agenda de coleta' : '—'),
    },
    {
      title: 'Campos',
      dataIndex: 'campos',
      sorter: true,
      searchable: false,
      width: 130,
      render: (v: number) => (v ? v : <Tag color="orange">Não configurado</Tag>),
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 90,
      render: (_: unknown, l) => (
        <Tooltip title={podeEditar ? 'Configurar' : 'Visualizar'}>
          <Button
            aria-label={`${podeEditar ? 'Configurar' : 'Visualizar'} ${l.nome}`}
            icon={podeEditar ? <EditOutlined /> : <EyeOutlined />}
            onClick={() => navigate(`/exame-laboratorial/exame-campo/edit/${l.id}`)}
          />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<Linha>({ endpoint: `${EXAME_CAMPO_API}/datatable`, columns, defaultSort: { field: 'nome', dir: 'asc' } });
  return (
    <div className="sm-page">
      <PageHeader
        title="Campos e referências dos exames"
        subTitle="Sigla, setor, tubo, campos de resultado e faixas de referência de cada exame laboratorial do cadastro."
      />
      <ServerTable table={table} searchPlaceholder="Exame, sigla ou código SIGTAP" />
    </div>
  );
}
