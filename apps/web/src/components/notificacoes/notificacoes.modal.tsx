import { EyeOutlined } from '@ant-design/icons';
import type { NotificacaoRecebida } from '@saude/shared';
import { Button, Modal, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { formatarDataHora } from '../../lib/dates';
import { useNotificacoesRecebidas } from './notificacoes.api';

/** 'Notificações' of spec 000 §2.5: the placement's received notifications, newest first. */
export function NotificacoesModal({
  open,
  lotacaoId,
  onClose,
  onAbrir,
}: {
  open: boolean;
  lotacaoId: number;
  onClose: () => void;
  onAbrir: (n: NotificacaoRecebida) => void;
}) {
  const query = useNotificacoesRecebidas(lotacaoId, open);
  const colunas: TableColumnsType<NotificacaoRecebida> = [
    {
      title: 'Data/Hora',
      dataIndex: 'dataHoraAtualizacao',
      width: 150,
      defaultSortOrder: 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
      sorter: (a, b) => a.dataHoraAtualizacao.localeCompare(b.dataHoraAtualizacao),
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'Tipo', dataIndex: 'tipoNome', width: 130 },
    { title: 'Título', dataIndex: 'titulo', render: (v: string, n) => (n.visualizado ? v : <strong>{v}</strong>) },
    {
      title: 'Visualizada',
      dataIndex: 'visualizado',
      width: 110,
      render: (v: boolean) => (v ? <Tag>Sim</Tag> : <Tag color="blue">Não</Tag>),
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, n) => (
        <Tooltip title="Abrir mensagem">
          <Button type="text" icon={<EyeOutlined />} aria-label={`Abrir mensagem: ${n.titulo}`} onClick={() => onAbrir(n)} />
        </Tooltip>
      ),
    },
  ];
  return (
    <Modal open={open} title="Notificações" onCancel={onClose} footer={null} width={860} destroyOnHidden>
      <Table<NotificacaoRecebida>
        rowKey="id"
        size="middle"
        columns={colunas}
        dataSource={query.data?.data ?? []}
        loading={query.isFetching}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: 'Não há registros para exibir' }}
        onRow={(n) => ({ onDoubleClick: () => onAbrir(n) })}
      />
    </Modal>
  );
}
