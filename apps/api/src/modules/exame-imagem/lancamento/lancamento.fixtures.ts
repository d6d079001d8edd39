import { sql } from 'drizzle-orm';
import type { TestContext } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';

const sufixo = () => `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
const um = async (tx: Tx, q: ReturnType<typeof sql>) => Number((await tx.execute(q)).rows[0]?.id);

export async function clienteDemo(ctx: TestContext) {
  return Number((await ctx.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0]?.id);
}

export const emTenant = async <T>(ctx: TestContext, fn: (tx: Tx) => Promise<T>) =>
  withTenant(ctx.database.db, { clienteId: await clienteDemo(ctx) }, fn);

/** A random day far in the past (a no-show can be registered), so a test's day holds only what it created. */
export function diaPassadoDeTeste(): string {
  const ano = 2001 + Math.floor(Math.random() * 18);
  return `${ano}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
}

/**
 * Scheduled imaging exams written straight into the tables (the scheduling is another part's): an X-ray equipment of
 * the polyclinic, its engine agenda, and per patient the engine booking and the img_exame (situacao agendado) of the
 * registry's chest X-ray. Returns the ids.
 */
export async function examesAgendados(ctx: TestContext, data: string, pacientes: string[]) {
  return emTenant(ctx, async (tx) => {
    const { rows } = await tx.execute(sql`
      select i.unidade_id, i.id as infraestrutura_id, (select id from usuario where login = 'imagem') as usuario_id,
             (select id from exame where tipo = 2 and procedimento_codigo = '0204030153' order by id limit 1) as exame_id
        from infraestrutura i where i.nome = 'Serviço de Imagem' limit 1`);
    const b = rows[0] as { unidade_id: number; infraestrutura_id: number; usuario_id: number; exame_id: number };
    if (!b) throw new Error('fixture de imagem: a infraestrutura "Serviço de Imagem" do demo não foi encontrada');
    const equipamentoId = await um(
      tx,
      sql`insert into img_equipamento (nome, modalidade, unidade_id) values (${`Raio-X teste ${sufixo()}`}, 1, ${b.unidade_id}) returning id`,
    );
    const jornadaId = await um(
      tx,
      sql`insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, infraestrutura_id, situacao_id, dias_semana,
                               hora_inicio, hora_fim, duracao_minutos, vigencia_inicio)
          values ('exame-imagem', 4, ${equipamentoId}, ${b.unidade_id}, ${b.infraestrutura_id},
                  (select id from jornada_situacao order by id limit 1), '{0,1,2,3,4,5,6}'::smallint[], '00:00', '23:59', 1, '2000-01-01')
          returning id`,
    );
    const exames: { imgExameId: number; agendamentoId: number; numero: number; pacienteId: number }[] = [];
    for (const [i, nome] of pacientes.entries()) {
      const pacienteId = await um(
        tx,
        sql`insert into cidadao (nome, data_nascimento, sexo_id) values (${nome}, '1980-05-10', 1) returning id`,
      );
      const numero = 800_000_000 + Math.floor(Math.random() * 99_999_999);
      const hora = `${String(7 + i).padStart(2, '0')}:${String(Math.floor(Math.random() * 60)).padStart(2, '0')}:00`;
      const agendamentoId = await um(
        tx,
        sql`insert into agendamento (numero, modulo, jornada_id, data, hora, tipo_vaga, paciente_id, status, unidade_origem_id)
            values (${numero}, 'exame-imagem', ${jornadaId}, ${data}, ${hora}, 1, ${pacienteId}, 1, ${b.unidade_id}) returning id`,
      );
      const imgExameId = await um(
        tx,
        sql`insert into img_exame (agendamento_id, paciente_id, unidade_id, equipamento_id, exame_id, procedimento_codigo, valor,
                                   solicitante_nome, situacao, usuario_id)
            values (${agendamentoId}, ${pacienteId}, ${b.unidade_id}, ${equipamentoId}, ${b.exame_id}, '0204030153', 9.5,
                    'Dra. Papel Solicitante', 1, ${b.usuario_id}) returning id`,
      );
      exames.push({ imgExameId, agendamentoId, numero, pacienteId });
    }
    return { equipamentoId, jornadaId, unidadeId: b.unidade_id, exameId: b.exame_id, exames };
  });
}

/** A template for the registry exam with every placeholder. */
export async function modeloDeTeste(ctx: TestContext, exameId: number) {
  return emTenant(ctx, (tx) =>
    um(
      tx,
      sql`insert into img_modelo_laudo (nome, exame_id, texto, conclusao)
          values (${`Modelo teste ${sufixo()}`}, ${exameId}, 'Paciente [PACIENTE], [IDADE], [SEXO]. Exame [EXAME] em [DATA], pedido por [SOLICITANTE].', 'Sem alterações.')
          returning id`,
    ),
  );
}

/** Marks a report version signed (the signature is another part's). */
export async function assinarLaudo(ctx: TestContext, laudoId: number) {
  await emTenant(ctx, async (tx) => {
    await tx.execute(sql`
      update img_laudo set situacao = 2, assinado_em = now(), assinado_por = (select id from usuario where login = 'radiologista') where id = ${laudoId}`);
    await tx.execute(sql`update img_exame set situacao = 4 where id = (select img_exame_id from img_laudo where id = ${laudoId})`);
  });
}
