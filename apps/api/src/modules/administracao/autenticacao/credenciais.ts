import { isValidCpf, onlyDigits } from '@saude/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { cidadao, loginFalha, usuario } from '../../../db/schema/index.js';

/** The login text as typed identifies a user by login name or, when it is a valid CPF, by CPF. */
export function chaveLogin(login: string): { tipo: 'cpf' | 'login'; valor: string } {
  const t = login.trim();
  if (/^[\d.\-\s]+$/.test(t) && isValidCpf(t)) return { tipo: 'cpf', valor: onlyDigits(t) };
  return { tipo: 'login', valor: t.toLowerCase() };
}

export async function buscarUsuario(tx: Tx, login: string) {
  const chave = chaveLogin(login);
  const where = chave.tipo === 'cpf' ? eq(cidadao.cpf, chave.valor) : eq(sql`lower(${usuario.login})`, chave.valor);
  const [u] = await tx
    .select({
      id: usuario.id,
      senhaHash: usuario.senhaHash,
      bloqueado: usuario.bloqueado,
      trocarSenha: usuario.trocarSenha,
      email: sql<string | null>`coalesce(${usuario.email}, ${cidadao.email})`,
      nome: cidadao.nome,
      login: usuario.login,
    })
    .from(usuario)
    .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
    .where(where)
    .limit(1);
  return u ?? null;
}

/** Minutes left on the lock of this login text, or 0. An expired lock starts the count afresh. */
export async function bloqueioRestante(tx: Tx, login: string): Promise<number> {
  const [row] = await tx
    .select({ restante: sql<number>`ceil(extract(epoch from (${loginFalha.bloqueadoAte} - now())) / 60)::int` })
    .from(loginFalha)
    .where(and(eq(loginFalha.login, chaveLogin(login).valor), sql`${loginFalha.bloqueadoAte} > now()`));
  return row?.restante ?? 0;
}

/** Counts a failure in one statement (no race between two wrong attempts) and locks at the limit. */
export async function registrarFalha(tx: Tx, login: string, maxFalhas: number, bloqueioMinutos: number) {
  const valor = chaveLogin(login).valor;
  await tx.execute(sql`
    insert into login_falha (login, falhas, bloqueado_ate) values (${valor}, 1, case when 1 >= ${maxFalhas} then now() + make_interval(mins => ${bloqueioMinutos}) end)
    on conflict (cliente_id, login) do update set
      falhas = case when login_falha.bloqueado_ate is not null and login_falha.bloqueado_ate <= now() then 1 else login_falha.falhas + 1 end,
      bloqueado_ate = case
        when login_falha.bloqueado_ate is not null and login_falha.bloqueado_ate <= now() then null
        when login_falha.falhas + 1 >= ${maxFalhas} then now() + make_interval(mins => ${bloqueioMinutos})
        else login_falha.bloqueado_ate end`);
}

export async function limparFalhas(tx: Tx, login: string) {
  await tx.delete(loginFalha).where(eq(loginFalha.login, chaveLogin(login).valor));
}
