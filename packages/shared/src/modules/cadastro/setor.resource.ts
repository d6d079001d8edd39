import { z } from 'zod';
import { SetorTipo, SetorTipoNome } from '../../enums.js';
import { defineResource, type FilterDef } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

const FILTRO_TIPO: FilterDef = {
  name: 'tipo',
  label: 'Tipo de setor',
  opcoes: Object.values(SetorTipo).map((v) => ({ value: String(v), label: SetorTipoNome[v] })),
};

/** Sectors (spec 000 §2.3 cadastro/setor): the type drives queues (setor_tipo_id) and cost centres. */
export const setorResource = defineResource({
  modulo: 'cadastro',
  recurso: 'setor',
  nome: 'Setor',
  nomePlural: 'Setores',
  schema: z.object({
    nome: f.texto('Nome', { max: 100 }),
    setorTipoId: f.enumeracao('Tipo de setor', Object.values(SetorTipo)),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'setorTipoNome', title: 'Tipo', sortable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO, FILTRO_TIPO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
