import type { NotificacaoRecebida } from '@saude/shared';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { MensagemModal } from './mensagem.modal';
import { useMarcarLida } from './notificacoes.api';
import { NotificacoesModal } from './notificacoes.modal';

interface NotificacoesApi {
  abrirLista: () => void;
  abrirMensagem: (n: NotificacaoRecebida) => void;
}

const Contexto = createContext<NotificacoesApi>({ abrirLista: () => {}, abrirMensagem: () => {} });

export const useNotificacoes = () => useContext(Contexto);

/** Owns both dialogs so the header bell and the dashboard open the same ones. */
export function NotificacoesProvider({ lotacaoId, children }: { lotacaoId: number; children: ReactNode }) {
  const [lista, setLista] = useState(false);
  const [mensagem, setMensagem] = useState<NotificacaoRecebida | null>(null);
  const marcarLida = useMarcarLida();

  const fecharMensagem = useCallback(() => {
    if (mensagem && !mensagem.visualizado) marcarLida.mutate(mensagem);
    setMensagem(null);
  }, [mensagem, marcarLida]);

  const api = useMemo<NotificacoesApi>(() => ({ abrirLista: () => setLista(true), abrirMensagem: setMensagem }), []);

  return (
    <Contexto.Provider value={api}>
      {children}
      <NotificacoesModal open={lista} lotacaoId={lotacaoId} onClose={() => setLista(false)} onAbrir={setMensagem} />
      <MensagemModal notificacao={mensagem} onClose={fecharMensagem} />
    </Contexto.Provider>
  );
}
