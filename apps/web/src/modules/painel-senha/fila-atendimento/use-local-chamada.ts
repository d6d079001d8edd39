import { useCallback, useState } from 'react';
import { sessionStore, useSessao } from '../../../lib/session';

/** Counter of each queue, per municipality and user: a shared desk computer keeps each receptionist's own. */
const chave = (cliente: string | null, usuarioId: number | undefined) => `painel-senha.local-chamada.${cliente ?? ''}.${usuarioId ?? 0}`;

function ler(k: string): Record<string, number> {
  try {
    const v = JSON.parse(localStorage.getItem(k) ?? '{}');
    return v && typeof v === 'object' ? (v as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * "Meu local de chamada": the counter this user calls from in a queue, remembered in this browser. Logging
 * out wipes the browser's storage (spec 000 §3), so the server's `ultimoLocalId` (the counter of the user's
 * last call in this queue) is the fallback; a remembered counter that left the queue is ignored.
 */
export function useLocalChamada(centroCustoId: number | undefined, opcoes: { id: number }[] | undefined, ultimoLocalId: number | null) {
  const sessao = useSessao();
  const k = chave(sessionStore.customer(), sessao?.usuario.id);
  const [, setVersao] = useState(0);
  const existe = (id: number | null | undefined) => (id && opcoes?.some((o) => o.id === id) ? id : undefined);
  const lembrado = centroCustoId ? ler(k)[String(centroCustoId)] : undefined;
  const local = existe(lembrado) ?? existe(ultimoLocalId) ?? (opcoes?.length === 1 ? opcoes[0]?.id : undefined);

  const definir = useCallback(
    (id: number) => {
      if (!centroCustoId) return;
      localStorage.setItem(k, JSON.stringify({ ...ler(k), [String(centroCustoId)]: id }));
      setVersao((v) => v + 1);
    },
    [k, centroCustoId],
  );
  return { local, definir };
}
