import { z } from 'zod';

/**
 * The typed wire (issue 14 §3). Every route declares the Zod schema of its answer here in shared, in the
 * code's camelCase shape. The server encodes the handler's result through it (a field not in the schema is
 * never sent) and then converts the keys to snake_case; the web camelises them back and reads the type
 * `Resposta<typeof schema>`, so both sides are checked against one declaration.
 *
 * Answer schemas are encoded (`z.encode`), never parsed: no `.transform()`, `.catch()` or `z.coerce` in them.
 * Values that change shape on the way out are codecs: `w.instante` takes a Date (or the text raw SQL gives)
 * and sends ISO 8601.
 */

/** The answer as the web receives it (after camelising): the schema's wire side. */
export type Resposta<T extends z.ZodType> = z.input<T>;

/** An instant: a Date or a timestamp text on the server; ISO 8601 with offset on the wire. */
const instante = z.codec(z.string(), z.union([z.date(), z.string()]), {
  decode: (s) => s,
  encode: (v) => (v instanceof Date ? v : new Date(v)).toISOString(),
});

/** An `{ id, nome }` option of a select (the most common shape of the wire). */
const opcao = z.object({ id: z.number(), nome: z.string() });

export const w = {
  instante,
  /** A calendar date, `YYYY-MM-DD` (never a Date: ARCHITECTURE §4). */
  data: z.string(),
  /** A time of day, `HH:MM:SS`. */
  hora: z.string(),
  /** A bigint the drivers may give as text (node-postgres) or number (PGlite): always a number on the wire. */
  inteiroLongo: z.codec(z.number(), z.union([z.number(), z.string(), z.bigint()]), {
    decode: (n) => n,
    encode: (v) => Number(v),
  }),
  opcao,
  /** `{ data: T }`, the envelope of most answers. */
  dados: <T extends z.ZodType>(t: T) => z.object({ data: t }),
  /** `{ data: { form, model } }`, the envelope of the workflow screens (spec 001 §7). */
  formModelo: <F extends z.ZodType, M extends z.ZodType>(form: F, model: M) => z.object({ data: z.object({ form, model }) }),
  /**
   * A file answer (PDF, XLSX, CSV): Fastify sends buffers and streams as they are, so this only documents the
   * route (the OpenAPI document shows a binary body).
   */
  arquivo: z.string().meta({ format: 'binary', description: 'Arquivo (PDF, XLSX ou CSV)' }),
  /** The error bodies of ARCHITECTURE §4 (declared for the OpenAPI document). */
  erro: z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() }),
};
