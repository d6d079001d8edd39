import { EyeOutlined, InboxOutlined } from '@ant-design/icons';
import { AJUDA_IMPORTAR_LAUDO, COLUNAS_CSV_LAUDO, MENSAGENS_IMPORTAR_LAUDO, toCamel } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Modal, Select, Table, Tag, Tooltip, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { type Importacao, type ImportacaoLinha, importarLaudoApi, lerTextoDoArquivo, URL_IMPORTAR_LAUDO } from './importar-laudo.api';

/** What an import did: the problems of a refused one (nothing written), the results of an accepted one. */
export function ResultadoImportacao({ imp }: { imp: Importacao }) {
  if (imp.situacao === 'recusada')
    return (
      <>
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={`${imp.problemas.length} problema(s) em ${imp.arquivoNome}`}
          description={MENSAGENS_IMPORTAR_LAUDO.recusada}
        />
        <Table
          size="small"
          rowKey={(p) => `${p.linha}-${p.numero}-${p.exame}-${p.campo}-${p.motivo}`}
          dataSource={imp.problemas}
          pagination={imp.problemas.length > 50 ? { pageSize: 50 } : false}
          aria-label="Problemas do arquivo"
          columns={[
            { title: 'Linha', dataIndex: 'linha', width: 70, align: 'right' },
            { title: 'Agendamento', dataIndex: 'numero', width: 140, render: (v: string) => v || '—' },
            { title: 'Exame', dataIndex: 'exame', width: 140, render: (v: string) => v || '—' },
            { title: 'Campo', dataIndex: 'campo', width: 120, render: (v: string) => v || '—' },
            { title: 'Motivo', dataIndex: 'motivo' },
          ]}
        />
      </>
    );
  return (
    <>
      <Alert
        type="success"
        showIcon
        style={{ marginBottom: 12 }}
        title={MENSAGENS_IMPORTAR_LAUDO.importada(imp.importados, imp.exames)}
        description="Os resultados estão lançados e aguardam a assinatura do responsável."
      />
      <Table
        size="small"
        rowKey="resultadoId"
        dataSource={imp.resultados}
        pagination={imp.resultados.length > 50 ? { pageSize: 50 } : false}
        aria-label="Resultados importados"
        columns={[
          { title: 'Agendamento', dataIndex: 'numero', width: 140 },
          { title: 'Paciente', dataIndex: 'paciente' },
          { title: 'Exame', dataIndex: 'exame' },
          { title: 'Valores', dataIndex: 'valores', width: 80, align: 'right' },
          {
            title: 'Fora da faixa',
            dataIndex: 'foraDaFaixa',
            width: 150,
            render: (v: number, r) => (
              <>
                {v > 0 ? <Tag color="orange">{v}</Tag> : '0'}
                {r.criticos > 0 && <Tag color="red">{r.criticos} crítico(s)</Tag>}
              </>
            ),
          },
        ]}
      />
    </>
  );
}

/** The upload: the support laboratory, the file, the import; the answer shown right below. */
function Envio({ aoImportar }: { aoImportar: () => void }) {
  const form = useQuery({ queryKey: ['exame-laboratorial', 'importar-laudo', 'form'], queryFn: importarLaudoApi.form });
  const [laboratorioId, setLaboratorioId] = useState<number | null>(null);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erros, setErros] = useState<Record<string, string[]>>({});
  const [resultado, setResultado] = useState<Importacao | null>(null);
  const importar = useMutation({
    mutationFn: async () => {
      const conteudo = await lerTextoDoArquivo(arquivo as File);
      return importarLaudoApi.importar({ laboratorioId: laboratorioId as number, arquivoNome: (arquivo as File).name, conteudo });
    },
    onSuccess: (r) => {
      setErros({});
      setResultado(r.data);
      aoImportar();
    },
    onError: (e) => {
      setResultado(null);
      setErros(e instanceof ApiError && e.status === 422 ? (e.body.errors ?? {}) : {});
      handleApiError(e);
    },
  });
  const laboratorios = form.data?.data.laboratorios ?? [];
  // the client may camelize the keys of the answer: either spelling names the field
  const erro = (campo: string) => erros[campo]?.[0] ?? erros[toCamel(campo)]?.[0];
  return (
    <Card title="Enviar arquivo" style={{ marginBottom: 16 }}>
      <Form layout="vertical" onFinish={() => importar.mutate()}>
        <Form.Item
          label="Laboratório de apoio"
          required
          validateStatus={erro('laboratorio_id') ? 'error' : undefined}
          help={erro('laboratorio_id')}
        >
          <Select
            aria-label="Laboratório de apoio"
            placeholder="Selecione"
            value={laboratorioId ?? undefined}
            onChange={(v: number) => setLaboratorioId(v)}
            options={laboratorios.map((l) => ({ value: l.id, label: l.codigoHl7 ? `${l.nome} (HL7: ${l.codigoHl7})` : l.nome }))}
            loading={form.isLoading}
            style={{ maxWidth: 480 }}
          />
        </Form.Item>
        <Form.Item
          label="Arquivo"
          required
          validateStatus={erro('arquivo') || erro('arquivo_nome') || erro('conteudo') ? 'error' : undefined}
          help={erro('arquivo') ?? erro('arquivo_nome') ?? erro('conteudo')}
        >
          <Upload.Dragger
            accept=".hl7,.txt,.csv,.oru"
            maxCount={1}
            fileList={arquivo ? [{ uid: '1', name: arquivo.name, status: 'done' }] : []}
            beforeUpload={(f) => {
              setArquivo(f);
              return false;
            }}
            onRemove={() => setArquivo(null)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">Clique ou arraste o arquivo de resultados (HL7 ou CSV)</p>
          </Upload.Dragger>
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          <strong>HL7:</strong> {AJUDA_IMPORTAR_LAUDO.hl7}
          <br />
          <strong>CSV:</strong> {AJUDA_IMPORTAR_LAUDO.csv} Exemplo: <code>{COLUNAS_CSV_LAUDO.join(';')}</code> /{' '}
          <code>2026000123;0202010473;GLI;98,5;mg/dL</code>
          <br />
          {AJUDA_IMPORTAR_LAUDO.regra}
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" disabled={!laboratorioId || !arquivo} loading={importar.isPending}>
          Importar
        </Button>
      </Form>
      {resultado && (
        <div style={{ marginTop: 16 }} data-testid="resultado-importacao">
          <ResultadoImportacao imp={resultado} />
        </div>
      )}
    </Card>
  );
}

function Detalhe({ id, fechar }: { id: number | null; fechar: () => void }) {
  const q = useQuery({
    queryKey: ['exame-laboratorial', 'importar-laudo', id],
    queryFn: () => importarLaudoApi.ler(id as number),
    enabled: !!id,
  });
  const imp = q.data?.data;
  return (
    <Modal
      open={!!id}
      onCancel={fechar}
      width={960}
      title={imp ? `Importação de ${formatarDataHora(imp.criadoEm)} — ${imp.arquivoNome}` : 'Importação'}
      footer={<Button onClick={fechar}>Fechar</Button>}
    >
      {imp && <ResultadoImportacao imp={imp} />}
    </Modal>
  );
}

/**
 * exame-laboratorial/importar-laudo/index (spec 000 §2.3, issue 21): results of a support laboratory from its file
 * (HL7 ORU^R01 or CSV), all or nothing, and the history of imports.
 */
export default function ImportarLaudoPage() {
  const [aberta, setAberta] = useState<number | null>(null);
  const columns: ServerColumn<ImportacaoLinha>[] = [
    { title: 'Data', dataIndex: 'criadoEm', sorter: true, searchable: false, width: 150, render: (v: string) => formatarDataHora(v) },
    { title: 'Laboratório', dataIndex: 'laboratorio', sorter: true, ellipsis: true },
    { title: 'Arquivo', dataIndex: 'arquivoNome', sorter: true, ellipsis: true },
    { title: 'Formato', dataIndex: 'formato', searchable: false, width: 90, render: (v: string) => v.toUpperCase() },
    { title: 'Linhas', dataIndex: 'total', searchable: false, width: 80, align: 'right' },
    {
      title: 'Situação',
      key: 'situacao',
      searchable: false,
      width: 200,
      render: (_: unknown, l) =>
        l.problemas > 0 ? (
          <Tag color="red">Recusada ({l.problemas} problema(s))</Tag>
        ) : (
          <Tag color="green">Importada ({l.importados} valor(es))</Tag>
        ),
    },
    { title: 'Usuário', dataIndex: 'usuario', searchable: false, ellipsis: true },
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, l) => (
        <Tooltip title="Visualizar">
          <Button type="text" icon={<EyeOutlined />} aria-label={`Visualizar importação ${l.id}`} onClick={() => setAberta(l.id)} />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<ImportacaoLinha>({
    endpoint: `${URL_IMPORTAR_LAUDO}/datatable`,
    columns,
    defaultSort: { field: 'criadoEm', dir: 'desc' },
  });
  return (
    <div className="sm-page">
      <PageHeader title="Importar laudo" subTitle="Resultados de laboratório de apoio recebidos em arquivo (HL7 ORU^R01 ou CSV)." />
      <Envio aoImportar={() => void table.query.refetch()} />
      <Card title="Importações">
        <ServerTable table={table} searchPlaceholder="Pesquisar por laboratório ou arquivo" />
      </Card>
      <Detalhe id={aberta} fechar={() => setAberta(null)} />
    </div>
  );
}
