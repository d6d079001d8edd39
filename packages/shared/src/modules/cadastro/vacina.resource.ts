import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { IMUNOBIOLOGICOS_LEDI } from './imunobiologicos-ledi.js';
import { idsDe, VIAS_ADMINISTRACAO } from './suprimentos.enums.js';

const IMUNOBIOLOGICO = 'Imunobiológico (código LEDI)';

/**
 * Immunobiologicals (spec 000 §2.3 cadastro/vacina). `codigoImunobiologico` is the national LEDI
 * code e-SUS APS exports carry; each code is registered once per municipality.
 */
export const vacinaResource = defineResource({
  modulo: 'cadastro',
  recurso: 'vacina',
  nome: 'Vacina',
  nomePlural: 'Vacinas',
  schema: z.object({
    nome: f.texto('Nome', { max: 100 }),
    sigla: f.texto('Sigla', { max: 40 }),
    codigoImunobiologico: z
      .string({ error: `O campo ${IMUNOBIOLOGICO} é obrigatório.` })
      .trim()
      .min(1, `O campo ${IMUNOBIOLOGICO} é obrigatório.`)
      .refine((v) => IMUNOBIOLOGICOS_LEDI.some((i) => i.codigo === v), `${IMUNOBIOLOGICO} é inválido`),
    fabricanteId: f.opcional(f.referencia('Fabricante')),
    doses: f.inteiro('Número de doses do esquema', { min: 1, max: 10 }),
    viaAdministracaoId: f.enumeracao('Via de administração', idsDe(VIAS_ADMINISTRACAO)),
    /** The calendar vaccine this product counts as (CALENDARIO_PNI sigla; issue 20). */
    calendarioSigla: f.textoOpcional('Vacina do calendário', { max: 10 }),
    /** The stock item counted in doses (rooms and the cold store hold it). */
    materialId: f.opcional(f.referencia('Item de estoque')),
    dosesPorFrasco: f.opcional(f.inteiro('Doses por frasco', { min: 1, max: 50 })),
    validadeFrascoAbertoHoras: f.opcional(f.inteiro('Validade após aberto (horas)', { min: 1, max: 720 })),
  }),
  columns: [
    { data: 'codigoImunobiologico', title: 'Código', sortable: true, searchable: true },
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'sigla', title: 'Sigla', sortable: true, searchable: true },
    { data: 'doses', title: 'Doses', tipo: 'numero', sortable: true },
    { data: 'calendarioSigla', title: 'Calendário', sortable: true, width: 110 },
    { data: 'dosesPorFrasco', title: 'Doses/frasco', tipo: 'numero', sortable: true, width: 110 },
    { data: 'fabricanteNome', title: 'Fabricante', sortable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
