import { EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import { caminhoImpressaoPa, PA } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Skeleton, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { FilterInput } from '../../../components/crud/FilterInput';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, useOpcoesFiltro } from '../../../components/workflow/filtros-lista';
import { baixarArquivo } from '../../../lib/api';
import { formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';
import { CabecalhoDoAtendimento } from '../comum/cabecalho-atendimento';
import { PACIENTE_NAO_IDENTIFICADO } from '../fila-atendimento/fila.formatos';
import { ATENDIMENTO_MEDICO_API, type AtendimentoMedicoLinha, atendimentoMedicoApi } from './atendimento-medico.api';
import { AvaliacaoResumo } from './historico';

function Visualizar({ id, onFechar }: { id: number; onFechar: () => void }) {
  const q = useQuery({ queryKey: ['pronto-atendimento', 'atendimento-medico', id], queryFn: () => atendimentoMedicoApi.visualizar(id) });
  const m = q.data?.model;
  return (
    <Modal
      open
      title="Atendimento médico"
      width={960}
      footer={<Button onClick={onFechar}>Fechar</Button>}
      onCancel={onFechar}
      destroyOnHidden
    >
      {m ? (
        <>
          <CabecalhoDoAtendimento a={m.atendimento} />
          <AvaliacaoResumo a={m.avaliacao} />
        </>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}

/**
 * pronto-atendimento/atendimento-medico/index: the doctor evaluations, by period, professional, patient and
 * FAA number (kept in the URL); each can be read (audited) and its FAA printed.
 */
export default function AtendimentoMedicoIndexPage() {
  const [aberto, setAberto] = useState<number | null>(null);
  const podeImprimir = usePermission(PA.imprimir);
  const profissionais = useOpcoesFiltro('atendimento-medico-profissionais', atendimentoMedicoApi.profissionais);
  const filtros = {
    profissional: { ...profissionais, largura: 260 },
    extras: ['paciente', 'numero'],
    periodo: { largura: 360 },
  } satisfies FiltrosDaLista;

  const imprimir = async (l: AtendimentoMedicoLinha) => {
    try {
      const r = await baixarArquivo(caminhoImpressaoPa.faa(l.atendimentoId, 'completa'));
      if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome !== 'arquivo' ? r.nome : `faa-${l.numero}.pdf`);
    } catch (e) {
      handleApiError(e);
    }
  };

  const columns: ServerColumn<AtendimentoMedicoLinha>[] = [
    {
      title: 'Data e hora',
      dataIndex: 'criadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'FAA nº', dataIndex: 'numero', sorter: true, width: 120 },
    {
      title: 'Paciente',
      dataIndex: 'paciente',
      sorter: true,
      render: (_: unknown, l) => (l.desconhecido ? PACIENTE_NAO_IDENTIFICADO : l.nomeSocial || l.paciente),
    },
    { title: 'Profissional', dataIndex: 'profissional', sorter: true },
    { title: 'Diagnóstico principal', dataIndex: 'cidPrincipal', searchable: false, ellipsis: true },
    { title: 'Destino', dataIndex: 'destinoNome', sorter: true, searchable: false, width: 180 },
    {
      title: 'Ações',
      key: 'acoes',
      width: 100,
      align: 'center',
      render: (_: unknown, l) => (
        <Space size={0}>
          <Tooltip title="Visualizar">
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={`Visualizar atendimento da FAA ${l.numero}`}
              onClick={() => setAberto(l.id)}
            />
          </Tooltip>
          {podeImprimir && (
            <Tooltip title="Imprimir FAA">
              <Button type="text" icon={<PrinterOutlined />} aria-label={`Imprimir FAA ${l.numero}`} onClick={() => void imprimir(l)} />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  const table = useServerTable<AtendimentoMedicoLinha>({
    endpoint: `${ATENDIMENTO_MEDICO_API}/datatable`,
    columns,
    defaultSort: { field: 'criadoEm', dir: 'desc' },
    filters: nomesDosFiltros(filtros),
  });
  const toolbar = (
    <BarraFiltros lista={table} {...filtros}>
      <FilterInput
        aria-label="Nome do paciente"
        placeholder="Nome do paciente"
        style={{ width: 220 }}
        value={table.filtros.paciente}
        onChange={(v) => table.setFiltro('paciente', v)}
      />
      <FilterInput
        aria-label="Nº da FAA"
        placeholder="Nº da FAA"
        style={{ width: 150 }}
        value={table.filtros.numero}
        onChange={(v) => table.setFiltro('numero', v)}
      />
    </BarraFiltros>
  );

  return (
    <div className="sm-page">
      <PageHeader title="Atendimentos médicos" subTitle="Avaliações médicas do pronto atendimento." />
      <ServerTable table={table} toolbar={toolbar} searchPlaceholder="Pesquisar paciente, profissional ou FAA" />
      {aberto !== null && <Visualizar id={aberto} onFechar={() => setAberto(null)} />}
    </div>
  );
}
