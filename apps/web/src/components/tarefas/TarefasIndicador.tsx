import { FileSyncOutlined, SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Flex, Popover } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { handleApiError } from '../../lib/errors';
import { feedback } from '../../lib/feedback';
import { useSessao } from '../../lib/session';
import { TarefasLista } from './TarefasLista';
import { abrirArquivoDaTarefa, chaveTarefas, emAndamento, formatarTamanho, removerTarefa, type Tarefa, useTarefas } from './tarefas.api';
import { ouvirNovasTarefas, type TarefaAnunciada } from './tarefas-store';

/** A job announced by a 202, shown until the server's list arrives (a moment later). */
function provisoria(t: TarefaAnunciada): Tarefa {
  return {
    processados: 0,
    total: null,
    progresso: 0,
    mensagem: null,
    nomeArquivo: null,
    tamanho: null,
    concluidaEm: null,
    criadaEm: new Date().toISOString(),
    ...t,
    titulo: t.titulo ?? 'Relatório',
    status: t.status ?? 'PENDENTE',
  } as Tarefa;
}

function avisarFim(t: Tarefa) {
  const key = `tarefa-${t.id}`;
  if (t.status === 'ERRO') {
    feedback.notification.error({ key, title: `Falha ao gerar: ${t.titulo}`, description: t.mensagem ?? 'Ocorreu um erro' });
    return;
  }
  const abrir = (modo: 'baixar' | 'imprimir') => {
    feedback.notification.destroy(key);
    void abrirArquivoDaTarefa(t, modo);
  };
  feedback.notification.success({
    key,
    title: `Relatório pronto: ${t.titulo}`,
    description: t.tamanho !== null ? `${t.formato?.toUpperCase() ?? ''} · ${formatarTamanho(t.tamanho)}` : undefined,
    // the file waits on the server; the notice stays until the user acts or closes it
    duration: 0,
    actions: (
      <Flex gap={8}>
        {t.formato === 'pdf' && (
          <Button size="small" onClick={() => abrir('imprimir')}>
            Imprimir
          </Button>
        )}
        <Button size="small" type="primary" onClick={() => abrir('baixar')}>
          Baixar
        </Button>
      </Flex>
    ),
  });
}

/**
 * "Tarefas" in the top bar (issue 5): the user's background jobs (big reports) with their progress. It
 * lives in the layout and the jobs live on the server, so it keeps going while the user navigates and
 * after a reload. Polls every 2 s while something is queued or running, and on window focus.
 */
export function TarefasIndicador({ intervaloMs }: { intervaloMs?: number }) {
  const usuarioId = useSessao()?.usuario.id;
  const queryClient = useQueryClient();
  const { data: tarefas = [], refetch, isFetching } = useTarefas(usuarioId, intervaloMs);
  const [aberto, setAberto] = useState(false);
  // jobs seen queued or running (or announced) in this page: their end gets a notification, old ones do not
  const acompanhadas = useRef(new Set<string>());

  const atualizar = useCallback(() => void refetch(), [refetch]);

  useEffect(
    () =>
      ouvirNovasTarefas((t) => {
        if (t) {
          acompanhadas.current.add(String(t.id));
          queryClient.setQueryData<Tarefa[]>(chaveTarefas(usuarioId), (antes = []) =>
            antes.some((x) => String(x.id) === String(t.id)) ? antes : [provisoria(t), ...antes],
          );
        }
        atualizar();
      }),
    [queryClient, usuarioId, atualizar],
  );

  useEffect(() => {
    window.addEventListener('focus', atualizar);
    return () => window.removeEventListener('focus', atualizar);
  }, [atualizar]);

  useEffect(() => {
    for (const t of tarefas) {
      const id = String(t.id);
      if (emAndamento(t)) acompanhadas.current.add(id);
      else if (acompanhadas.current.delete(id)) avisarFim(t);
    }
  }, [tarefas]);

  const remover = async (t: Tarefa) => {
    try {
      await removerTarefa(t);
      acompanhadas.current.delete(String(t.id));
      queryClient.setQueryData<Tarefa[]>(chaveTarefas(usuarioId), (antes = []) => antes.filter((x) => String(x.id) !== String(t.id)));
    } catch (error) {
      handleApiError(error);
    }
  };

  const ativas = tarefas.filter(emAndamento).length;
  return (
    <Badge count={ativas} size="small" offset={[-6, 6]}>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={aberto}
        onOpenChange={(v) => {
          setAberto(v);
          if (v) atualizar();
        }}
        title="Tarefas"
        content={<TarefasLista tarefas={tarefas} carregando={isFetching} onAbrir={abrirArquivoDaTarefa} onRemover={remover} />}
      >
        <Button
          type="text"
          shape="circle"
          aria-label={ativas > 0 ? `Tarefas (${ativas} em andamento)` : 'Tarefas'}
          icon={ativas > 0 ? <SyncOutlined spin style={{ fontSize: 18 }} /> : <FileSyncOutlined style={{ fontSize: 18 }} />}
        />
      </Popover>
    </Badge>
  );
}
