import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run scaffold` (docs/architecture.md "Adding a registry"): a registry in an existing module is one
 * declaration, its table, its routes and its pages, wired in that module's own entries and nothing else; a new
 * module also gets one line in each central list. Run on a copy of the files it may touch.
 */
const repo = join(import.meta.dirname, '../../..');
const ENTRADAS = (m: string) => [
  `packages/shared/src/modules/${m}/index.ts`,
  `packages/shared/src/modules/${m}/${m}.modulo.ts`,
  `apps/api/src/modules/${m}/${m}.tables.ts`,
  `apps/api/src/modules/${m}/${m}.plugin.ts`,
  `apps/web/src/modules/${m}/index.tsx`,
];
const CENTRAIS = [
  'packages/shared/src/modulos.ts',
  'packages/shared/src/index.ts',
  'apps/api/src/modulos.ts',
  'apps/api/src/db/schema/index.ts',
  'apps/web/src/modulos.ts',
];

const raiz = mkdtempSync(join(tmpdir(), 'saude-scaffold-'));
for (const f of [...ENTRADAS('cadastro'), ...CENTRAIS]) cpSync(join(repo, f), join(raiz, f), { recursive: true });
afterAll(() => rmSync(raiz, { recursive: true, force: true }));

function scaffold(alvo: string) {
  const saida = execFileSync('node', [join(repo, 'scripts/scaffold.mjs'), alvo, '--sem-migracao', '--sem-formatar', '--raiz', raiz], {
    encoding: 'utf8',
  });
  const linhas = (prefixo: string) =>
    saida
      .split('\n')
      .filter((l) => l.startsWith(prefixo))
      .map((l) => l.slice(prefixo.length))
      .sort();
  return { criados: linhas('criado: '), alterados: linhas('alterado: ') };
}
const ler = (f: string) => readFileSync(join(raiz, f), 'utf8');

describe('scaffold', () => {
  it('a registry of an existing module touches only that module: its files and its own entries', () => {
    const { criados, alterados } = scaffold('cadastro/cor-pele');
    expect(criados).toEqual(
      [
        'packages/shared/src/modules/cadastro/cor-pele.resource.ts',
        'apps/api/src/modules/cadastro/cor-pele/cor-pele.table.ts',
        'apps/api/src/modules/cadastro/cor-pele/cor-pele.routes.ts',
        'apps/web/src/modules/cadastro/cor-pele/index.page.tsx',
        'apps/web/src/modules/cadastro/cor-pele/cor-pele.form.tsx',
        'apps/web/src/modules/cadastro/cor-pele/create.page.tsx',
        'apps/web/src/modules/cadastro/cor-pele/edit.page.tsx',
      ].sort(),
    );
    expect(alterados).toEqual(ENTRADAS('cadastro').sort());
    expect(ler('packages/shared/src/modules/cadastro/cadastro.modulo.ts')).toMatch(/recursos: \[[^\]]*corPeleResource,\n/);
    expect(ler('packages/shared/src/modules/cadastro/cadastro.modulo.ts')).toContain("link: '/cadastro/cor-pele/index'");
    expect(ler('apps/api/src/modules/cadastro/cadastro.plugin.ts')).toContain('deps.recursos.push(corPeleRoutes(app));');
    expect(ler('apps/api/src/modules/cadastro/cadastro.tables.ts')).toContain("export * from './cor-pele/cor-pele.table.js';");
    expect(ler('apps/web/src/modules/cadastro/index.tsx')).toContain(
      "rotasDoRecurso(corPeleResource, { index: () => import('./cor-pele/index.page')",
    );
    // imports are not repeated
    expect(ler('apps/web/src/modules/cadastro/index.tsx').match(/import \{ rotasDoRecurso \}/g)).toHaveLength(1);
  });

  it('a new module gets its three entries and one line in each central list', () => {
    // a module the product does not have: the central lists are the repository's own
    const { criados, alterados } = scaffold('odontologia/procedimento-odonto');
    expect(criados).toEqual(expect.arrayContaining(ENTRADAS('odontologia')));
    expect(alterados).toEqual([...ENTRADAS('odontologia'), ...CENTRAIS].sort());
    expect(ler('apps/api/src/modulos.ts')).toMatch(/MODULOS_API: readonly ModuloApi\[\] = \[[^\]]*moduloOdontologia,\n\];/);
    expect(ler('apps/web/src/modulos.ts')).toContain("import { moduloOdontologia } from './modules/odontologia';");
    expect(existsSync(join(raiz, dirname('apps/api/src/modules/odontologia/procedimento-odonto/procedimento-odonto.table.ts')))).toBe(true);
  });
});
