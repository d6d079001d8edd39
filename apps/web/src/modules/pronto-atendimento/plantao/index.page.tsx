import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PA } from '@saude/shared';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { confirmarExclusao } from '../../../components/confirm';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, useOpcoesFiltro } from '../../../components/workflow/filtros-lista';
import { api } from '../../../lib/api';
import { formatarDataHora } from '../../../lib/dates';
import { feedback } from '../../../lib/feedback';
import { type Local, PLANTAO_API, type PlantaoLinha } from './plantao.api';
import { PlantaoModal } from './plantao.modal';

/** '12 h', '12 h 30 min' */
function duracao(inicio: string, fim: string): string {
  const minutos = Math.round((Date.parse(fim) - Date.parse(inicio)) / 60_000);
  const h = Math.floor(minutos / 60);
  const m = minutos % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

function situacao(p: PlantaoLinha) {
  const agora = Date.now();
  if (Date.parse(p.fim) <= agora) return <Tag>Encerrado</Tag>;
  if (Date.parse(p.inicio) <= agora) return <Tag color="green">Em andamento</Tag>;
  return <Tag color="blue">Previsto</Tag>;
}

/**
 * pronto-atendimento/plantao/index (spec 000 §2.3): the duty shifts of the emergency locations, filtered by
 * location and period (kept in the URL), created and edited in a modal.
 */
export default function PlantaoIndexPage() {
  const pode = {
    cadastrar: usePermission(PA.plantaoCadastrar),
    editar: usePermission(PA.plantaoEditar),
    excluir: usePermission(PA.plantaoExcluir),
  };
  const [aberto, setAberto] = useState<number | 'novo' | null>(null);
  const locais = useOpcoesFiltro('plantao-locais', () => api.get<{ data: Local[] }>(`${PLANTAO_API}/locais`));
  const filtros = { unidade: { ...locais, rotulo: 'Local de atendimento' } } satisfies FiltrosDaLista;

  const columns: ServerColumn<PlantaoLinha>[] = [
    { title: 'Local', dataIndex: 'local', sorter: true },
    { title: 'Início', dataIndex: 'inicio', sorter: true, searchable: false, width: 150, render: (v: string) => formatarDataHora(v) },
    { title: 'Fim', dataIndex: 'fim', sorter: true, searchable: false, width: 150, render: (v: string) => formatarDataHora(v) },
    { title: 'Duração', key: 'duracao', width: 110, render: (_: unknown, p) => duracao(p.inicio, p.fim) },
    { title: 'Profissionais', dataIndex: 'profissionais' },
    { title: 'Situação', key: 'situacao', width: 130, render: (_: unknown, p) => situacao(p) },
  ];
  if (pode.editar || pode.excluir) {
    columns.push({
      title: 'Ações',
      key: 'acoes',
      width: 110,
      align: 'center',
      render: (_: unknown, p) => {
        const nome = `${p.local}, ${formatarDataHora(p.inicio)}`;
        return (
          <Space size={0}>
            {pode.editar && (
              <Tooltip title="Editar">
                <Button type="text" icon={<EditOutlined />} aria-label={`Editar: ${nome}`} onClick={() => setAberto(p.id)} />
              </Tooltip>
            )}
            {pode.excluir && (
              <Tooltip title="Excluir">
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Excluir: ${nome}`}
                  onClick={() =>
                    confirmarExclusao(async () => {
                      await api.delete(`${PLANTAO_API}/${p.id}`);
                      feedback.notification.success({ title: 'Sucesso', description: 'Registro excluído.' });
                      await table.query.refetch();
                    })
                  }
                />
              </Tooltip>
            )}
          </Space>
        );
      },
    });
  }

  const table = useServerTable<PlantaoLinha>({
    endpoint: `${PLANTAO_API}/datatable`,
    columns,
    defaultSort: { field: 'inicio', dir: 'desc' },
    filters: nomesDosFiltros(filtros),
  });

  return (
    <div className="sm-page">
      <PageHeader
        title="Plantões"
        subTitle="Equipes de plantão dos locais de atendimento de urgência."
        extra={
          pode.cadastrar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAberto('novo')}>
              Novo
            </Button>
          )
        }
      />
      <ServerTable
        table={table}
        toolbar={<BarraFiltros lista={table} {...filtros} />}
        searchPlaceholder="Pesquisar local ou profissional"
      />
      {aberto !== null && <PlantaoModal key={String(aberto)} id={aberto} onFechar={() => setAberto(null)} />}
    </div>
  );
}
