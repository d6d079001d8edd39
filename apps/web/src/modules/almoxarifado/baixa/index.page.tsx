import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { ALM, SituacaoDocumentoEstoqueNome } from '@saude/shared';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { colunaSituacaoDocumento } from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, opcoesDeNomes } from '../../../components/workflow/filtros-lista';
import { formatarData } from '../../../lib/dates';
import { type BaixaLinha, baixaApi } from './baixa.api';
import { BaixaModal } from './baixa.modal';
import { DetalheBaixaModal } from './detalhe.modal';

const FILTROS = { status: { opcoes: opcoesDeNomes(SituacaoDocumentoEstoqueNome), nome: 'situacao' } } satisfies FiltrosDaLista;

/**
 * almoxarifado/baixa/index (spec 000 §2.3, index only): the write-offs of the session's stock; a new one and the
 * detail (with the lot's history and the reversal) open over the list.
 */
export default function BaixaIndexPage() {
  const podeBaixar = usePermission(ALM.baixaCadastrar);
  const [nova, setNova] = useState(false);
  const [aberta, setAberta] = useState<number | null>(null);
  const columns: ServerColumn<BaixaLinha>[] = [
    { title: 'Data', dataIndex: 'data', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    { title: 'Material', dataIndex: 'material', sorter: true },
    { title: 'Lote', dataIndex: 'lote', sorter: true, width: 120 },
    { title: 'Validade', dataIndex: 'validade', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    { title: 'Quantidade', dataIndex: 'quantidade', sorter: true, searchable: false, width: 110, align: 'right' },
    { title: 'Motivo', dataIndex: 'motivo', sorter: true, width: 200 },
    colunaSituacaoDocumento(),
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title="Visualizar">
          <Button type="text" icon={<EyeOutlined />} aria-label={`Visualizar baixa ${l.id}`} onClick={() => setAberta(l.id)} />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<BaixaLinha>({
    endpoint: `${baixaApi.base}/datatable`,
    columns,
    defaultSort: { field: 'data', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Baixas"
        subTitle="Baixas de lotes deste estoque (vencidos, avariados, perdidos), com motivo; o estorno devolve a quantidade ao lote."
        extra={
          podeBaixar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setNova(true)}>
              Nova baixa
            </Button>
          )
        }
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar por material, lote ou motivo"
        toolbar={<BarraFiltros lista={table} {...FILTROS} />}
      />
      <BaixaModal
        aberto={nova}
        fechar={() => setNova(false)}
        gravada={() => {
          setNova(false);
          void table.query.refetch();
        }}
      />
      <DetalheBaixaModal id={aberta} fechar={() => setAberta(null)} alterada={() => void table.query.refetch()} />
    </div>
  );
}
