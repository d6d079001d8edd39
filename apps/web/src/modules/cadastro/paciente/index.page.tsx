import { EditOutlined, EyeOutlined, LockOutlined, PlusOutlined, UnlockOutlined } from '@ant-design/icons';
import { formatCns, formatDataBr, type pacienteLinhaSchema, pacienteResource, type Resposta } from '@saude/shared';
import { Button, Flex, Select, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { api } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';
import { formatarCpf } from './paciente-payload';

type Linha = Resposta<typeof pacienteLinhaSchema>;

const FLAGS = ['with_paciente_bloqueado', 'with_paciente_provisorio'] as const;

/**
 * cadastro/paciente/index: one search box (name or mother's name without accents, CPF, CNS or
 * birth date), the spec's flags as switches, and the patient's situation at a glance.
 */
export default function PacienteIndexPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const lista = `${location.pathname}${location.search}`;
  const pode = {
    cadastrar: usePermission(pacienteResource.permissoes.cadastrar),
    editar: usePermission(pacienteResource.permissoes.editar),
    bloquear: usePermission(pacienteResource.permissoes.bloquear),
  };

  const columns: ServerColumn<Linha>[] = [
    {
      title: 'Nome / nome social',
      dataIndex: 'nome',
      sorter: true,
      searchable: true,
      render: (_: string, r: Linha) => (
        <Space direction="vertical" size={0}>
          <span>{r.nome}</span>
          {r.nomeSocial && r.nome !== r.nomeCivil && <Typography.Text type="secondary">Nome civil: {r.nomeCivil}</Typography.Text>}
          {r.nomeSocial && r.nome === r.nomeCivil && <Typography.Text type="secondary">Nome social: {r.nomeSocial}</Typography.Text>}
        </Space>
      ),
    },
    { title: 'CPF', dataIndex: 'cpf', sorter: true, render: (v: string | null) => (v ? formatarCpf(v) : '') },
    { title: 'CNS', dataIndex: 'cns', sorter: true, render: (v: string | null) => (v ? formatCns(v) : '') },
    {
      title: 'Nascimento / idade',
      dataIndex: 'dataNascimento',
      sorter: true,
      render: (v: string | null, r: Linha) => (v ? `${formatDataBr(v)} (${r.idade} ${r.idade === 1 ? 'ano' : 'anos'})` : ''),
    },
    { title: 'Mãe', dataIndex: 'nomeMae', sorter: true },
    {
      title: 'Situação',
      dataIndex: 'bloqueado',
      sorter: true,
      render: (_: boolean, r: Linha) => (
        <Space size={4} wrap>
          <Tag color={r.bloqueado ? 'red' : 'green'}>{r.bloqueado ? 'Bloqueado' : 'Ativo'}</Tag>
          {r.provisorio && <Tag color="orange">Provisório</Tag>}
          {r.dataObito && <Tag>Óbito</Tag>}
        </Space>
      ),
    },
  ];
  if (pode.editar || pode.bloquear) {
    columns.push({
      title: 'Ações',
      key: 'acoes',
      width: 110,
      align: 'center',
      render: (_: unknown, r: Linha) => (
        <Space size={0}>
          <Tooltip title={pode.editar ? 'Editar' : 'Visualizar'}>
            <Button
              type="text"
              icon={pode.editar ? <EditOutlined /> : <EyeOutlined />}
              aria-label={`${pode.editar ? 'Editar' : 'Visualizar'}: ${r.nome}`}
              onClick={() => navigate(`/cadastro/paciente/edit/${r.id}`, { state: { lista } })}
            />
          </Tooltip>
          {pode.bloquear && (
            <Tooltip title={r.bloqueado ? 'Desbloquear' : 'Bloquear'}>
              <Button
                type="text"
                icon={r.bloqueado ? <UnlockOutlined /> : <LockOutlined />}
                aria-label={`${r.bloqueado ? 'Desbloquear' : 'Bloquear'}: ${r.nome}`}
                onClick={() =>
                  confirmDialog({
                    content: `Deseja realmente ${r.bloqueado ? 'desbloquear' : 'bloquear'} o item selecionado?`,
                    onConfirm: async () => {
                      await api.put(`/api/cadastro/paciente/${r.bloqueado ? 'desbloquear' : 'bloquear'}/${r.id}`);
                      feedback.notification.success({
                        title: 'Sucesso',
                        description: r.bloqueado ? 'Registro desbloqueado.' : 'Registro bloqueado.',
                      });
                      await table.query.refetch();
                    },
                  })
                }
              />
            </Tooltip>
          )}
        </Space>
      ),
    });
  }

  // no default sort: while searching by name the server orders by similarity
  const table = useServerTable<Linha>({
    endpoint: '/api/cadastro/paciente/datatable',
    columns,
    filters: ['situacao', ...FLAGS],
  });
  const situacao = pacienteResource.filtros?.[0];
  const toolbar = (
    <Flex gap={16} align="center" wrap>
      <Select
        allowClear
        aria-label="Situação"
        placeholder="Situação"
        style={{ width: 220 }}
        value={table.filtros.situacao}
        onChange={(v?: string) => table.setFiltro('situacao', v)}
        options={situacao?.opcoes}
      />
      <Space>
        <Switch
          aria-label="Incluir bloqueados"
          checked={table.filtros.with_paciente_bloqueado === 'true'}
          onChange={(v) => table.setFiltro('with_paciente_bloqueado', v ? 'true' : undefined)}
        />
        Incluir bloqueados
      </Space>
      <Space>
        <Switch
          aria-label="Incluir provisórios"
          checked={table.filtros.with_paciente_provisorio === 'true'}
          onChange={(v) => table.setFiltro('with_paciente_provisorio', v ? 'true' : undefined)}
        />
        Incluir provisórios (desconhecidos)
      </Space>
    </Flex>
  );

  return (
    <div className="sm-page">
      <PageHeader
        title="Pacientes"
        subTitle="Pesquise por nome ou nome da mãe (sem acentos, em parte), CPF, CNS ou data de nascimento (dd/mm/aaaa)."
        extra={
          pode.cadastrar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/cadastro/paciente/create', { state: { lista } })}>
              Novo
            </Button>
          )
        }
      />
      <ServerTable table={table} toolbar={toolbar} searchPlaceholder="Nome, mãe, CPF, CNS ou dd/mm/aaaa" />
    </div>
  );
}
