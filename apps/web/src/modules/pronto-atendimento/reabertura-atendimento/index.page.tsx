import { UndoOutlined } from '@ant-design/icons';
import { OCORRENCIA_ATENDIMENTO_NOME, type Resposta, type reaberturaLinhaSchema, STATUS_FAA_NOME, StatusFaa } from '@saude/shared';
import { Button, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros } from '../../../components/workflow/filtros-lista';
import { formatarDataHora } from '../../../lib/dates';
import { faaApi, PA_API } from '../fechamento-faa/faa.api';
import { nomeDoPaciente } from '../fechamento-faa/faa.componentes';
import { MotivoModal } from './motivo.modal';

export type LinhaReabertura = Resposta<typeof reaberturaLinhaSchema>;

/** Closed or cancelled, and the arrival period. */
const FILTROS = {
  status: { opcoes: [StatusFaa.FECHADA, StatusFaa.CANCELADA].map((s) => ({ value: s, label: STATUS_FAA_NOME[s] ?? String(s) })) },
} satisfies FiltrosDaLista;

/**
 * pronto-atendimento/reabertura-atendimento/index (issue 6 step 7): the closed and cancelled FAAs of the
 * session's unit; reopening one asks for the reason and takes back what it billed.
 */
export default function ReaberturaAtendimentoIndexPage() {
  const [reabrindo, setReabrindo] = useState<LinhaReabertura | null>(null);
  const columns: ServerColumn<LinhaReabertura>[] = [
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
    {
      title: 'Situação',
      dataIndex: 'status',
      searchable: false,
      width: 110,
      render: (s: number) => <Tag color={s === StatusFaa.CANCELADA ? 'red' : 'default'}>{STATUS_FAA_NOME[s]}</Tag>,
    },
    {
      title: 'Fechada em',
      dataIndex: 'fechadoEm',
      sorter: true,
      searchable: false,
      width: 190,
      render: (v: string | null, l) => (v ? `${formatarDataHora(v)}${l.fechadoPorNome ? ` por ${l.fechadoPorNome}` : ''}` : '—'),
    },
    {
      title: 'Última ocorrência',
      key: 'ocorrencia',
      render: (_: unknown, l) =>
        l.ocorrenciaTipo ? (
          <>
            {OCORRENCIA_ATENDIMENTO_NOME[l.ocorrenciaTipo]} em {formatarDataHora(l.ocorrenciaEm)}
            {l.ocorrenciaMotivo && (
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {l.ocorrenciaMotivo}
              </Typography.Text>
            )}
          </>
        ) : (
          '—'
        ),
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title="Reabrir">
          <Button type="text" icon={<UndoOutlined />} aria-label={`Reabrir FAA nº ${l.numero}`} onClick={() => setReabrindo(l)} />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<LinhaReabertura>({
    endpoint: `${PA_API}/reabertura-atendimento/datatable`,
    columns,
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <div className="sm-page">
      <PageHeader title="Reabertura de atendimento" subTitle="FAAs fechadas e canceladas desta unidade." />
      <ServerTable
        table={table}
        toolbar={<BarraFiltros lista={table} {...FILTROS} />}
        searchPlaceholder="Paciente, CPF, CNS ou nº da FAA"
      />
      {reabrindo && (
        <MotivoModal
          titulo="Reabrir FAA"
          descricao={`FAA nº ${reabrindo.numero} — ${nomeDoPaciente(reabrindo)}. Os procedimentos faturados serão recalculados no próximo fechamento.`}
          okText="Reabrir"
          acao={(motivo) => faaApi.reabrir(reabrindo.id, motivo)}
          aoFechar={() => setReabrindo(null)}
          aoConcluir={() => {
            setReabrindo(null);
            void table.query.refetch();
          }}
        />
      )}
    </div>
  );
}
