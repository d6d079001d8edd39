import { RECURSO_AGENDA } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The name of an agenda's resource, as SQL of its id. The engine knows the professional (a user, a platform
 * table); a module whose agendas belong to its own records (a service, an exam room) registers their name
 * here, as the queue engine's listeners are registered: the engine imports no module.
 */
type NomeRecurso = (id: SQL) => SQL<string>;
const nomes = new Map<number, NomeRecurso>([
  [
    RECURSO_AGENDA.PROFISSIONAL,
    (id) => sql<string>`(select c.nome from usuario u join cidadao c on c.id = u.cidadao_id where u.id = ${id})`,
  ],
]);

export function registrarNomeRecurso(tipo: number, nome: NomeRecurso) {
  nomes.set(tipo, nome);
}

/** `CASE recurso_tipo …` over the registered kinds (unknown kinds read "Recurso {id}"). */
export function nomeDoRecurso(tipo: SQL, id: SQL): SQL<string> {
  const ramos = [...nomes.entries()].map(([t, f]) => sql`when ${sql.raw(String(t))} then ${f(id)}`);
  return sql<string>`coalesce(case ${tipo} ${sql.join(ramos, sql` `)} end, 'Recurso ' || ${id})`;
}
