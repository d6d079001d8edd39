import { z } from 'zod';
import type { ResourceDef } from './resource/define-resource.js';

/** Menu item of spec 000 §3: id, nome, link, icone ('prefix/name'), items. */
export interface MenuItem {
  id: string;
  nome: string;
  link: string;
  icone: string;
  items?: MenuItem[];
}

/** A menu entry with its children on the wire (the session's menu, the dashboard's modules). */
export const menuItemSchema: z.ZodType<MenuItem, MenuItem> = z.object({
  id: z.string(),
  nome: z.string(),
  link: z.string(),
  icone: z.string(),
  get items() {
    return z.array(menuItemSchema).optional();
  },
});

/** A menu entry as declared: a leaf names the permission that opens it (none: every user). */
export interface MenuDef extends Omit<MenuItem, 'items'> {
  permissao?: string;
  items?: MenuDef[];
}

/**
 * The menu's core: its types, the dashboard entry that belongs to no module, and the helpers. Each module
 * declares its own group (`defineModulo({ menu })`); MENU, in display order, is assembled in `modulos.ts`.
 * The server filters it by the user's permissions. This file imports no module.
 */
export const MENU_INICIO: MenuDef = { id: 'dashboard', nome: 'Início', link: '/dashboard', icone: 'fas/home' };

/** The menu leaf of a registry resource: its index page, opened by its `visualizar` permission. */
export function itemDoRecurso(r: Pick<ResourceDef, 'modulo' | 'recurso' | 'path' | 'permissoes'>, nome: string, icone: string): MenuDef {
  return { id: `${r.modulo}.${r.recurso}`, nome, link: `${r.path}/index`, icone, permissao: r.permissoes.visualizar };
}

/** Keeps the leaves the user may open and the groups that still have a leaf. */
export function filterMenu(menu: readonly MenuDef[], held: readonly string[]): MenuItem[] {
  const out: MenuItem[] = [];
  for (const entry of menu) {
    const { permissao, items, ...item } = entry;
    if (items) {
      const children = filterMenu(items, held);
      if (children.length) out.push({ ...item, items: children });
    } else if (!permissao || held.includes(permissao)) {
      out.push(item);
    }
  }
  return out;
}

/** Spec 000 §2.4: an item is active when the first two path segments match its link's. */
export function menuKey(path: string): string {
  return `/${path.split('/').filter(Boolean).slice(0, 2).join('/')}`;
}
