import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { FORMAS_FARMACEUTICAS, idsDe, LISTAS_PORTARIA_344 } from '../cadastro/index.js';

/**
 * Medicamentos não padronizados (spec 000 §2.3 farmacia/medicamento-nao-padronizado): medicines outside the
 * municipality's list that arrive on external prescriptions, described like `cadastro/medicamento` — strength,
 * form (the same enumeration) and the Portaria 344/98 list, which decides the prescription form at dispensing.
 */
export const medicamentoNaoPadronizadoResource = defineResource({
  modulo: 'farmacia',
  recurso: 'medicamento-nao-padronizado',
  nome: 'Medicamento não padronizado',
  nomePlural: 'Medicamentos não padronizados',
  schema: z.object({
    nome: f.texto('Nome', { max: 150 }),
    concentracao: f.textoOpcional('Concentração', { max: 60 }),
    formaFarmaceuticaId: f.enumeracao('Forma farmacêutica', idsDe(FORMAS_FARMACEUTICAS)),
    listaControleId: f.opcional(f.enumeracao('Lista da Portaria 344/98', idsDe(LISTAS_PORTARIA_344))),
    observacao: f.textoOpcional('Observação', { max: 500 }),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'concentracao', title: 'Concentração', sortable: true, searchable: true, width: 130 },
    { data: 'formaFarmaceutica', title: 'Forma farmacêutica', sortable: true, width: 170 },
    { data: 'listaControle', title: 'Portaria 344', sortable: true, width: 120 },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO, { name: 'tipo', label: 'Tipo', opcoes: [{ value: 'controlado', label: 'Controlados (Portaria 344)' }] }],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
