import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { auditarLeitura } from '../auditoria-leitura.js';
import { notFound } from '../http-errors.js';

/**
 * Exam results of a patient released by the services that perform them (issue 22: the imaging service's signed
 * reports; later the laboratory's), as the requesting professional reads them inside the attendance — without
 * paper. Each performing module registers its source from its plugin; this registry imports no module, and the
 * clinical modules mount `rotaResultadosExame` under their own URL with their own permission.
 */
export interface ResultadoExame {
  /** The source that registered it ('exame-imagem'). */
  origem: string;
  /** The source's row (for imaging: the report version). */
  id: number;
  pacienteId: number;
  /** When it was released (signed). */
  data: Date | string;
  exameNome: string;
  /** What the source calls its state ("Assinado"). */
  situacao: string;
  /** The conclusion or a short summary. */
  resumo: string | null;
  /** Who released it. */
  profissional: string | null;
  temPdf: boolean;
}

export interface FonteResultadosExame {
  origem: string;
  /** The patient's released results, newest first. */
  listarDoPaciente(tx: Tx, pacienteId: number): Promise<ResultadoExame[]>;
  /** One result's PDF (the signed copy), with its patient (for the audit trail); null when none. */
  pdf(tx: Tx, id: number): Promise<{ pdf: Buffer; pacienteId: number; tabela: string } | null>;
}

// keyed by origin: building the app twice in one process (the tests do) replaces a source instead of doubling it
const fontes = new Map<string, FonteResultadosExame>();

/** Registers (or replaces) a module's source of released exam results; called from the module's plugin. */
export function registrarFonteResultadosExame(fonte: FonteResultadosExame) {
  fontes.set(fonte.origem, fonte);
}

/** Every source's released results of the patient, newest first. */
export async function listarResultadosExame(tx: Tx, pacienteId: number): Promise<ResultadoExame[]> {
  const todos: ResultadoExame[] = [];
  for (const fonte of fontes.values()) todos.push(...(await fonte.listarDoPaciente(tx, pacienteId)));
  const t = (d: Date | string) => new Date(d).getTime();
  return todos.sort((a, b) => t(b.data) - t(a.data) || b.id - a.id);
}

/** One result's PDF by origin and id; null when the origin is unknown or there is none. */
export async function pdfResultadoExame(tx: Tx, origem: string, id: number) {
  const fonte = fontes.get(origem);
  return fonte ? fonte.pdf(tx, id) : null;
}

export const resultadoExameSchema = z.object({
  origem: z.string(),
  id: z.number(),
  data: z.codec(z.string(), z.union([z.date(), z.string()]), {
    decode: (s) => s,
    encode: (v) => (v instanceof Date ? v.toISOString() : String(v)),
  }),
  exameNome: z.string(),
  situacao: z.string(),
  resumo: z.string().nullable(),
  profissional: z.string().nullable(),
  temPdf: z.boolean(),
});
export const resultadosExameRespostaSchema = z.object({ data: z.array(resultadoExameSchema) });

/**
 * The two routes of a clinical screen (`<base>/resultados-exame/:pacienteId` and `<base>/resultados-exame/pdf/:origem/:id`):
 * the list and the signed PDF, both audited as reads of the patient's clinical record, under the mounting module's
 * URL and permission (the outpatient clinic: its attendance's).
 */
export function rotaResultadosExame(app: FastifyInstance, opts: { base: string; permission: string; tag: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [opts.tag];
  r.get(
    `${opts.base}/resultados-exame/:pacienteId`,
    {
      schema: {
        tags,
        params: z.object({ pacienteId: z.coerce.number().int().positive() }),
        response: { 200: resultadosExameRespostaSchema },
      },
      config: { permission: opts.permission },
    },
    (req) =>
      req.tx(async (tx) => {
        const { pacienteId } = req.params;
        const data = await listarResultadosExame(tx, pacienteId);
        await auditarLeitura(tx, req, {
          tabela: 'resultados_exame',
          registroId: pacienteId,
          pacienteId,
          rota: `${opts.base.replace(/^\/api\//, '')}/resultados-exame/${pacienteId}`,
        });
        return { data: data.map(({ pacienteId: _p, ...x }) => x) as never };
      }),
  );
  r.get(
    `${opts.base}/resultados-exame/pdf/:origem/:id`,
    {
      schema: {
        tags,
        params: z.object({ origem: z.string().regex(/^[a-z-]+$/), id: z.coerce.number().int().positive() }),
        response: { 200: z.string().meta({ format: 'binary' }) },
      },
      config: { permission: opts.permission },
    },
    async (req, reply) => {
      const { origem, id } = req.params;
      const pdf = await req.tx(async (tx) => {
        const r = await pdfResultadoExame(tx, origem, id);
        if (!r) throw notFound('Laudo não encontrado.');
        await auditarLeitura(tx, req, {
          tabela: r.tabela,
          registroId: id,
          pacienteId: r.pacienteId,
          rota: `${opts.base.replace(/^\/api\//, '')}/resultados-exame/pdf/${origem}/${id}`,
        });
        return r.pdf;
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="laudo-${origem}-${id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf as never);
    },
  );
}
