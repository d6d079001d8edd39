import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { MOTIVO_ASSISTENCIA_SOCIAL_NOME, PA } from '@saude/shared';
import { Button, Tooltip } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros, SelecaoFiltro } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, opcoesDeNomes } from '../../../components/workflow/filtros-lista';
import { formatarDataHora } from '../../../lib/dates';
import { ASSISTENCIA_SOCIAL_API, type LinhaAssistenciaSocial } from './assistencia-social.api';

const BASE = '/pronto-atendimento/assistencia-social';

/** The reason and the period. */
const FILTROS = { extras: ['motivo'] } satisfies FiltrosDaLista;
const MOTIVOS = opcoesDeNomes(MOTIVO_ASSISTENCIA_SOCIAL_NOME);

/**
 * pronto-atendimento/assistencia-social/index (issue 6 step 7): the social worker's attendances, newest first,
 * searched by patient or FAA and filtered by reason and period (kept in the URL).
 */
export default function AssistenciaSocialIndexPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const pode = { cadastrar: usePermission(PA.assistenciaSocialCadastrar), editar: usePermission(PA.assistenciaSocialEditar) };
  const lista = { state: { lista: `${location.pathname}${location.search}` } };
  const columns: ServerColumn<LinhaAssistenciaSocial>[] = [
    { title: 'Data e hora', dataIndex: 'atendidoEm', sorter: true, width: 150, render: (v: string) => formatarDataHora(v) },
    { title: 'Paciente', dataIndex: 'paciente', sorter: true, render: (_: unknown, l) => l.nomeSocial || l.paciente },
    { title: 'FAA nº', dataIndex: 'numero', width: 130, render: (v: string | number | null) => v ?? '—' },
    { title: 'Motivo', dataIndex: 'motivo', sorter: true, width: 220, render: (v: number) => MOTIVO_ASSISTENCIA_SOCIAL_NOME[v] ?? v },
    { title: 'Profissional', dataIndex: 'profissional' },
  ];
  if (pode.editar)
    columns.push({
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title="Editar">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`Editar: ${l.paciente}`}
            onClick={() => navigate(`${BASE}/edit/${l.id}`, lista)}
          />
        </Tooltip>
      ),
    });
  const table = useServerTable<LinhaAssistenciaSocial>({
    endpoint: `${ASSISTENCIA_SOCIAL_API}/datatable`,
    columns,
    defaultSort: { field: 'atendidoEm', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Assistência social"
        subTitle="Atendimentos da assistência social a pacientes do pronto atendimento."
        extra={
          pode.cadastrar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${BASE}/create`, lista)}>
              Novo
            </Button>
          )
        }
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar paciente ou FAA"
        toolbar={
          <BarraFiltros lista={table} {...FILTROS}>
            <SelecaoFiltro lista={table} nome="motivo" rotulo="Motivo" opcoes={MOTIVOS} largura={240} />
          </BarraFiltros>
        }
      />
    </div>
  );
}
