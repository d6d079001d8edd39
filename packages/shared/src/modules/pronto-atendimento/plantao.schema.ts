import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { instanteValido } from '../../validation/datas.js';
import { plantaoFimProblema, plantaoInicioProblema } from '../../validation/jornada.js';
import { zInstante } from '../../validation/zod-fields.js';

/**
 * The instant as UTC wall-clock 'YYYY-MM-DDTHH:mm:ss': the shift rules of validation/jornada.ts compare
 * wall-clock fields, so both ends are brought to one offset first (a browser may send -03:00, a client Z).
 */
const emUtc = (v: unknown) => (typeof v === 'string' && instanteValido(v) ? new Date(v).toISOString().slice(0, 19) : null);

/** Most professionals on one shift: a sanity limit of the request, not a rule of the spec. */
export const PLANTAO_MAX_PROFISSIONAIS = 100;

/**
 * The period is checked even when another field is missing (by default Zod skips an object's refinements
 * then): the form and the 422 show every problem at once. The rule reads raw values defensively.
 */
const PERIODO_SEMPRE = { when: () => true };

/**
 * A duty shift of an emergency location (spec 000 §2.3 pronto-atendimento/plantao; §5/§9: start before
 * end, end at most 24 hours after start). The professionals are a multi-select, but the spec's default
 * limit of 3 items (000 §9) does not apply: a shift carries its whole team (doctors, nurses, technicians).
 */
export const plantaoSchema = z
  .object({
    infraestruturaId: f.referencia('Local de atendimento'),
    inicio: zInstante('Início'),
    fim: zInstante('Fim'),
    // absent counts as empty, so the 'at least one' rule runs (a Zod default would skip it)
    profissionalIds: z.preprocess((v) => v ?? [], f.ids({ min: 1, max: PLANTAO_MAX_PROFISSIONAIS })),
    observacao: f.textoOpcional('Observação', { max: 500 }),
  })
  .superRefine((v, ctx) => {
    const inicio = emUtc(v.inicio);
    const fim = emUtc(v.fim);
    const noInicio = plantaoInicioProblema(inicio, fim);
    const noFim = plantaoFimProblema(inicio, fim);
    if (noInicio) ctx.addIssue({ code: 'custom', path: ['inicio'], message: noInicio });
    if (noFim) ctx.addIssue({ code: 'custom', path: ['fim'], message: noFim });
  }, PERIODO_SEMPRE);

export type PlantaoInput = z.infer<typeof plantaoSchema>;
