import { DeleteOutlined, EditOutlined, LockOutlined, PlusOutlined, UnlockOutlined } from '@ant-design/icons';
import type { ColumnDef, ResourceDef } from '@saude/shared';
import { Button, Select, Space, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { formatarData, formatarDataHora } from '../../lib/dates';
import { feedback } from '../../lib/feedback';
import { usePermission } from '../Authorized';
import { confirmarExclusao, confirmDialog } from '../confirm';
import { PageHeader } from '../PageHeader';
import type { ServerColumn } from './datatable';
import { FiltroDoBanco } from './FiltroDoBanco';
import { ServerTable } from './ServerTable';
import { useServerTable } from './use-server-table';

type Row = Record<string, unknown> & { id: number; bloqueado?: boolean };

function renderPadrao(c: ColumnDef): ServerColumn<Row>['render'] {
  if (c.data === 'bloqueado') return (v: boolean) => <Tag color={v ? 'red' : 'green'}>{v ? 'Bloqueado' : 'Ativo'}</Tag>;
  switch (c.tipo) {
    case 'booleano':
      return (v: boolean) => (v ? 'Sim' : 'Não');
    case 'data':
      return (v: string) => formatarData(v);
    case 'dataHora':
      return (v: string) => formatarDataHora(v);
    default:
      return undefined;
  }
}

interface Props {
  resource: ResourceDef;
  /** Column renders by data name, where the plain value is not enough. */
  render?: Record<string, (value: any, row: Row) => ReactNode>;
  subTitle?: ReactNode;
  /** The block/unblock verbs as the screen names them (e.g. Desativar/Ativar); the routes stay the same. */
  rotulosBloqueio?: { bloquear: string; desbloquear: string };
  /**
   * Row actions of this resource beyond edit, block and delete (shown after edit; each checks its own
   * permission). `recarregar(mensagem)` shows the success notice and refetches the list.
   */
  acoesExtras?: (row: any, ctx: { nome: string; recarregar: (mensagem: string) => Promise<void> }) => ReactNode;
  /** Width of the actions column when there are extra actions (about 40 px per button). */
  larguraAcoes?: number;
}

/** An icon button of a row's actions, named for screen readers ("Editar: Guichê 2"). */
export function AcaoLinha({
  titulo,
  icone,
  nome,
  onClick,
  danger,
}: {
  titulo: string;
  icone: ReactNode;
  nome: string;
  onClick: () => void;
  danger?: boolean;
}) {
  return (
    <Tooltip title={titulo}>
      <Button type="text" danger={danger} icon={icone} aria-label={`${titulo}: ${nome}`} onClick={onClick} />
    </Tooltip>
  );
}

/**
 * The list page of a registry resource: server-paged table from the declaration, "Novo", and the
 * row actions the user may take (edit, block/unblock, delete), each hidden without its permission.
 */
const ROTULOS_BLOQUEIO = { bloquear: 'Bloquear', desbloquear: 'Desbloquear' };

export function ResourceIndexPage({
  resource,
  render = {},
  subTitle,
  rotulosBloqueio = ROTULOS_BLOQUEIO,
  acoesExtras,
  larguraAcoes = 140,
}: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const pode = {
    cadastrar: usePermission(resource.permissoes.cadastrar) && !!resource.acoes.cadastrar,
    editar: usePermission(resource.permissoes.editar) && !!resource.acoes.editar,
    excluir: usePermission(resource.permissoes.excluir) && !!resource.acoes.excluir,
    bloquear: usePermission(resource.permissoes.bloquear) && !!resource.acoes.bloquear,
  };
  const lista = `${location.pathname}${location.search}`;
  const recarregar = async (msg: string) => {
    feedback.notification.success({ title: 'Sucesso', description: msg });
    await table.query.refetch();
  };
  const acao = async (fn: () => Promise<unknown>, msg: string) => {
    await fn();
    await recarregar(msg);
  };

  const columns: ServerColumn<Row>[] = resource.columns.map((c) => ({
    title: c.title,
    dataIndex: c.data,
    sorter: !!c.sortable,
    searchable: !!c.searchable,
    width: c.width,
    render: render[c.data] ?? renderPadrao(c),
  }));
  if (pode.editar || pode.excluir || pode.bloquear || acoesExtras) {
    columns.push({
      title: 'Ações',
      key: 'acoes',
      width: larguraAcoes,
      align: 'center',
      render: (_: unknown, row: Row) => {
        const nome = String(row.nome ?? row.descricao ?? row.titulo ?? row.id);
        return (
          <Space size={0}>
            {pode.editar && (
              <AcaoLinha
                titulo="Editar"
                icone={<EditOutlined />}
                nome={nome}
                onClick={() => navigate(`${resource.path}/edit/${row.id}`, { state: { lista } })}
              />
            )}
            {acoesExtras?.(row, { nome, recarregar })}
            {pode.bloquear && (
              <Tooltip title={row.bloqueado ? rotulosBloqueio.desbloquear : rotulosBloqueio.bloquear}>
                <Button
                  type="text"
                  icon={row.bloqueado ? <UnlockOutlined /> : <LockOutlined />}
                  aria-label={`${row.bloqueado ? rotulosBloqueio.desbloquear : rotulosBloqueio.bloquear}: ${nome}`}
                  onClick={() =>
                    confirmDialog({
                      content: `Deseja realmente ${(row.bloqueado ? rotulosBloqueio.desbloquear : rotulosBloqueio.bloquear).toLowerCase()} o item selecionado?`,
                      onConfirm: () =>
                        acao(
                          () => api.put(`${resource.apiPath}/${row.bloqueado ? 'desbloquear' : 'bloquear'}/${row.id}`),
                          `Registro ${(row.bloqueado ? rotulosBloqueio.desbloquear : rotulosBloqueio.bloquear).toLowerCase().replace(/r$/, 'do')}.`,
                        ),
                    })
                  }
                />
              </Tooltip>
            )}
            {pode.excluir && (
              <Tooltip title="Excluir">
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Excluir: ${nome}`}
                  onClick={() => confirmarExclusao(() => acao(() => api.delete(`${resource.apiPath}/${row.id}`), 'Registro excluído.'))}
                />
              </Tooltip>
            )}
          </Space>
        );
      },
    });
  }
  const filtros = resource.filtros ?? [];
  const table = useServerTable<Row>({
    endpoint: `${resource.apiPath}/datatable`,
    columns,
    defaultSort: { field: resource.defaultOrder.column, dir: resource.defaultOrder.dir },
    filters: filtros.map((f) => f.name),
  });
  const toolbar = filtros.map((f) =>
    f.fonte ? (
      <FiltroDoBanco
        key={f.name}
        fonte={f.fonte}
        label={f.label}
        value={table.filtros[f.name]}
        onChange={(v) => table.setFiltro(f.name, v)}
      />
    ) : (
      <Select
        key={f.name}
        allowClear
        aria-label={f.label}
        placeholder={f.label}
        style={{ width: 180 }}
        value={table.filtros[f.name]}
        onChange={(v?: string) => table.setFiltro(f.name, v)}
        options={f.opcoes}
      />
    ),
  );

  return (
    <div className="sm-page">
      <PageHeader
        title={resource.nomePlural}
        subTitle={subTitle}
        extra={
          pode.cadastrar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${resource.path}/create`, { state: { lista } })}>
              Novo
            </Button>
          )
        }
      />
      <ServerTable table={table} toolbar={toolbar} searchPlaceholder={`Pesquisar ${resource.nomePlural.toLowerCase()}`} />
    </div>
  );
}
