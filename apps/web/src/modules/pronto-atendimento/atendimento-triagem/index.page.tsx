import { MedicineBoxOutlined } from '@ant-design/icons';
import { PA, PERMISSAO_DA_ACAO, SITUACAO_TRIAGEM_NOME, SituacaoTriagem, StatusFila } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { FilterInput } from '../../../components/crud/FilterInput';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { type FiltrosDaLista, nomesDosFiltros, opcoesDeNomes, useOpcoesFiltro } from '../../../components/workflow/filtros-lista';
import { textoSobre } from '../../../lib/cores';
import { formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { filaApi } from '../fila-atendimento/fila.api';
import { PACIENTE_NAO_IDENTIFICADO } from '../fila-atendimento/fila.formatos';
import { type LinhaTriagem, TRIAGEM_API, triagemApi } from './triagem.api';

const COR_SITUACAO: Record<number, string> = {
  [SituacaoTriagem.AGUARDANDO]: 'gold',
  [SituacaoTriagem.TRIADO]: 'green',
  [SituacaoTriagem.SEM_TRIAGEM]: 'default',
};

const ATIVOS: readonly number[] = [StatusFila.EM_ESPERA, StatusFila.EM_ATENDIMENTO];

/**
 * pronto-atendimento/atendimento-triagem/index (spec 000 §2.3; issue 24): the patients of this unit's triage
 * queues — waiting, classified (colour, who, where to) or gone without a classification — today unless a period
 * is chosen, by situation, professional, patient and FAA (kept in the URL). "Triar" takes a waiting patient (as
 * the queue's "Atender") and opens create/{id}/{plantaoId}; saving there comes back to this list.
 */
export default function TriagemIndexPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const podeTriar = usePermission(PA.triagemCadastrar);
  const podeAtender = usePermission(PERMISSAO_DA_ACAO.atender);
  const podeVerPlantao = usePermission(PA.plantaoVer);
  const [abrindo, setAbrindo] = useState<number | null>(null);
  // the shift in course (spec 000 §2.6: plantaoId), 0 without one or when the user may not see shifts
  const plantao = useQuery({
    queryKey: ['pronto-atendimento', 'plantao', 'atual'],
    queryFn: filaApi.plantaoAtual,
    enabled: podeVerPlantao && podeTriar,
    staleTime: 60_000,
    meta: { silent: true },
  });
  const profissionais = useOpcoesFiltro('triagem-profissionais', triagemApi.profissionais);
  const filtros = {
    status: { opcoes: opcoesDeNomes(SITUACAO_TRIAGEM_NOME), largura: 200 },
    profissional: { ...profissionais, largura: 240 },
    extras: ['paciente', 'numero'],
    periodo: { largura: 360 },
  } satisfies FiltrosDaLista;

  const triar = async (l: LinhaTriagem) => {
    setAbrindo(l.id);
    try {
      // a waiting patient is taken first, so no one else classifies them meanwhile
      if (l.status === StatusFila.EM_ESPERA && podeAtender) await filaApi.atender(l.id);
      const plantaoId = plantao.data?.data?.id ?? 0;
      navigate(`/pronto-atendimento/atendimento-triagem/create/${l.id}/${plantaoId}`, {
        state: { lista: `${location.pathname}${location.search}` },
      });
    } catch (e) {
      handleApiError(e);
      setAbrindo(null);
    }
  };

  const nome = (l: LinhaTriagem) => (l.desconhecido ? PACIENTE_NAO_IDENTIFICADO : l.nomeSocial || l.paciente);
  const columns: ServerColumn<LinhaTriagem>[] = [
    {
      title: 'Chegada',
      dataIndex: 'entradaEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    { title: 'FAA nº', dataIndex: 'numero', sorter: true, width: 120 },
    { title: 'Paciente', dataIndex: 'paciente', sorter: true, render: (_: unknown, l) => nome(l) },
    {
      title: 'Situação',
      dataIndex: 'situacaoNome',
      searchable: false,
      width: 200,
      render: (v: string, l) => <Tag color={COR_SITUACAO[l.situacao]}>{v}</Tag>,
    },
    {
      title: 'Classificação',
      dataIndex: 'classificacaoRisco',
      searchable: false,
      width: 140,
      render: (v: string | null, l) =>
        v && l.cor ? (
          <Tag color={l.cor} style={{ color: textoSobre(l.cor) }}>
            {v}
          </Tag>
        ) : (
          '—'
        ),
    },
    {
      title: 'Triado em',
      dataIndex: 'triadaEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string | null) => (v ? formatarDataHora(v) : '—'),
    },
    { title: 'Profissional', dataIndex: 'profissional', sorter: true, render: (v: string | null) => v ?? '—' },
    { title: 'Destino', dataIndex: 'destino', searchable: false, render: (v: string | null) => v ?? '—' },
    {
      title: 'Ações',
      key: 'acoes',
      width: 90,
      align: 'center',
      render: (_: unknown, l) =>
        podeTriar && ATIVOS.includes(l.status) ? (
          <Tooltip title={l.situacao === SituacaoTriagem.TRIADO ? 'Reclassificar' : 'Triar'}>
            <Button
              type="primary"
              size="small"
              icon={<MedicineBoxOutlined />}
              loading={abrindo === l.id}
              disabled={abrindo !== null && abrindo !== l.id}
              aria-label={`Triar ${nome(l)}`}
              onClick={() => void triar(l)}
            >
              Triar
            </Button>
          </Tooltip>
        ) : null,
    },
  ];

  const table = useServerTable<LinhaTriagem>({
    endpoint: `${TRIAGEM_API}/datatable`,
    columns,
    defaultSort: { field: 'entradaEm', dir: 'asc' },
    filters: nomesDosFiltros(filtros),
  });
  const semPeriodo = !table.filtros.dataInicio && !table.filtros.dataFim;
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
      <PageHeader
        title="Triagem"
        subTitle={
          semPeriodo
            ? 'Pacientes das filas de triagem desta unidade: hoje, até que outro período seja escolhido.'
            : 'Pacientes das filas de triagem desta unidade no período escolhido.'
        }
      />
      <ServerTable table={table} toolbar={toolbar} searchPlaceholder="Pesquisar paciente, profissional ou FAA" />
    </div>
  );
}
