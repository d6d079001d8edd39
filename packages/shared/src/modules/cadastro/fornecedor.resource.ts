import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

/** Suppliers of the municipality's stock (spec 000 §2.3 cadastro/fornecedor); CNPJ unique per municipality. */
export const fornecedorResource = defineResource({
  modulo: 'cadastro',
  recurso: 'fornecedor',
  nome: 'Fornecedor',
  nomePlural: 'Fornecedores',
  schema: z.object({
    razaoSocial: f.texto('Razão social', { max: 150 }),
    nomeFantasia: f.textoOpcional('Nome fantasia', { max: 150 }),
    cnpj: f.cnpj('CNPJ'),
    inscricaoEstadual: f.textoOpcional('Inscrição estadual', { max: 20 }),
    telefone: f.opcional(f.telefone('Telefone')),
    email: f.opcional(f.email('E-mail')),
    contatoNome: f.textoOpcional('Nome do contato', { max: 100 }),
    cep: f.opcional(f.cep('CEP')),
    logradouro: f.textoOpcional('Logradouro', { max: 150 }),
    numero: f.textoOpcional('Número', { max: 10 }),
    complemento: f.textoOpcional('Complemento', { max: 60 }),
    bairro: f.textoOpcional('Bairro', { max: 100 }),
    municipioId: f.opcional(f.referencia('Município')),
  }),
  columns: [
    { data: 'razaoSocial', title: 'Razão social', sortable: true, searchable: true },
    { data: 'nomeFantasia', title: 'Nome fantasia', sortable: true, searchable: true },
    { data: 'cnpj', title: 'CNPJ', sortable: true, searchable: true },
    { data: 'municipioNome', title: 'Município', sortable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'razaoSocial', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
