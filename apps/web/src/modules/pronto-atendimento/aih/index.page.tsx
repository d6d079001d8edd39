import { EditOutlined, EyeOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { PA, STATUS_AIH_NOME, StatusAih } from '@saude/shared';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, opcoesDeNomes } from '../../../components/workflow/filtros-lista';
import { baixarArquivo } from '../../../lib/api';
import { formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';
import { AIH_API, type AihLinha, impressaoAih } from './aih.api';

export const COR_STATUS_AIH: Record<number, string> = {
  [StatusAih.SOLICITADA]: 'gold',
  [StatusAih.AUTORIZADA]: 'green',
  [StatusAih.NEGADA]: 'red',
  [StatusAih.CANCELADA]: 'default',
};

/** Status and request period. */
const FILTROS = { status: { opcoes: opcoesDeNomes(STATUS_AIH_NOME) } } satisfies FiltrosDaLista;

export async function imprimirAih(id: number) {
  try {
    const r = await baixarArquivo(impressaoAih(id));
    if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome !== 'arquivo' ? r.nome : `aih-${id}.pdf`);
  } catch (e) {
    handleApiError(e);
  }
}

/**
 * pronto-atendimento/aih/index (spec 000 §2.3): the AIH requests by status, period and patient (kept in the
 * URL); each opens on edit/{id} and prints the "Laudo para solicitação de AIH".
 */
export default function AihIndexPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const pode = { cadastrar: usePermission(PA.aihCadastrar), editar: usePermission(PA.aihEditar) };
  const abrir = (id: number) =>
    navigate(`/pronto-atendimento/aih/edit/${id}`, { state: { lista: `${location.pathname}${location.search}` } });

  const columns: ServerColumn<AihLinha>[] = [
    {
      title: 'Solicitada em',
      dataIndex: 'solicitadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'Paciente', dataIndex: 'paciente', sorter: true },
    { title: 'FAA nº', dataIndex: 'atendimentoNumero', width: 120, render: (v: number | null) => v ?? '-' },
    { title: 'Procedimento', dataIndex: 'procedimento', sorter: true, render: (v: string, l) => `${l.procedimentoCodigo} - ${v}` },
    { title: 'Caráter', dataIndex: 'caraterNome', width: 100 },
    {
      title: 'Situação',
      dataIndex: 'status',
      sorter: true,
      width: 130,
      render: (v: number, l) => <Tag color={COR_STATUS_AIH[v]}>{l.statusNome}</Tag>,
    },
    { title: 'Nº da AIH', dataIndex: 'numeroAih', width: 140, render: (v: string | null) => v ?? '-' },
    {
      title: 'Ações',
      key: 'acoes',
      width: 100,
      align: 'center',
      render: (_: unknown, l) => {
        const editavel = pode.editar && l.status === StatusAih.SOLICITADA;
        const nome = `${l.paciente}, ${l.procedimento}`;
        return (
          <Space size={0}>
            <Tooltip title={editavel ? 'Editar' : 'Visualizar'}>
              <Button
                type="text"
                icon={editavel ? <EditOutlined /> : <EyeOutlined />}
                aria-label={`${editavel ? 'Editar' : 'Visualizar'}: ${nome}`}
                onClick={() => abrir(l.id)}
              />
            </Tooltip>
            <Tooltip title="Imprimir">
              <Button type="text" icon={<PrinterOutlined />} aria-label={`Imprimir: ${nome}`} onClick={() => imprimirAih(l.id)} />
            </Tooltip>
          </Space>
        );
      },
    },
  ];

  const table = useServerTable<AihLinha>({
    endpoint: `${AIH_API}/datatable`,
    columns,
    defaultSort: { field: 'solicitadoEm', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });

  return (
    <div className="sm-page">
      <PageHeader
        title="AIH"
        subTitle="Solicitações de autorização de internação hospitalar."
        extra={
          pode.cadastrar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/pronto-atendimento/aih/paciente')}>
              Nova solicitação
            </Button>
          )
        }
      />
      <ServerTable
        table={table}
        toolbar={<BarraFiltros lista={table} {...FILTROS} />}
        searchPlaceholder="Pesquisar paciente ou nº da AIH"
      />
    </div>
  );
}
