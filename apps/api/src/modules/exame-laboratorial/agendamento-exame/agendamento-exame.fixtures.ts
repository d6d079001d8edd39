import { somarDias } from '@saude/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { criarUsuario, type TestContext, unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { cliente, lotacao, lotacaoPapel, papel, papelPermissao, permissao, usuario } from '../../../db/schema/index.js';
import { gerarCpf } from '../../../db/seed/municipio.js';
import { agoraLocal } from '../../agenda/index.js';

/**
 * The scheduling suite works in the second municipality ("outra"): its own agenda status and patients, so it
 * never meets the demo's data or another file's.
 */
export async function cenario(ctx: TestContext) {
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'outra'));
  const clienteId = c?.id as number;
  const sufixo = Math.random().toString(36).slice(2, 8);
  const emOutra = <T>(fn: (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) =>
    withTenant(ctx.database.db, { clienteId }, fn);
  const base = await emOutra(async (tx) => {
    const um = async (q: ReturnType<typeof sql>) => Number(((await tx.execute(q)).rows[0] as { id: number }).id);
    return {
      situacaoId: await um(sql`insert into jornada_situacao (nome) values (${`Ativa lab ${sufixo}`}) returning id`),
      profissionalId: await um(sql`select id from usuario where login = 'admin'`),
    };
  });
  let n = 0;
  const paciente = async () =>
    emOutra(async (tx) => {
      n++;
      const cpf = gerarCpf(String(300_000_000 + Math.floor(Math.random() * 600_000_000)));
      const { rows } = await tx.execute(
        sql`insert into cidadao (nome, cpf) values (${`Paciente Laboratório ${sufixo} ${n}`}, ${cpf}) returning id`,
      );
      return Number((rows[0] as { id: number }).id);
    });
  /** A day of the given weekday, at least `minimo` days ahead (0: from today). */
  const proximo = (diaSemana: number, minimo = 3) => {
    let d = somarDias(agoraLocal().hoje, minimo);
    while (new Date(`${d}T12:00:00Z`).getUTCDay() !== diaSemana) d = somarDias(d, 1);
    return d;
  };
  return { clienteId, sufixo, emOutra, paciente, proximo, ...base };
}

/** Headers of a throw-away user of the demo municipality whose only role grants exactly these permissions. */
export async function usuarioCom(ctx: TestContext, permissoes: string[]) {
  const login = await criarUsuario(ctx, { comoLogin: 'recepcao', semPapeis: true });
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  await withTenant(ctx.database.db, { clienteId: c?.id as number }, async (tx) => {
    const [u] = await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, login));
    const [p] = await tx
      .insert(papel)
      .values({ nome: unique('Papel de teste') })
      .returning({ id: papel.id });
    const perms = await tx.select({ id: permissao.id }).from(permissao).where(inArray(permissao.nome, permissoes));
    await tx.insert(papelPermissao).values(perms.map((x) => ({ papelId: p?.id as number, permissaoId: x.id })));
    const [l] = await tx
      .select({ id: lotacao.id })
      .from(lotacao)
      .where(eq(lotacao.usuarioId, u?.id as number));
    await tx.insert(lotacaoPapel).values({ lotacaoId: l?.id as number, papelId: p?.id as number });
  });
  return (await ctx.login(login)).headers;
}
