import { z } from 'zod';
import { defineResource, type FilterDef } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { zCnes } from './unidade.resource.js';

/** Kinds of external unit (referrals and transport destinations). */
export const UnidadeExternaTipoNome: Record<number, string> = {
  1: 'Hospital',
  2: 'Clínica',
  3: 'Laboratório',
  4: 'Centro de Diagnóstico',
  5: 'Unidade de Saúde',
  6: 'Outro',
};

const FILTRO_TIPO: FilterDef = {
  name: 'tipo',
  label: 'Tipo',
  opcoes: Object.entries(UnidadeExternaTipoNome).map(([value, label]) => ({ value, label })),
};

/** Units outside the municipality's network (spec 000 §2.3 cadastro/unidade-externa). */
export const unidadeExternaResource = defineResource({
  modulo: 'cadastro',
  recurso: 'unidade-externa',
  nome: 'Unidade externa',
  nomePlural: 'Unidades externas',
  schema: z.object({
    nome: f.texto('Nome', { max: 150 }),
    cnes: f.opcional(zCnes()),
    cnpj: f.opcional(f.cnpj()),
    tipoId: f.enumeracao('Tipo', Object.keys(UnidadeExternaTipoNome).map(Number)),
    municipioId: f.referencia('Município'),
    cep: f.opcional(f.cep()),
    logradouro: f.textoOpcional('Logradouro', { max: 150 }),
    numero: f.textoOpcional('Número', { max: 10 }),
    bairro: f.textoOpcional('Bairro', { max: 100 }),
    telefone: f.opcional(f.telefone('Telefone')),
  }),
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'cnes', title: 'CNES', sortable: true, searchable: true, width: 110 },
    { data: 'tipoNome', title: 'Tipo', sortable: true },
    { data: 'municipioNome', title: 'Município', sortable: true, searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO, FILTRO_TIPO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
