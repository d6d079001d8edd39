import { EditOutlined, EyeOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { PA, STATUS_EXAME_IMAGEM_NOME, StatusExameImagem } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Space, Tag, Tooltip } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, opcoesDeNomes } from '../../../components/workflow/filtros-lista';
import { api, baixarArquivo } from '../../../lib/api';
import { formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';
import { EXAME_IMAGEM_API, type ExameLinha, impressaoExameImagem } from './exame-imagem.api';

/** The colour of each status in the lists (pending ones stand out). */
export const COR_STATUS_EXAME: Record<number, string> = {
  [StatusExameImagem.SOLICITADO]: 'gold',
  [StatusExameImagem.REALIZADO]: 'blue',
  [StatusExameImagem.LAUDADO]: 'green',
  [StatusExameImagem.CANCELADO]: 'default',
};

/** Status, FAA number and request period. */
const FILTROS = { status: { opcoes: opcoesDeNomes(STATUS_EXAME_IMAGEM_NOME) }, extras: ['numero'] } satisfies FiltrosDaLista;

export async function imprimirExame(id: number) {
  try {
    const r = await baixarArquivo(impressaoExameImagem(id));
    if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome !== 'arquivo' ? r.nome : `exame-imagem-${id}.pdf`);
  } catch (e) {
    handleApiError(e);
  }
}

/**
 * pronto-atendimento/exame-imagem/index (spec 000 §2.3): the imaging requests of the user's unit, by status,
 * period, patient or FAA (kept in the URL); each opens on edit/{id}/{plantaoId} to register the execution,
 * the report or the cancellation, and prints the request.
 */
export default function ExameImagemIndexPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const pode = { cadastrar: usePermission(PA.exameImagemCadastrar), editar: usePermission(PA.exameImagemEditar) };
  const podeVerPlantao = usePermission(PA.plantaoVer);
  // the shift in course (spec 000 §2.6: plantaoId), 0 without one or when the user may not see shifts
  const plantao = useQuery({
    queryKey: ['pronto-atendimento', 'plantao', 'atual'],
    queryFn: () => api.get<{ data: { id: number } | null }>('/api/pronto-atendimento/plantao/atual'),
    enabled: podeVerPlantao,
    staleTime: 60_000,
    meta: { silent: true },
  });
  const plantaoId = plantao.data?.data?.id ?? 0;
  const abrir = (id: number) =>
    navigate(`/pronto-atendimento/exame-imagem/edit/${id}/${plantaoId}`, { state: { lista: `${location.pathname}${location.search}` } });

  const columns: ServerColumn<ExameLinha>[] = [
    {
      title: 'Solicitado em',
      dataIndex: 'solicitadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'FAA nº', dataIndex: 'numero', width: 120 },
    { title: 'Paciente', dataIndex: 'paciente', sorter: true },
    { title: 'Procedimento', dataIndex: 'procedimento', sorter: true, render: (v: string, l) => `${l.procedimentoCodigo} - ${v}` },
    {
      title: 'Situação',
      dataIndex: 'status',
      sorter: true,
      width: 120,
      render: (v: number, l) => <Tag color={COR_STATUS_EXAME[v]}>{l.statusNome}</Tag>,
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 100,
      align: 'center',
      render: (_: unknown, l) => {
        const editavel = pode.editar && (l.status === StatusExameImagem.SOLICITADO || l.status === StatusExameImagem.REALIZADO);
        return (
          <Space size={0}>
            <Tooltip title={editavel ? 'Editar' : 'Visualizar'}>
              <Button
                type="text"
                icon={editavel ? <EditOutlined /> : <EyeOutlined />}
                aria-label={`${editavel ? 'Editar' : 'Visualizar'}: ${l.paciente}, ${l.procedimento}`}
                onClick={() => abrir(l.id)}
              />
            </Tooltip>
            <Tooltip title="Imprimir">
              <Button
                type="text"
                icon={<PrinterOutlined />}
                aria-label={`Imprimir: ${l.paciente}, ${l.procedimento}`}
                onClick={() => imprimirExame(l.id)}
              />
            </Tooltip>
          </Space>
        );
      },
    },
  ];

  const table = useServerTable<ExameLinha>({
    endpoint: `${EXAME_IMAGEM_API}/datatable`,
    columns,
    defaultSort: { field: 'solicitadoEm', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  const toolbar = (
    <BarraFiltros lista={table} {...FILTROS}>
      <Input.Search
        key={table.filtros.numero ?? ''}
        allowClear
        aria-label="FAA nº"
        placeholder="FAA nº"
        inputMode="numeric"
        defaultValue={table.filtros.numero}
        style={{ width: 180 }}
        onSearch={(v) => table.setFiltro('numero', v.replace(/\D/g, '') || undefined)}
      />
    </BarraFiltros>
  );

  return (
    <div className="sm-page">
      <PageHeader
        title="Exames de imagem"
        subTitle="Solicitações de radiologia, ultrassonografia, tomografia e ressonância das FAAs desta unidade."
        extra={
          pode.cadastrar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/pronto-atendimento/exame-imagem/create')}>
              Novo
            </Button>
          )
        }
      />
      <ServerTable table={table} toolbar={toolbar} searchPlaceholder="Pesquisar paciente ou FAA" />
    </div>
  );
}
