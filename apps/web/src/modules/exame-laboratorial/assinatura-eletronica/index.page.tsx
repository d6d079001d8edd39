import { EyeOutlined, SignatureOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros, SelecaoFiltro } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, useOpcoesFiltro } from '../../../components/workflow/filtros-lista';
import { formatarDataHora } from '../../../lib/dates';
import { type LinhaAssinar, resultadoApi } from '../lancamento-resultado/resultado.api';
import { useAssinarResultados } from './use-assinar-resultados';

/**
 * exame-laboratorial/assinatura-eletronica/index (issue 21): results entered and awaiting the responsible
 * professional's signature, filtered by who entered them (`profissionalId`) and laboratory; several are selected
 * and signed at once (PAdES with his certificate), or one is opened to review.
 */
export default function AssinaturaEletronicaIndexPage() {
  const navigate = useNavigate();
  const [selecionados, setSelecionados] = useState<number[]>([]);
  const { assinarResultados, dialogo } = useAssinarResultados();
  const profissionais = useOpcoesFiltro('lab-assinar-profissionais', resultadoApi.profissionais);
  const laboratorios = useOpcoesFiltro('lab-laboratorios', resultadoApi.laboratorios);
  const filtros = {
    periodo: { rotuloInicio: 'Lançados de', rotuloFim: 'até' },
    profissional: { ...profissionais, nome: 'profissionalId', rotulo: 'Lançado por' },
    extras: ['laboratorioId'],
  } satisfies FiltrosDaLista;
  const columns: ServerColumn<LinhaAssinar>[] = [
    { title: 'Nº', dataIndex: 'numero', sorter: true, width: 120 },
    { title: 'Paciente', dataIndex: 'paciente', sorter: true },
    { title: 'Exame', dataIndex: 'exame', sorter: true },
    {
      title: 'Lançado em',
      dataIndex: 'lancadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'Lançado por', dataIndex: 'lancadoPor', searchable: false },
    {
      title: 'Alertas',
      dataIndex: 'criticos',
      searchable: false,
      width: 170,
      render: (_: number, l) => (
        <Space size={4}>
          {l.criticos > 0 && <Tag color="red">{l.criticos} crítico(s)</Tag>}
          {l.alterados > 0 && <Tag color="orange">{l.alterados} alterado(s)</Tag>}
        </Space>
      ),
    },
    {
      title: 'Ações',
      dataIndex: 'id',
      searchable: false,
      width: 100,
      render: (id: number) => (
        <Button size="small" icon={<EyeOutlined />} onClick={() => navigate(`/exame-laboratorial/assinatura-eletronica/create/${id}`)}>
          Revisar
        </Button>
      ),
    },
  ];
  const table = useServerTable<LinhaAssinar>({
    endpoint: `${resultadoApi.assinatura}/datatable`,
    columns,
    defaultSort: { field: 'lancadoEm', dir: 'asc' },
    filters: nomesDosFiltros(filtros),
  });
  return (
    <div className="sm-page">
      <PageHeader
        title="Assinatura eletrônica"
        subTitle="Resultados lançados aguardando a assinatura do responsável. Só resultados assinados são impressos como definitivos."
      />
      <ServerTable
        table={table}
        searchPlaceholder="Pesquisar por paciente, exame ou nº"
        rowSelection={{ selectedRowKeys: selecionados, onChange: (k) => setSelecionados(k.map(Number)) }}
        toolbar={
          <BarraFiltros
            lista={table}
            {...filtros}
            acoes={
              <Button
                type="primary"
                icon={<SignatureOutlined />}
                disabled={!selecionados.length}
                onClick={async () => {
                  const feitos = await assinarResultados(selecionados);
                  setSelecionados((s) => s.filter((id) => !feitos.includes(id)));
                }}
              >
                Assinar selecionados{selecionados.length ? ` (${selecionados.length})` : ''}
              </Button>
            }
          >
            <SelecaoFiltro lista={table} nome="laboratorioId" rotulo="Laboratório" largura={260} {...laboratorios} />
          </BarraFiltros>
        }
      />
      {dialogo}
    </div>
  );
}
