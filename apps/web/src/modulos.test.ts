import { MENU, type MenuDef } from '@saude/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ICONES_COMUNS, iconeDoMenu } from './layouts/logged-in/menu-icons';
import { MODULOS_WEB } from './modulos';

/**
 * Module boundaries of the web (issue 14, "a module is a plugin"). A module is `src/modules/<m>/`; the
 * rest of `src/` is the core. A module reaches another only through its entry (`modules/<m>/index.ts(x)`);
 * the core never reaches a module, except `modulos.ts` (the list) and `router.tsx`, and those only through
 * the entries. What two modules share moves to `components/` or `lib/`.
 */

// every source file of src/, as text (tests and fixtures too: they follow the same rule)
const FONTES = import.meta.glob<string>(['./**/*.ts', './**/*.tsx'], { query: '?raw', import: 'default', eager: true });

const IMPORTACOES = [
  /\bfrom\s*['"]([^'"]+)['"]/g, // import … from, export … from
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, // lazy import()
  /\bimport\s+['"]([^'"]+)['"]/g, // side-effect import (CSS)
  /\bvi\.mock\(\s*['"]([^'"]+)['"]/g,
];

/** 'modules/cadastro/paciente/index.page.tsx' + '../../../lib/api' → 'lib/api' (relative to src/). */
function resolver(arquivo: string, especificador: string): string | null {
  if (!especificador.startsWith('.')) return null; // a package
  const partes = arquivo.split('/').slice(0, -1);
  for (const s of especificador.split('/')) {
    if (s === '..') partes.pop();
    else if (s !== '.' && s !== '') partes.push(s);
  }
  return partes.join('/');
}

const moduloDe = (caminho: string) => /^modules\/([^/]+)(?:\/|$)/.exec(caminho)?.[1];
const ehEntrada = (alvo: string, modulo: string) =>
  /^(?:index(?:\.tsx?)?)?$/.test(alvo.slice(`modules/${modulo}`.length).replace(/^\//, ''));
const PODEM_LISTAR_MODULOS = new Set(['modulos.ts', 'router.tsx']);

function arestasProibidas(fontes: Record<string, string>): string[] {
  const arestas: string[] = [];
  for (const [chave, fonte] of Object.entries(fontes)) {
    const arquivo = chave.replace(/^\.\//, '');
    const de = moduloDe(arquivo);
    for (const re of IMPORTACOES) {
      for (const m of fonte.matchAll(re)) {
        const especificador = m[1] ?? '';
        const alvo = resolver(arquivo, especificador);
        const para = alvo && moduloDe(alvo);
        if (!alvo || !para || para === de) continue;
        const permitido = de ? ehEntrada(alvo, para) : PODEM_LISTAR_MODULOS.has(arquivo) && ehEntrada(alvo, para);
        if (!permitido) arestas.push(`${arquivo} → ${especificador}`);
      }
    }
  }
  return [...new Set(arestas)].sort();
}

/** Every path a route answers on, its parents' paths joined. */
function caminhos(rotas: RouteObject[], pai = ''): string[] {
  return rotas.flatMap((r) => {
    const proprio = r.path === undefined ? pai : r.path.startsWith('/') ? r.path : `${pai.replace(/\/$/, '')}/${r.path}`;
    return [proprio, ...caminhos(r.children ?? [], proprio)];
  });
}

function iconesDo(menu: readonly MenuDef[]): string[] {
  return menu.flatMap((m) => [m.icone, ...iconesDo(m.items ?? [])]);
}

describe('módulos do web (issue 14)', () => {
  it('lê os fontes de src/', () => {
    expect(Object.keys(FONTES).length).toBeGreaterThan(100);
    expect(FONTES['./router.tsx']).toContain('MODULOS_WEB');
  });

  it('um módulo só importa de outro a sua entrada, e o núcleo não importa módulos', () => {
    expect(arestasProibidas(FONTES)).toEqual([]);
  });

  it('a regra aponta cada aresta proibida', () => {
    const fontes = {
      './modules/a/tela/index.page.tsx': [
        "import { X } from '../../b/tela/x';", // another module's internals
        "import { Y } from '../../b';", // its entry: allowed
        "import { Z } from '../comum/z';", // its own folder: allowed
        "const p = () => import('../../b/tela/index.page');",
      ].join('\n'),
      './components/widget.tsx': "import { W } from '../modules/a/tela/w';",
      './lib/qualquer.ts': "import { A } from '../modules/a';",
      './modulos.ts': "import { moduloA } from './modules/a';\nimport { T } from './modules/a/tela/t';",
    };
    expect(arestasProibidas(fontes)).toEqual([
      'components/widget.tsx → ../modules/a/tela/w',
      'lib/qualquer.ts → ../modules/a',
      'modules/a/tela/index.page.tsx → ../../b/tela/index.page',
      'modules/a/tela/index.page.tsx → ../../b/tela/x',
      'modulos.ts → ./modules/a/tela/t',
    ]);
  });

  it('cada pasta de src/modules tem uma entrada, listada uma vez em MODULOS_WEB com o mesmo id', () => {
    const pastas = [...new Set(Object.keys(FONTES).map((k) => moduloDe(k.replace(/^\.\//, ''))))].filter(Boolean).sort();
    const comEntrada = pastas.filter((p) => FONTES[`./modules/${p}/index.ts`] ?? FONTES[`./modules/${p}/index.tsx`]);
    expect(comEntrada).toEqual(pastas);
    expect(MODULOS_WEB.map((m) => m.id).sort()).toEqual(pastas);
  });

  it('cada rota de um módulo fica sob /<módulo>/ (públicas e sem menu também)', () => {
    const fora = MODULOS_WEB.flatMap((m) =>
      caminhos([...m.rotas, ...(m.rotasSemMenu ?? []), ...(m.rotasPublicas ?? [])])
        .filter((c) => c !== `/${m.id}` && !c.startsWith(`/${m.id}/`))
        .map((c) => `${m.id}: ${c || '(sem caminho)'}`),
    );
    expect(fora).toEqual([]);
  });

  it('todo ícone do menu tem um ícone de tela', () => {
    const semIcone = [...new Set(iconesDo(MENU))].filter((icone) => !iconeDoMenu(icone));
    expect(semIcone).toEqual([]);
  });

  it('um módulo não redefine um ícone comum nem um de outro módulo', () => {
    const declarados = MODULOS_WEB.flatMap((m) => Object.keys(m.icones ?? {}).map((nome) => ({ modulo: m.id, nome })));
    const conflitos = declarados
      .filter(({ nome }, i) => Object.hasOwn(ICONES_COMUNS, nome) || declarados.findIndex((d) => d.nome === nome) !== i)
      .map(({ modulo, nome }) => `${modulo}: ${nome}`);
    expect(conflitos).toEqual([]);
  });
});
