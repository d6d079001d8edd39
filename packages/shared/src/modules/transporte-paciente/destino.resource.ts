import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';

export const MENSAGENS_DESTINO = {
  localRepetido: 'Há mais de um local de atendimento com este nome.',
} as const;

/** A place of care of the destination (tp_destino_local), edited inside the destination's form. */
export const tpDestinoLocalSchema = z.object({
  /** Present when the place already exists (kept, so bookings that name it keep pointing at it). */
  id: z.coerce.number().int().positive().nullish(),
  nome: f.texto('Nome do local', { max: 150 }),
  endereco: f.textoOpcional('Endereço do local', { max: 300 }),
  telefone: f.opcional(f.telefone('Telefone do local')),
});
export type TpDestinoLocalEntrada = z.infer<typeof tpDestinoLocalSchema>;

/** A destination city (IBGE) with its distance, travel time and places of care. */
export const tpDestinoSchema = z.object({
  nome: f.texto('Nome', { max: 120 }),
  municipioId: f.referencia('Município'),
  distanciaKm: f.opcional(f.inteiro('Distância (km)', { min: 0, max: 5000 })),
  tempoViagemMin: f.opcional(f.inteiro('Tempo de viagem (min)', { min: 0, max: 2880 })),
  locais: z
    .array(tpDestinoLocalSchema)
    .max(50, 'Informe no máximo 50 locais de atendimento.')
    .default([])
    .superRefine((locais, ctx) => {
      const vistos = new Set<string>();
      locais.forEach((l, i) => {
        const chave = l.nome.toLocaleLowerCase('pt-BR');
        if (vistos.has(chave)) ctx.addIssue({ code: 'custom', path: [i, 'nome'], message: MENSAGENS_DESTINO.localRepetido });
        vistos.add(chave);
      });
    }),
});
export type TpDestinoEntrada = z.infer<typeof tpDestinoSchema>;

/** Destinos (spec 000 §2.3 transporte-paciente/destino): the cities the patients travel to and their places of care. */
export const tpDestinoResource = defineResource({
  modulo: 'transporte-paciente',
  recurso: 'destino',
  nome: 'Destino',
  nomePlural: 'Destinos',
  schema: tpDestinoSchema,
  columns: [
    { data: 'nome', title: 'Nome', sortable: true, searchable: true },
    { data: 'municipioNome', title: 'Município', sortable: true, searchable: true },
    { data: 'distanciaKm', title: 'Distância (km)', tipo: 'numero', sortable: true, width: 130 },
    { data: 'tempoViagemMin', title: 'Tempo (min)', tipo: 'numero', sortable: true, width: 120 },
    { data: 'locais', title: 'Locais de atendimento', tipo: 'numero', width: 170 },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
