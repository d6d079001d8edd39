import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { isDataIso } from '../../validation/datas.js';
import { plantaoFimProblema, plantaoInicioProblema } from '../../validation/jornada.js';
import { mensagens } from '../../validation/messages.js';
import { zObrigatorio } from '../../validation/zod-fields.js';

/** An instant on the wire (ARCHITECTURE §4): ISO 8601 with its offset, e.g. '2026-11-21T07:00:00-03:00'. */
const INSTANTE = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;
// the calendar check is ours: Date.parse rolls 30 February over to 2 March
export const instanteValido = (v: string) => isDataIso(INSTANTE.exec(v)?.[1]) && !Number.isNaN(Date.parse(v));

export const zInstante = (label: string) => zObrigatorio(label).refine(instanteValido, mensagens.dataInvalida(label));

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
