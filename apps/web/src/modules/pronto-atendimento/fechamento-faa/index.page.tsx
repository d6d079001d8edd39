import { CloseCircleOutlined, FileDoneOutlined } from '@ant-design/icons';
import { PA, PendenciaFaa } from '@saude/shared';
import { Button, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros } from '../../../components/workflow/filtros-lista';
import { formatarDataHora } from '../../../lib/dates';
import { MotivoModal } from '../reabertura-atendimento/motivo.modal';
import { faaApi, type LinhaFechamento, PA_API } from './faa.api';
import { nomeDoPaciente, PendenciasTags } from './faa.componentes';
import { FechamentoDrawer } from './fechamento.drawer';

/** The arrival period and "only the ready ones". */
const FILTROS = { extras: ['prontas'] } satisfies FiltrosDaLista;

/**
 * pronto-atendimento/fechamento-faa/index (issue 6 step 7): the open FAAs of the session's unit with their
 * pendências as tags and what they will bill; the drawer shows the procedures and closes the FAA. An FAA
 * opened by mistake (no doctor evaluation yet) is cancelled here, with a reason, by who may reopen FAAs.
 */
export default function FechamentoFaaIndexPage() {
  const podeCancelar = usePermission(PA.reabrirFaa);
  const [aberta, setAberta] = useState<number | null>(null);
  const [cancelando, setCancelando] = useState<LinhaFechamento | null>(null);

  const columns: ServerColumn<LinhaFechamento>[] = [
    { title: 'FAA nº', dataIndex: 'numero', sorter: true, width: 120 },
    {
      title: 'Chegada',
      dataIndex: 'recepcionadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string, l) => (
        <>
          {formatarDataHora(v)}
          {l.retroativo && (
            <Tag color="blue" style={{ marginInlineStart: 6 }}>
              Retroativo
            </Tag>
          )}
        </>
      ),
    },
    { title: 'Paciente', dataIndex: 'pacienteNome', sorter: true, render: (_: string, l) => nomeDoPaciente(l) },
    { title: 'CID', dataIndex: 'cidPrincipal', searchable: false, width: 70, render: (v: string | null) => v ?? '—' },
    { title: 'Pendências', key: 'pendencias', render: (_: unknown, l) => <PendenciasTags pendencias={l.pendencias} /> },
    {
      title: 'A faturar',
      key: 'procedimentos',
      render: (_: unknown, l) =>
        l.procedimentos.length ? (
          <Typography.Text type="secondary">{l.procedimentos.map((p) => `${p.codigo} ×${p.quantidade}`).join(', ')}</Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 100,
      align: 'center',
      render: (_: unknown, l) => (
        <Space size={0}>
          <Tooltip title="Procedimentos e fechamento">
            <Button type="text" icon={<FileDoneOutlined />} aria-label={`Fechar FAA nº ${l.numero}`} onClick={() => setAberta(l.id)} />
          </Tooltip>
          {podeCancelar && l.pendencias.some((p) => p.codigo === PendenciaFaa.SEM_AVALIACAO_MEDICA) && (
            <Tooltip title="Cancelar FAA">
              <Button
                type="text"
                danger
                icon={<CloseCircleOutlined />}
                aria-label={`Cancelar FAA nº ${l.numero}`}
                onClick={() => setCancelando(l)}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  const table = useServerTable<LinhaFechamento>({
    endpoint: `${PA_API}/fechamento-faa/datatable`,
    columns,
    defaultSort: { field: 'recepcionadoEm', dir: 'asc' },
    filters: nomesDosFiltros(FILTROS),
  });
  const atualizar = () => void table.query.refetch();

  const toolbar = (
    <BarraFiltros lista={table} {...FILTROS}>
      <Space>
        <Switch
          aria-label="Somente prontas para fechar"
          checked={table.filtros.prontas === '1'}
          onChange={(v) => table.setFiltro('prontas', v ? '1' : undefined)}
        />
        Somente prontas para fechar
      </Space>
    </BarraFiltros>
  );

  return (
    <div className="sm-page">
      <PageHeader title="Fechamento de FAA" subTitle="FAAs abertas desta unidade, com as pendências e os procedimentos a faturar." />
      <ServerTable table={table} toolbar={toolbar} searchPlaceholder="Paciente, CPF, CNS ou nº da FAA" />
      {aberta !== null && (
        <FechamentoDrawer
          key={aberta}
          id={aberta}
          aoFechar={() => setAberta(null)}
          aoFecharFaa={() => {
            setAberta(null);
            atualizar();
          }}
        />
      )}
      {cancelando && (
        <MotivoModal
          titulo="Cancelar FAA"
          descricao={`FAA nº ${cancelando.numero} — ${nomeDoPaciente(cancelando)}. O paciente sai das filas e a FAA não será faturada.`}
          okText="Cancelar FAA"
          perigo
          acao={(motivo) => faaApi.cancelar(cancelando.id, motivo)}
          aoFechar={() => setCancelando(null)}
          aoConcluir={() => {
            setCancelando(null);
            atualizar();
          }}
        />
      )}
    </div>
  );
}
