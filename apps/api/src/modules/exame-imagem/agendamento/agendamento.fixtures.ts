import { somarDias } from '@saude/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { criarUsuario, type TestContext, unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { cliente, lotacao, lotacaoPapel, papel, papelPermissao, permissao, usuario } from '../../../db/schema/index.js';
import { gerarCpf } from '../../../db/seed/municipio.js';
import { agoraLocal } from '../../agenda/index.js';

/**
 * The imaging scheduling suites work in the second municipality ("outra"): their own equipment, agendas (engine
 * rows written directly: recurso_tipo 4 EQUIPAMENTO), exams and patients, so they never meet the demo's data.
 */
export async function cenarioImagem(ctx: TestContext) {
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'outra'));
  const clienteId = c?.id as number;
  const sufixo = Math.random().toString(36).slice(2, 8);
  const emOutra = <T>(fn: (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) =>
    withTenant(ctx.database.db, { clienteId }, fn);
  const um = async (tx: Parameters<Parameters<typeof withTenant>[2]>[0], q: ReturnType<typeof sql>) =>
    Number(((await tx.execute(q)).rows[0] as { id: number }).id);
  const base = await emOutra(async (tx) => {
    const unidades = (await tx.execute(sql`select id from unidade order by id limit 2`)).rows as { id: number }[];
    const unidadeId = Number(unidades[0]?.id);
    const situacaoId = await um(tx, sql`insert into jornada_situacao (nome) values (${`Ativa img ${sufixo}`}) returning id`);
    const profissionalId = await um(tx, sql`select id from usuario where login = 'admin'`);
    const rx = await um(
      tx,
      sql`insert into img_equipamento (nome, modalidade, unidade_id) values (${`Raio-X ${sufixo}`}, 1, ${unidadeId}) returning id`,
    );
    const us = await um(
      tx,
      sql`insert into img_equipamento (nome, modalidade, unidade_id) values (${`Ultrassom ${sufixo}`}, 2, ${unidadeId}) returning id`,
    );
    const sigtap = async (prefixo: string) =>
      (
        await tx.execute(
          sql`select codigo, valor_sa from procedimento_sigtap where codigo like ${`${prefixo}%`} and valor_sa > 0 order by codigo limit 1`,
        )
      ).rows[0] as { codigo: string; valor_sa: string };
    const pRx = await sigtap('020401');
    const pUs = await sigtap('0205');
    const exameRx = await um(
      tx,
      sql`insert into exame (nome, tipo, procedimento_codigo) values (${`Raio-X do tórax ${sufixo}`}, 2, ${pRx.codigo}) returning id`,
    );
    const exameUs = await um(
      tx,
      sql`insert into exame (nome, tipo, procedimento_codigo, jejum, jejum_horas, instrucoes_preparo)
          values (${`US abdome ${sufixo}`}, 2, ${pUs.codigo}, true, 8, 'Bexiga cheia: beber 1 litro de água 1 hora antes.') returning id`,
    );
    return {
      unidadeId,
      outraUnidadeId: Number(unidades[1]?.id ?? unidadeId),
      situacaoId,
      profissionalId,
      equipamentos: { rx, us },
      exames: {
        rx: { id: exameRx, codigo: pRx.codigo, valor: Number(pRx.valor_sa) },
        us: { id: exameUs, codigo: pUs.codigo, valor: Number(pUs.valor_sa) },
      },
    };
  });
  /** An agenda of an equipment (every day, 07:00–09:00, 10 minutes, 12 places). */
  const jornada = (equipamentoId: number, over: { horaInicio?: string; horaFim?: string; vagas?: number } = {}) =>
    emOutra((tx) =>
      um(
        tx,
        sql`insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, situacao_id, dias_semana, hora_inicio, hora_fim, duracao_minutos,
                                 vigencia_inicio, vagas_primeira_vez, aberta_outras_unidades)
            values ('exame-imagem', 4, ${equipamentoId}, ${base.unidadeId}, ${base.situacaoId}, '{0,1,2,3,4,5,6}', ${over.horaInicio ?? '07:00'},
                    ${over.horaFim ?? '09:00'}, 10, ${somarDias(agoraLocal().hoje, -60)}, ${over.vagas ?? 12}, true) returning id`,
      ),
    );
  let n = 0;
  const paciente = async () =>
    emOutra(async (tx) => {
      n++;
      const cpf = gerarCpf(String(300_000_000 + Math.floor(Math.random() * 600_000_000)));
      return um(
        tx,
        sql`insert into cidadao (nome, cpf, data_nascimento) values (${`Paciente Imagem ${sufixo} ${n}`}, ${cpf}, '1970-05-20') returning id`,
      );
    });
  /** A unit used only by one test, so its quota counts only that test's bookings. */
  const unidadeNova = () =>
    emOutra((tx) =>
      um(
        tx,
        sql`insert into unidade (nome_fantasia) values (${`Unidade img ${sufixo} ${Math.random().toString(36).slice(2, 6)}`}) returning id`,
      ),
    );
  /** A day at least `minimo` days ahead. */
  const dia = (minimo = 3) => somarDias(agoraLocal().hoje, minimo);
  return { clienteId, sufixo, emOutra, jornada, paciente, unidadeNova, dia, ...base };
}

/** Headers of a throw-away user of the demo municipality whose only role grants exactly these permissions. */
export async function usuarioComImagem(ctx: TestContext, permissoes: string[]) {
  const login = await criarUsuario(ctx, { comoLogin: 'recepcao', semPapeis: true });
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  await withTenant(ctx.database.db, { clienteId: c?.id as number }, async (tx) => {
    const [u] = await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, login));
    const [p] = await tx
      .insert(papel)
      .values({ nome: unique('Papel de teste img') })
      .returning({ id: papel.id });
    const perms = permissoes.length ? await tx.select({ id: permissao.id }).from(permissao).where(inArray(permissao.nome, permissoes)) : [];
    if (perms.length) await tx.insert(papelPermissao).values(perms.map((x) => ({ papelId: p?.id as number, permissaoId: x.id })));
    const [l] = await tx
      .select({ id: lotacao.id })
      .from(lotacao)
      .where(eq(lotacao.usuarioId, u?.id as number));
    await tx.insert(lotacaoPapel).values({ lotacaoId: l?.id as number, papelId: p?.id as number });
  });
  return (await ctx.login(login)).headers;
}
