import { CalendarOutlined } from '@ant-design/icons';
import { formatDataBr } from '@saude/shared';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Button, Card, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';

/** A request of the product waiting to be scheduled, as a performing service's desk list gives it. */
export interface SolicitacaoAguardando {
  pacienteId: number;
  pacienteNome: string;
  exameNome: string;
  dataSolicitacao: string;
  solicitanteNome: string;
  unidadeNome: string | null;
}

interface PacienteAguardando {
  pacienteId: number;
  pacienteNome: string;
  exames: string[];
  dataSolicitacao: string;
  solicitanteNome: string;
  unidadeNome: string | null;
}

/** One line per patient: the exams asked, the oldest request's day, who asked and where. */
function porPaciente(pedidos: SolicitacaoAguardando[]): PacienteAguardando[] {
  const linhas = new Map<number, PacienteAguardando>();
  for (const p of pedidos) {
    const l = linhas.get(p.pacienteId);
    if (l) l.exames.push(p.exameNome);
    else
      linhas.set(p.pacienteId, {
        pacienteId: p.pacienteId,
        pacienteNome: p.pacienteNome,
        exames: [p.exameNome],
        dataSolicitacao: p.dataSolicitacao,
        solicitanteNome: p.solicitanteNome,
        unidadeNome: p.unidadeNome,
      });
  }
  return [...linhas.values()];
}

export interface SolicitacoesAguardandoProps {
  queryKey: QueryKey;
  /** The desk list of the service (oldest first). */
  fetcher: () => Promise<{ data: SolicitacaoAguardando[] }>;
  /** The scheduling screen of one patient: `<rotaCriar>/<pacienteId>`. */
  rotaCriar: string;
}

/**
 * The requests of the product (the outpatient doctors' exam requests) no one has scheduled yet, oldest first: the
 * desk calls the patient or books when they come, without waiting for the paper. Used by the laboratory's and the
 * imaging service's scheduling pages.
 */
export function SolicitacoesAguardando({ queryKey, fetcher, rotaCriar }: SolicitacoesAguardandoProps) {
  const navigate = useNavigate();
  const q = useQuery({ queryKey, queryFn: fetcher });
  const linhas = useMemo(() => porPaciente(q.data?.data ?? []), [q.data]);
  if (!q.isLoading && linhas.length === 0) return null;
  return (
    <Card size="small" title="Solicitações aguardando agendamento" style={{ marginBottom: 12 }} loading={q.isLoading}>
      <Table<PacienteAguardando>
        size="small"
        rowKey="pacienteId"
        dataSource={linhas}
        pagination={linhas.length > 5 ? { pageSize: 5, size: 'small', showSizeChanger: false } : false}
        columns={[
          { title: 'Paciente', dataIndex: 'pacienteNome', width: 260 },
          { title: 'Exames', dataIndex: 'exames', render: (e: string[]) => <Typography.Text>{e.join(', ')}</Typography.Text> },
          { title: 'Solicitado em', dataIndex: 'dataSolicitacao', width: 120, render: (v: string) => formatDataBr(v) },
          { title: 'Solicitante', dataIndex: 'solicitanteNome', width: 220, ellipsis: true },
          {
            title: '',
            key: 'agendar',
            width: 110,
            render: (_, l) => (
              <Button
                size="small"
                icon={<CalendarOutlined />}
                aria-label={`Agendar ${l.pacienteNome}`}
                onClick={() => navigate(`${rotaCriar}/${l.pacienteId}`)}
              >
                Agendar
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
