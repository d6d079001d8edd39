import { DeleteOutlined, DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Progress, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatarDataHora } from '../../lib/dates';
import { emAndamento, formatarTamanho, type StatusTarefa, type Tarefa } from './tarefas.api';

const STATUS: Record<StatusTarefa, { texto: string; cor: string }> = {
  PENDENTE: { texto: 'Na fila', cor: 'default' },
  EXECUTANDO: { texto: 'Gerando', cor: 'processing' },
  CONCLUIDA: { texto: 'Pronto', cor: 'success' },
  ERRO: { texto: 'Erro', cor: 'error' },
};

interface Props {
  tarefas: Tarefa[];
  carregando?: boolean;
  onAbrir: (t: Tarefa, modo: 'baixar' | 'imprimir') => Promise<void>;
  onRemover: (t: Tarefa) => Promise<void>;
}

/** The jobs of the "Tarefas" popover: progress while running, the file when ready, the error when it failed. */
export function TarefasLista({ tarefas, carregando, onAbrir, onRemover }: Props) {
  // one action per job at a time: a second click never sends a second request
  const [ocupadas, setOcupadas] = useState<ReadonlySet<string>>(new Set());
  const executar = async (t: Tarefa, fn: () => Promise<void>) => {
    const id = String(t.id);
    if (ocupadas.has(id)) return;
    setOcupadas((s) => new Set(s).add(id));
    try {
      await fn();
    } finally {
      setOcupadas((s) => {
        const n = new Set(s);
        n.delete(id);
        return n;
      });
    }
  };

  if (!tarefas.length) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={carregando ? 'Carregando…' : 'Nenhuma tarefa recente. Relatórios grandes aparecem aqui enquanto são gerados.'}
        style={{ margin: '8px 0' }}
      />
    );
  }

  return (
    <ul
      aria-label="Tarefas"
      style={{ listStyle: 'none', margin: 0, padding: 0, width: 380, maxWidth: '80vw', maxHeight: 420, overflowY: 'auto' }}
    >
      {tarefas.map((t) => {
        const status = STATUS[t.status] ?? STATUS.PENDENTE;
        const ocupada = ocupadas.has(String(t.id));
        const andamento = emAndamento(t);
        return (
          <li key={t.id} aria-label={t.titulo} style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}>
            <Flex justify="space-between" align="center" gap={8}>
              <Typography.Text strong ellipsis={{ tooltip: t.titulo }} style={{ minWidth: 0 }}>
                {t.titulo}
              </Typography.Text>
              <Flex gap={4} style={{ flex: 'none' }}>
                {t.formato && <Tag>{t.formato.toUpperCase()}</Tag>}
                <Tag color={status.cor}>{status.texto}</Tag>
              </Flex>
            </Flex>
            {andamento && (
              <>
                <Progress
                  percent={Math.max(0, Math.min(100, Math.round(t.progresso ?? 0)))}
                  size="small"
                  status="active"
                  aria-label={`Progresso de ${t.titulo}`}
                />
                {t.total !== null && t.total !== undefined && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t.processados.toLocaleString('pt-BR')} de {t.total.toLocaleString('pt-BR')} registros
                  </Typography.Text>
                )}
              </>
            )}
            {t.status === 'ERRO' && t.mensagem && (
              <Typography.Paragraph type="danger" style={{ margin: '4px 0 0', fontSize: 12 }}>
                {t.mensagem}
              </Typography.Paragraph>
            )}
            <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 4 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatarDataHora(t.criadaEm)}
                {t.status === 'CONCLUIDA' && t.tamanho !== null ? ` · ${formatarTamanho(t.tamanho)}` : ''}
              </Typography.Text>
              <Flex gap={0}>
                {t.status === 'CONCLUIDA' && (
                  <Button
                    size="small"
                    type="link"
                    icon={<DownloadOutlined />}
                    disabled={ocupada}
                    onClick={() => executar(t, () => onAbrir(t, 'baixar'))}
                  >
                    Baixar
                  </Button>
                )}
                {t.status === 'CONCLUIDA' && t.formato === 'pdf' && (
                  <Button
                    size="small"
                    type="link"
                    icon={<PrinterOutlined />}
                    disabled={ocupada}
                    onClick={() => executar(t, () => onAbrir(t, 'imprimir'))}
                  >
                    Imprimir
                  </Button>
                )}
                <Button
                  size="small"
                  type="link"
                  danger
                  icon={<DeleteOutlined />}
                  disabled={ocupada}
                  onClick={() => executar(t, () => onRemover(t))}
                >
                  {andamento ? 'Cancelar' : 'Remover'}
                </Button>
              </Flex>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
