/**
 * The screen's credential: the municipality's link and the screen's access key. They come once in the
 * address the screen registry hands out (`?cliente=&chave=`); the page keeps them in localStorage, per
 * screen, and takes them out of the address bar, so the key does not sit on screen or in the history and
 * a TV that reboots (or a browser that restores its tab) comes back by itself.
 */

export interface CredencialTela {
  cliente: string;
  chave: string;
}

const chaveStorage = (telaId: number) => `painel-senha.tela.${telaId}`;

function lerGuardada(telaId: number): CredencialTela | null {
  try {
    const v = JSON.parse(localStorage.getItem(chaveStorage(telaId)) ?? 'null') as Partial<CredencialTela> | null;
    return v && typeof v.cliente === 'string' && typeof v.chave === 'string' && v.cliente && v.chave
      ? { cliente: v.cliente, chave: v.chave }
      : null;
  } catch {
    return null;
  }
}

function guardar(telaId: number, c: CredencialTela) {
  try {
    localStorage.setItem(chaveStorage(telaId), JSON.stringify(c));
  } catch {
    // storage full or disabled: the TV still works until it reloads
  }
}

/**
 * The credential of this screen: the address's when it brings one (a new address replaces the stored one:
 * the key was renewed), otherwise the stored one. `daUrl`: the query must be removed from the address bar.
 */
export function lerCredencial(telaId: number, query: URLSearchParams): { credencial: CredencialTela | null; daUrl: boolean } {
  const cliente = query.get('cliente')?.trim() ?? '';
  const chave = query.get('chave')?.trim() ?? '';
  const daUrl = query.has('cliente') || query.has('chave');
  if (cliente && chave) {
    const credencial = { cliente, chave };
    guardar(telaId, credencial);
    return { credencial, daUrl };
  }
  return { credencial: lerGuardada(telaId), daUrl };
}
