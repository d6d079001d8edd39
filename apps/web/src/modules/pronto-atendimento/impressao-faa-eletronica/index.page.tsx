import { DownloadOutlined } from '@ant-design/icons';
import type { documentoFaaEletronicaSchema, faaEletronicaSchema, Resposta } from '@saude/shared';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { BarraFiltros } from '../../../components/workflow/BarraFiltros';
import { nomesDosFiltros } from '../../../components/workflow/filtros-lista';
import { baixarArquivo } from '../../../lib/api';
import { formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { salvarArquivo } from '../../../lib/impressao';
import { colunaPaciente, FILTROS_FAA } from '../impressao/faa-lista';

/** Wire shapes of /api/pronto-atendimento/impressao-faa-eletronica (camelCase after the client's conversion). */
const FAA_ELETRONICA_API = '/api/pronto-atendimento/impressao-faa-eletronica/index';

type DocumentoAssinado = Resposta<typeof documentoFaaEletronicaSchema>;
type FaaEletronica = Resposta<typeof faaEletronicaSchema>;

/**
 * pronto-atendimento/impressao-faa-eletronica/index (issue 6 step 7): the FAAs with signed documents, by
 * number, patient and period, and the download of each signed PDF as it was signed.
 */
export default function ImpressaoFaaEletronicaIndexPage() {
  const [baixando, setBaixando] = useState<number | null>(null);

  const baixar = async (d: DocumentoAssinado) => {
    setBaixando(d.id);
    try {
      const r = await baixarArquivo(d.url);
      if (r.tipo === 'arquivo') salvarArquivo(r.blob, r.nome === 'arquivo' ? d.nomeArquivo : r.nome);
    } catch (e) {
      handleApiError(e);
    } finally {
      setBaixando(null);
    }
  };

  const columns: ServerColumn<FaaEletronica>[] = [
    { title: 'FAA nº', dataIndex: 'numero', sorter: true, width: 120 },
    {
      title: 'Entrada',
      dataIndex: 'recepcionadoEm',
      sorter: true,
      searchable: false,
      width: 150,
      render: (v: string) => formatarDataHora(v),
    },
    colunaPaciente<FaaEletronica>(),
    {
      title: 'Documentos assinados',
      key: 'documentos',
      render: (_: unknown, l) => (
        <Flex vertical gap={6}>
          {l.documentos.map((d) => (
            <Flex key={d.id} gap={8} align="center" wrap>
              <Button
                size="small"
                icon={<DownloadOutlined />}
                loading={baixando === d.id}
                aria-label={`Baixar ${d.documento} da FAA ${l.numero}`}
                onClick={() => void baixar(d)}
              >
                {d.documento}
              </Button>
              <Typography.Text type="secondary">
                {d.signatario}, {formatarDataHora(d.assinadoEm)}
                {d.codigo ? ` — código ${d.codigo}` : ''}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      ),
    },
  ];

  const table = useServerTable<FaaEletronica>({
    endpoint: FAA_ELETRONICA_API,
    columns,
    defaultSort: { field: 'recepcionadoEm', dir: 'desc' },
    filters: nomesDosFiltros(FILTROS_FAA),
  });

  return (
    <div className="sm-page">
      <PageHeader title="FAA eletrônica" subTitle="Fichas de atendimento com documentos assinados eletronicamente." />
      <ServerTable
        table={table}
        toolbar={<BarraFiltros lista={table} {...FILTROS_FAA} />}
        searchPlaceholder="Nº da FAA, paciente, CPF ou CNS"
      />
    </div>
  );
}
