import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';

/** Who declared a registered holiday: national ones are computed (feriados.ts), never registered. */
export const FeriadoAbrangencia = { ESTADUAL: 1, MUNICIPAL: 2 } as const;
export const FeriadoAbrangenciaNome: Record<number, string> = { 1: 'Estadual', 2: 'Municipal' };

/**
 * The municipality's own holidays and "pontos facultativos" (spec 000 §2.3 cadastro/feriado), read
 * by the scheduling agendas. A recurring one happens every year on its day and month.
 */
export const feriadoResource = defineResource({
  modulo: 'cadastro',
  recurso: 'feriado',
  nome: 'Feriado',
  nomePlural: 'Feriados',
  schema: z.object({
    data: f.data('Data'),
    descricao: f.texto('Descrição', { max: 150 }),
    abrangencia: f.enumeracao('Abrangência', Object.values(FeriadoAbrangencia)),
    recorrente: f.booleano().default(false),
    facultativo: f.booleano().default(false),
  }),
  columns: [
    { data: 'data', title: 'Data', tipo: 'data', sortable: true, width: 120 },
    { data: 'descricao', title: 'Descrição', sortable: true, searchable: true },
    { data: 'abrangencia', title: 'Abrangência', sortable: true, width: 130 },
    { data: 'recorrente', title: 'Todo ano', tipo: 'booleano', sortable: true, width: 110 },
    { data: 'facultativo', title: 'Ponto facultativo', tipo: 'booleano', sortable: true, width: 150 },
  ],
  defaultOrder: { column: 'data', dir: 'asc' },
  filtros: [
    {
      name: 'abrangencia',
      label: 'Abrangência',
      opcoes: [
        { value: '1', label: 'Estadual' },
        { value: '2', label: 'Municipal' },
      ],
    },
  ],
  acoes: { cadastrar: true, editar: true, excluir: true },
});
