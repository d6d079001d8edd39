import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';

/** The laboratory registry: the municipal one sits at a unit (its address prints on the slip); a support one does not. */
export const laboratorioSchema = z
  .object({
    nome: f.texto('Nome', { max: 150 }),
    unidadeId: z.coerce
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
    apoio: f.booleano().default(false),
    cnes: f.opcional(
      z
        .string()
        .trim()
        .regex(/^\d{7}$/, 'O CNES deve conter 7 dígitos.'),
    ),
    codigoHl7: f.textoOpcional('Código HL7', { max: 60 }),
    responsavelTecnico: f.textoOpcional('Responsável técnico', { max: 200 }),
  })
  .superRefine((v, ctx) => {
    if (v.apoio !== true && !v.unidadeId)
      ctx.addIssue({ code: 'custom', path: ['unidadeId'], message: 'O campo Unidade é obrigatório para o laboratório municipal.' });
  });
export type LaboratorioEntrada = z.infer<typeof laboratorioSchema>;

/** Laboratórios (spec 000 §2.3 exame-laboratorial/laboratorio). */
export const laboratorioResource = defineResource({
  modulo: 'exame-laboratorial',
  recurso: 'laboratorio',
  nome: 'Laboratório',
  nomePlural: 'Laboratórios',
  schema: laboratorioSchema,
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'tipo', title: 'Tipo', sortable: true, width: 110 },
    { data: 'unidadeNome', title: 'Unidade', sortable: true, searchable: true },
    { data: 'cnes', title: 'CNES', sortable: true, searchable: true, width: 100 },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
