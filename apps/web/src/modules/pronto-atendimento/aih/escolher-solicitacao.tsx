import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { PA, StatusAih } from '@saude/shared';
import { Button, Card, Form, Tag, Tooltip, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { formatarDataHora } from '../../../lib/dates';
import { AIH_API, type AihLinha, LISTA_AIH_URL } from './aih.api';
import { COR_STATUS_AIH } from './index.page';
import { BuscaPacienteAih } from './paciente.busca';

/**
 * aih/edit without an id (spec 000 §2.3: edit/{id?}): find the patient, then choose among their AIH requests,
 * newest first. The patient stays in the URL (`pacienteId`), so "Voltar" from the request comes back here.
 */
export function EscolherSolicitacao() {
  const navigate = useNavigate();
  const location = useLocation();
  const podeEditar = usePermission(PA.aihEditar);
  const columns: ServerColumn<AihLinha>[] = [
    {
      title: 'Solicitada em',
      dataIndex: 'solicitadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'Procedimento', dataIndex: 'procedimento', sorter: true, render: (v: string, l) => `${l.procedimentoCodigo} - ${v}` },
    { title: 'FAA nº', dataIndex: 'atendimentoNumero', width: 120, render: (v: number | null) => v ?? '-' },
    { title: 'Caráter', dataIndex: 'caraterNome', width: 100 },
    {
      title: 'Situação',
      dataIndex: 'status',
      sorter: true,
      width: 130,
      render: (v: number, l) => <Tag color={COR_STATUS_AIH[v]}>{l.statusNome}</Tag>,
    },
    { title: 'Nº da AIH', dataIndex: 'numeroAih', width: 140, render: (v: string | null) => v ?? '-' },
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, l) => {
        const editavel = podeEditar && l.status === StatusAih.SOLICITADA;
        const rotulo = editavel ? 'Editar' : 'Visualizar';
        return (
          <Tooltip title={rotulo}>
            <Button
              type="text"
              icon={editavel ? <EditOutlined /> : <EyeOutlined />}
              aria-label={`${rotulo}: ${l.procedimento}, ${formatarDataHora(l.solicitadoEm)}`}
              onClick={() =>
                navigate(`/pronto-atendimento/aih/edit/${l.id}`, { state: { lista: `${location.pathname}${location.search}` } })
              }
            />
          </Tooltip>
        );
      },
    },
  ];
  const table = useServerTable<AihLinha>({
    endpoint: `${AIH_API}/datatable`,
    columns,
    defaultSort: { field: 'solicitadoEm', dir: 'desc' },
    filters: ['pacienteId'],
    enabled: Boolean(new URLSearchParams(location.search).get('pacienteId')),
  });
  const pacienteId = Number(table.filtros.pacienteId) || null;
  const nome = table.tableProps.dataSource?.[0]?.paciente;

  return (
    <div className="sm-page">
      <PageHeader
        title="Solicitação de AIH"
        subTitle="Escolha o paciente e, entre as suas solicitações, a que deseja abrir."
        extra={<Button onClick={() => navigate(LISTA_AIH_URL)}>Voltar</Button>}
      />
      <Card title="Paciente" style={{ marginBottom: 16 }}>
        <Form layout="vertical">
          <Form.Item label="Paciente" htmlFor="aih-edit-paciente" style={{ maxWidth: 720, marginBottom: 0 }}>
            <BuscaPacienteAih id="aih-edit-paciente" onEscolher={(id) => table.setFiltro('pacienteId', String(id))} />
          </Form.Item>
        </Form>
      </Card>
      {pacienteId && (
        <Card title={nome ? `Solicitações de ${nome}` : 'Solicitações do paciente'}>
          <ServerTable table={table} />
        </Card>
      )}
      {!pacienteId && <Typography.Text type="secondary">As solicitações aparecem depois de escolhido o paciente.</Typography.Text>}
    </div>
  );
}
