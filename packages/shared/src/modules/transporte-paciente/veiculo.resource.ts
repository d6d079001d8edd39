import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { SITUACAO } from '../../resource/filtros.js';
import { normalizarPlaca, PROPRIEDADE_VEICULO, PROPRIEDADES_VEICULO, TIPOS_VEICULO } from './opcoes.js';

export const MENSAGENS_VEICULO = {
  placa: 'Placa inválida: use o formato AAA-0000 ou AAA0A00.',
  contrato: 'O campo Contrato é obrigatório para veículo contratado.',
  renavam: 'O RENAVAM deve conter de 9 a 11 dígitos.',
  placaRepetida: 'Já existe um veículo com esta placa.',
} as const;

/** The plate as typed (either format, any case, hyphen optional), stored normalised by normalizarPlaca. */
export const zPlacaVeiculo = (label = 'Placa') =>
  z
    .string({ error: `O campo ${label} é obrigatório.` })
    .trim()
    .min(1, `O campo ${label} é obrigatório.`)
    .transform((v, ctx) => {
      const placa = normalizarPlaca(v);
      if (placa) return placa;
      ctx.addIssue({ code: 'custom', message: MENSAGENS_VEICULO.placa });
      return z.NEVER;
    });

/** A vehicle of the fleet (tp_veiculo): seats, wheelchair and stretcher places, who owns it. */
export const tpVeiculoSchema = z
  .object({
    placa: zPlacaVeiculo(),
    tipo: f.enumeracao(
      'Tipo',
      TIPOS_VEICULO.map((t) => t.value),
    ),
    descricao: f.texto('Descrição', { max: 150 }),
    lugares: f.inteiro('Lugares', { min: 0, max: 80 }),
    lugaresCadeirante: f.inteiro('Lugares para cadeirante', { min: 0, max: 10 }).default(0),
    lugaresMaca: f.inteiro('Lugares para maca', { min: 0, max: 4 }).default(0),
    acessivel: f.booleano().default(false),
    propriedade: f.enumeracao(
      'Propriedade',
      PROPRIEDADES_VEICULO.map((p) => p.value),
    ),
    contrato: f.textoOpcional('Contrato', { max: 300 }),
    renavam: f.opcional(
      z
        .string()
        .transform((v) => v.replace(/\D/g, ''))
        .refine((v) => v.length >= 9 && v.length <= 11, MENSAGENS_VEICULO.renavam),
    ),
    consumoKmLitro: f.opcional(f.decimal('Consumo (km/l)', { min: 1, max: 99 })),
  })
  .superRefine((v, ctx) => {
    if (v.propriedade === PROPRIEDADE_VEICULO.contratado && !v.contrato)
      ctx.addIssue({ code: 'custom', path: ['contrato'], message: MENSAGENS_VEICULO.contrato });
  });
export type TpVeiculoEntrada = z.infer<typeof tpVeiculoSchema>;

/** Veículos (spec 000 §2.3 transporte-paciente/veiculo): the fleet, plates in the old and the Mercosul formats. */
export const tpVeiculoResource = defineResource({
  modulo: 'transporte-paciente',
  recurso: 'veiculo',
  nome: 'Veículo',
  nomePlural: 'Veículos',
  schema: tpVeiculoSchema,
  columns: [
    { data: 'placa', title: 'Placa', sortable: true, searchable: true, width: 110 },
    { data: 'descricao', title: 'Descrição', sortable: true, searchable: true },
    { data: 'tipoNome', title: 'Tipo', sortable: true, width: 130 },
    { data: 'lugares', title: 'Lugares', tipo: 'numero', sortable: true, width: 100 },
    { data: 'lugaresCadeirante', title: 'Cadeirante', tipo: 'numero', width: 110 },
    { data: 'lugaresMaca', title: 'Maca', tipo: 'numero', width: 80 },
    { data: 'acessivel', title: 'Acessível', tipo: 'booleano', width: 100 },
    { data: 'propriedadeNome', title: 'Propriedade', width: 170 },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true, width: 110 },
  ],
  defaultOrder: { column: 'descricao', dir: 'asc' },
  filtros: [SITUACAO],
  acoes: { cadastrar: true, editar: true, excluir: true, bloquear: true },
});
