import { CheckOutlined } from '@ant-design/icons';
import { LAB, SITUACOES_EXAME_LAB } from '@saude/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { DateInput } from '../../../components/fields';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData, formatarDataHora, hoje } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { coletaApi } from '../coleta/coleta.api';
import { TagExame } from '../coleta/comum';

interface Linha {
  id: number;
  numero: number;
  data: string;
  paciente: string;
  exame: string;
  sigla: string;
  laboratorio: string;
  situacao: number;
  coletadaEm: string | null;
  realizadoEm: string | null;
}
const COLETADOS = [2, 4, 5, 6];
const REALIZADO = [
  { value: '1', label: 'A confirmar (coletados)' },
  { value: '2', label: 'Confirmados' },
];

const colunas: ServerColumn<Linha>[] = [
  { title: 'Data', dataIndex: 'data', width: 100, sorter: true, render: (v: string) => formatarData(v) },
  { title: 'Nº agendamento', dataIndex: 'numero', width: 130, sorter: true },
  { title: 'Paciente', dataIndex: 'paciente', sorter: true },
  { title: 'Exame', dataIndex: 'exame', sorter: true, render: (v: string, l) => `${l.sigla} — ${v}` },
  { title: 'Laboratório', dataIndex: 'laboratorio', width: 220, searchable: false },
  {
    title: 'Situação',
    dataIndex: 'situacao',
    width: 170,
    sorter: true,
    searchable: false,
    render: (v: number) => <TagExame situacao={v} />,
  },
  { title: 'Coleta', dataIndex: 'coletadaEm', width: 140, searchable: false, render: (v: string | null) => formatarDataHora(v) },
  { title: 'Realizado em', dataIndex: 'realizadoEm', width: 140, searchable: false, render: (v: string | null) => formatarDataHora(v) },
];

/**
 * exame-laboratorial/exame-agendado-realizado (spec 000 §2.3; issue 21): the scheduled exams of a period with their
 * status; the selected collected ones are confirmed as performed. The create page opens on those still to confirm.
 */
export function ExameAgendadoRealizado({ paraConfirmar = false }: { paraConfirmar?: boolean }) {
  const podeConfirmar = usePermission(LAB.realizadoCadastrar);
  const qc = useQueryClient();
  const [selecionados, setSelecionados] = useState<number[]>([]);
  const table = useServerTable<Linha>({
    endpoint: '/api/exame-laboratorial/exame-agendado-realizado/datatable',
    columns: colunas,
    defaultSort: { field: 'data', dir: 'asc' },
    filters: ['dataInicio', 'dataFim', 'situacao', 'realizado'],
    enabled: true,
  });
  const { filtros, setFiltro } = table;
  // the period starts as today, and the create page on the exams still to confirm
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render fills the defaults
  useEffect(() => {
    if (!filtros.dataInicio) setFiltro('dataInicio', hoje());
    if (!filtros.dataFim) setTimeout(() => setFiltro('dataFim', hoje()), 0);
    if (paraConfirmar && !filtros.realizado) setTimeout(() => setFiltro('realizado', '1'), 0);
  }, []);
  const confirmar = async () => {
    try {
      const r = await coletaApi.confirmarRealizados(selecionados);
      feedback.notification.success({ title: 'Sucesso', description: `${r.confirmados} exame(s) confirmado(s) como realizado(s).` });
      setSelecionados([]);
      await qc.invalidateQueries({ queryKey: ['/api/exame-laboratorial/exame-agendado-realizado/datatable'] });
      await table.query.refetch();
    } catch (e) {
      handleApiError(e);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader title={paraConfirmar ? 'Confirmar exames realizados' : 'Exames agendados e realizados'} />
      <ServerTable<Linha>
        table={table}
        searchPlaceholder="Paciente, exame ou nº"
        rowSelection={
          podeConfirmar
            ? {
                selectedRowKeys: selecionados,
                onChange: (k) => setSelecionados(k as number[]),
                getCheckboxProps: (l) => ({ disabled: !COLETADOS.includes(l.situacao) || !!l.realizadoEm }),
              }
            : undefined
        }
        toolbar={
          <Space wrap>
            <Typography.Text>Período</Typography.Text>
            <div style={{ width: 140 }}>
              <DateInput aria-label="Data inicial" value={filtros.dataInicio ?? null} onChange={(v) => v && setFiltro('dataInicio', v)} />
            </div>
            <div style={{ width: 140 }}>
              <DateInput aria-label="Data final" value={filtros.dataFim ?? null} onChange={(v) => v && setFiltro('dataFim', v)} />
            </div>
            <Select
              aria-label="Situação"
              placeholder="Situação"
              allowClear
              style={{ width: 200 }}
              value={filtros.situacao ? Number(filtros.situacao) : undefined}
              options={SITUACOES_EXAME_LAB.map((s) => ({ ...s }))}
              onChange={(v) => setFiltro('situacao', v ? String(v) : undefined)}
            />
            <Select
              aria-label="Confirmação"
              placeholder="Confirmação"
              allowClear
              style={{ width: 220 }}
              value={filtros.realizado}
              options={REALIZADO}
              onChange={(v) => setFiltro('realizado', v)}
            />
            {podeConfirmar && (
              <Button type="primary" icon={<CheckOutlined />} disabled={!selecionados.length} onClick={confirmar}>
                Confirmar realizados ({selecionados.length})
              </Button>
            )}
          </Space>
        }
      />
    </div>
  );
}

export default function ExameAgendadoRealizadoIndexPage() {
  return <ExameAgendadoRealizado />;
}
