#!/usr/bin/env node
// npm run scaffold -- <modulo>/<recurso> ["Nome singular"] ["Nome plural"]
// Writes the first draft of a registry resource as plain files to be owned afterwards (STYLE.md:
// "scaffold, don't hide"): the shared declaration, the table, the API routes, the three pages and
// a routes entry. It never overwrites a file. Then it prints the few lines to wire by hand.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const [alvo, nomeArg, pluralArg] = process.argv.slice(2);
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
const v = { modulo, recurso, nome, plural, c: camel(recurso), P: Pascal(recurso), t: snake(recurso), m: camel(modulo) };

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

let escritos = 0;
for (const [path, content] of Object.entries(files)) {
  if (existsSync(path)) {
    console.log(`já existe, mantido: ${path}`);
    continue;
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  escritos++;
  console.log(`criado: ${path}`);
}
console.log(`
${escritos} arquivo(s) escritos. Agora, à mão (registro explícito, ARCHITECTURE §2):
  1. packages/shared/src/index.ts      export * from './modules/${modulo}/${recurso}.resource.js';
  2. packages/shared/src/catalogo.ts    acrescente ${v.c}Resource a RECURSOS
  3. packages/shared/src/menu.ts        item { id: '${modulo}.${recurso}', nome: '${v.plural}', link: '/${modulo}/${recurso}/index', icone: 'fas/list', permissao: ${v.c}Resource.permissoes.visualizar }
  4. apps/api/src/db/schema/index.ts    export * from '../../modules/${modulo}/${recurso}/${recurso}.table.js';
  5. apps/api/src/app.ts                deps.recursos.push(${v.c}Routes(app));
  6. apps/web/src/modules/${modulo}/${modulo}.routes.tsx   rotasDoRecurso(${v.c}Resource, { index: () => import('./${recurso}/index.page'), create: …, edit: … })
  7. npm run db:generate -- --name=${v.t}   (gera a migração; confira o SQL e versione)
O teste de contrato (apps/api/test/contract.test.ts) passa a cobrir o recurso assim que ele entra em RECURSOS.`);
