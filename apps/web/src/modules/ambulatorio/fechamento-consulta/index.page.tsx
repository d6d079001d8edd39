import {
  type fechamentoConsultaLinhaSchema,
  formatarProcedimentoSigtap,
  hojeIso,
  type Resposta,
  StatusAtendimentoConsulta,
} from '@saude/shared';
import { Button, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { DateInput } from '../../../components/fields/DateInput';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';
import { formatarHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';

type Linha = Resposta<typeof fechamentoConsultaLinhaSchema>;
const API = '/api/ambulatorio/fechamento-consulta';

/**
 * ambulatorio/fechamento-consulta (issue 17): the day's finished consultations of the unit, closed with the SIGTAP
 * procedure that will be billed — the consultation of the professional's CBO is proposed (03.01.01.007-2 for doctors,
 * 03.01.01.004-8 for the other higher-level professionals) and can be changed. Closed ones are read-only.
 */
export default function FechamentoConsultaPage() {
  const [selecionadas, setSelecionadas] = useState<number[]>([]);
  const [procedimentos, setProcedimentos] = useState<Record<number, string>>({});
  const [fechando, setFechando] = useState(false);
  const codigo = (l: Linha) => procedimentos[l.id] ?? l.sugerido?.codigo ?? '';
  const columns: ServerColumn<Linha>[] = [
    { title: 'Hora', dataIndex: 'finalizadoEm', sorter: true, searchable: false, width: 80, render: (v: string) => formatarHora(v) },
    { title: 'Paciente', dataIndex: 'paciente', sorter: true, render: (_: unknown, l) => l.nomeSocial || l.paciente },
    { title: 'Profissional', dataIndex: 'profissional', searchable: false, width: 220 },
    { title: 'CBO', dataIndex: 'ocupacaoCodigo', searchable: false, width: 80 },
    {
      title: 'Procedimento a faturar',
      key: 'procedimento',
      width: 300,
      render: (_: unknown, l) =>
        l.status === StatusAtendimentoConsulta.FECHADO ? (
          `${formatarProcedimentoSigtap(l.procedimentoCodigo ?? '')} ${l.procedimentoNome ?? ''}`
        ) : (
          <Input
            size="small"
            aria-label={`Procedimento de ${l.paciente}`}
            maxLength={10}
            value={codigo(l)}
            placeholder="Código SIGTAP"
            onChange={(e) => setProcedimentos((p) => ({ ...p, [l.id]: e.target.value.replace(/\D/g, '') }))}
            suffix={codigo(l) === l.sugerido?.codigo ? <Tag style={{ marginInlineEnd: 0 }}>sugerido</Tag> : null}
          />
        ),
    },
    {
      title: 'Situação',
      dataIndex: 'statusNome',
      searchable: false,
      width: 110,
      render: (s: string, l) => <Tag color={l.status === 2 ? 'green' : 'blue'}>{s}</Tag>,
    },
  ];
  const table = useServerTable<Linha>({
    endpoint: `${API}/datatable`,
    columns,
    defaultSort: { field: 'finalizadoEm', dir: 'asc' },
    filters: ['data', 'situacao'],
  });
  const fechar = async () => {
    const linhas = (table.tableProps.dataSource ?? []) as Linha[];
    const itens = linhas.filter((l) => selecionadas.includes(l.id)).map((l) => ({ atendimentoId: l.id, procedimentoCodigo: codigo(l) }));
    setFechando(true);
    try {
      const r = await api.put<{ message: string }>(API, { itens });
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      setSelecionadas([]);
      void table.query.refetch();
    } catch (e) {
      handleApiError(e);
    } finally {
      setFechando(false);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader title="Fechamento de consultas" subTitle="Consultas finalizadas do dia, com o procedimento a faturar" />
      <ServerTable
        table={table}
        rowKey="id"
        searchPlaceholder="Pesquisar paciente"
        rowSelection={{
          selectedRowKeys: selecionadas,
          onChange: (k) => setSelecionadas(k as number[]),
          getCheckboxProps: (l: Linha) => ({
            disabled: l.status !== StatusAtendimentoConsulta.FINALIZADO,
            'aria-label': `Selecionar ${l.paciente}`,
          }),
        }}
        toolbar={
          <>
            <div style={{ width: 160 }}>
              <DateInput
                aria-label="Data"
                value={table.filtros.data ?? hojeIso()}
                onChange={(v) => table.setFiltro('data', (v as string | null) ?? undefined)}
              />
            </div>
            <Select
              aria-label="Situação"
              allowClear
              placeholder="Finalizadas e fechadas"
              style={{ width: 200 }}
              value={table.filtros.situacao ? Number(table.filtros.situacao) : undefined}
              options={[
                { value: 1, label: 'Finalizadas' },
                { value: 2, label: 'Fechadas' },
              ]}
              onChange={(v?: number) => table.setFiltro('situacao', v ? String(v) : undefined)}
            />
            <Button type="primary" disabled={!selecionadas.length} loading={fechando} onClick={() => void fechar()}>
              Fechar selecionadas
            </Button>
          </>
        }
      />
    </div>
  );
}
