import { EditOutlined, PrinterOutlined } from '@ant-design/icons';
import { formatDataBr, NOME_SITUACAO_AGENDAMENTO_TRANSPORTE, NOME_TIPO_PASSAGEIRO, type TpAgendamentoLido } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, opcoesDeNomes } from '../../../components/workflow/filtros-lista';
import { API_AGENDAR, API_REIMPRESSAO, agendarApi, imprimirComprovanteTransporte } from './agendar.api';

const COR: Record<number, string> = { 1: 'blue', 2: 'cyan', 3: 'green', 4: 'orange', 5: 'default' };

/**
 * The transport bookings (agendar/list and reimpressao-protocolo/list): server-paged, filters in the URL (period,
 * destination, situation); the search finds the patient by name, CPF, CNS or the slip's number. Rows can be selected
 * to print their slips in one batch (one page per passenger).
 */
export function ListaAgendamentosTransporte({ tela }: { tela: 'agendar' | 'reimpressao' }) {
  const navigate = useNavigate();
  const [selecionados, setSelecionados] = useState<number[]>([]);
  const base = tela === 'agendar' ? API_AGENDAR : API_REIMPRESSAO;
  const form = useQuery({
    queryKey: ['tp', 'agendar', 'create'],
    queryFn: agendarApi.formulario,
    staleTime: 60_000,
    enabled: tela === 'agendar',
  });
  const FILTROS = {
    periodo: {},
    unidade: {
      opcoes: (form.data?.data.destinos ?? []).map((d) => ({ value: d.id, label: d.nome })),
      rotulo: 'Destino',
      nome: 'destinoId',
      carregando: form.isLoading,
    },
    status: { opcoes: opcoesDeNomes(NOME_SITUACAO_AGENDAMENTO_TRANSPORTE), nome: 'situacao', rotulo: 'Situação' },
  } satisfies FiltrosDaLista;
  const columns: ServerColumn<TpAgendamentoLido>[] = [
    {
      title: 'Data',
      dataIndex: 'data',
      sorter: true,
      searchable: false,
      width: 130,
      render: (v: string, a) => `${formatDataBr(v)} ${a.horarioConsulta ? a.horarioConsulta.slice(0, 5) : ''}`,
    },
    { title: 'Nº', dataIndex: 'numero', sorter: true, width: 110 },
    { title: 'Paciente', dataIndex: 'pacienteNome', sorter: true },
    { title: 'Destino', dataIndex: 'destinoNome', sorter: true, render: (v: string, a) => [v, a.localNome].filter(Boolean).join(' — ') },
    {
      title: 'Passageiros',
      key: 'passageiros',
      width: 150,
      render: (_: unknown, a) =>
        `${NOME_TIPO_PASSAGEIRO[a.tipoPassageiro]}${a.acompanhantes.length ? ` + ${a.acompanhantes.length} acomp.` : ''}`,
    },
    {
      title: 'Situação',
      dataIndex: 'situacao',
      sorter: true,
      width: 160,
      render: (v: number, a) => (
        <Space size={2} wrap>
          <Tooltip title={a.motivoCancelamento}>
            <Tag color={COR[v]}>{NOME_SITUACAO_AGENDAMENTO_TRANSPORTE[v]}</Tag>
          </Tooltip>
          {a.urgente && <Tag color="red">Urgente</Tag>}
        </Space>
      ),
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 100,
      align: 'center',
      render: (_: unknown, a) => {
        const nome = `${a.pacienteNome}, ${formatDataBr(a.data)}`;
        return (
          <Space size={0}>
            <Tooltip title="Imprimir comprovante">
              <Button
                type="text"
                icon={<PrinterOutlined />}
                aria-label={`Comprovante: ${nome}`}
                onClick={() => imprimirComprovanteTransporte([a.id], base)}
              />
            </Tooltip>
            {tela === 'agendar' && (
              <Tooltip title="Alterar ou cancelar">
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={`Alterar: ${nome}`}
                  onClick={() => navigate(`/transporte-paciente/agendar/edit/${a.id}`)}
                />
              </Tooltip>
            )}
          </Space>
        );
      },
    },
  ];
  const table = useServerTable<TpAgendamentoLido>({
    endpoint: tela === 'agendar' ? `${API_AGENDAR}/datatable` : `${API_REIMPRESSAO}/search`,
    columns,
    defaultSort: { field: 'data', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <ServerTable
      table={table}
      searchPlaceholder="Paciente, CPF, CNS ou comprovante"
      rowSelection={{ selectedRowKeys: selecionados, onChange: (k) => setSelecionados(k.map(Number)) }}
      toolbar={
        // the bar's filters are siblings of ServerTable's search box (its wrapping row spaces them), not one block
        <BarraFiltros
          lista={table}
          {...FILTROS}
          acoes={
            <Button
              icon={<PrinterOutlined />}
              disabled={!selecionados.length}
              onClick={() => imprimirComprovanteTransporte(selecionados, base)}
            >
              Imprimir selecionados ({selecionados.length})
            </Button>
          }
        />
      }
    />
  );
}
