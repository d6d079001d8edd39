import { EyeOutlined } from '@ant-design/icons';
import { Button, Card, Form, Tooltip } from 'antd';
import { useState } from 'react';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { PageHeader } from '../../../components/PageHeader';
import { formatarDataHora } from '../../../lib/dates';
import type { LinhaAtendimento } from '../atendimento/atendimento.api';
import { VisualizarAtendimento } from '../atendimento/visualizar';

const API = '/api/ambulatorio/historico-atendimento';

/**
 * ambulatorio/historico-atendimento (issue 17): a patient's outpatient attendances in every unit, newest first; each
 * opens read-only. The patient stays in the URL; the list and each attendance are audited reads of the record.
 */
export default function HistoricoAtendimentoPage() {
  const [aberto, setAberto] = useState<number | null>(null);
  const columns: ServerColumn<LinhaAtendimento>[] = [
    {
      title: 'Data e hora',
      dataIndex: 'finalizadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'Unidade', dataIndex: 'unidade', searchable: false, width: 220 },
    { title: 'Especialidade', dataIndex: 'especialidade', searchable: false, width: 180 },
    { title: 'Profissional', dataIndex: 'profissional', sorter: true, searchable: false, width: 220 },
    { title: 'Problema principal', dataIndex: 'problemaPrincipal', searchable: false, ellipsis: true },
    {
      title: 'Ações',
      key: 'acoes',
      width: 70,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title="Visualizar">
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label={`Visualizar atendimento de ${formatarDataHora(l.finalizadoEm)}`}
            onClick={() => setAberto(l.id)}
          />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<LinhaAtendimento>({
    endpoint: `${API}/datatable`,
    columns,
    defaultSort: { field: 'finalizadoEm', dir: 'desc' },
    filters: ['pacienteId'],
    requireSearch: true,
  });
  const pacienteId = table.filtros.pacienteId;
  return (
    <div className="sm-page">
      <PageHeader title="Histórico de atendimentos" subTitle="Atendimentos ambulatoriais do paciente" />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Form layout="vertical">
          <Form.Item label="Paciente" style={{ marginBottom: 0, maxWidth: 520 }}>
            <Autocomplete
              url="/api/cadastro/paciente/autocomplete"
              label="Paciente"
              placeholder="Nome, CPF ou CNS do paciente"
              optionLabel="label"
              value={pacienteId ? Number(pacienteId) : null}
              onChange={(v) => table.setFiltro('pacienteId', v ? String(v) : undefined)}
            />
          </Form.Item>
        </Form>
      </Card>
      {pacienteId ? <ServerTable table={table} searchPlaceholder="Pesquisar" /> : null}
      {aberto !== null && <VisualizarAtendimento id={aberto} base={API} onFechar={() => setAberto(null)} />}
    </div>
  );
}
