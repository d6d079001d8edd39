import { DeleteOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Space, Table, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../lib/errors';
import { usePermission } from '../Authorized';
import { confirmarExclusao } from '../confirm';
import { PageHeader } from '../PageHeader';
import { type Supervisor, type SupervisoresDoModulo, supervisoresApi, urlsSupervisores } from './supervisores.api';

/** `<modulo>/supervisor/index` (spec 000 §2.3): who supervises the module, with removal for who may change it. */
export function SupervisoresIndex({ modulo }: { modulo: SupervisoresDoModulo }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const podeEditar = usePermission(modulo.permissaoEditar);
  const sup = supervisoresApi(modulo);
  const urls = urlsSupervisores(modulo);
  const lista = useQuery({ queryKey: sup.chave, queryFn: sup.listar });
  const remover = (s: Supervisor) =>
    confirmarExclusao(async () => {
      try {
        await sup.remover(s.id);
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
        subTitle={modulo.descricao}
        extra={
          podeEditar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(urls.novo)}>
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
                      onClick={() => navigate(urls.ver(s.id))}
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
