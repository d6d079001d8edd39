import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { PREFIXO_SENHA_MENSAGEM, PREFIXO_SENHA_REGEX } from './senha.js';

/** The age range an entry option serves (column `faixa_etaria_id`; null: any age). */
export const FaixaEtaria = { CRIANCA: 1, ADULTO: 2, IDOSO: 3 } as const;

export const FaixaEtariaNome: Record<number, string> = {
  [FaixaEtaria.CRIANCA]: 'Criança',
  [FaixaEtaria.ADULTO]: 'Adulto',
  [FaixaEtaria.IDOSO]: 'Idoso',
};

export const MENSAGENS_OPCAO_ENTRADA = {
  prefixoObrigatorio: 'Prefixo é obrigatório para exibir a opção no totem.',
  prefixoPrioridadeIgual: 'O prefixo da prioridade deve ser diferente do prefixo.',
} as const;

/** A ticket prefix as typed: upper-cased, then one or two letters without I and O. */
export const zPrefixoSenha = () => f.opcional(z.string().trim().toUpperCase().regex(PREFIXO_SENHA_REGEX, PREFIXO_SENHA_MENSAGEM));

/**
 * painel-senha/opcao-entrada (spec 000 §2.3; spec 001 §3 "Entry option: id, name, age-range id"): how the
 * patient arrived, which the emergency reception also picks (Demanda espontânea, SAMU 192…); with `totem`
 * it is a button of the kiosk, whose tickets take `prefixo` (`prefixoPrioridade` for a declared priority)
 * and wait in the queue of `centroCustoId` (null: the kiosk's own cost centre).
 */
export const opcaoEntradaResource = defineResource({
  modulo: 'painel-senha',
  recurso: 'opcao-entrada',
  nome: 'Opção de entrada',
  nomePlural: 'Opções de entrada',
  schema: z
    .object({
      nome: f.texto('Nome', { max: 60 }),
      faixaEtariaId: f.opcional(f.enumeracao('Faixa etária', Object.values(FaixaEtaria))),
      totem: f.booleano().default(false),
      prefixo: zPrefixoSenha(),
      prefixoPrioridade: zPrefixoSenha(),
      perguntarPrioridade: f.booleano().default(true),
      centroCustoId: f.opcional(f.referencia('Fila de destino')),
      ordem: f.inteiro('Ordem', { min: 0, max: 99 }).default(0),
    })
    .superRefine((v, ctx) => {
      // a kiosk button prints tickets: without a prefix there is no code to call (PREFIXO_SENHA_REGEX)
      if (v.totem && !v.prefixo) ctx.addIssue({ code: 'custom', path: ['prefixo'], message: MENSAGENS_OPCAO_ENTRADA.prefixoObrigatorio });
      // the same prefix would mix two daily sequences: A001 could be issued twice
      if (v.prefixoPrioridade && v.prefixoPrioridade === v.prefixo)
        ctx.addIssue({ code: 'custom', path: ['prefixoPrioridade'], message: MENSAGENS_OPCAO_ENTRADA.prefixoPrioridadeIgual });
    }),
  columns: [
    { data: 'ordem', title: 'Ordem', tipo: 'numero', sortable: true, width: 90 },
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'totem', title: 'Totem', tipo: 'booleano', sortable: true, width: 90 },
    { data: 'prefixo', title: 'Prefixos', sortable: true, searchable: true, width: 170 },
    { data: 'centroCustoNome', title: 'Fila de destino', sortable: true, searchable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'ordem', dir: 'asc' },
  filtros: [
    {
      name: 'totem',
      label: 'Totem',
      opcoes: [
        { value: 'sim', label: 'No totem' },
        { value: 'nao', label: 'Fora do totem' },
      ],
    },
    SITUACAO,
  ],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
