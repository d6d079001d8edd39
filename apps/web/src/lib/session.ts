import { type ClientePublico, definirFonteFusoHorario, type MenuItem, type Sessao, STORAGE } from '@saude/shared';
import { useSyncExternalStore } from 'react';

/**
 * Client storage of spec 000 §3. The session is split over the spec's keys (autenticacao holds
 * usuario, token, expiration, permissions and the placement options; lotacao, centro_custo, menu
 * and the unread counter have their own keys) and reassembled here. Every change notifies the
 * subscribed components, including changes made in another tab (the `storage` event).
 */
type Autenticacao = Omit<Sessao, 'lotacao' | 'centroCusto' | 'menu' | 'quantidadeNotificacoesNaoLidas'>;

const listeners = new Set<() => void>();

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  if (value === undefined || value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
}

function assemble(): Sessao | null {
  const auth = read<Autenticacao>(STORAGE.autenticacao);
  const lotacao = read<Sessao['lotacao']>(STORAGE.lotacao);
  const centroCusto = read<Sessao['centroCusto']>(STORAGE.centroCusto);
  if (!auth?.token || !lotacao || !centroCusto) return null;
  return {
    ...auth,
    lotacao,
    centroCusto,
    menu: read<MenuItem[]>(STORAGE.menu) ?? [],
    quantidadeNotificacoesNaoLidas: read<number>(STORAGE.notificacoesNaoLidas) ?? 0,
  };
}

function ler() {
  const sessao = assemble();
  // the municipality's zone (decision 0021): the session's, else the public face the login page read
  const fuso = sessao?.fusoHorario ?? read<ClientePublico>(STORAGE.cliente)?.fusoHorario ?? null;
  return { sessao, naoLidas: read<number>(STORAGE.notificacoesNaoLidas) ?? 0, fuso };
}

let snapshot = ler();

function changed() {
  snapshot = ler();
  for (const l of listeners) l();
}

// every date formatter and "today" of the web read the municipality's clock
definirFonteFusoHorario(() => snapshot.fuso);

if (typeof window !== 'undefined') window.addEventListener('storage', changed);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const sessionStore = {
  get: () => snapshot.sessao,
  token: () => snapshot.sessao?.token ?? null,

  save(sessao: Sessao) {
    const { lotacao, centroCusto, menu, quantidadeNotificacoesNaoLidas, ...auth } = sessao;
    write(STORAGE.autenticacao, auth);
    write(STORAGE.lotacao, lotacao);
    write(STORAGE.centroCusto, centroCusto);
    write(STORAGE.menu, menu ?? []);
    write(STORAGE.notificacoesNaoLidas, quantidadeNotificacoesNaoLidas ?? 0);
    changed();
  },

  /** Wipes local storage but keeps the saved customer link (spec 000 §3). */
  clear() {
    const customer = localStorage.getItem(STORAGE.customer);
    localStorage.clear();
    if (customer !== null) localStorage.setItem(STORAGE.customer, customer);
    changed();
  },

  naoLidas: () => snapshot.naoLidas,
  setNaoLidas(quantidade: number) {
    write(STORAGE.notificacoesNaoLidas, Math.max(0, quantidade));
    changed();
  },

  customer: () => localStorage.getItem(STORAGE.customer),
  setCustomer(link: string) {
    localStorage.setItem(STORAGE.customer, link);
  },
  cliente: () => read<ClientePublico>(STORAGE.cliente),
  setCliente(cliente: ClientePublico) {
    write(STORAGE.cliente, cliente);
    localStorage.setItem(STORAGE.customer, cliente.link);
    if (cliente.fusoHorario !== snapshot.fuso) changed();
  },

  sidebarAberta: () => read<boolean>(STORAGE.sidebarAberta) ?? true,
  setSidebarAberta(aberta: boolean) {
    write(STORAGE.sidebarAberta, aberta);
  },

  /** Re-reads storage: tests and other tabs change it behind our back. */
  reload: changed,

  /** Called on every change of the stored session (login, refresh, logout, another tab). */
  subscribe,
};

export function loginPath(): string {
  const customer = sessionStore.customer();
  return customer ? `/login/${encodeURIComponent(customer)}` : '/login';
}

export function useSessao(): Sessao | null {
  return useSyncExternalStore(subscribe, () => snapshot.sessao);
}

export function useNaoLidas(): number {
  return useSyncExternalStore(subscribe, () => snapshot.naoLidas);
}
