import { z } from 'zod';
import { defineResource, type FilterDef } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { onlyDigits } from '../../validation/digits.js';
import { zObrigatorio } from '../../validation/zod-fields.js';

/** CNES establishment types ("tipo de unidade" of the CNES table), by their CNES code. */
export const TipoUnidadeNome: Record<number, string> = {
  1: 'Posto de Saúde',
  2: 'Centro de Saúde/Unidade Básica',
  4: 'Policlínica',
  5: 'Hospital Geral',
  7: 'Hospital Especializado',
  15: 'Unidade Mista',
  20: 'Pronto Socorro Geral',
  21: 'Pronto Socorro Especializado',
  22: 'Consultório Isolado',
  36: 'Clínica/Centro de Especialidade',
  39: 'Unidade de Apoio Diagnose e Terapia (SADT Isolado)',
  40: 'Unidade Móvel Terrestre',
  42: 'Unidade Móvel de Nível Pré-Hospitalar na Área de Urgência',
  43: 'Farmácia',
  50: 'Unidade de Vigilância em Saúde',
  62: 'Hospital/Dia - Isolado',
  64: 'Central de Regulação de Serviços de Saúde',
  68: 'Central de Gestão em Saúde',
  69: 'Centro de Atenção Hemoterapia e/ou Hematológica',
  70: 'Centro de Atenção Psicossocial',
  71: 'Centro de Apoio à Saúde da Família',
  73: 'Pronto Atendimento',
  74: 'Polo Academia da Saúde',
  80: 'Laboratório de Saúde Pública',
  81: 'Central de Regulação do Acesso',
  85: 'Centro de Imunização',
};

/** The same list as "01 - Posto de Saúde" options, in CNES code order. */
export const TIPOS_UNIDADE = Object.entries(TipoUnidadeNome).map(([codigo, nome]) => ({
  value: Number(codigo),
  label: `${codigo.padStart(2, '0')} - ${nome}`,
}));

export const mensagemCnes = 'O CNES informado é inválido.';

/** CNES: 7 digits. There is no public check-digit rule (formats §5.5), so only the format is checked. */
export const isCnesFormato = (v: string | null | undefined) => /^\d{7}$/.test(onlyDigits(v));
export const zCnes = (label = 'CNES') => zObrigatorio(label).transform(onlyDigits).refine(isCnesFormato, mensagemCnes);

/** Logo for prints: PNG, JPEG or SVG up to 1 MB (sent apart from the form, as multipart). */
export const LOGO_UNIDADE = {
  tipos: ['image/png', 'image/jpeg', 'image/svg+xml'],
  accept: '.png,.jpg,.jpeg,.svg',
  maxBytes: 1024 * 1024,
  mensagemTipo: 'Envie uma imagem .png, .jpg ou .svg.',
  mensagemTamanho: 'O logotipo deve ter no máximo 1 MB.',
} as const;

const FILTRO_TIPO: FilterDef = {
  name: 'tipo',
  label: 'Tipo de unidade',
  opcoes: TIPOS_UNIDADE.map((t) => ({ value: String(t.value), label: t.label })),
};

/**
 * Health units (spec 000 §2.3 cadastro/unidade). Their service locations (infraestrutura) and cost
 * centres are managed inside the edit form with their own calls, because placements point at them.
 */
export const unidadeResource = defineResource({
  modulo: 'cadastro',
  recurso: 'unidade',
  nome: 'Unidade',
  nomePlural: 'Unidades',
  schema: z.object({
    cnes: zCnes(),
    cnpj: f.opcional(f.cnpj()),
    razaoSocial: f.textoOpcional('Razão social', { max: 150 }),
    nomeFantasia: f.texto('Nome fantasia', { max: 150 }),
    tipoUnidadeId: f.enumeracao('Tipo de unidade', Object.keys(TipoUnidadeNome).map(Number)),
    logradouroId: f.opcional(f.referencia('Logradouro')),
    numero: f.textoOpcional('Número', { max: 10 }),
    complemento: f.textoOpcional('Complemento', { max: 100 }),
    telefone: f.opcional(f.telefone('Telefone')),
    telefone2: f.opcional(f.telefone('Telefone 2')),
    email: f.opcional(f.email('E-mail')),
  }),
  columns: [
    { data: 'nomeFantasia', title: 'Nome fantasia', sortable: true, searchable: true },
    { data: 'cnes', title: 'CNES', sortable: true, searchable: true, width: 110 },
    { data: 'tipoUnidadeNome', title: 'Tipo', sortable: true },
    { data: 'telefone', title: 'Telefone' },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nomeFantasia', dir: 'asc' },
  filtros: [SITUACAO, FILTRO_TIPO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});

/** A service location of a unit (where users are placed). */
export const infraestruturaSchema = z.object({ nome: f.texto('Nome', { max: 100 }) });
/** A cost centre: a sector at a service location. */
export const centroCustoSchema = z.object({ nome: f.texto('Nome', { max: 100 }), setorId: f.referencia('Setor') });
