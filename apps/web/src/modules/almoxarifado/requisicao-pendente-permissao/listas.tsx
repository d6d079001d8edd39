import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { ALM, OrigemPermissaoNome } from '@saude/shared';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmarExclusao } from '../../../components/confirm';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { SelecaoFiltro } from '../../../components/workflow/BarraFiltros';
import type { OpcaoFiltro } from '../../../components/workflow/filtros-lista';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { feedback } from '../../../lib/feedback';
import { TagSituacaoItem } from '../requisicao/requisicao.componentes';
import { type PendenciaLinha, type PermissaoLinha, pendenciaApi } from './pendencia.api';

/** The pending items (datatable) or their history (historico): same rows, the history with who decided and why. */
export function ListaPendencias({ historico, setores }: { historico: boolean; setores: OpcaoFiltro[] }) {
  const navigate = useNavigate();
  const columns: ServerColumn<PendenciaLinha>[] = [
    { title: 'Requisição', dataIndex: 'requisicaoId', searchable: false, width: 100 },
    { title: 'Data', dataIndex: 'data', sorter: true, searchable: false, width: 100, render: (v: string) => formatarData(v) },
    { title: 'Setor', dataIndex: 'setor', sorter: true },
    { title: 'Material', dataIndex: 'material', sorter: true },
    { title: 'Quantidade', dataIndex: 'quantidade', sorter: true, searchable: false, width: 110, align: 'right' },
    ...(historico
      ? ([
          {
            title: 'Decisão',
            dataIndex: 'situacao',
            searchable: false,
            width: 170,
            render: (v: number) => <TagSituacaoItem situacao={v} />,
          },
          {
            title: 'Decidido em',
            dataIndex: 'avaliadoEm',
            sorter: true,
            searchable: false,
            width: 150,
            render: (v: string | null) => formatarDataHora(v),
          },
          { title: 'Por', dataIndex: 'avaliadoPor', searchable: false, width: 180 },
        ] as ServerColumn<PendenciaLinha>[])
      : []),
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title={historico ? 'Visualizar' : 'Decidir'}>
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label={`Abrir pendência de ${l.material}`}
            onClick={() => navigate(`/almoxarifado/requisicao-pendente-permissao/edit/${l.id}`)}
          />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<PendenciaLinha>({
    endpoint: `${pendenciaApi.base}/${historico ? 'historico' : 'datatable'}`,
    columns,
    defaultSort: historico ? { field: 'avaliadoEm', dir: 'desc' } : { field: 'data', dir: 'asc' },
    filters: ['centroCustoRequisitanteId'],
  });
  return (
    <ServerTable
      table={table}
      searchPlaceholder="Pesquisar por setor, material ou código"
      toolbar={<SelecaoFiltro lista={table} nome="centroCustoRequisitanteId" rotulo="Setor" busca opcoes={setores} />}
    />
  );
}

/** Every sector × material permission (the permission datatable), with the sector filter and removal. */
export function ListaPermissoes({ setores, acoes }: { setores: OpcaoFiltro[]; acoes: ReactNode }) {
  const podeAlterar = usePermission(ALM.pendenciaAvaliar);
  const columns: ServerColumn<PermissaoLinha>[] = [
    { title: 'Setor', dataIndex: 'setor', sorter: true },
    { title: 'Código', dataIndex: 'codigo', sorter: true, width: 110 },
    { title: 'Material', dataIndex: 'material', sorter: true },
    { title: 'Origem', dataIndex: 'origem', searchable: false, width: 190, render: (v: number) => OrigemPermissaoNome[v] },
    { title: 'Desde', dataIndex: 'createdAt', sorter: true, searchable: false, width: 150, render: (v: string) => formatarDataHora(v) },
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, l) =>
        podeAlterar && (
          <Tooltip title="Retirar permissão">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Retirar ${l.material} de ${l.setor}`}
              onClick={() =>
                confirmarExclusao(async () => {
                  await pendenciaApi.excluirPermissao(l.id);
                  feedback.notification.success({ title: 'Sucesso', description: 'Registro excluído com sucesso!' });
                  void table.query.refetch();
                })
              }
            />
          </Tooltip>
        ),
    },
  ];
  const table = useServerTable<PermissaoLinha>({
    endpoint: `${pendenciaApi.base}/permissao/datatable`,
    columns,
    defaultSort: { field: 'setor', dir: 'asc' },
    filters: ['centroCustoId'],
  });
  return (
    <ServerTable
      table={table}
      searchPlaceholder="Pesquisar por setor, material ou código"
      toolbar={
        <>
          <SelecaoFiltro lista={table} nome="centroCustoId" rotulo="Setor" busca opcoes={setores} />
          {acoes}
        </>
      }
    />
  );
}
