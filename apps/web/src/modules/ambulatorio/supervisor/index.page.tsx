import { DeleteOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { AMB } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Space, Table, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmarExclusao } from '../../../components/confirm';
import { PageHeader } from '../../../components/PageHeader';
import { handleApiError } from '../../../lib/errors';
import { type Supervisor, supervisorApi } from './supervisor.api';

/**
 * ambulatorio/supervisor/index (spec 000 §2.3): who supervises the outpatient clinic — a supervisor books the
 * patient the no-show policy holds back (parametrização).
 */
export default function SupervisorIndexPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const podeEditar = usePermission(AMB.supervisorEditar);
  const lista = useQuery({ queryKey: ['ambulatorio', 'supervisor'], queryFn: supervisorApi.listar });
  const remover = (s: Supervisor) =>
    confirmarExclusao(async () => {
      try {
        await supervisorApi.remover(s.id);
        message.success('Supervisor removido.');
        await lista.refetch();
      } catch (e) {
        handleApiError(e);
      }
    });
  return (
    <div className="sm-page">
      <PageHeader
        title="Supervisores"
        subTitle="Supervisores do ambulatório: autorizam o agendamento de quem atingiu o limite de faltas."
        extra={
          podeEditar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/ambulatorio/supervisor/create')}>
              Novo supervisor
            </Button>
          )
        }
      />
      <Card>
        <Table<Supervisor>
          rowKey="id"
          size="middle"
          loading={lista.isFetching}
          dataSource={lista.data?.data ?? []}
          pagination={false}
          locale={{ emptyText: 'Não há registros para exibir' }}
          columns={[
            { title: 'Usuário', dataIndex: 'usuarioNome' },
            { title: 'Login', dataIndex: 'login', width: 200 },
            {
              title: 'Ações',
              key: 'acoes',
              width: 110,
              align: 'center',
              fixed: 'right',
              render: (_, s) => (
                <Space size={0}>
                  <Tooltip title="Visualizar">
                    <Button
                      type="text"
                      icon={<EyeOutlined />}
                      aria-label={`Visualizar: ${s.usuarioNome}`}
                      onClick={() => navigate(`/ambulatorio/supervisor/edit/${s.id}`)}
                    />
                  </Tooltip>
                  {podeEditar && (
                    <Tooltip title="Excluir">
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Excluir: ${s.usuarioNome}`}
                        onClick={() => remover(s)}
                      />
                    </Tooltip>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
