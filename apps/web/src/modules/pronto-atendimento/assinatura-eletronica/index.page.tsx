import { CheckCircleFilled, CloseCircleFilled, EyeOutlined, SignatureOutlined } from '@ant-design/icons';
import { ASSINATURA_PENDENTE_DIAS } from '@saude/shared';
import { Alert, Button, Flex, Modal, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { paraBase64 } from '../../../components/assinatura/assinatura.api';
import { type ArquivoParaAssinar, useAssinatura } from '../../../components/assinatura/use-assinatura';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { baixarArquivo } from '../../../lib/api';
import { formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { colunaPaciente } from '../impressao/faa-lista';
import { abrirImpressao } from '../impressao/impressao.api';
import { guardarAssinado, motivoDoErro, PENDENTES_API, type Pendente } from './assinatura-eletronica.api';

interface Resultado {
  p: Pendente;
  ok: boolean;
  mensagem: string;
}

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** The PDF of a pending document as the signing dialog takes it. */
async function pdfDe(p: Pendente): Promise<ArquivoParaAssinar> {
  const r = await baixarArquivo(p.url);
  if (r.tipo !== 'arquivo') throw new Error('resposta sem arquivo');
  return { nome: p.nomeArquivo, conteudo: r.blob.type === 'application/pdf' ? r.blob : new Blob([r.blob], { type: 'application/pdf' }) };
}

/**
 * pronto-atendimento/assinatura-eletronica/index (issue 6 step 7): the user's FAAs, prescriptions and
 * documents of the last 30 days still without a signature. Several are selected (across pages) and signed
 * in one go with the user's certificate; each signed copy is then stored with its FAA and the outcome of
 * each document is shown.
 */
export default function AssinaturaEletronicaIndexPage() {
  const { assinar, dialogo } = useAssinatura();
  const [selecionados, setSelecionados] = useState<Pendente[]>([]);
  const [ocupado, setOcupado] = useState(false);
  const [resultados, setResultados] = useState<Resultado[] | null>(null);

  const columns: ServerColumn<Pendente>[] = [
    { title: 'Emitido em', dataIndex: 'em', sorter: true, searchable: false, width: 150, render: (v: string) => formatarDataHora(v) },
    { title: 'FAA nº', dataIndex: 'numero', sorter: true, width: 120 },
    colunaPaciente<Pendente>(),
    { title: 'Documento', dataIndex: 'documento', sorter: true, searchable: false },
    {
      title: 'Ver',
      key: 'ver',
      width: 70,
      align: 'center',
      render: (_: unknown, p) => (
        <Tooltip title="Ver o documento">
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label={`Ver ${p.documento} da FAA ${p.numero}`}
            onClick={() => abrirImpressao(p.url).catch(handleApiError)}
          />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<Pendente>({ endpoint: PENDENTES_API, columns, defaultSort: { field: 'em', dir: 'desc' } });
  const pagina = (table.tableProps.dataSource ?? []) as Pendente[];

  const assinarSelecionados = async () => {
    const lista = [...selecionados];
    const saida = new Map<string, Resultado>();
    setOcupado(true);
    try {
      const prontos: { p: Pendente; arquivo: ArquivoParaAssinar }[] = [];
      for (const p of lista) {
        try {
          prontos.push({ p, arquivo: await pdfDe(p) });
        } catch (e) {
          saida.set(p.chave, { p, ok: false, mensagem: motivoDoErro(e, 'Não foi possível gerar o PDF do documento.') });
        }
      }
      if (prontos.length) {
        const { assinados } = await assinar({ arquivos: prontos.map((x) => x.arquivo), perguntarDownload: false, ocultarPular: true });
        // the dialog signs in order: after a cancel, the signed ones are the first files
        for (const [i, { p }] of prontos.entries()) {
          const assinado = assinados[i];
          if (!assinado) {
            if (assinados.length) saida.set(p.chave, { p, ok: false, mensagem: 'Não assinado.' });
            continue;
          }
          try {
            await guardarAssinado(p, assinado.fileName, await paraBase64(assinado.data));
            saida.set(p.chave, { p, ok: true, mensagem: `Assinado e guardado (código ${assinado.codigo}).` });
          } catch (e) {
            saida.set(p.chave, { p, ok: false, mensagem: motivoDoErro(e, 'Assinado, mas não foi possível guardar o documento.') });
          }
        }
      }
    } finally {
      setOcupado(false);
    }
    const guardados = new Set([...saida.values()].filter((r) => r.ok).map((r) => r.p.chave));
    setSelecionados((s) => s.filter((p) => !guardados.has(p.chave)));
    if (saida.size) setResultados(lista.map((p) => saida.get(p.chave)).filter((r): r is Resultado => Boolean(r)));
    if (guardados.size) await table.query.refetch();
  };

  const guardadosNoResultado = resultados?.filter((r) => r.ok).length ?? 0;

  return (
    <div className="sm-page">
      <PageHeader title="Assinatura eletrônica" subTitle="Documentos do pronto atendimento emitidos por você que aguardam assinatura." />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`Atendimentos médicos (FAA), receitas e documentos dos últimos ${ASSINATURA_PENDENTE_DIAS} dias ainda sem assinatura. Selecione os documentos e clique em Assinar: todos são assinados de uma vez com o seu certificado digital.`}
      />
      <ServerTable
        table={table}
        rowKey="chave"
        searchPlaceholder="Nº da FAA ou paciente"
        rowSelection={{
          selectedRowKeys: selecionados.map((p) => p.chave),
          preserveSelectedRowKeys: true,
          onChange: (chaves) => {
            const conhecidos = new Map([...selecionados, ...pagina].map((p) => [p.chave, p]));
            setSelecionados(chaves.map((c) => conhecidos.get(String(c))).filter((p): p is Pendente => Boolean(p)));
          },
        }}
        toolbar={
          <Flex gap={8} align="center">
            <Button
              type="primary"
              icon={<SignatureOutlined />}
              disabled={!selecionados.length}
              loading={ocupado}
              onClick={() => void assinarSelecionados()}
            >
              {selecionados.length ? `Assinar ${plural(selecionados.length, 'selecionado', 'selecionados')}` : 'Assinar selecionados'}
            </Button>
            {selecionados.length > 0 && !ocupado && <Button onClick={() => setSelecionados([])}>Limpar seleção</Button>}
          </Flex>
        }
      />
      <Modal
        title="Resultado da assinatura"
        open={resultados !== null}
        onCancel={() => setResultados(null)}
        footer={
          <Button type="primary" onClick={() => setResultados(null)}>
            Fechar
          </Button>
        }
      >
        <Typography.Paragraph>
          {guardadosNoResultado
            ? `${plural(guardadosNoResultado, 'documento assinado e guardado', 'documentos assinados e guardados')} na FAA.`
            : 'Nenhum documento foi guardado.'}
        </Typography.Paragraph>
        <Flex vertical gap={10} role="list" aria-label="Documentos">
          {(resultados ?? []).map((r) => (
            <Flex key={r.p.chave} gap={8} align="flex-start" role="listitem">
              {r.ok ? (
                <CheckCircleFilled style={{ color: '#389e0d', marginTop: 4 }} />
              ) : (
                <CloseCircleFilled style={{ color: '#cf1322', marginTop: 4 }} />
              )}
              <div>
                <Typography.Text strong>
                  {r.p.documento} — FAA nº {r.p.numero}
                </Typography.Text>
                <div>{r.p.nomeSocial ?? r.p.paciente}</div>
                <Typography.Text type={r.ok ? 'success' : 'danger'}>{r.mensagem}</Typography.Text>
              </div>
            </Flex>
          ))}
        </Flex>
      </Modal>
      {dialogo}
    </div>
  );
}
