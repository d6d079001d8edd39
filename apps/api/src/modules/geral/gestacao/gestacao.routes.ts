import { calcularPorDum, calcularPorUsg, gestacaoCalculoConsultaSchema, gestacaoCalculoRespostaSchema, hojeIso } from '@saude/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unprocessable } from '../../../lib/http-errors.js';

const tags = ['geral/gestacao'];
const parte = (max: number) => z.coerce.number().int().min(1).max(max);

/**
 * GET /api/geral/gestacao/calculos/{ano}/{mes}/{dia} (spec 001 §7 "General and lookups"): the gestational age and the
 * probable delivery date. The date is the last menstrual period (Naegele's rule), or the ultrasound's date when
 * `semanas` (and `dias`) say what it measured. `referencia` (default today) is the day the age is counted to.
 * The pure rules are shared (`packages/shared/src/gestacao.ts`): the form computes the same live.
 */
export function gestacaoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/geral/gestacao/calculos/:ano/:mes/:dia',
    {
      schema: {
        tags,
        params: z.object({ ano: z.coerce.number().int().min(1900).max(2999), mes: parte(12), dia: parte(31) }),
        querystring: gestacaoCalculoConsultaSchema,
        response: { 200: gestacaoCalculoRespostaSchema },
      },
      config: { permission: null },
    },
    async (req) => {
      const { ano, mes, dia } = req.params;
      const data = `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
      const q = req.query;
      const referencia = q.referencia ?? hojeIso();
      const r = q.semanas != null ? calcularPorUsg(data, q.semanas, q.dias ?? 0, referencia) : calcularPorDum(data, referencia);
      if (typeof r === 'string') throw unprocessable({ [q.semanas != null ? 'usg_data' : 'dum']: [r] }, r);
      return { data: r };
    },
  );
}
