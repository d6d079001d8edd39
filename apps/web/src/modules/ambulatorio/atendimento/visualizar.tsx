import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, List, Modal, Skeleton, Table, Tag, Typography } from 'antd';
import { baixarArquivo } from '../../../lib/api';
import { formatarData, formatarDataHora } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { imprimirPdf } from '../../../lib/impressao';
import { ATENDIMENTO_API, atendimentoApi, type Impressao, type Visualizacao } from './atendimento.api';

const texto = (v: string | null) =>
  v ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{v}</Typography.Paragraph> : '—';

export async function imprimir(i: Impressao) {
  try {
    const r = await baixarArquivo(i.caminho);
    if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome !== 'arquivo' ? r.nome : `${i.documento}-${i.id}.pdf`);
  } catch (e) {
    handleApiError(e);
  }
}

/** One attendance, whole and read-only (its read is audited by the server), with its prints. */
export function AtendimentoResumo({ v }: { v: Visualizacao }) {
  const a = v.model;
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'data', label: 'Data', children: formatarDataHora(a.finalizadoEm) },
          { key: 'unidade', label: 'Unidade', children: a.unidade },
          { key: 'esp', label: 'Especialidade', children: a.especialidade ?? '—' },
          { key: 'prof', label: 'Profissional', children: [a.profissional, a.registro].filter(Boolean).join(' — ') },
          { key: 'sit', label: 'Situação', children: <Tag>{a.statusNome}</Tag> },
          ...(a.gestacaoNome
            ? [
                {
                  key: 'gest',
                  label: 'Gestação',
                  children: [a.gestacaoNome, a.idadeGestacional, a.dpp ? `DPP ${formatarData(a.dpp)}` : null].filter(Boolean).join(' · '),
                },
              ]
            : []),
          { key: 's', label: 'Subjetivo', span: 'filled' as const, children: texto(a.subjetivo) },
          { key: 'o', label: 'Objetivo', span: 'filled' as const, children: texto(a.objetivo) },
          { key: 'a', label: 'Avaliação', span: 'filled' as const, children: texto(a.avaliacao) },
          { key: 'p', label: 'Plano', span: 'filled' as const, children: texto(a.plano) },
        ]}
      />
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        style={{ margin: '12px 0' }}
        dataSource={a.problemas}
        columns={[
          { title: 'Problema/condição', dataIndex: 'descricao', render: (d: string, p) => (p.principal ? <strong>{d}</strong> : d) },
          { title: 'Situação', dataIndex: 'situacaoNome', width: 110 },
          {
            title: 'Início',
            key: 'i',
            width: 200,
            render: (_: unknown, p) => (p.inicioData ? `${formatarData(p.inicioData)} ${p.idadeInicio ? `(${p.idadeInicio})` : ''}` : '—'),
          },
        ]}
      />
      {a.receitas.map((r) => (
        <Typography.Paragraph key={r.id}>
          <strong>{r.tipoNome}:</strong> {r.itens.map((i) => `${i.descricao} (${i.quantidade}) — ${i.posologia}`).join('; ')}
        </Typography.Paragraph>
      ))}
      {a.exames.length > 0 && (
        <Typography.Paragraph>
          <strong>Exames:</strong> {a.exames.map((e) => e.nome).join('; ')}
        </Typography.Paragraph>
      )}
      {a.alteracoes.map((x) => (
        <Typography.Paragraph key={String(x.criadoEm)} type="secondary">
          Reaberto em {formatarDataHora(x.criadoEm)} por {x.usuario}: {x.motivo}
        </Typography.Paragraph>
      ))}
      <List
        size="small"
        header="Impressões"
        dataSource={v.impressoes}
        renderItem={(i) => (
          <List.Item
            actions={[
              <Button key="p" size="small" icon={<PrinterOutlined />} aria-label={`Imprimir ${i.titulo}`} onClick={() => void imprimir(i)}>
                Imprimir
              </Button>,
            ]}
          >
            {i.titulo} {i.assinado && <Tag color="green">Assinado</Tag>}
          </List.Item>
        )}
      />
    </>
  );
}

/** The read-only view as a dialog (the worklist, the history). `base` is the API that serves it (its permission). */
export function VisualizarAtendimento({ id, base = ATENDIMENTO_API, onFechar }: { id: number; base?: string; onFechar: () => void }) {
  const q = useQuery({ queryKey: ['ambulatorio', 'atendimento', base, id], queryFn: () => atendimentoApi.visualizar(id, base) });
  return (
    <Modal
      open
      title={`Atendimento nº ${id}`}
      width={960}
      footer={<Button onClick={onFechar}>Fechar</Button>}
      onCancel={onFechar}
      destroyOnHidden
    >
      {q.data ? <AtendimentoResumo v={q.data} /> : <Skeleton active />}
    </Modal>
  );
}
