import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGO_PERMISSOES, MODULO_NOME, RECURSOS } from './catalogo.js';
import type { MenuDef } from './menu.js';
import { descricaoDoProduto, MENU, MODULOS } from './modulos.js';
import { PAPEIS_PADRAO } from './papeis.js';
import { permissaoNome } from './permissions.js';

const SRC = dirname(fileURLToPath(import.meta.url));
/** The files that gather the modules: the only ones outside `modules/` allowed to import them. */
const MONTAGEM = ['index.ts', 'modulos.ts'];
/** Files that import MODULOS (directly or not); a core file importing them would close a cycle. */
const AGREGADORES = ['index.ts', 'modulos.ts', 'catalogo.ts', 'papeis.ts'];

interface Fonte {
  /** Path relative to src, with '/' separators. */
  caminho: string;
  texto: string;
}

function lerFontes(dir = SRC): Fonte[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = join(dir, e.name);
    if (e.isDirectory()) return lerFontes(abs);
    if (!e.name.endsWith('.ts')) return [];
    return [{ caminho: relative(SRC, abs).split(sep).join('/'), texto: readFileSync(abs, 'utf8') }];
  });
}

/** The relative specifiers of import/export statements (static, side-effect and dynamic), resolved from src. */
function importsRelativos(f: Fonte): string[] {
  const specs = [
    ...f.texto.matchAll(/\bfrom\s*['"]([^'"]+)['"]/g),
    ...f.texto.matchAll(/\bimport\s*['"]([^'"]+)['"]/g),
    ...f.texto.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] as string);
  return specs
    .filter((s) => s.startsWith('.'))
    .map((s) => resolve('/', dirname(f.caminho), s).slice(1).replace(/\.js$/, '.ts'))
    .map((p) => (p.endsWith('.ts') ? p : `${p}/index.ts`));
}

const moduloDe = (caminho: string) => (caminho.startsWith('modules/') ? caminho.split('/')[1] : null);

/** Every import that crosses the module boundary the wrong way, and the module-level dependencies. */
function analisar(fontes: Fonte[]) {
  const violacoes: string[] = [];
  const dependencias = new Map<string, Set<string>>();
  for (const f of fontes) {
    const origem = moduloDe(f.caminho);
    const teste = f.caminho.endsWith('.test.ts');
    for (const alvo of importsRelativos(f)) {
      const destino = moduloDe(alvo);
      if (origem && destino && destino !== origem) {
        // another module: only through its published interface
        if (alvo !== `modules/${destino}/index.ts`) violacoes.push(`${f.caminho} → ${alvo} (use modules/${destino}/index.ts)`);
        if (!teste) dependencias.set(origem, (dependencias.get(origem) ?? new Set()).add(destino));
      } else if (!origem && destino) {
        // core: only the assembly files (and tests) reach into modules, and only through their index
        if (!MONTAGEM.includes(f.caminho) && !teste) violacoes.push(`${f.caminho} → ${alvo} (core must not import a module)`);
        else if (alvo !== `modules/${destino}/index.ts`) violacoes.push(`${f.caminho} → ${alvo} (use modules/${destino}/index.ts)`);
      } else if (!teste && !AGREGADORES.includes(f.caminho) && AGREGADORES.includes(alvo)) {
        violacoes.push(`${f.caminho} → ${alvo} (the assembled lists import the modules: a cycle)`);
      }
    }
  }
  return { violacoes, dependencias };
}

/** A cycle between modules (through their index files) as 'a → b → a', or null. */
function cicloEntreModulos(dependencias: Map<string, Set<string>>): string | null {
  const estado = new Map<string, 'visitando' | 'feito'>();
  const visitar = (m: string, caminho: string[]): string | null => {
    if (estado.get(m) === 'visitando') return [...caminho.slice(caminho.indexOf(m)), m].join(' → ');
    if (estado.get(m) === 'feito') return null;
    estado.set(m, 'visitando');
    for (const d of dependencias.get(m) ?? []) {
      const ciclo = visitar(d, [...caminho, m]);
      if (ciclo) return ciclo;
    }
    estado.set(m, 'feito');
    return null;
  };
  for (const m of dependencias.keys()) {
    const ciclo = visitar(m, []);
    if (ciclo) return ciclo;
  }
  return null;
}

describe('module boundaries (a module imports another only through its index.ts)', () => {
  it('the checker catches deep imports, core importing modules and cycles', () => {
    const { violacoes, dependencias } = analisar([
      { caminho: 'modules/a/x.ts', texto: "import { y } from '../b/y.js';\nexport * from '../b/index.js';" },
      { caminho: 'modules/b/y.ts', texto: "import type { X } from '../a/index.js';\nimport { ok } from './z.js';" },
      { caminho: 'menu.ts', texto: "export { w } from './modules/a/index.js';" },
      { caminho: 'relatorio.ts', texto: "import { MENU } from './modulos.js';" },
      { caminho: 'modulos.ts', texto: "import { a } from './modules/a/x.js';\nimport { b } from './modules/b/index.js';" },
    ]);
    expect(violacoes).toEqual([
      'modules/a/x.ts → modules/b/y.ts (use modules/b/index.ts)',
      'menu.ts → modules/a/index.ts (core must not import a module)',
      'relatorio.ts → modulos.ts (the assembled lists import the modules: a cycle)',
      'modulos.ts → modules/a/x.ts (use modules/a/index.ts)',
    ]);
    expect(cicloEntreModulos(dependencias)).toBe('a → b → a');
  });

  it('no file of packages/shared crosses a boundary and modules depend on each other without cycles', () => {
    // this file is left out: its fixtures above are deliberate violations
    const fontes = lerFontes().filter((f) => f.caminho !== 'modulos.test.ts');
    expect(fontes.length).toBeGreaterThan(50);
    const { violacoes, dependencias } = analisar(fontes);
    expect(violacoes).toEqual([]);
    expect(cicloEntreModulos(dependencias)).toBeNull();
  });

  it('every module folder is declared in MODULOS through its index.ts', () => {
    const pastas = readdirSync(join(SRC, 'modules'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(MODULOS.map((m) => m.id).sort()).toEqual(pastas.sort());
  });
});

describe('the lists assembled from MODULOS', () => {
  const catalogo = new Map(CATALOGO_PERMISSOES.map((p) => [permissaoNome(p), p]));
  const folhas = (itens: readonly MenuDef[]): MenuDef[] => itens.flatMap((i) => (i.items ? folhas(i.items) : [i]));
  const ids = (itens: readonly MenuDef[]): string[] => itens.flatMap((i) => [i.id, ...ids(i.items ?? [])]);

  it('each module has one id, named in MODULO_NOME', () => {
    expect(new Set(MODULOS.map((m) => m.id)).size).toBe(MODULOS.length);
    for (const m of MODULOS) expect(MODULO_NOME[m.id], m.id).toBe(m.nome);
  });

  it('a module declares only its own resources, permissions and reports', () => {
    for (const m of MODULOS) {
      for (const r of m.recursos) expect(r.modulo, `${m.id}: ${r.apiPath}`).toBe(m.id);
      for (const p of m.permissoes) expect(p.modulo, `${m.id}: ${permissaoNome(p)}`).toBe(m.id);
      for (const r of m.relatorios) {
        expect(r.area, `${m.id}: ${r.relatorio}`).toBe(m.id);
        expect(catalogo.has(r.permissao), `${m.id}: ${r.permissao}`).toBe(true);
      }
    }
    expect(RECURSOS).toHaveLength(MODULOS.reduce((n, m) => n + m.recursos.length, 0));
  });

  it("menu ids are unique, a module's entries are under its id, and every menu permission exists", () => {
    const todos = ids(MENU);
    expect(todos.filter((id, i) => todos.indexOf(id) !== i)).toEqual([]);
    for (const m of MODULOS) {
      for (const grupo of m.menu) {
        expect(grupo.id).toBe(m.id);
        for (const id of ids(grupo.items ?? [])) expect(id.startsWith(`${m.id}.`), id).toBe(true);
      }
    }
    for (const folha of folhas(MENU)) if (folha.permissao) expect(catalogo.has(folha.permissao), folha.id).toBe(true);
  });

  it('a module grants default roles only permissions of its own that exist, each once', () => {
    const papeis = new Set(PAPEIS_PADRAO.map((p) => p.codigo));
    for (const m of MODULOS) {
      for (const [papel, permissoes] of Object.entries(m.papeis)) {
        expect(papeis.has(papel), `${m.id}: ${papel}`).toBe(true);
        expect(new Set(permissoes).size, `${m.id} → ${papel}`).toBe(permissoes?.length);
        for (const p of permissoes ?? []) expect(catalogo.get(p)?.modulo, `${m.id} → ${papel}: ${p}`).toBe(m.id);
      }
    }
    for (const p of PAPEIS_PADRAO) expect(new Set(p.permissoes).size, p.codigo).toBe(p.permissoes.length);
  });
});

describe('o que o produto diz de si', () => {
  it('names exactly the modules that exist (the login page): a module that lands adds itself', () => {
    const frase = descricaoDoProduto();
    expect(frase).toBe(
      'Cadastro, pronto atendimento, ambulatório, almoxarifado, farmácia, imunização, exames laboratoriais, exames de imagem, transporte de pacientes, painel de senhas, parametrização e administração da rede municipal em um só lugar.',
    );
    for (const m of MODULOS.filter((m) => m.anunciado !== false)) expect(frase.toLowerCase()).toContain(m.nome.toLowerCase());
    // a module whose issue is still open is not promised on the login page
    expect(descricaoDoProduto([{ nome: 'Ambulatório', anunciado: false }, { nome: 'Cadastro' }])).toBe(
      'Cadastro da rede municipal em um só lugar.',
    );
    expect(frase).not.toMatch(/regulação|atenção básica/);
    expect(descricaoDoProduto([{ nome: 'Farmácia' }])).toBe('Farmácia da rede municipal em um só lugar.');
  });
});
