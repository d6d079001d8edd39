import { EditOutlined, EyeOutlined, FormOutlined } from '@ant-design/icons';
import { AMB, StatusAtendimentoConsulta } from '@saude/shared';
import { Button, Form, Modal, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { TextArea } from '../../../components/fields/TextArea';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { api } from '../../../lib/api';
import { formatarDataHora } from '../../../lib/dates';
import { applyFormErrors, handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import type { LinhaAtendimento } from '../atendimento/atendimento.api';
import { VisualizarAtendimento } from '../atendimento/visualizar';

const API = '/api/ambulatorio/alteracao-consultas-finalizadas';

function Reabrir({ linha, aoFechar }: { linha: LinhaAtendimento; aoFechar: (reaberta: boolean) => void }) {
  const [form] = Form.useForm<{ motivo: string }>();
  const [salvando, setSalvando] = useState(false);
  const enviar = async ({ motivo }: { motivo: string }) => {
    setSalvando(true);
    try {
      const r = await api.put<{ message: string }>(`${API}/reabrir/${linha.id}`, { motivo });
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      aoFechar(true);
    } catch (e) {
      if (!applyFormErrors(form, e)) handleApiError(e);
    } finally {
      setSalvando(false);
    }
  };
  return (
    <Modal
      open
      title={`Reabrir consulta de ${linha.nomeSocial || linha.paciente}`}
      okText="Reabrir"
      confirmLoading={salvando}
      onOk={() => form.submit()}
      onCancel={() => aoFechar(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void enviar(v)}>
        <Form.Item name="motivo" label="Motivo da alteração" required>
          <TextArea max={1000} rows={3} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * ambulatorio/alteracao-consultas-finalizadas (issue 17): the finished and closed consultations of the unit, and
 * their reopening for a correction with a mandatory reason (kept with the consultation and in the audit trail).
 * The author then corrects it from the attendance and it is closed again for billing.
 */
export default function AlteracaoConsultasFinalizadasPage() {
  const [aberto, setAberto] = useState<number | null>(null);
  const [reabrir, setReabrir] = useState<LinhaAtendimento | null>(null);
  const navigate = useNavigate();
  // the correction is the author's (the server says so to anyone else)
  const podeCorrigir = usePermission(AMB.atendimentoCadastrar);
  const corrigir = (id: number) => navigate(`/ambulatorio/atendimento/edit/${id}`);
  const columns: ServerColumn<LinhaAtendimento>[] = [
    {
      title: 'Data e hora',
      dataIndex: 'finalizadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'Paciente', dataIndex: 'paciente', sorter: true, render: (_: unknown, l) => l.nomeSocial || l.paciente },
    { title: 'Profissional', dataIndex: 'profissional', sorter: true, searchable: false, width: 220 },
    { title: 'Problema principal', dataIndex: 'problemaPrincipal', searchable: false, ellipsis: true },
    { title: 'Situação', dataIndex: 'statusNome', searchable: false, width: 170 },
    {
      title: 'Ações',
      key: 'acoes',
      width: 110,
      align: 'center',
      render: (_: unknown, l) => (
        <Space size={0}>
          <Tooltip title="Visualizar">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`Visualizar consulta de ${l.paciente}`}
              onClick={() => setAberto(l.id)}
            />
          </Tooltip>
          {l.status === StatusAtendimentoConsulta.REABERTO && podeCorrigir && (
            <Tooltip title="Corrigir">
              <Button
                type="text"
                icon={<FormOutlined />}
                aria-label={`Corrigir consulta de ${l.paciente}`}
                onClick={() => corrigir(l.id)}
              />
            </Tooltip>
          )}
          {l.status !== StatusAtendimentoConsulta.REABERTO && (
            <Tooltip title="Reabrir para correção">
              <Button type="text" icon={<EditOutlined />} aria-label={`Reabrir consulta de ${l.paciente}`} onClick={() => setReabrir(l)} />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];
  const table = useServerTable<LinhaAtendimento>({
    endpoint: `${API}/datatable`,
    columns,
    defaultSort: { field: 'finalizadoEm', dir: 'desc' },
    filters: ['dataInicio', 'dataFim'],
  });
  return (
    <div className="sm-page">
      <PageHeader title="Alteração de consultas finalizadas" />
      <ServerTable
        table={table}
        toolbar={<BarraFiltros lista={table} periodo={{ largura: 360 }} />}
        searchPlaceholder="Pesquisar paciente"
      />
      {aberto !== null && <VisualizarAtendimento id={aberto} onFechar={() => setAberto(null)} />}
      {reabrir && (
        <Reabrir
          linha={reabrir}
          aoFechar={(feito) => {
            setReabrir(null);
            if (feito) void table.query.refetch();
          }}
        />
      )}
    </div>
  );
}
