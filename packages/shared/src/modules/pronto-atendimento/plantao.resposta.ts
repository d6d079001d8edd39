import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** A location as the shift screens offer it: "Unidade — Local". */
export const plantaoLocalSchema = z.object({ id: z.number(), label: z.string() });

/** A professional who can be on duty, with the council registration ('CRM 18342') when the user has one. */
export const plantaoProfissionalSchema = z.object({ id: z.number(), nome: z.string(), registro: z.string().nullable() });

/** A line of GET /api/pronto-atendimento/plantao/datatable. */
export const plantaoLinhaSchema = z.object({
  id: z.number(),
  infraestruturaId: z.number(),
  local: z.string(),
  inicio: w.instante,
  fim: w.instante,
  /** Names, comma-separated (null without a team). */
  profissionais: z.string().nullable(),
  observacao: z.string().nullable(),
});
export const plantaoListaSchema = datatableResposta(plantaoLinhaSchema);

/** A shift with its location and team (plantao.service carregarPlantao): the edit model, the store answer, `atual`. */
export const plantaoModeloSchema = z.object({
  id: z.number(),
  infraestruturaId: z.number(),
  local: z.string(),
  inicio: w.instante,
  fim: w.instante,
  observacao: z.string().nullable(),
  profissionalIds: z.array(z.number()),
  profissionais: z.array(plantaoProfissionalSchema),
});

/** GET …/plantao/locais. */
export const plantaoLocaisSchema = w.dados(z.array(plantaoLocalSchema));
/** GET …/plantao/atual: the shift in course (null when none). */
export const plantaoAtualSchema = w.dados(plantaoModeloSchema.nullable());

const plantaoForm = z.object({ locais: z.array(plantaoLocalSchema), profissionais: z.array(plantaoProfissionalSchema) });
/** GET …/plantao/create. */
export const plantaoCriacaoSchema = z.object({ form: plantaoForm });
/** GET …/plantao/{id}/edit. */
export const plantaoEdicaoSchema = z.object({ form: plantaoForm, model: plantaoModeloSchema });
