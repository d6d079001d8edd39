import { sql } from 'drizzle-orm';
import type { TestContext } from '../../../../test/helpers.js';
import { type Database, type Tx, withTenant } from '../../../db/client.js';

export async function clienteDemo(database: Database): Promise<number> {
  const { rows } = await database.db.execute(sql`select id from cliente where link = 'demo'`);
  return Number(rows[0]?.id);
}

export const emTenant = <T>(database: Database, clienteId: number, fn: (tx: Tx) => Promise<T>) =>
  withTenant(database.db, { clienteId }, fn);

const sufixo = () => `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

/** A valid definitive CNS (starts with 7, weighted sum divisible by 11), unique enough for a test. */
export function cnsAleatorio(): string {
  for (;;) {
    const d = `7${Array.from({ length: 13 }, () => Math.floor(Math.random() * 10)).join('')}`;
    const soma = [...d].reduce((s, c, i) => s + Number(c) * (15 - i), 0);
    const ultimo = (11 - (soma % 11)) % 11;
    if (ultimo < 10) return `${d}${ultimo}`;
  }
}

/**
 * A done imaging exam with a report written by the radiologist (or a given version chain), straight into the
 * tables: these tests depend on no other screen of the module. Returns the ids.
 */
export async function laudoLancado(
  ctx: TestContext,
  opts: { pacienteId?: number; autor?: string; conclusao?: string; texto?: string; cns?: string } = {},
): Promise<{ laudoId: number; imgExameId: number; pacienteId: number }> {
  const clienteId = await clienteDemo(ctx.database);
  return emTenant(ctx.database, clienteId, async (tx) => {
    const pacienteId =
      opts.pacienteId ??
      Number(
        (
          await tx.execute(sql`
            insert into cidadao (nome, nome_social, sexo_id, data_nascimento, cns)
            values (${`Paciente Imagem ${sufixo()}`}, 'Joana Imagem', 1, '1980-05-10', ${opts.cns ?? null}) returning id`)
        ).rows[0]?.id,
      );
    const { rows: b } = await tx.execute(sql`
      select (select id from unidade order by id limit 1) as unidade_id,
             (select codigo from procedimento_sigtap order by codigo limit 1) as codigo,
             (select id from usuario where login = ${opts.autor ?? 'radiologista'}) as autor`);
    const base = b[0] as { unidade_id: number; codigo: string; autor: number };
    const { rows: eq } = await tx.execute(sql`
      insert into img_equipamento (nome, modalidade, unidade_id) values (${`Raio-X teste ${sufixo()}`}, 1, ${base.unidade_id}) returning id`);
    const { rows: ex } = await tx.execute(sql`
      insert into img_exame (paciente_id, unidade_id, equipamento_id, procedimento_codigo, solicitante_nome, situacao, realizado_em, usuario_id)
      values (${pacienteId}, ${base.unidade_id}, ${eq[0]?.id}, ${base.codigo}, 'Dr. Solicitante Teste', 3, '2026-03-10T10:00:00-03:00', ${base.autor})
      returning id`);
    const imgExameId = Number(ex[0]?.id);
    const { rows: l } = await tx.execute(sql`
      insert into img_laudo (img_exame_id, texto, conclusao, situacao, lancado_por)
      values (${imgExameId}, ${opts.texto ?? 'Campos pulmonares livres. Seios costofrênicos livres.'}, ${opts.conclusao ?? 'Tórax sem alterações.'}, 1, ${base.autor})
      returning id`);
    return { laudoId: Number(l[0]?.id), imgExameId, pacienteId };
  });
}
