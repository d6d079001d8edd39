import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { FORMAS_FARMACEUTICAS, idsDe, LISTAS_PORTARIA_344, VIAS_ADMINISTRACAO } from './suprimentos.enums.js';

/**
 * Medicines (spec 000 §2.3 cadastro/medicamento): generic name, strength and form, the Portaria
 * 344/98 list when controlled, and the stock item it is dispensed as. Those marked "uso contínuo"
 * feed the citizen's continuous medication list (spec 001 §2, medicamentosUsoContinuo). Those marked
 * "antimicrobiano" follow RDC 20/2011 and RDC 471/2021 (decision 0022): printed in two copies, dispensed within 10 days.
 */
export const medicamentoResource = defineResource({
  modulo: 'cadastro',
  recurso: 'medicamento',
  nome: 'Medicamento',
  nomePlural: 'Medicamentos',
  schema: z.object({
    denominacao: f.texto('Denominação genérica', { max: 150 }),
    concentracao: f.textoOpcional('Concentração', { max: 60 }),
    formaFarmaceuticaId: f.enumeracao('Forma farmacêutica', idsDe(FORMAS_FARMACEUTICAS)),
    viaAdministracaoId: f.enumeracao('Via de administração', idsDe(VIAS_ADMINISTRACAO)),
    apresentacao: f.textoOpcional('Apresentação', { max: 150 }),
    // CATMAT/BR code of the federal catalogue, e.g. BR0267653 (the "BR" prefix is optional)
    codigoCatmat: f.opcional(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^(BR)?\d{1,9}$/, 'Código CATMAT/BR inválido (ex.: BR0267653)'),
    ),
    rename: f.booleano().default(false),
    listaControleId: f.opcional(f.enumeracao('Lista da Portaria 344/98', idsDe(LISTAS_PORTARIA_344))),
    materialId: f.opcional(f.referencia('Material')),
    usoContinuo: f.booleano().default(false),
    // RDC 20/2011 (Anexo I) and RDC 471/2021: two copies, one retained by the pharmacy, valid for 10 days
    antimicrobiano: f.booleano().default(false),
  }),
  columns: [
    { data: 'denominacao', title: 'Denominação genérica', sortable: true, searchable: true },
    { data: 'concentracao', title: 'Concentração', sortable: true, searchable: true },
    { data: 'formaFarmaceutica', title: 'Forma farmacêutica', sortable: true },
    { data: 'listaControle', title: 'Portaria 344', sortable: true },
    { data: 'rename', title: 'RENAME', tipo: 'booleano', sortable: true },
    { data: 'usoContinuo', title: 'Uso contínuo', tipo: 'booleano', sortable: true },
    { data: 'antimicrobiano', title: 'Antimicrobiano', tipo: 'booleano', sortable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'denominacao', dir: 'asc' },
  filtros: [
    SITUACAO,
    {
      name: 'tipo',
      label: 'Tipo',
      opcoes: [
        { value: 'controlado', label: 'Controlados (Portaria 344)' },
        { value: 'uso-continuo', label: 'Uso contínuo' },
        { value: 'rename', label: 'RENAME' },
        { value: 'antimicrobiano', label: 'Antimicrobianos (RDC 20/2011)' },
      ],
    },
  ],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
