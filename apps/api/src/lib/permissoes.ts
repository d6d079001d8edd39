import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';

/** Permission strings held by a placement: through its unblocked roles; "todas" roles hold all. */
export async function loadPermissoes(tx: Queryable, lotacaoId: number): Promise<string[]> {
  const result = await tx.execute<{ nome: string }>(sql`
    with papeis as (
      select pa.id, pa.todas_permissoes
        from lotacao_papel lp join papel pa on pa.id = lp.papel_id and not pa.bloqueado
       where lp.lotacao_id = ${lotacaoId})
    select p.nome from permissao p
     where exists (select 1 from papeis where todas_permissoes)
        or exists (select 1 from papel_permissao pp join papeis on papeis.id = pp.papel_id where pp.permissao_id = p.id)
     order by p.nome`);
  return result.rows.map((r) => r.nome);
}
