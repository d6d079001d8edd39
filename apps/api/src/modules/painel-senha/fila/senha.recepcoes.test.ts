import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { recepcaoDoLocal, registrarRecepcaoDeSenhas } from './senha.recepcoes.js';

describe('receptions of tickets: which module receives a location claimed by two', () => {
  it('asks the higher precedence first, then keeps the registration order', () => {
    // claims of no real location (id -1): other files of the worker share this registry
    const nenhum = (id: unknown) => sql<boolean>`${id} = -1`;
    const base = { atendeNoLocal: nenhum, caminho: () => '/', permissao: 'x' };
    registrarRecepcaoDeSenhas('teste-unidade-inteira', base);
    registrarRecepcaoDeSenhas('teste-setor-proprio', { ...base, precedencia: 5 });
    registrarRecepcaoDeSenhas('teste-unidade-depois', base);
    const { params } = new PgDialect().sqlToQuery(recepcaoDoLocal(sql`i.id`));
    const nomes = params.filter((p) => typeof p === 'string' && p.startsWith('teste-'));
    expect(nomes).toEqual(['teste-setor-proprio', 'teste-unidade-inteira', 'teste-unidade-depois']);
  });
});
