import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULOS_API } from '../src/modulos.js';

/**
 * The module boundaries of the API (issue 14, "a module is a plugin"), read from the sources:
 *
 * - a file of `src/modules/X/` uses another module Y only through `src/modules/Y/index.ts` (its published
 *   interface), tests and fixtures included — a test or fixture may also use the test fixtures a module publishes at
 *   its root (`src/modules/Y/<y>.fixtures.ts`, e.g. `pa.fixtures.ts`); the same holds for the tables that `db/schema/index.ts`
 *   re-exports: a module imports another module's table from that module's index, not from the barrel;
 * - a table file (`*.table.ts`) imports tables only: the platform's schema files, its module's tables and,
 *   for a foreign key, another module's `<m>.tables.ts` (so the schema never pulls a service in);
 * - the core (`src/lib`, `src/plugins`, `src/db`, the other files at `src/`) and `test/` import no module,
 *   except the places that assemble them: `src/modulos.ts` (each module's `<m>.plugin.ts`),
 *   `src/db/schema/index.ts` (each module's `<m>.tables.ts`, for drizzle-kit) and the demo seed
 *   (`src/db/seed/`, through the modules' `index.ts`);
 * - every module folder has its entry `<m>.plugin.ts`, listed once in `MODULOS_API`, and its tables (if any)
 *   in `<m>.tables.ts`, listed in `db/schema/index.ts`.
 */
const API = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(API, 'src');
const MODULES = join(SRC, 'modules');
const BARREL = join(SRC, 'db', 'schema', 'index.ts');

function arquivos(dir: string): string[] {
  return readdirSync(dir).flatMap((nome) => {
    const p = join(dir, nome);
    if (statSync(p).isDirectory()) return nome === 'node_modules' ? [] : arquivos(p);
    return /\.tsx?$/.test(nome) ? [p] : [];
  });
}

const rel = (p: string) => relative(API, p).split(sep).join('/');

/** `src/modules/<m>/...` → `<m>`; anything else → null. */
function moduloDe(p: string): string | null {
  const r = relative(MODULES, p).split(sep);
  return r[0] !== '..' && r.length > 1 ? r[0] : null;
}

/** Every specifier a file imports or re-exports: static, side-effect and `import('…')`. */
function especificadores(fonte: string): string[] {
  const estaticos = /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/gms;
  const efeito = /^\s*import\s*['"]([^'"]+)['"]/gm;
  const dinamicos = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...fonte.matchAll(estaticos), ...fonte.matchAll(efeito), ...fonte.matchAll(dinamicos)].map((m) => m[1]);
}

/** A relative specifier as a file path (`./x.js` is `./x.ts` on disk). */
function resolver(de: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const alvo = resolve(dirname(de), spec);
  for (const c of [alvo.replace(/\.js$/, '.ts'), alvo.replace(/\.js$/, '.tsx'), alvo, join(alvo, 'index.ts')]) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return alvo;
}

/** Names a file exports, following `export * from` (for the tables each module lists in `<m>.tables.ts`). */
function nomesExportados(arquivo: string, vistos = new Set<string>()): string[] {
  if (vistos.has(arquivo) || !existsSync(arquivo)) return [];
  vistos.add(arquivo);
  const fonte = readFileSync(arquivo, 'utf8');
  const nomes = [...fonte.matchAll(/^export\s+(?:declare\s+)?(?:const|let|function|class|type|interface|enum)\s+(\w+)/gm)].map((m) => m[1]);
  for (const m of fonte.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    nomes.push(
      ...m[1]
        .split(',')
        .flatMap((n) =>
          n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)
            .slice(-1),
        )
        .filter(Boolean),
    );
  }
  for (const m of fonte.matchAll(/^export\s+\*\s+from\s+['"]([^'"]+)['"]/gm)) {
    nomes.push(...nomesExportados(resolver(arquivo, m[1]) ?? '', vistos));
  }
  return nomes;
}

/** The names a file takes from the schema barrel: named, destructured from `import()`, or `ns.name`. */
function nomesDoBarril(arquivo: string, fonte: string): string[] {
  const nomes: string[] = [];
  const ehBarril = (spec: string) => resolver(arquivo, spec) === BARREL;
  for (const m of fonte.matchAll(/^\s*import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/gm)) {
    if (ehBarril(m[2])) nomes.push(...m[1].split(','));
  }
  for (const m of fonte.matchAll(/const\s*\{([^}]*)\}\s*=\s*await\s+import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    if (ehBarril(m[2])) nomes.push(...m[1].split(',').map((n) => n.split(':')[0]));
  }
  for (const m of fonte.matchAll(/(?:import\s+\*\s+as\s+(\w+)\s+from|const\s+(\w+)\s*=\s*await\s+import\()\s*['"]([^'"]+)['"]/g)) {
    if (!ehBarril(m[3])) continue;
    const ns = m[1] ?? m[2];
    nomes.push(...[...fonte.matchAll(new RegExp(`\\b${ns}\\.(\\w+)`, 'g'))].map((u) => u[1]));
  }
  return nomes
    .map(
      (n) =>
        n
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0],
    )
    .filter(Boolean);
}

const modulos = readdirSync(MODULES).filter((m) => statSync(join(MODULES, m)).isDirectory());
const fontes = [...arquivos(SRC), ...arquivos(join(API, 'test'))].map((arquivo) => ({ arquivo, fonte: readFileSync(arquivo, 'utf8') }));

/** Table (and other) names of the barrel that belong to a module. */
const donoDoNome = new Map<string, string>();
for (const m of modulos) {
  for (const nome of nomesExportados(join(MODULES, m, `${m}.tables.ts`))) donoDoNome.set(nome, m);
}

const ehTabela = (arquivo: string) => /\.tables?\.ts$/.test(arquivo);

/**
 * The schema is a graph of tables only (drizzle-kit loads it as CommonJS, where a cycle through a service's
 * top-level constant breaks): a table file imports the platform's schema files, its module's tables and
 * other modules' `<m>.tables.ts`, never a service, a module's `index.ts` or the barrel.
 */
function violacaoDeTabela(arquivo: string, alvo: string): string | null {
  if (moduloDe(arquivo) === null || !ehTabela(arquivo)) return null;
  const r = relative(SRC, alvo).split(sep).join('/');
  if (r.startsWith('db/schema/') && alvo !== BARREL) return null;
  if (ehTabela(alvo) && moduloDe(alvo) !== null) return null;
  return 'uma tabela importa só tabelas';
}

/** Where a file may import `alvo` from (a module path), or why not. */
function violacao(arquivo: string, alvo: string): string | null {
  const de = moduloDe(arquivo);
  const para = moduloDe(alvo);
  if (para === null) {
    const r = rel(alvo);
    // nothing inside a module reaches back to the places that assemble the modules
    if (de !== null && ['src/app.ts', 'src/modulos.ts', 'src/server.ts'].includes(r)) return 'um módulo não importa a montagem da API';
    return null;
  }
  if (de === para) return null;
  const indice = alvo === join(MODULES, para, 'index.ts');
  const r = rel(arquivo);
  // a table names another module's table for its foreign key through that module's table list
  if (de !== null && ehTabela(arquivo))
    return alvo === join(MODULES, para, `${para}.tables.ts`) ? null : `use modules/${para}/${para}.tables.ts`;
  // a test or fixture may also use another module's published test fixtures (`<m>/<m-prefix>.fixtures.ts` at its root)
  const fixturesPublicos = dirname(alvo) === join(MODULES, para) && /\.fixtures\.ts$/.test(alvo);
  if (de !== null && fixturesPublicos && /\.(test|fixtures)\.tsx?$/.test(arquivo)) return null;
  if (de !== null) return indice ? null : `use modules/${para}/index.ts`;
  if (r === 'src/modulos.ts')
    return alvo === join(MODULES, para, `${para}.plugin.ts`) ? null : `src/modulos.ts lista modules/${para}/${para}.plugin.ts`;
  if (r === 'src/db/schema/index.ts')
    return alvo === join(MODULES, para, `${para}.tables.ts`) ? null : `o barril lista modules/${para}/${para}.tables.ts`;
  if (r.startsWith('src/db/seed/')) return indice ? null : `use modules/${para}/index.ts`;
  return 'o núcleo (lib, plugins, db, test) não importa módulos';
}

describe('fronteiras dos módulos da API', () => {
  it('a module uses another only through its index.ts, and the core uses no module', () => {
    const erros: string[] = [];
    let entreModulos = 0;
    for (const { arquivo, fonte } of fontes) {
      for (const spec of especificadores(fonte)) {
        const alvo = resolver(arquivo, spec);
        if (!alvo) continue;
        const de = moduloDe(arquivo);
        if (de !== null && moduloDe(alvo) !== null && moduloDe(alvo) !== de) entreModulos++;
        const motivo = violacao(arquivo, alvo) ?? violacaoDeTabela(arquivo, alvo);
        if (motivo) erros.push(`${rel(arquivo)} → ${rel(alvo)} (${motivo})`);
      }
    }
    expect(erros).toEqual([]);
    expect(entreModulos, 'the modules do use one another (through their index.ts)').toBeGreaterThan(20);
  });

  it("a module takes another module's tables from that module's index.ts, not from the schema barrel", () => {
    expect(donoDoNome.size).toBeGreaterThan(0);
    const erros: string[] = [];
    for (const { arquivo, fonte } of fontes) {
      const de = moduloDe(arquivo);
      if (de === null) continue;
      for (const nome of nomesDoBarril(arquivo, fonte)) {
        const dono = donoDoNome.get(nome);
        if (dono && dono !== de) erros.push(`${rel(arquivo)} → db/schema/index.ts { ${nome} } (use modules/${dono}/index.ts)`);
      }
    }
    expect(erros).toEqual([]);
  });

  it('every module folder has its entry, listed once in MODULOS_API, and its tables in the schema barrel', () => {
    expect(MODULOS_API.map((m) => m.id).sort()).toEqual([...modulos].sort());
    expect(new Set(MODULOS_API.map((m) => m.id)).size).toBe(MODULOS_API.length);
    const barril = readFileSync(BARREL, 'utf8');
    for (const m of modulos) {
      expect(existsSync(join(MODULES, m, `${m}.plugin.ts`)), `modules/${m}/${m}.plugin.ts`).toBe(true);
      const tabelas = fontes.filter((f) => moduloDe(f.arquivo) === m && /\.table\.ts$/.test(f.arquivo));
      if (!tabelas.length) continue;
      expect(barril, `db/schema/index.ts lista modules/${m}/${m}.tables.ts`).toContain(`'../../modules/${m}/${m}.tables.js'`);
      const lista = readFileSync(join(MODULES, m, `${m}.tables.ts`), 'utf8');
      for (const t of tabelas) {
        const r = relative(join(MODULES, m), t.arquivo).split(sep).join('/').replace(/\.ts$/, '.js');
        expect(lista, `modules/${m}/${m}.tables.ts lista ./${r}`).toContain(`'./${r}'`);
      }
    }
  });

  it('the checks see a violation (the parser is not blind)', () => {
    const arquivo = join(MODULES, 'pronto-atendimento', 'x', 'y.ts');
    expect(violacao(arquivo, join(MODULES, 'cadastro', 'sala', 'sala.table.ts'))).toBe('use modules/cadastro/index.ts');
    expect(violacao(arquivo, join(MODULES, 'cadastro', 'index.ts'))).toBeNull();
    expect(violacao(join(SRC, 'plugins', 'auth.ts'), join(MODULES, 'cadastro', 'index.ts'))).toMatch(/núcleo/);
    const tabela = join(MODULES, 'fila', 'fila.table.ts');
    expect(violacao(tabela, join(MODULES, 'cadastro', 'cadastro.tables.ts'))).toBeNull();
    expect(violacao(tabela, join(MODULES, 'cadastro', 'index.ts'))).toBe('use modules/cadastro/cadastro.tables.ts');
    expect(violacaoDeTabela(tabela, join(MODULES, 'fila', 'fila.service.ts'))).toBe('uma tabela importa só tabelas');
    expect(violacaoDeTabela(tabela, BARREL)).toBe('uma tabela importa só tabelas');
    expect(violacaoDeTabela(tabela, join(SRC, 'db', 'schema', 'pessoa.ts'))).toBeNull();
    expect(especificadores("import {\n  a,\n  type B,\n} from '../../cadastro/sala/sala.table.js';\nawait import('./z.js');")).toEqual([
      '../../cadastro/sala/sala.table.js',
      './z.js',
    ]);
    expect(donoDoNome.get('sala')).toBe('cadastro');
    expect(nomesDoBarril(arquivo, "import { sala, type cidadao as c } from '../../../db/schema/index.js';")).toEqual(['sala', 'cidadao']);
  });
});
