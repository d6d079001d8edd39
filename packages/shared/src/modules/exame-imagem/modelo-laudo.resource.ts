import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { MODALIDADES_IMAGEM } from './opcoes.js';

/**
 * A report template (modelo de laudo, issue 22): the text the radiologist starts from, for one exam of the registry
 * or for every exam of a modality. `[PACIENTE]`, `[IDADE]`, `[SEXO]`, `[EXAME]`, `[DATA]` and `[SOLICITANTE]` are
 * filled when the template is applied.
 */
export const modeloLaudoImagemSchema = z
  .object({
    nome: f.texto('Nome', { max: 150 }),
    modalidade: f.opcional(z.coerce.number().refine((v) => MODALIDADES_IMAGEM.some((m) => m.value === v), 'Modalidade é inválida')),
    exameId: f.opcional(z.coerce.number().int().positive()),
    texto: f.texto('Texto do laudo', { max: 20_000 }),
    conclusao: f.textoOpcional('Conclusão (impressão diagnóstica)', { max: 4_000 }),
  })
  .superRefine((v, ctx) => {
    if (!v.modalidade && !v.exameId)
      ctx.addIssue({ code: 'custom', path: ['exameId'], message: 'Informe o exame ou a modalidade do modelo.' });
  });
export type ModeloLaudoImagemEntrada = z.infer<typeof modeloLaudoImagemSchema>;

/** Modelos de laudo (issue 22). */
export const modeloLaudoImagemResource = defineResource({
  modulo: 'exame-imagem',
  recurso: 'modelo-laudo',
  nome: 'Modelo de laudo',
  nomePlural: 'Modelos de laudo',
  schema: modeloLaudoImagemSchema,
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'exameNome', title: 'Exame', sortable: true, searchable: true },
    { data: 'modalidadeNome', title: 'Modalidade', sortable: true, width: 220 },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
