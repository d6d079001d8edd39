import { useCallback, useState } from 'react';
import { sessionStore, useSessao } from '../../lib/session';

/**
 * Where a user calls from, remembered per queue in this browser (issue 16 item 3): per municipality and user, so a
 * shared desk computer keeps each professional's own. `espaco` names the module ("painel-senha",
 * "pronto-atendimento"); `fila` the queue (its cost centre). Logging out wipes the browser's storage (spec 000 §3).
 */
const chave = (espaco: string, cliente: string | null, usuarioId: number | undefined) =>
  `${espaco}.local-chamada.${cliente ?? ''}.${usuarioId ?? 0}`;

function ler<T>(k: string): Record<string, T> {
  try {
    const v = JSON.parse(localStorage.getItem(k) ?? '{}');
    return v && typeof v === 'object' ? (v as Record<string, T>) : {};
  } catch {
    return {};
  }
}

/** The value this user remembered for a queue, and how to remember another. */
export function useLembradoPorFila<T>(espaco: string, fila: number | undefined) {
  const sessao = useSessao();
  const k = chave(espaco, sessionStore.customer(), sessao?.usuario.id);
  const [, setVersao] = useState(0);
  const lembrado = fila ? ler<T>(k)[String(fila)] : undefined;
  const lembrar = useCallback(
    (valor: T) => {
      if (!fila) return;
      localStorage.setItem(k, JSON.stringify({ ...ler<T>(k), [String(fila)]: valor }));
      setVersao((v) => v + 1);
    },
    [k, fila],
  );
  return { lembrado, lembrar };
}

const existe = (id: number | null | undefined, opcoes: { id: number }[] | undefined) =>
  id && opcoes?.some((o) => o.id === id) ? id : undefined;

/**
 * "Meu local de chamada" of the ticket panel: the counter this user calls from in a queue. The server's
 * `ultimoLocalId` (the counter of the user's last call in this queue) is the fallback after a logout; a remembered
 * counter that left the queue is ignored.
 */
export function useLocalChamada(centroCustoId: number | undefined, opcoes: { id: number }[] | undefined, ultimoLocalId: number | null) {
  const { lembrado, lembrar } = useLembradoPorFila<number>('painel-senha', centroCustoId);
  const local = existe(lembrado, opcoes) ?? existe(ultimoLocalId, opcoes) ?? (opcoes?.length === 1 ? opcoes[0]?.id : undefined);
  return { local, definir: lembrar };
}

/** A call's destination in a patient queue: the TV screen that shows it and the room the patient goes to. */
export interface TelaESala {
  telaId: number | null;
  salaId: number | null;
}

/**
 * The TV screen and room a professional calls to in a patient queue (issue 16 item 3), remembered per queue. A
 * choice is needed only where there is one to make: no screen or no room leaves it null, a single one is taken,
 * and a remembered screen or room that left the queue is asked again. `local` is undefined while something is
 * still to be chosen.
 */
export function useTelaESala(
  espaco: string,
  fila: number | undefined,
  opcoes: { telas: { id: number }[]; salas: { id: number }[]; ultimoLocal?: TelaESala | null } | undefined,
) {
  const { lembrado: doNavegador, lembrar } = useLembradoPorFila<TelaESala>(espaco, fila);
  // after a logout the browser forgot: the server's last call of this user in this queue takes its place
  const lembrado = doNavegador ?? opcoes?.ultimoLocal ?? undefined;
  const resolver = (lista: { id: number }[], id: number | null | undefined): number | null | undefined =>
    lista.length === 0 ? null : (existe(id, lista) ?? (lista.length === 1 ? lista[0]?.id : undefined));
  const telaId = opcoes ? resolver(opcoes.telas, lembrado?.telaId) : undefined;
  const salaId = opcoes ? resolver(opcoes.salas, lembrado?.salaId) : undefined;
  const local: TelaESala | undefined = telaId !== undefined && salaId !== undefined ? { telaId, salaId } : undefined;
  /** What the dialog starts from: the valid part of what was remembered. */
  const parcial: Partial<TelaESala> = { telaId: telaId ?? undefined, salaId: salaId ?? undefined };
  return { local, parcial, definir: lembrar };
}
