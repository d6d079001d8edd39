#!/usr/bin/env node
// npm run scaffold -- <modulo>/<recurso> ["Nome singular"] ["Nome plural"] [--sem-migracao] [--sem-formatar] [--raiz <pasta>]
// Writes a registry resource as plain files to be owned afterwards (STYLE.md: "scaffold, don't hide") and wires
// it into its module, touching only that module's folders (issue 14: a module is a plugin):
//   shared  modules/<m>/<recurso>.resource.ts, + its line in the module's index.ts, recursos and menu (<m>.modulo.ts)
//   api     modules/<m>/<recurso>/<recurso>.table.ts and .routes.ts, + a line in <m>.tables.ts and <m>.plugin.ts
//   web     modules/<m>/<recurso>/index|create|edit.page.tsx and .form.tsx, + its routes in modules/<m>/index.tsx
//   the migration (drizzle-kit generate), unless --sem-migracao.
// A module that does not exist yet is created with its three entries, and gets one line in each central list
// (MODULOS, MODULOS_API, MODULOS_WEB, the shared index and db/schema/index.ts). It never overwrites a file.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const argv = process.argv.slice(2);
const opcao = (nome) => (argv.includes(nome) ? argv.splice(argv.indexOf(nome), 2)[1] : undefined);
const raiz = opcao('--raiz') ?? process.cwd();
const flag = (nome) => {
  if (!argv.includes(nome)) return false;
  argv.splice(argv.indexOf(nome), 1);
  return true;
};
const semMigracao = flag('--sem-migracao');
const semFormatar = flag('--sem-formatar');
const [alvo, nomeArg, pluralArg] = argv;
if (!alvo || !/^[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/.test(alvo)) {
  console.error('Uso: npm run scaffold -- <modulo>/<recurso> ["Nome"] ["Nome no plural"]   (kebab-case, sem acentos)');
  process.exit(2);
}
const [modulo, recurso] = alvo.split('/');
const camel = (s) => s.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const snake = (s) => s.replace(/-/g, '_');
const Pascal = (s) => camel(s).replace(/^./, (c) => c.toUpperCase());
const nome = nomeArg ?? Pascal(recurso).replace(/([a-z])([A-Z])/g, '$1 $2');
const plural = pluralArg ?? `${nome}s`;
const v = { modulo, recurso, nome, plural, c: camel(recurso), P: Pascal(recurso), t: snake(recurso), m: camel(modulo), M: Pascal(modulo) };
const nomeModulo = Pascal(modulo).replace(/([a-z])([A-Z])/g, '$1 $2');

const files = {
  [`packages/shared/src/modules/${modulo}/${recurso}.resource.ts`]: `import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';

/** ${v.plural} (spec 000 §2.3 ${modulo}/${recurso}). */
export const ${v.c}Resource = defineResource({
  modulo: '${modulo}',
  recurso: '${recurso}',
  nome: '${v.nome}',
  nomePlural: '${v.plural}',
  schema: z.object({
    nome: f.texto('Nome', { max: 150 }),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
`,
  [`apps/api/src/modules/${modulo}/${recurso}/${recurso}.table.ts`]: `import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { bloqueado, clienteId, id, timestamps } from '../../../db/schema/common.js';

/** ${v.plural}. A municipal table: cliente_id gives it RLS, grants and the audit trigger. */
export const ${v.c} = pgTable(
  '${v.t}',
  {
    id: id(),
    clienteId: clienteId(),
    nome: text().notNull(),
    bloqueado: bloqueado(),
    ...timestamps,
  },
  (t) => [index('${v.t}_cliente_idx').on(t.clienteId), unique('${v.t}_nome_uq').on(t.clienteId, t.nome)],
);
`,
  [`apps/api/src/modules/${modulo}/${recurso}/${recurso}.routes.ts`]: `import { ${v.c}Resource } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../../lib/crud/register-crud-routes.js';
import { textSearch } from '../../../lib/datatable/datatable.js';
import { ${v.c} } from './${recurso}.table.js';

/** ${modulo}/${recurso}: the standard endpoints; resource-specific routes go below the call. */
export function ${v.c}Routes(app: FastifyInstance) {
  return registerCrudRoutes(app, {
    resource: ${v.c}Resource,
    table: ${v.c},
    list: { nome: ${v.c}.nome, bloqueado: ${v.c}.bloqueado },
    search: (term) => textSearch(term, ${v.c}.nome),
    values: (input) => ({ nome: input.nome }),
    unique: { ${v.t}_nome_uq: 'nome' },
    autocomplete: { label: ${v.c}.nome, search: (term) => textSearch(term, ${v.c}.nome) },
    exemplo: () => ({ nome: \`${v.nome} de teste \${Math.random().toString(36).slice(2, 8)}\` }),
  });
}
`,
  [`apps/web/src/modules/${modulo}/${recurso}/index.page.tsx`]: `import { ${v.c}Resource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

export default function ${v.P}IndexPage() {
  return <ResourceIndexPage resource={${v.c}Resource} />;
}
`,
  [`apps/web/src/modules/${modulo}/${recurso}/${recurso}.form.tsx`]: `import { ${v.c}Resource } from '@saude/shared';
import { Col, Form, Input, Row } from 'antd';
import { campo } from '../../../components/crud/resource-form';
import { ResourceFormPage } from '../../../components/crud/ResourceFormPage';

export function ${v.P}Form({ id }: { id?: number }) {
  return (
    <ResourceFormPage resource={${v.c}Resource} id={id}>
      {() => (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nome" {...campo(${v.c}Resource, 'nome')}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </ResourceFormPage>
  );
}
`,
  [`apps/web/src/modules/${modulo}/${recurso}/create.page.tsx`]: `import { ${v.P}Form } from './${recurso}.form';

export default function ${v.P}CreatePage() {
  return <${v.P}Form />;
}
`,
  [`apps/web/src/modules/${modulo}/${recurso}/edit.page.tsx`]: `import { useParams } from 'react-router';
import { ${v.P}Form } from './${recurso}.form';

export default function ${v.P}EditPage() {
  const { id } = useParams();
  return <${v.P}Form key={id} id={Number(id)} />;
}
`,
};

const novoModulo = !existsSync(join(raiz, `packages/shared/src/modules/${modulo}/${modulo}.modulo.ts`));
if (novoModulo) {
  Object.assign(files, {
    [`packages/shared/src/modules/${modulo}/${modulo}.modulo.ts`]: `import { defineModulo } from '../../modulo.js';

/** ${nomeModulo} (spec 000 §2.3 ${modulo}). */
export const modulo${v.M} = defineModulo({
  id: '${modulo}',
  nome: '${nomeModulo}',
  icone: 'fas/list',
  recursos: [],
  papeis: {},
  menu: {
    id: '${modulo}',
    nome: '${nomeModulo}',
    link: '/${modulo}',
    icone: 'fas/list',
    items: [],
  },
});
`,
    [`packages/shared/src/modules/${modulo}/index.ts`]: `export * from './${modulo}.modulo.js';
`,
    [`apps/api/src/modules/${modulo}/${modulo}.plugin.ts`]: `import { defineModuloApi } from '../../lib/modulo.js';

/** Module ${modulo} (spec 000 §2.3). */
export const modulo${v.M} = defineModuloApi({
  id: '${modulo}',
  registrar(app, deps) {},
});
`,
    [`apps/api/src/modules/${modulo}/${modulo}.tables.ts`]: `/** The tables of ${modulo}: one line per table file (\`db/schema/index.ts\` re-exports this for drizzle-kit). */
`,
    [`apps/web/src/modules/${modulo}/index.tsx`]: `import type { ModuloWeb } from '../../lib/modulo';

/** Module ${modulo} (spec 000 §2.3). */
export const modulo${v.M}: ModuloWeb = {
  id: '${modulo}',
  rotas: [
    {
      path: '/${modulo}',
      children: [],
    },
  ],
};
`,
  });
}

const tocados = [];
let escritos = 0;
for (const [path, content] of Object.entries(files)) {
  const alvoArquivo = join(raiz, path);
  if (existsSync(alvoArquivo)) {
    console.log(`já existe, mantido: ${path}`);
    continue;
  }
  mkdirSync(dirname(alvoArquivo), { recursive: true });
  writeFileSync(alvoArquivo, content);
  escritos++;
  tocados.push(path);
  console.log(`criado: ${path}`);
}

/** The position of the bracket that closes the one opened at `abre`. */
function fechamento(texto, abre) {
  const par = { '[': ']', '{': '}', '(': ')' };
  const pilha = [];
  for (let i = abre; i < texto.length; i++) {
    const c = texto[i];
    if (c in par) pilha.push(par[c]);
    else if (c === pilha.at(-1)) {
      pilha.pop();
      if (!pilha.length) return i;
    }
  }
  throw new Error('colchete sem par');
}

/** Edits a module file: an import after the last import, and items at the end of the lists named by anchors. */
function editar(path, { importacao, itens = [], linhaFinal }) {
  const arquivo = join(raiz, path);
  let texto = readFileSync(arquivo, 'utf8');
  const imports = [...texto.matchAll(/^import [\s\S]*?from '[^']+';$/gm)];
  const jaImportado = (nome) => imports.some((i) => new RegExp(`\\b${nome}\\b`).test(i[0]));
  // each import line brings one name; a name already imported is not imported twice
  const novas = (importacao ?? '').split('\n').filter((l) => l && !jaImportado(l.match(/import (?:type )?\{ (\w+)/)?.[1] ?? '-'));
  if (novas.length) {
    const fim = imports.length ? imports.at(-1).index + imports.at(-1)[0].length : 0;
    texto = `${texto.slice(0, fim)}${fim ? '\n' : ''}${novas.join('\n')}${fim ? '' : '\n'}${texto.slice(fim)}`;
  }
  for (const [ancora, item] of itens) {
    const em = texto.indexOf(ancora);
    if (em < 0) throw new Error(`${path}: não achei "${ancora}" para acrescentar ${item}`);
    const abre = em + ancora.length - 1;
    const fecha = fechamento(texto, abre);
    // a list gets an element (comma-separated), a block gets a statement
    const lista = texto[abre] === '[';
    if (texto.slice(abre, fecha).includes(item.trim())) continue;
    const antes = texto.slice(0, fecha).trimEnd();
    const separador = !lista || /[[{,]$/.test(antes) ? '' : ',';
    texto = `${antes}${separador}\n${item}${lista ? ',' : ';'}\n${texto.slice(fecha)}`;
  }
  if (linhaFinal && !texto.includes(linhaFinal)) texto = `${texto.trimEnd()}\n${linhaFinal}\n`;
  writeFileSync(arquivo, texto);
  tocados.push(path);
  console.log(`alterado: ${path}`);
}

// the module's own entries
editar(`packages/shared/src/modules/${modulo}/index.ts`, { linhaFinal: `export * from './${recurso}.resource.js';` });
editar(`packages/shared/src/modules/${modulo}/${modulo}.modulo.ts`, {
  importacao: `import { ${v.c}Resource } from './${recurso}.resource.js';`,
  itens: [
    ['recursos: [', `${v.c}Resource`],
    [
      'items: [',
      `{ id: '${modulo}.${recurso}', nome: '${v.plural}', link: '/${modulo}/${recurso}/index', icone: 'fas/list', permissao: ${v.c}Resource.permissoes.visualizar }`,
    ],
  ],
});
editar(`apps/api/src/modules/${modulo}/${modulo}.tables.ts`, { linhaFinal: `export * from './${recurso}/${recurso}.table.js';` });
editar(`apps/api/src/modules/${modulo}/${modulo}.plugin.ts`, {
  importacao: `import { ${v.c}Routes } from './${recurso}/${recurso}.routes.js';`,
  itens: [['registrar(app, deps) {', `    deps.recursos.push(${v.c}Routes(app))`]],
});
editar(`apps/web/src/modules/${modulo}/index.tsx`, {
  importacao: `import { ${v.c}Resource } from '@saude/shared';\nimport { rotasDoRecurso } from '../../components/crud/resource-routes';`,
  itens: [
    [
      'children: [',
      `rotasDoRecurso(${v.c}Resource, { index: () => import('./${recurso}/index.page'), create: () => import('./${recurso}/create.page'), edit: () => import('./${recurso}/edit.page') })`,
    ],
  ],
});

// a new module: one line in each central list
if (novoModulo) {
  editar('packages/shared/src/modulos.ts', {
    importacao: `import { modulo${v.M} } from './modules/${modulo}/index.js';`,
    itens: [['MODULOS: readonly ModuloDef[] = [', `  modulo${v.M}`]],
  });
  editar('packages/shared/src/index.ts', { linhaFinal: `export * from './modules/${modulo}/index.js';` });
  editar('apps/api/src/modulos.ts', {
    importacao: `import { modulo${v.M} } from './modules/${modulo}/${modulo}.plugin.js';`,
    itens: [['MODULOS_API: readonly ModuloApi[] = [', `  modulo${v.M}`]],
  });
  editar('apps/api/src/db/schema/index.ts', { linhaFinal: `export * from '../../modules/${modulo}/${modulo}.tables.js';` });
  editar('apps/web/src/modulos.ts', {
    importacao: `import { modulo${v.M} } from './modules/${modulo}';`,
    itens: [['MODULOS_WEB: readonly ModuloWeb[] = [', `  modulo${v.M}`]],
  });
}

const executar = (cmd, args) => spawnSync(cmd, args, { cwd: raiz, stdio: 'inherit' }).status === 0;
// biome puts the inserted lines in the house format (and the imports in order)
if (!semFormatar) executar('npx', ['biome', 'check', '--write', '--no-errors-on-unmatched', ...tocados]);
if (!semMigracao) {
  if (!executar('npm', ['run', 'db:generate', '--workspace', '@saude/api', '--', `--name=${v.t}`])) process.exitCode = 1;
}
console.log(`
${escritos} arquivo(s) criados e ${tocados.length - escritos} alterados, todos na pasta do módulo ${modulo}${novoModulo ? ' (e uma linha em cada lista central: módulo novo)' : ''}.
${semMigracao ? 'Gere a migração: npm run db:generate -- --name=' + v.t : 'Confira o SQL da migração gerada em apps/api/src/db/migrations e versione.'}
Depois: ajuste o menu (ícone, posição), os papéis que recebem as permissões (papeis em ${modulo}.modulo.ts) e os dados de demonstração.
O teste de contrato (apps/api/test/contract.test.ts) passa a cobrir o recurso assim que ele entra em RECURSOS.`);
