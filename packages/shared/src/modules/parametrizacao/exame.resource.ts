import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { zProcedimento } from '../../validation/zod-fields.js';
import { MATERIAIS_BIOLOGICOS, TIPO_EXAME, TIPOS_EXAME } from './opcoes.js';

const inteiroOpcional = (label: string, min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), f.inteiro(label, { min, max }).nullable());

/**
 * Exams the municipality offers (spec 000 §2.3 parametrizacao/exame): laboratory or imaging, each
 * billed as a SIGTAP procedure (the sex restriction is the procedure's). Laboratory exams name their
 * biological material; fasting takes its hours.
 */
export const exameResource = defineResource({
  modulo: 'parametrizacao',
  recurso: 'exame',
  nome: 'Exame',
  nomePlural: 'Exames',
  schema: z
    .object({
      nome: f.texto('Nome', { max: 150 }),
      tipo: f.enumeracao(
        'Tipo',
        TIPOS_EXAME.map((t) => t.value),
      ),
      procedimentoCodigo: zProcedimento('Procedimento SIGTAP'),
      materialBiologico: z.preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        f
          .enumeracao(
            'Material biológico',
            MATERIAIS_BIOLOGICOS.map((m) => m.value),
          )
          .nullable(),
      ),
      metodo: f.textoOpcional('Método', { max: 100 }),
      prazoResultadoDias: inteiroOpcional('Prazo de resultado', 0, 365),
      // a new request inside it is flagged in the outpatient attendance (exame-dentro-prazo-validade, issue 17)
      validadeDias: inteiroOpcional('Validade do resultado', 1, 3650),
      jejum: f.booleano().default(false),
      jejumHoras: inteiroOpcional('Horas de jejum', 1, 24),
      instrucoesPreparo: f.textoOpcional('Instruções de preparo', { max: 2000 }),
    })
    .superRefine((v, ctx) => {
      if (v.tipo === TIPO_EXAME.laboratorial && v.materialBiologico == null)
        ctx.addIssue({ code: 'custom', path: ['materialBiologico'], message: 'O campo Material biológico é obrigatório.' });
      if (v.jejum && v.jejumHoras == null)
        ctx.addIssue({ code: 'custom', path: ['jejumHoras'], message: 'O campo Horas de jejum é obrigatório.' });
    }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'tipoNome', title: 'Tipo', sortable: true },
    { data: 'procedimentoCodigo', title: 'Procedimento SIGTAP', sortable: true, searchable: true },
    { data: 'materialBiologicoNome', title: 'Material', sortable: true },
    { data: 'prazoResultadoDias', title: 'Prazo (dias)', tipo: 'numero', sortable: true },
    { data: 'sexoNome', title: 'Sexo', sortable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [
    {
      name: 'tipo',
      label: 'Tipo',
      opcoes: TIPOS_EXAME.map((t) => ({ value: String(t.value), label: t.label })),
    },
    SITUACAO,
  ],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
