import { DeleteOutlined, EditOutlined, LockOutlined, PlusOutlined, UnlockOutlined } from '@ant-design/icons';
import {
  centroCustoSchema,
  infraestruturaSchema,
  type locaisDaUnidadeSchema,
  mensagens,
  type Resposta,
  unidadeResource,
} from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Form, Input, Modal, Select, Skeleton, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import { api } from '../../../lib/api';
import { applyFormErrors } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/zod-rule';

export interface SetorOpcao {
  id: number;
  nome: string;
}
type Local = Resposta<typeof locaisDaUnidadeSchema>['data'][number];
type Centro = Local['centrosCusto'][number];

/** What the modal edits: a location, or a cost centre of a location. */
type Edicao = { tipo: 'local'; local?: Local } | { tipo: 'centro'; local: Local; centro?: Centro };

const base = unidadeResource.apiPath;
const situacao = (bloqueado: boolean) => (bloqueado ? <Tag color="red">Bloqueado</Tag> : <Tag color="green">Ativo</Tag>);

function EdicaoModal({
  edicao,
  setores,
  salvar,
  onFechar,
}: {
  edicao: Edicao;
  setores: SetorOpcao[];
  salvar: (valores: Record<string, unknown>) => Promise<unknown>;
  onFechar: () => void;
}) {
  const [form] = Form.useForm();
  const [salvando, setSalvando] = useState(false);
  const centro = edicao.tipo === 'centro';
  const atual = edicao.tipo === 'centro' ? edicao.centro : edicao.local;
  const titulo = `${atual ? 'Editar' : 'Adicionar'} ${centro ? 'centro de custo' : 'local de atendimento'}`;
  const enviar = async (valores: Record<string, unknown>) => {
    setSalvando(true);
    try {
      await salvar(valores);
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
      onFechar();
    } catch (e) {
      applyFormErrors(form, e);
    } finally {
      setSalvando(false);
    }
  };
  return (
    <Modal
      open
      title={titulo}
      okText="Salvar"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={onFechar}
      confirmLoading={salvando}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={atual ?? {}} onFinish={enviar}>
        {edicao.tipo === 'centro' ? <p>Local: {edicao.local.nome}</p> : null}
        <Form.Item label="Nome" name="nome" required rules={[zodRule(centro ? centroCustoSchema : infraestruturaSchema, 'nome')]}>
          <Input maxLength={100} />
        </Form.Item>
        {centro ? (
          <Form.Item label="Setor" name="setorId" required rules={[zodRule(centroCustoSchema, 'setorId')]}>
            <Select
              aria-label="Setor"
              showSearch={{ optionFilterProp: 'label' }}
              options={setores.map((s) => ({ value: s.id, label: s.nome }))}
            />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}

/**
 * The unit's service locations and their cost centres (placements point at both). Each change is
 * its own call; one in use cannot be deleted and the server says so: block it instead.
 */
export function LocaisSection({ unidadeId, setores }: { unidadeId: number; setores: SetorOpcao[] }) {
  const pode = usePermission(unidadeResource.permissoes.editar);
  const [edicao, setEdicao] = useState<Edicao | null>(null);
  const locais = useQuery({
    queryKey: ['unidade-locais', unidadeId],
    queryFn: () => api.get<Resposta<typeof locaisDaUnidadeSchema>>(`${base}/${unidadeId}/locais`),
  });
  const recarregar = () => locais.refetch();

  const salvar = (valores: Record<string, unknown>) => {
    if (!edicao) return Promise.resolve();
    if (edicao.tipo === 'local')
      return edicao.local
        ? api.put(`${base}/infraestrutura/${edicao.local.id}`, valores)
        : api.post(`${base}/${unidadeId}/infraestrutura`, valores);
    return edicao.centro
      ? api.put(`${base}/centro-custo/${edicao.centro.id}`, valores)
      : api.post(`${base}/infraestrutura/${edicao.local.id}/centro-custo`, valores);
  };
  const alternar = async (caminho: string, bloqueado: boolean) => {
    await api.put(`${caminho}/${bloqueado ? 'desbloquear' : 'bloquear'}`);
    feedback.notification.success({ title: 'Sucesso', description: bloqueado ? 'Registro desbloqueado.' : 'Registro bloqueado.' });
    await recarregar();
  };
  const excluir = (caminho: string) =>
    confirmDialog({
      title: 'Confirmação de exclusão',
      content: 'Deseja realmente excluir o item selecionado?',
      danger: true,
      onConfirm: async () => {
        await api.delete(caminho);
        feedback.notification.success({ title: 'Sucesso', description: 'Registro excluído com sucesso!' });
        await recarregar();
      },
    });

  const acoes = (rotulo: string, caminho: string, bloqueado: boolean, editar: () => void) =>
    pode ? (
      <Space size={4}>
        <Tooltip title="Editar">
          <Button size="small" icon={<EditOutlined />} aria-label={`Editar ${rotulo}`} onClick={editar} />
        </Tooltip>
        <Tooltip title={bloqueado ? 'Desbloquear' : 'Bloquear'}>
          <Button
            size="small"
            icon={bloqueado ? <UnlockOutlined /> : <LockOutlined />}
            aria-label={`${bloqueado ? 'Desbloquear' : 'Bloquear'} ${rotulo}`}
            onClick={() => void alternar(caminho, bloqueado)}
          />
        </Tooltip>
        <Tooltip title="Excluir">
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Excluir ${rotulo}`} onClick={() => excluir(caminho)} />
        </Tooltip>
      </Space>
    ) : null;

  if (!locais.data) return <Skeleton active />;
  return (
    <Flex vertical gap={12}>
      {locais.data.data.length === 0 ? <Empty description="Nenhum local de atendimento cadastrado." /> : null}
      {locais.data.data.map((local) => (
        <Card
          key={local.id}
          size="small"
          title={
            <Space>
              {local.nome}
              {situacao(local.bloqueado)}
            </Space>
          }
          extra={acoes(`local: ${local.nome}`, `${base}/infraestrutura/${local.id}`, local.bloqueado, () =>
            setEdicao({ tipo: 'local', local }),
          )}
        >
          <Table<Centro>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={local.centrosCusto}
            locale={{ emptyText: 'Nenhum centro de custo neste local.' }}
            columns={[
              { title: 'Centro de custo', dataIndex: 'nome' },
              { title: 'Setor', dataIndex: 'setorNome' },
              { title: 'Situação', dataIndex: 'bloqueado', render: situacao, width: 110 },
              ...(pode
                ? [
                    {
                      title: 'Ações',
                      key: 'acoes',
                      width: 130,
                      render: (_: unknown, c: Centro) =>
                        acoes(`centro de custo: ${c.nome}`, `${base}/centro-custo/${c.id}`, c.bloqueado, () =>
                          setEdicao({ tipo: 'centro', local, centro: c }),
                        ),
                    },
                  ]
                : []),
            ]}
          />
          {pode ? (
            <Button type="link" icon={<PlusOutlined />} onClick={() => setEdicao({ tipo: 'centro', local })}>
              Adicionar centro de custo
            </Button>
          ) : null}
        </Card>
      ))}
      {pode ? (
        <div>
          <Button icon={<PlusOutlined />} onClick={() => setEdicao({ tipo: 'local' })}>
            Adicionar local de atendimento
          </Button>
        </div>
      ) : null}
      {edicao ? (
        <EdicaoModal
          edicao={edicao}
          setores={setores}
          salvar={salvar}
          onFechar={() => {
            setEdicao(null);
            void recarregar();
          }}
        />
      ) : null}
    </Flex>
  );
}
