import { readFileSync } from 'node:fs';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/**
 * The progress gauge: the spec's authenticated routes (spec 000 §2.3, as data in docs/rotas.txt) against
 * the web router. A path is built when the router serves it, and not built when only the catch-all '*'
 * (the 404 redirect) matches it. Nothing is rendered: matching declared paths needs no page.
 */

// import.meta.url through a variable: Vite rewrites `new URL('…', import.meta.url)` into an http asset URL
const AQUI = import.meta.url;
const ARQUIVO = new URL('../../../docs/rotas.txt', AQUI);

/** The non-comment, non-blank lines of docs/rotas.txt. */
function lerRotas(): string[] {
  return readFileSync(ARQUIVO, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/** '/cadastro/alergia/edit/{id}' → '/cadastro/alergia/edit/1' (optional parameters get 1 too). */
const concreto = (rota: string) => rota.replace(/\{[^}/]+\??\}/g, '1');

/**
 * The routes that can match a URL whose first segment is `segmento`: pathless routes (layouts, guards),
 * relative paths under a kept parent, the catch-all and absolute paths starting with that segment (or a
 * parameter). A route left out cannot match the URL, so matching the pruned tree gives the same answer;
 * it keeps the gauge fast, since matchRoutes flattens and compiles the whole tree on every call.
 */
function podar(rotas: RouteObject[], segmento: string): RouteObject[] {
  return rotas
    .filter((r) => {
      if (r.path === undefined || r.path === '*' || !r.path.startsWith('/')) return true;
      const primeiro = r.path.split('/')[1] ?? '';
      return primeiro === segmento || primeiro.startsWith(':');
    })
    .map((r) => (r.children ? { ...r, children: podar(r.children, segmento) } : r) as RouteObject);
}

const arvores = new Map<string, RouteObject[]>();

/** The router serves the URL: something matches it and the deepest match is not the catch-all. */
function construida(rota: string): boolean {
  const url = concreto(rota);
  const segmento = url.split('/')[1] ?? '';
  const arvore = arvores.get(segmento) ?? podar(routes, segmento);
  arvores.set(segmento, arvore);
  const matches = matchRoutes(arvore, url);
  return !!matches?.length && matches[matches.length - 1]?.route.path !== '*';
}

/** The module of a path: its first segment; the root-level pages (/dashboard, /lotacao) are '(raiz)'. */
const moduloDa = (rota: string) => {
  const segmentos = rota.split('/').filter(Boolean);
  return segmentos.length > 1 ? (segmentos[0] ?? '') : '(raiz)';
};

/** Every path a page of the router answers on (its parents' paths joined), in the file's syntax. */
function servidas(rotas: RouteObject[], pai = ''): string[] {
  return rotas.flatMap((r) => {
    const proprio = r.path === undefined ? pai : r.path.startsWith('/') ? r.path : `${pai.replace(/\/$/, '')}/${r.path}`;
    const filhas = servidas(r.children ?? [], proprio);
    const pagina = r.path !== undefined && r.path !== '*' && !r.children?.length;
    return pagina ? [proprio.replace(/:(\w+)(\?)?/g, (_, nome, opcional = '') => `{${nome}${opcional}}`), ...filhas] : filhas;
  });
}

const linha = (nome: string, feitas: number, total: number) =>
  `${nome.padEnd(20)}${String(feitas).padStart(3)}/${String(total).padStart(3)} rotas construídas`;

describe('rotas da especificação (spec 000 §2.3, docs/rotas.txt)', () => {
  const rotas = lerRotas();

  it('a lista se lê: um caminho por linha, sem espaços nem repetições', () => {
    expect(rotas.length).toBeGreaterThan(400);
    expect(rotas.filter((r) => !r.startsWith('/') || /\s/.test(r))).toEqual([]);
    expect(rotas.filter((r, i) => rotas.indexOf(r) !== i)).toEqual([]);
  });

  it('mede quantas o web já serve, por módulo', () => {
    const porModulo = new Map<string, { feitas: number; total: number }>();
    for (const rota of rotas) {
      const m = porModulo.get(moduloDa(rota)) ?? { feitas: 0, total: 0 };
      m.total++;
      if (construida(rota)) m.feitas++;
      porModulo.set(moduloDa(rota), m);
    }
    const modulos = [...porModulo.keys()].sort();
    const feitas = modulos.reduce((s, m) => s + (porModulo.get(m)?.feitas ?? 0), 0);
    for (const m of modulos) {
      const { feitas: f, total: t } = porModulo.get(m) ?? { feitas: 0, total: 0 };
      console.log(linha(m, f, t));
    }
    console.log(linha('total', feitas, rotas.length));

    // what the router serves beyond the list (public pages of §2.2, screens of other issues): shown, not failed
    const naLista = new Set(rotas);
    const alem = [...new Set(servidas(routes))].filter((r) => !naLista.has(r)).sort();
    if (alem.length) console.log(`servidas fora da lista (${alem.length}): ${alem.join(' ')}`);

    // the gauge itself works: a path nobody builds is not built, and the router serves a good part of the list
    expect(construida('/nao/existe/index')).toBe(false);
    expect(construida('/cadastro/alergia/edit/{id}')).toBe(true);
    expect(feitas).toBeGreaterThan(100);
    // a module declared complete stays complete (issue 24: the emergency care)
    expect(porModulo.get('pronto-atendimento')).toEqual({ feitas: 46, total: 46 });
    // matching 528 paths takes seconds alone, much more on a busy machine
  }, 120_000);
});
