import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PA } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import { confirmarExclusao } from '../../../components/confirm';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { DateRange } from '../../../components/fields/DateRange';
import { PageHeader } from '../../../components/PageHeader';
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
  const locais = useQuery({
    queryKey: ['plantao-locais'],
    queryFn: () => api.get<{ data: Local[] }>(`${PLANTAO_API}/locais`),
    staleTime: 60_000,
  });

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
    filters: ['infraestruturaId', 'dataInicio', 'dataFim'],
  });
  const { filtros, setFiltro } = table;
  const toolbar = (
    <>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label="Local de atendimento"
        placeholder="Local de atendimento"
        style={{ width: 320, maxWidth: '100%' }}
        loading={locais.isLoading}
        value={filtros.infraestruturaId ? Number(filtros.infraestruturaId) : undefined}
        onChange={(v?: number) => setFiltro('infraestruturaId', v === undefined ? undefined : String(v))}
        options={(locais.data?.data ?? []).map((l) => ({ value: l.id, label: l.label }))}
      />
      <div style={{ width: 380, maxWidth: '100%' }}>
        <DateRange
          value={{ inicio: filtros.dataInicio ?? null, fim: filtros.dataFim ?? null }}
          onChange={(p) => {
            if ((p.inicio ?? undefined) !== filtros.dataInicio) setFiltro('dataInicio', p.inicio ?? undefined);
            if ((p.fim ?? undefined) !== filtros.dataFim) setFiltro('dataFim', p.fim ?? undefined);
          }}
        />
      </div>
    </>
  );

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
      <ServerTable table={table} toolbar={toolbar} searchPlaceholder="Pesquisar local ou profissional" />
      {aberto !== null && <PlantaoModal key={String(aberto)} id={aberto} onFechar={() => setAberto(null)} />}
    </div>
  );
}
