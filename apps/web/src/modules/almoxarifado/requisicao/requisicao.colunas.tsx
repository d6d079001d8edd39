import { EyeOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import type { ServerColumn } from '../../../components/crud/datatable';
import { formatarData } from '../../../lib/dates';
import type { RequisicaoLinha } from './requisicao.api';
import { TagSituacaoRequisicao } from './requisicao.componentes';

/**
 * The columns of a list of requisitions, the same on both sides: the sector sees the warehouse it asked, the
 * warehouse sees the sector that asked; the action opens the requisition (to follow it, or to supply it).
 */
export function colunasRequisicao({
  outroLado,
  acao,
  abrir,
}: {
  outroLado: { title: string; dataIndex: 'almoxarifado' | 'setor' };
  /** The action's tooltip, also the start of its accessible name ("Atender requisição 12"). */
  acao: string;
  abrir: (id: number) => void;
}): ServerColumn<RequisicaoLinha>[] {
  return [
    { title: 'Nº', dataIndex: 'id', sorter: true, searchable: false, width: 80 },
    { title: 'Data', dataIndex: 'data', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    { ...outroLado, sorter: true },
    { title: 'Itens', dataIndex: 'quantidadeItens', searchable: false, width: 70, align: 'right' },
    {
      title: 'Aguardando permissão',
      dataIndex: 'itensPendentes',
      searchable: false,
      width: 180,
      render: (v: number) => (v > 0 ? <Tag color="gold">{v} item(ns)</Tag> : '—'),
    },
    {
      title: 'Situação',
      dataIndex: 'situacao',
      sorter: true,
      searchable: false,
      width: 180,
      render: (v: number) => <TagSituacaoRequisicao situacao={v} />,
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title={acao}>
          <Button type="text" icon={<EyeOutlined />} aria-label={`${acao} requisição ${l.id}`} onClick={() => abrir(l.id)} />
        </Tooltip>
      ),
    },
  ];
}
