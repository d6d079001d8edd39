import { PlusOutlined } from '@ant-design/icons';
import { IMU, MOTIVOS_PERDA_VACINA } from '@saude/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros } from '../../../components/workflow/filtros-lista';
import { formatarData } from '../../../lib/dates';
import { type BaixaVacinaHistoricoLinha, type BaixaVacinaLinha, estoqueVacinaApi } from '../estoque-comum/estoque.api';
import { BaixaVacinaModal } from './baixa.modal';

const FILTROS = {
  periodo: {},
  status: { opcoes: MOTIVOS_PERDA_VACINA.map((m) => ({ value: m.codigo, label: m.nome })), nome: 'motivo', rotulo: 'Motivo', largura: 260 },
} satisfies FiltrosDaLista;

function Baixas() {
  const columns: ServerColumn<BaixaVacinaLinha>[] = [
    { title: 'Data', dataIndex: 'data', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    { title: 'Vacina', dataIndex: 'vacina', sorter: true },
    { title: 'Lote', dataIndex: 'lote', sorter: true, width: 120 },
    { title: 'Validade', dataIndex: 'validade', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    { title: 'Doses', dataIndex: 'doses', sorter: true, searchable: false, width: 90, align: 'right' },
    { title: 'Motivo', dataIndex: 'motivoNome', searchable: false, width: 260 },
    { title: 'Registrada por', dataIndex: 'registradoPor', searchable: false, width: 200 },
  ];
  const table = useServerTable<BaixaVacinaLinha>({
    endpoint: `${estoqueVacinaApi.baixa}/datatable`,
    columns,
    defaultSort: { field: 'data', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS),
  });
  return (
    <ServerTable
      table={table}
      searchPlaceholder="Pesquisar por vacina, lote ou observação"
      toolbar={<BarraFiltros lista={table} {...FILTROS} />}
    />
  );
}

function Historico() {
  const columns: ServerColumn<BaixaVacinaHistoricoLinha>[] = [
    { title: 'Data', dataIndex: 'data', sorter: true, searchable: false, width: 110, render: (v: string) => formatarData(v) },
    {
      title: 'Tipo',
      dataIndex: 'tipoNome',
      searchable: false,
      width: 200,
      render: (v: string, l) => <Tag color={l.tipo === 'perda_frasco_aberto' ? 'orange' : l.tipo === 'baixa' ? 'red' : 'green'}>{v}</Tag>,
    },
    { title: 'Vacina', dataIndex: 'vacina', sorter: true },
    { title: 'Lote', dataIndex: 'lote', sorter: true, width: 120 },
    { title: 'Doses', dataIndex: 'doses', sorter: true, searchable: false, width: 90, align: 'right' },
    { title: 'Motivo', dataIndex: 'motivo', searchable: false, ellipsis: true },
    { title: 'Usuário', dataIndex: 'usuario', searchable: false, width: 200 },
  ];
  const table = useServerTable<BaixaVacinaHistoricoLinha>({
    endpoint: `${estoqueVacinaApi.baixa}/historico`,
    columns,
    defaultSort: { field: 'data', dir: 'desc' },
  });
  return <ServerTable table={table} searchPlaceholder="Pesquisar por vacina, lote ou motivo" />;
}

/**
 * imunizacao/baixa/index (spec 000 §2.3; spec 001 §7 "baixa with historico"): the room's vaccine losses by reason,
 * and the history of every loss there — write-offs and the open vials' technical losses.
 */
export default function BaixaVacinaIndexPage() {
  const pode = usePermission(IMU.baixaCadastrar);
  const [nova, setNova] = useState(false);
  const queryClient = useQueryClient();
  return (
    <div className="sm-page">
      <PageHeader
        title="Baixas de vacinas"
        subTitle="Perdas de doses desta sala por motivo; o histórico inclui as perdas de frascos abertos."
        extra={
          pode && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setNova(true)}>
              Nova baixa
            </Button>
          )
        }
      />
      <Tabs
        destroyOnHidden
        items={[
          { key: 'baixas', label: 'Baixas', children: <Baixas /> },
          { key: 'historico', label: 'Histórico de perdas', children: <Historico /> },
        ]}
      />
      <BaixaVacinaModal
        aberto={nova}
        fechar={() => setNova(false)}
        gravada={() => {
          setNova(false);
          void queryClient.invalidateQueries({ queryKey: ['datatable'] });
        }}
      />
    </div>
  );
}
