import { z } from 'zod';
import { w } from '../../wire.js';

/** The pickers of the emergency-care reports (unidade, profissional, medicamento, classificação de risco autocompletes). */
export const relatorioPaAutocompleteSchema = w.dados(z.array(z.object({ id: z.number(), label: z.string() })));
