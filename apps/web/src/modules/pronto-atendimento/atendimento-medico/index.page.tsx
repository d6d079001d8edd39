import { EyeOutlined, PrinterOutlined } from '@ant-design/icons';
import { caminhoImpressaoPa, PA } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Select, Skeleton, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { BUSCA_ATRASO_MS, useServerTable } from '../../../components/crud/use-server-table';
import { DateRange } from '../../../components/fields/DateRange';
import { PageHeader } from '../../../components/PageHeader';
import { baixarArquivo } from '../../../lib/api';
import { formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';
import { PACIENTE_NAO_IDENTIFICADO } from '../fila-atendimento/fila.formatos';
import { ATENDIMENTO_MEDICO_API, type AtendimentoMedicoLinha, atendimentoMedicoApi } from './atendimento-medico.api';
import { Cabecalho } from './cabecalho';
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
          <Cabecalho a={m.atendimento} />
          <AvaliacaoResumo a={m.avaliacao} />
        </>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}

/** A text filter kept in the URL, sent after the user pauses typing. */
function FiltroTexto({
  valor,
  aoMudar,
  rotulo,
  largura,
}: {
  valor?: string;
  aoMudar: (v?: string) => void;
  rotulo: string;
  largura: number;
}) {
  const [texto, setTexto] = useState(valor ?? '');
  const mudar = useRef(aoMudar);
  mudar.current = aoMudar;
  useEffect(() => setTexto(valor ?? ''), [valor]);
  useEffect(() => {
    if (texto.trim() === (valor ?? '')) return;
    const t = setTimeout(() => mudar.current(texto.trim() || undefined), BUSCA_ATRASO_MS);
    return () => clearTimeout(t);
  }, [texto, valor]);
  return (
    <Input
      allowClear
      aria-label={rotulo}
      placeholder={rotulo}
      value={texto}
      onChange={(e) => setTexto(e.target.value)}
      style={{ width: largura }}
    />
  );
}

/**
 * pronto-atendimento/atendimento-medico/index: the doctor evaluations, by period, professional, patient and
 * FAA number (kept in the URL); each can be read (audited) and its FAA printed.
 */
export default function AtendimentoMedicoIndexPage() {
  const [aberto, setAberto] = useState<number | null>(null);
  const podeImprimir = usePermission(PA.imprimir);
  const profissionais = useQuery({
    queryKey: ['atendimento-medico-profissionais'],
    queryFn: atendimentoMedicoApi.profissionais,
    staleTime: 60_000,
  });

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
    filters: ['dataInicio', 'dataFim', 'usuarioId', 'paciente', 'numero'],
  });
  const { filtros, setFiltro } = table;
  const toolbar = (
    <>
      <div style={{ width: 360, maxWidth: '100%' }}>
        <DateRange
          value={{ inicio: filtros.dataInicio ?? null, fim: filtros.dataFim ?? null }}
          onChange={(p) => {
            if ((p.inicio ?? undefined) !== filtros.dataInicio) setFiltro('dataInicio', p.inicio ?? undefined);
            if ((p.fim ?? undefined) !== filtros.dataFim) setFiltro('dataFim', p.fim ?? undefined);
          }}
        />
      </div>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label="Profissional"
        placeholder="Profissional"
        style={{ width: 260, maxWidth: '100%' }}
        loading={profissionais.isLoading}
        value={filtros.usuarioId ? Number(filtros.usuarioId) : undefined}
        onChange={(v?: number) => setFiltro('usuarioId', v === undefined ? undefined : String(v))}
        options={(profissionais.data?.data ?? []).map((p) => ({ value: p.id, label: p.nome }))}
      />
      <FiltroTexto rotulo="Nome do paciente" largura={220} valor={filtros.paciente} aoMudar={(v) => setFiltro('paciente', v)} />
      <FiltroTexto rotulo="Nº da FAA" largura={150} valor={filtros.numero} aoMudar={(v) => setFiltro('numero', v)} />
    </>
  );

  return (
    <div className="sm-page">
      <PageHeader title="Atendimentos médicos" subTitle="Avaliações médicas do pronto atendimento." />
      <ServerTable table={table} toolbar={toolbar} searchPlaceholder="Pesquisar paciente, profissional ou FAA" />
      {aberto !== null && <Visualizar id={aberto} onFechar={() => setAberto(null)} />}
    </div>
  );
}
