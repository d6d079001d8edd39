import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { SITUACAO_RESULTADO_LAB } from '@saude/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';
import { resultadoApi } from '../lancamento-resultado/resultado.api';
import { BuscaResultados } from './BuscaResultados';

/**
 * exame-laboratorial/impressao-exame/create (issue 21): the final report of a scheduling's or a patient's signed
 * results (A4: header, patient, each exam with values, units, reference, flags, method and signer). A result not
 * signed cannot be chosen: it does not print as final. Each signed result's PAdES copy can be opened too.
 */
export default function ImpressaoExamePage() {
  const [selecionados, setSelecionados] = useState<number[]>([]);
  const queryClient = useQueryClient();
  const imprimir = async () => {
    try {
      const r = await resultadoApi.pdfFinal(selecionados);
      if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome);
      void queryClient.invalidateQueries({ queryKey: ['lab-resultados'] });
    } catch (e) {
      handleApiError(e);
    }
  };
  const abrirAssinado = async (id: number) => {
    try {
      const r = await resultadoApi.pdfAssinado(id);
      if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome);
    } catch (e) {
      handleApiError(e);
    }
  };
  return (
    <div className="sm-page">
      <PageHeader
        title="Impressão de resultados"
        subTitle="Imprime ou reimprime os resultados assinados (definitivos) de um agendamento ou de um paciente."
      />
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title="Resultados não assinados não podem ser impressos como definitivos." />
      <BuscaResultados
        tela="impressao-exame"
        selecionados={selecionados}
        aoSelecionar={(ids) => setSelecionados(ids)}
        selecionavel={(r) => r.situacao === SITUACAO_RESULTADO_LAB.assinado}
        acoes={(r) =>
          r.situacao === SITUACAO_RESULTADO_LAB.assinado ? (
            <Button size="small" icon={<FilePdfOutlined />} onClick={() => void abrirAssinado(r.id)}>
              Assinado
            </Button>
          ) : null
        }
      />
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Button type="primary" icon={<PrinterOutlined />} disabled={!selecionados.length} onClick={() => void imprimir()}>
          Imprimir selecionados{selecionados.length ? ` (${selecionados.length})` : ''}
        </Button>
      </Flex>
    </div>
  );
}
