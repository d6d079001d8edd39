import { FUSO_HORARIO } from '@saude/shared';
import { and, type Column, type SQL, sql } from 'drizzle-orm';

/**
 * Time in SQL, named once (issue 14 §4): a calendar date of the municipality is a Brasília day, never the
 * server's or UTC's (after 21:00 the UTC date is already tomorrow).
 */
export const FUSO = FUSO_HORARIO;

type Alvo = Column | SQL;

/** 00:00 of a date (`YYYY-MM-DD`) in Brasília, as an instant. */
export const inicioDoDia = (data: string): SQL => sql`(${data}::date)::timestamp at time zone ${FUSO}`;

/** 00:00 of the day after a date in Brasília: the exclusive end of that day. */
export const fimDoDia = (data: string): SQL => sql`(${data}::date + 1)::timestamp at time zone ${FUSO}`;

/** 00:00 of today in Brasília, as an instant. */
export const inicioDeHoje: SQL = sql`(date_trunc('day', now() at time zone ${FUSO})) at time zone ${FUSO}`;

/** An instant inside the days `inicio`..`fim` (both inclusive, either optional). */
export const noPeriodo = (coluna: Alvo, inicio?: string | null, fim?: string | null): SQL | undefined =>
  and(inicio ? sql`${coluna} >= ${inicioDoDia(inicio)}` : undefined, fim ? sql`${coluna} < ${fimDoDia(fim)}` : undefined);

/** The Brasília calendar date of an instant. */
export const dataLocal = (coluna: Alvo): SQL<string> => sql<string>`(${coluna} at time zone ${FUSO})::date`;

/** The billing competência (`AAAAMM`) of an instant, in Brasília. */
export const competenciaDe = (coluna: Alvo): SQL<string> => sql<string>`to_char(${coluna} at time zone ${FUSO}, 'YYYYMM')`;
