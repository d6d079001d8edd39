import { fusoHorario } from '@saude/shared';
import { and, type Column, type SQL, sql } from 'drizzle-orm';

/**
 * Time in SQL, named once (issue 14 §4): a calendar date of the municipality is a day of its zone
 * (`fusoHorario()`, decision 0021), never the server's or UTC's (after 21:00 the UTC date is already tomorrow in
 * Brasília). Each helper reads the zone when it builds its SQL, inside the request or the tenant transaction.
 */

type Alvo = Column | SQL;

/** 00:00 of a date (`YYYY-MM-DD`) in the municipality's zone, as an instant. */
export const inicioDoDia = (data: string): SQL => sql`(${data}::date)::timestamp at time zone ${fusoHorario()}`;

/** 00:00 of the day after a date in the municipality's zone: the exclusive end of that day. */
export const fimDoDia = (data: string): SQL => sql`(${data}::date + 1)::timestamp at time zone ${fusoHorario()}`;

/**
 * 00:00 of today in the municipality's zone, as an instant. Built once, so it reads the zone of the tenant
 * transaction's session (`withTenant` sets TimeZone to the municipality's), not a parameter.
 */
export const inicioDeHoje: SQL = sql`date_trunc('day', now())`;

/** An instant inside the days `inicio`..`fim` (both inclusive, either optional). */
export const noPeriodo = (coluna: Alvo, inicio?: string | null, fim?: string | null): SQL | undefined =>
  and(inicio ? sql`${coluna} >= ${inicioDoDia(inicio)}` : undefined, fim ? sql`${coluna} < ${fimDoDia(fim)}` : undefined);

/** The municipality's calendar date of an instant. */
export const dataLocal = (coluna: Alvo): SQL<string> => sql<string>`(${coluna} at time zone ${fusoHorario()})::date`;

/** The billing competência (`AAAAMM`) of an instant, in the municipality's zone. */
export const competenciaDe = (coluna: Alvo): SQL<string> => sql<string>`to_char(${coluna} at time zone ${fusoHorario()}, 'YYYYMM')`;
