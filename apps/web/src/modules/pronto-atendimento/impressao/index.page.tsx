import { PrinterOutlined } from '@ant-design/icons';
import { STATUS_ATENDIMENTO_NOME } from '@saude/shared';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { TagRisco } from '../../../components/fila';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { nomesDosFiltros } from '../../../components/workflow/filtros-lista';
import { formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { colunaPaciente, FILTROS_FAA } from './faa-lista';
import { abrirImpressao, type FaaParaImprimir, IMPRESSAO_INDEX_API } from './impressao.api';

/**
 * pronto-atendimento/impressao/index (issue 6 step 7): find an FAA by number, patient or period and print
 * any of its documents — the FAA simples or completa, the nursing checklist, each prescription and each
 * clinical document.
 */
export default function ImpressaoIndexPage() {
  const [imprimindo, setImprimindo] = useState<string | null>(null);

  const imprimir = async (chave: string, url: string) => {
    setImprimindo(chave);
    try {
      await abrirImpressao(url);
    } catch (e) {
      handleApiError(e);
    } finally {
      setImprimindo(null);
    }
  };

  const columns: ServerColumn<FaaParaImprimir>[] = [
    { title: 'FAA nº', dataIndex: 'numero', sorter: true, width: 120 },
    {
      title: 'Entrada',
      dataIndex: 'recepcionadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    colunaPaciente<FaaParaImprimir>(),
    {
      title: 'Classificação',
      key: 'classificacao',
      width: 130,
      render: (_: unknown, l) => (l.classificacaoRisco && l.cor ? <TagRisco nome={l.classificacaoRisco} cor={l.cor} /> : '-'),
    },
    { title: 'Situação', key: 'status', width: 100, render: (_: unknown, l) => STATUS_ATENDIMENTO_NOME[l.status] ?? '-' },
    {
      title: 'Imprimir',
      key: 'impressoes',
      render: (_: unknown, l) => (
        <Flex gap={6} wrap>
          {l.impressoes.map((i) => {
            const chave = `${l.id}:${i.chave}`;
            return (
              <Button
                key={i.chave}
                size="small"
                icon={<PrinterOutlined />}
                loading={imprimindo === chave}
                disabled={imprimindo !== null && imprimindo !== chave}
                aria-label={`Imprimir ${i.nome} da FAA ${l.numero}`}
                onClick={() => void imprimir(chave, i.url)}
              >
                {i.nome}
              </Button>
            );
          })}
        </Flex>
      ),
    },
  ];

  const table = useServerTable<FaaParaImprimir>({
    endpoint: IMPRESSAO_INDEX_API,
    columns,
    defaultSort: { field: 'recepcionadoEm', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS_FAA),
  });

  return (
    <div className="sm-page">
      <PageHeader title="Impressão" subTitle="FAA, receitas, atestados e documentos do pronto atendimento." />
      <ServerTable
        table={table}
        toolbar={<BarraFiltros lista={table} {...FILTROS_FAA} />}
        searchPlaceholder="Nº da FAA, paciente, CPF ou CNS"
      />
    </div>
  );
}
