import { PrinterOutlined } from '@ant-design/icons';
import { MODELOS_TESTE_IMPRESSAO, type ModeloTesteImpressao, TESTE_IMPRESSAO_PATH } from '@saude/shared';
import { Alert, Button, Card, Col, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { baixarArquivo } from '../../../lib/api';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';

type Modelo = (typeof MODELOS_TESTE_IMPRESSAO)[number];

/** The models grouped by paper, in the order of the shared list. */
const FAMILIAS = MODELOS_TESTE_IMPRESSAO.reduce<{ papel: string; modelos: Modelo[] }[]>((acc, m) => {
  const familia = acc.find((f) => f.papel === m.papel);
  if (familia) familia.modelos.push(m);
  else acc.push({ papel: m.papel, modelos: [m] });
  return acc;
}, []);

/**
 * administracao/teste-impressao/index: one test page per paper family (issue 5, spec 001 §3/§9), printed
 * with the municipality's header, to set up each receipt, slip and label printer before the sectors use it.
 */
export default function TesteImpressaoPage() {
  const [imprimindo, setImprimindo] = useState<ModeloTesteImpressao | null>(null);

  async function imprimir(modelo: ModeloTesteImpressao) {
    setImprimindo(modelo);
    try {
      const r = await baixarArquivo(TESTE_IMPRESSAO_PATH, { modelo });
      if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome);
    } catch (e) {
      handleApiError(e);
    } finally {
      setImprimindo(null);
    }
  }

  return (
    <div className="sm-page">
      <PageHeader title="Teste de impressão" subTitle="Páginas de teste para configurar as impressoras térmicas e de etiquetas." />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Como calibrar"
        description={
          <>
            Imprima o teste na impressora do papel indicado em cada cartão. Na janela de impressão, escolha tamanho real (escala 100%), sem
            margens e sem cabeçalho e rodapé do navegador. As etiquetas saem uma por página, no tamanho exato; as bobinas saem com a altura
            do conteúdo. Os testes trazem o cabeçalho do município e o seu nome, e os dados do paciente vêm marcados como TESTE DE
            IMPRESSÃO; confira também se o leitor lê o código de barras das etiquetas.
          </>
        }
      />
      {FAMILIAS.map((f) => (
        <section key={f.papel} aria-label={f.papel} style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>{f.papel}</Typography.Title>
          <Row gutter={[16, 16]}>
            {f.modelos.map((m) => (
              <Col key={m.modelo} xs={24} md={12} xl={8}>
                <Card
                  title={m.nome}
                  size="small"
                  style={{ height: '100%' }}
                  actions={[
                    <Button
                      key="imprimir"
                      type="primary"
                      icon={<PrinterOutlined />}
                      loading={imprimindo === m.modelo}
                      disabled={imprimindo !== null && imprimindo !== m.modelo}
                      aria-label={`Imprimir teste: ${m.nome}`}
                      onClick={() => imprimir(m.modelo)}
                    >
                      Imprimir teste
                    </Button>,
                  ]}
                >
                  <Tag>{m.tamanho}</Tag>
                  <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>{m.uso}</Typography.Paragraph>
                </Card>
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </div>
  );
}
