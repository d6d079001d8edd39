import { PlusOutlined } from '@ant-design/icons';
import { DESTINO_ATENDIMENTO_NOME, PA, STATUS_FAA_NOME } from '@saude/shared';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { nomesDosFiltros } from '../../../components/workflow/filtros-lista';
import { formatarDataHora } from '../../../lib/dates';
import { nomeDoPaciente } from '../fechamento-faa/faa.componentes';
import { CRIAR_URL, type LinhaRetroativo, RETROATIVO_API } from './retroativo.api';

/**
 * pronto-atendimento/atendimento-retroativo/index (spec 000 §2.3): the attendances typed in after a downtime
 * at the session's unit; "Novo" opens the form.
 */
export default function AtendimentoRetroativoIndexPage() {
  const navigate = useNavigate();
  const podeCadastrar = usePermission(PA.retroativoCadastrar);
  const columns: ServerColumn<LinhaRetroativo>[] = [
    { title: 'FAA nº', dataIndex: 'numero', sorter: true, width: 120 },
    {
      title: 'Chegada',
      dataIndex: 'recepcionadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'Alta', dataIndex: 'desfechoEm', searchable: false, width: 150, render: (v: string | null) => formatarDataHora(v) || '—' },
    { title: 'Paciente', dataIndex: 'pacienteNome', sorter: true, render: (_: string, l) => nomeDoPaciente(l) },
    { title: 'Médico', dataIndex: 'medico', searchable: false, render: (v: string | null) => v ?? '—' },
    { title: 'CID', dataIndex: 'cidPrincipal', searchable: false, width: 70, render: (v: string | null) => v ?? '—' },
    { title: 'Desfecho', dataIndex: 'desfecho', searchable: false, render: (v: number | null) => (v ? DESTINO_ATENDIMENTO_NOME[v] : '—') },
    { title: 'Situação', dataIndex: 'status', searchable: false, width: 100, render: (v: number) => STATUS_FAA_NOME[v] },
    {
      title: 'Lançado por',
      dataIndex: 'digitadoPor',
      searchable: false,
      render: (v: string | null, l) => `${v ?? '—'} em ${formatarDataHora(l.digitadoEm)}`,
    },
  ];
  const table = useServerTable<LinhaRetroativo>({ endpoint: `${RETROATIVO_API}/datatable`, columns, filters: nomesDosFiltros({}) });
  return (
    <div className="sm-page">
      <PageHeader
        title="Atendimento retroativo"
        subTitle="Atendimentos lançados após contingência nesta unidade."
        extra={
          podeCadastrar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(CRIAR_URL)}>
              Novo
            </Button>
          )
        }
      />
      <ServerTable table={table} searchPlaceholder="Paciente, CPF, CNS ou nº da FAA" toolbar={<BarraFiltros lista={table} />} />
    </div>
  );
}
