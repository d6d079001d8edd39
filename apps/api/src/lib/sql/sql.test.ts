import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.js';
import { fimDoDia, inicioDoDia, noPeriodo } from './tempo.js';
import { porNome } from './texto.js';

/** The SQL kit over a bare PGlite (no migrations): Brasília days and the Portuguese order. */
describe('lib/sql', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  const um = async <T>(q: ReturnType<typeof sql>) => (await database.db.execute(q)).rows[0] as T;

  it('a Brasília day starts at 03:00Z and ends (exclusive) at the next 03:00Z', async () => {
    const r = await um<{ inicio: string; fim: string }>(
      sql`select to_char(${inicioDoDia('2026-03-10')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as inicio,
                 to_char(${fimDoDia('2026-03-10')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as fim`,
    );
    expect(r).toEqual({ inicio: '2026-03-10T03:00', fim: '2026-03-11T03:00' });
  });

  it('an instant at 23:30 in Brasília (02:30Z of the next UTC day) falls in its Brasília day', async () => {
    const instante = sql`'2026-03-11T02:30:00Z'::timestamptz`;
    const r = await um<{ dentro: boolean; dia: boolean; seguinte: boolean; soFim: boolean }>(
      sql`select ${noPeriodo(instante, '2026-03-10', '2026-03-10')} as dentro,
                 ${noPeriodo(instante, '2026-03-10')} as dia,
                 ${noPeriodo(instante, '2026-03-11', '2026-03-11')} as seguinte,
                 ${noPeriodo(instante, null, '2026-03-09')} as "soFim"`,
    );
    expect(r).toEqual({ dentro: true, dia: true, seguinte: false, soFim: false });
    expect(noPeriodo(instante)).toBeUndefined();
  });

  it('porNome sorts in Portuguese order (accents beside their letter, case ignored)', async () => {
    const nomes = sql`(values ('Zeca'), ('Élcio'), ('agenor'), ('Ágata')) as t(nome)`;
    const { rows } = await database.db.execute(sql`select nome from ${nomes} order by ${porNome(sql`nome`)}`);
    expect(rows.map((r) => r.nome)).toEqual(['Ágata', 'agenor', 'Élcio', 'Zeca']);
  });
});
