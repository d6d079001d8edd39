import { DeleteOutlined, DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import {
  DOCUMENTO_ALTO_CUSTO,
  documentoAltoCustoDescricao,
  formatarMesAno,
  STATUS_ALTO_CUSTO_COR,
  STATUS_ALTO_CUSTO_NOME,
  type StatusAltoCusto,
} from '@saude/shared';
import { Button, Card, Empty, Flex, Input, Progress, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { confirmarExclusao } from '../../../components/confirm';
import { FileUpload } from '../../../components/fields/FileUpload';
import { Timeline } from '../../../components/widgets/Timeline';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { altoCustoApi, baixarDocumento, type Processo } from './alto-custo.api';

export const TagStatus = ({ status }: { status: number }) => (
  <Tag color={STATUS_ALTO_CUSTO_COR[status as StatusAltoCusto]} style={{ marginInlineEnd: 0 }}>
    {STATUS_ALTO_CUSTO_NOME[status as StatusAltoCusto]}
  </Tag>
);

const vazio = (texto: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texto} />;

/** Every status the process went through, who decided and why. */
export function LinhaDoTempo({ p }: { p: Processo }) {
  return (
    <Card size="small" title="Situação" style={{ marginBottom: 12 }}>
      <Timeline
        sufixo=""
        items={p.situacoes.map((s) => ({
          key: s.id,
          color:
            STATUS_ALTO_CUSTO_COR[s.status as StatusAltoCusto] === 'default' ? 'gray' : STATUS_ALTO_CUSTO_COR[s.status as StatusAltoCusto],
          titulo: STATUS_ALTO_CUSTO_NOME[s.status as StatusAltoCusto],
          hora: formatarDataHora(s.em),
          rotulo: [s.motivo, s.usuario ?? (s.status === 5 ? 'Sistema' : null)].filter(Boolean).join(' — ') || undefined,
        }))}
      />
    </Card>
  );
}

/** The three competences: what the LME authorised and what the monthly pickups took. */
export function Competencias({ p }: { p: Processo }) {
  return (
    <Card size="small" title="Competências" style={{ marginBottom: 12 }}>
      <Table
        size="small"
        rowKey="mes"
        pagination={false}
        dataSource={p.competencias}
        locale={{ emptyText: vazio('As competências abrem quando o processo é autorizado.') }}
        columns={[
          { title: 'Mês', dataIndex: 'mes', width: 60, render: (m: number) => `${m}º` },
          { title: 'Competência', dataIndex: 'competencia', width: 110, render: (c: string) => formatarMesAno(c) },
          { title: 'Autorizada', dataIndex: 'quantidadeAutorizada', width: 100, align: 'right' },
          { title: 'Dispensada', dataIndex: 'quantidadeDispensada', width: 100, align: 'right' },
          {
            title: 'Retirado',
            key: 'progresso',
            render: (_, c) => (
              <Progress
                size="small"
                percent={c.quantidadeAutorizada ? Math.round((100 * c.quantidadeDispensada) / c.quantidadeAutorizada) : 0}
                aria-label={`Retirado do ${c.mes}º mês`}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The monthly pickups (the dispensings of the process, made in the dispensing screen). */
export function Retiradas({ p }: { p: Processo }) {
  return (
    <Card size="small" title="Retiradas" style={{ marginBottom: 12 }}>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={p.retiradas}
        locale={{ emptyText: vazio('Nenhuma retirada deste processo.') }}
        columns={[
          { title: 'Data', dataIndex: 'data', width: 110, render: (d: string) => formatarData(d) },
          { title: 'Quantidade', dataIndex: 'quantidade', width: 100, align: 'right' },
          { title: 'Farmácia', dataIndex: 'centroCusto' },
          { title: 'Dispensado por', dataIndex: 'usuario', render: (u: string | null) => u ?? '—' },
        ]}
      />
    </Card>
  );
}

const tamanho = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The attached documents: download, delete, and a new one (PDF, JPEG or PNG up to 5 MB, checked again by the server). */
export function Documentos({ p, podeEditar, aoMudar }: { p: Processo; podeEditar: boolean; aoMudar: () => Promise<unknown> }) {
  const [descricao, setDescricao] = useState('');
  const [arquivos, setArquivos] = useState<File[]>([]);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const anexar = async () => {
    const d = documentoAltoCustoDescricao.safeParse(descricao);
    if (!d.success) return setErro(d.error.issues[0].message);
    if (!arquivos[0]) return setErro(DOCUMENTO_ALTO_CUSTO.mensagemObrigatorio);
    setEnviando(true);
    try {
      await altoCustoApi.anexar(p.id, d.data, arquivos[0]);
      feedback.notification.success({ title: 'Sucesso', description: 'Documento anexado.' });
      setDescricao('');
      setArquivos([]);
      setErro(null);
      await aoMudar();
    } catch (e) {
      handleApiError(e);
    } finally {
      setEnviando(false);
    }
  };
  const excluir = (id: number) =>
    confirmarExclusao(async () => {
      try {
        await altoCustoApi.excluirDocumento(id);
        feedback.notification.success({ title: 'Sucesso', description: 'Registro excluído com sucesso!' });
        await aoMudar();
      } catch (e) {
        handleApiError(e);
      }
    });
  return (
    <Card size="small" title="Documentos" style={{ marginBottom: 12 }}>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={p.documentos}
        locale={{ emptyText: vazio('Nenhum documento anexado.') }}
        columns={[
          { title: 'Descrição', dataIndex: 'descricao' },
          {
            title: 'Arquivo',
            dataIndex: 'nomeArquivo',
            render: (nome: string, d) => (
              <Typography.Text>
                <PaperClipOutlined /> {nome} <Typography.Text type="secondary">({tamanho(d.tamanho)})</Typography.Text>
              </Typography.Text>
            ),
          },
          {
            title: 'Anexado',
            dataIndex: 'criadoEm',
            width: 150,
            render: (v: string, d) => `${formatarDataHora(v)}${d.criadoPor ? ` — ${d.criadoPor}` : ''}`,
          },
          {
            title: 'Ações',
            key: 'acoes',
            width: 90,
            align: 'center',
            render: (_, d) => (
              <Flex justify="center">
                <Tooltip title="Baixar">
                  <Button
                    type="text"
                    icon={<DownloadOutlined />}
                    aria-label={`Baixar ${d.nomeArquivo}`}
                    onClick={() => void baixarDocumento(d)}
                  />
                </Tooltip>
                {podeEditar && (
                  <Tooltip title="Excluir">
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Excluir ${d.nomeArquivo}`}
                      onClick={() => excluir(d.id)}
                    />
                  </Tooltip>
                )}
              </Flex>
            ),
          },
        ]}
      />
      {podeEditar && (
        <Flex gap={8} wrap align="start" style={{ marginTop: 12 }}>
          <Input
            aria-label="Descrição do documento"
            placeholder="Descrição (LME, receita, exames…)"
            maxLength={200}
            value={descricao}
            onChange={(e) => setDescricao(e.target.value)}
            style={{ width: 280 }}
          />
          <FileUpload value={arquivos} onChange={setArquivos} accept={DOCUMENTO_ALTO_CUSTO.accept} maxMb={DOCUMENTO_ALTO_CUSTO.maxMb} />
          <Button onClick={() => void anexar()} loading={enviando}>
            Anexar
          </Button>
          {erro && (
            <Typography.Text type="danger" role="alert" style={{ width: '100%' }}>
              {erro}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Card>
  );
}
