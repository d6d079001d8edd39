import { CalendarOutlined, CloseCircleOutlined, PrinterOutlined } from '@ant-design/icons';
import { formatDataBr, type ImgExameAgendado, NOME_SITUACAO_EXAME_IMAGEM, SITUACOES_EXAME_IMAGEM } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros } from '../../../components/workflow/filtros-lista';
import { API, API_REAGENDAMENTO, API_RETROATIVO, agendamentoImagemApi, imprimirComprovanteImagem, type Tela } from './agendamento.api';
import { hhmm } from './vagas';

const COR: Record<number, string> = { 1: 'blue', 2: 'cyan', 3: 'gold', 4: 'green', 5: 'default', 6: 'orange' };

/**
 * The imaging schedulings (agendamento/index, agendamento-retroativo/index, reagendamento-cancelamento-exame/index):
 * server-paged, filters in the URL (period, equipment, situation), the search finds the patient by name, CPF, CNS or
 * number. The reschedule list shows only future scheduled exams, with "Reagendar" and "Cancelar".
 */
export function ListaExamesImagem({ tela }: { tela: Tela }) {
  const navigate = useNavigate();
  const form = useQuery({
    queryKey: ['img', 'agendamento', 'create', tela],
    queryFn: () => agendamentoImagemApi.formulario(tela),
    staleTime: 60_000,
  });
  const FILTROS = {
    periodo: {},
    unidade: {
      opcoes: (form.data?.data.equipamentos ?? []).map((e) => ({ value: e.id, label: e.nome })),
      rotulo: 'Equipamento',
      nome: 'equipamentoId',
      carregando: form.isLoading,
    },
    ...(tela === 'reagendamento'
      ? {}
      : {
          status: { opcoes: SITUACOES_EXAME_IMAGEM.map((s) => ({ value: s.value, label: s.label })), nome: 'situacao', rotulo: 'Situação' },
        }),
  } satisfies FiltrosDaLista;
  const columns: ServerColumn<ImgExameAgendado>[] = [
    {
      title: 'Data',
      dataIndex: 'data',
      sorter: true,
      searchable: false,
      width: 130,
      render: (v: string, a) => `${formatDataBr(v)} ${hhmm(a.hora)}`,
    },
    { title: 'Nº', dataIndex: 'numero', sorter: true, width: 110 },
    { title: 'Paciente', dataIndex: 'pacienteNome', sorter: true },
    { title: 'Exame', dataIndex: 'exameNome', sorter: true },
    { title: 'Equipamento', dataIndex: 'equipamentoNome', sorter: true, width: 170 },
    {
      title: 'Situação',
      dataIndex: 'situacao',
      sorter: true,
      width: 150,
      render: (v: number, a) => (
        <Space size={2} wrap>
          <Tooltip title={a.motivoCancelamento}>
            <Tag color={COR[v]}>{NOME_SITUACAO_EXAME_IMAGEM[v]}</Tag>
          </Tooltip>
          {a.urgente && <Tag color="red">Urgente</Tag>}
          {a.reagendamentos > 0 && <Tag>Reagendado</Tag>}
        </Space>
      ),
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 120,
      align: 'center',
      render: (_: unknown, a) => {
        const nome = `${a.pacienteNome}, ${formatDataBr(a.data ?? '')} ${hhmm(a.hora)}`;
        return (
          <Space size={0}>
            {tela !== 'reagendamento' && (
              <Tooltip title="Imprimir comprovante">
                <Button
                  type="text"
                  icon={<PrinterOutlined />}
                  aria-label={`Comprovante: ${nome}`}
                  onClick={() => imprimirComprovanteImagem(a.id)}
                />
              </Tooltip>
            )}
            {tela === 'reagendamento' && (
              <>
                <Tooltip title="Reagendar">
                  <Button
                    type="text"
                    icon={<CalendarOutlined />}
                    aria-label={`Reagendar: ${nome}`}
                    onClick={() => navigate(`/exame-imagem/reagendamento-cancelamento-exame/create/${a.id}`)}
                  />
                </Tooltip>
                <Tooltip title="Cancelar">
                  <Button
                    type="text"
                    danger
                    icon={<CloseCircleOutlined />}
                    aria-label={`Cancelar: ${nome}`}
                    onClick={() => navigate(`/exame-imagem/reagendamento-cancelamento-exame/edit/${a.id}`)}
                  />
                </Tooltip>
              </>
            )}
          </Space>
        );
      },
    },
  ];
  const endpoint =
    tela === 'retroativo'
      ? `${API_RETROATIVO}/datatable?retroativo=1`
      : tela === 'reagendamento'
        ? `${API_REAGENDAMENTO}/datatable?futuros=1`
        : `${API}/datatable`;
  const table = useServerTable<ImgExameAgendado>({
    endpoint,
    columns,
    defaultSort: { field: 'data', dir: tela === 'reagendamento' ? 'asc' : 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <ServerTable table={table} searchPlaceholder="Paciente, exame, CPF, CNS ou nº" toolbar={<BarraFiltros lista={table} {...FILTROS} />} />
  );
}
