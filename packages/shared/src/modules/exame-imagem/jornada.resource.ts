import { z } from 'zod';
import { RECURSO_AGENDA } from '../../agenda.js';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { camposGradeDiaria, refinarGradeDiaria } from '../../resource/grade-diaria.js';
import { w } from '../../wire.js';

/** An imaging agenda belongs to an equipment (img_equipamento) or to a professional (a user lotado at the unit). */
export const RECURSOS_JORNADA_IMAGEM = [
  { value: RECURSO_AGENDA.EQUIPAMENTO, label: 'Equipamento' },
  { value: RECURSO_AGENDA.PROFISSIONAL, label: 'Profissional' },
] as const;

/**
 * An imaging agenda (exame-imagem/jornada): an equipment — or a professional — works at a unit on weekdays and
 * times, one patient per slot; all its slots are of the engine's first type. The unit of an equipment's agenda is
 * the equipment's unit.
 */
export const imgJornadaSchema = z
  .object({
    recursoTipo: f.enumeracao(
      'Agenda de',
      RECURSOS_JORNADA_IMAGEM.map((r) => r.value),
    ),
    recursoId: f.referencia('Equipamento ou profissional'),
    unidadeId: f.referencia('Unidade'),
    infraestruturaId: f.opcional(z.coerce.number().int().positive()),
    situacaoId: f.referencia('Situação'),
    ...camposGradeDiaria('exame'),
  })
  .superRefine(refinarGradeDiaria);
export type ImgJornadaEntrada = z.infer<typeof imgJornadaSchema>;

/** Imaging agendas (spec 000 §2.3 exame-imagem/jornada: index, create/{id}). Permissions: IMG.jornada*. */
export const imgJornadaResource = defineResource({
  modulo: 'exame-imagem',
  recurso: 'jornada',
  nome: 'Agenda de imagem',
  nomePlural: 'Agendas de imagem',
  schema: imgJornadaSchema,
  columns: [
    { data: 'recursoNome', title: 'Equipamento ou profissional', sortable: true, searchable: true },
    { data: 'modalidadeNome', title: 'Modalidade', sortable: true, width: 170 },
    { data: 'unidadeNome', title: 'Unidade', sortable: true, searchable: true, width: 180 },
    { data: 'dias', title: 'Dias', width: 130 },
    { data: 'horario', title: 'Horário', width: 110 },
    { data: 'vagas', title: 'Vagas/dia', width: 80 },
    { data: 'vigenciaInicio', title: 'Vigência', tipo: 'data', sortable: true, width: 100 },
    { data: 'situacaoNome', title: 'Situação', sortable: true, width: 100 },
  ],
  defaultOrder: { column: 'recursoNome', dir: 'asc' },
  acoes: { cadastrar: true, editar: true },
});

/** The option lists of an imaging agenda's form. */
export const imgJornadaFormSchema = z.object({
  equipamentos: z.array(w.opcao.extend({ unidadeId: z.number(), modalidade: z.number() })),
  profissionais: z.array(w.opcao.extend({ unidadeIds: z.array(z.number()) })),
  unidades: z.array(w.opcao),
  infraestruturas: z.array(w.opcao.extend({ unidadeId: z.number() })),
  situacoes: z.array(w.opcao),
});

/** The edit form's model of an imaging agenda (the engine's row in the form's names). */
export const imgJornadaModelo = z.object({
  id: z.number(),
  recursoTipo: z.number(),
  recursoId: z.number(),
  unidadeId: z.number(),
  infraestruturaId: z.number().nullable(),
  situacaoId: z.number(),
  diasSemana: z.array(z.number()),
  horaInicio: z.string(),
  horaFim: z.string(),
  duracaoMinutos: z.number(),
  vigenciaInicio: z.string(),
  vigenciaFim: z.string().nullable(),
  vagas: z.number(),
  abertaOutrasUnidades: z.boolean(),
  observacao: z.string().nullable(),
});
