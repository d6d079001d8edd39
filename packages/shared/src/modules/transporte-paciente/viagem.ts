import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';
import { TIPO_PASSAGEIRO } from './opcoes.js';

/**
 * The trips of patient transport (issue 23): assembly (escolher-veiculo), transfer of a passenger, the day's list and
 * the driver's manifest (listagem), boarding and no-shows (gerenciamento), closing and reopening. Also the suggested
 * assembly: a pure function the API and the screen share.
 */

export const URL_VIAGEM = {
  escolher: '/api/transporte-paciente/escolher-veiculo',
  transferencia: '/api/transporte-paciente/transferencia-paciente',
  listagem: '/api/transporte-paciente/listagem',
  gerenciamento: '/api/transporte-paciente/gerenciamento',
  fechamento: '/api/transporte-paciente/fechamento-viagem',
  reabertura: '/api/transporte-paciente/reabertura-viagem',
} as const;

export const MENSAGENS_VIAGEM = {
  fechada: 'Viagem fechada: reabra-a em "Reabertura de viagem" para alterá-la.',
  naoAberta: 'A viagem não está aberta.',
  naoFechada: 'Somente viagens fechadas podem ser reabertas.',
  lotado: (placa: string, o: Ocupacao, v: Capacidade) =>
    `O veículo ${placa} não comporta os passageiros: ${o.lugares}/${v.lugares} assentos, ${o.cadeirante}/${v.lugaresCadeirante} lugares para cadeirante, ${o.maca}/${v.lugaresMaca} macas.`,
  veiculoBloqueado: (placa: string) => `O veículo ${placa} está bloqueado.`,
  veiculoOcupado: (placa: string) => `O veículo ${placa} já está em outra viagem aberta neste dia.`,
  condutorBloqueado: (nome: string) => `O motorista ${nome} está bloqueado.`,
  cnhVencida: (nome: string, validade: string) =>
    `A CNH do motorista ${nome} vence em ${validade.split('-').reverse().join('/')}, antes da viagem.`,
  cnhCategoria: (nome: string, categoria: string, exigida: string) =>
    `A CNH do motorista ${nome} (categoria ${categoria}) não habilita para este veículo (exige categoria ${exigida}).`,
  condutorOcupado: (nome: string) => `O motorista ${nome} já está em outra viagem aberta neste dia.`,
  agendamentoIndisponivel: (numeros: string) => `Agendamento(s) já alocado(s), cancelado(s) ou de outro dia/destino: ${numeros}.`,
  semPassageiros: 'Informe ao menos um passageiro para a viagem.',
  mesmaViagem: 'O passageiro já está nesta viagem.',
  passageirosPendentes: (nomes: string[]) => `Registre embarque ou falta antes de fechar a viagem: ${nomes.join(', ')}.`,
  kmChegada: 'O km de chegada deve ser maior ou igual ao km de saída.',
  retornoAntes: 'O retorno não pode ser antes da saída da viagem.',
  motivoReabertura: 'Informe o motivo da reabertura.',
} as const;

/* ─── Capacity and the suggested assembly (pure) ─── */

export interface Capacidade {
  lugares: number;
  lugaresCadeirante: number;
  lugaresMaca: number;
}
export interface Ocupacao {
  lugares: number;
  cadeirante: number;
  maca: number;
}
/** A passenger as the assembly sees it: how they travel and how many companions take seats beside them. */
export interface PassageiroMontagem {
  id: number;
  destinoId: number;
  tipoPassageiro: number;
  acompanhantes: number;
  /** The appointment time at the destination, `HH:MM[:SS]`, or null when unknown. */
  horarioConsulta: string | null;
}
export interface VeiculoMontagem extends Capacidade {
  id: number;
}

/** Places taken: a seated passenger a seat, a wheelchair user a wheelchair place, a stretcher a stretcher place; each companion a seat. */
export function ocupacaoDe(passageiros: readonly Pick<PassageiroMontagem, 'tipoPassageiro' | 'acompanhantes'>[]): Ocupacao {
  const o = { lugares: 0, cadeirante: 0, maca: 0 };
  for (const p of passageiros) {
    if (p.tipoPassageiro === TIPO_PASSAGEIRO.cadeirante) o.cadeirante++;
    else if (p.tipoPassageiro === TIPO_PASSAGEIRO.maca) o.maca++;
    else o.lugares++;
    o.lugares += p.acompanhantes;
  }
  return o;
}
export const cabe = (o: Ocupacao, v: Capacidade) =>
  o.lugares <= v.lugares && o.cadeirante <= v.lugaresCadeirante && o.maca <= v.lugaresMaca;
const soma = (a: Ocupacao, b: Ocupacao): Ocupacao => ({
  lugares: a.lugares + b.lugares,
  cadeirante: a.cadeirante + b.cadeirante,
  maca: a.maca + b.maca,
});

const minutos = (h: string) => Number(h.slice(0, 2)) * 60 + Number(h.slice(3, 5));
const hhmm = (m: number) => {
  const d = ((m % 1440) + 1440) % 1440;
  return `${String(Math.floor(d / 60)).padStart(2, '0')}:${String(d % 60).padStart(2, '0')}:00`;
};

/** Appointments further apart than this (minutes) from the wave's earliest travel on separate trips. */
export const JANELA_CONSULTAS_MIN = 180;
/** The departure when no passenger of the wave has an appointment time. */
export const SAIDA_PADRAO = '05:00:00';

export interface ViagemSugerida {
  destinoId: number;
  veiculoId: number;
  horarioSaida: string;
  passageiros: number[];
  ocupacao: Ocupacao;
}
export interface MontagemSugerida {
  viagens: ViagemSugerida[];
  /** Passengers no free vehicle can take (no wheelchair or stretcher place left, or no vehicle at all). */
  semLugar: number[];
}

/**
 * The suggested assembly of a day. The rule:
 * 1. Per destination, passengers sorted by appointment time are cut into waves: a wave starts at its earliest
 *    appointment and takes every passenger whose appointment is within JANELA_CONSULTAS_MIN (3 h) of it; a later one
 *    starts a new wave (a patient seen at 14:00 does not leave at 4:00 with those seen at 07:00). Passengers without
 *    a time join the destination's first wave.
 * 2. A wave's departure = earliest appointment − destino.tempoViagemMin − margemChegadaMin (SAIDA_PADRAO if none has a time).
 * 3. A wave is packed into the fewest vehicles: stretcher passengers first, then wheelchair users, then by seats
 *    taken (with companions) descending; repeatedly the free vehicle that takes the most places of what is left
 *    (ties: the smaller vehicle, then the lower id) is filled first-fit. A vehicle serves one wave a day (a trip
 *    out of town takes the day). A passenger no free vehicle can take (a wheelchair user when no wheelchair place
 *    is left) goes to `semLugar`, never into a seat.
 * The coordinator adjusts the result on the screen, then saves it.
 */
export function sugerirMontagem(entrada: {
  passageiros: readonly PassageiroMontagem[];
  veiculos: readonly VeiculoMontagem[];
  destinos: readonly { id: number; tempoViagemMin: number | null }[];
  margemChegadaMin: number;
  janelaMin?: number;
}): MontagemSugerida {
  const janela = entrada.janelaMin ?? JANELA_CONSULTAS_MIN;
  const livres = [...entrada.veiculos];
  const viagens: ViagemSugerida[] = [];
  const semLugar: number[] = [];
  const porDestino = new Map<number, PassageiroMontagem[]>();
  for (const p of entrada.passageiros) porDestino.set(p.destinoId, [...(porDestino.get(p.destinoId) ?? []), p]);

  for (const [destinoId, lista] of [...porDestino].sort((a, b) => a[0] - b[0])) {
    const tempo = entrada.destinos.find((d) => d.id === destinoId)?.tempoViagemMin ?? 0;
    const comHora = lista
      .filter((p) => p.horarioConsulta)
      .sort((a, b) => minutos(a.horarioConsulta ?? '') - minutos(b.horarioConsulta ?? ''));
    const semHora = lista.filter((p) => !p.horarioConsulta);
    const ondas: PassageiroMontagem[][] = [];
    for (const p of comHora) {
      const atual = ondas.at(-1);
      if (atual && minutos(p.horarioConsulta ?? '') - minutos(atual[0]?.horarioConsulta ?? '') <= janela) atual.push(p);
      else ondas.push([p]);
    }
    if (semHora.length) {
      if (ondas[0]) ondas[0].push(...semHora);
      else ondas.push(semHora);
    }
    for (const onda of ondas) {
      const primeira = onda.find((p) => p.horarioConsulta)?.horarioConsulta;
      const saida = primeira ? hhmm(minutos(primeira) - tempo - entrada.margemChegadaMin) : SAIDA_PADRAO;
      const peso = (p: PassageiroMontagem) =>
        p.tipoPassageiro === TIPO_PASSAGEIRO.maca ? 2 : p.tipoPassageiro === TIPO_PASSAGEIRO.cadeirante ? 1 : 0;
      let resto = [...onda].sort((a, b) => peso(b) - peso(a) || b.acompanhantes - a.acompanhantes || a.id - b.id);
      while (resto.length) {
        let melhor: { v: VeiculoMontagem; dentro: PassageiroMontagem[]; lugares: number } | null = null;
        for (const v of livres) {
          const dentro: PassageiroMontagem[] = [];
          let o: Ocupacao = { lugares: 0, cadeirante: 0, maca: 0 };
          for (const p of resto) {
            const n = soma(o, ocupacaoDe([p]));
            if (cabe(n, v)) {
              dentro.push(p);
              o = n;
            }
          }
          const lugares = o.lugares + o.cadeirante + o.maca;
          const total = (x: Capacidade) => x.lugares + x.lugaresCadeirante + x.lugaresMaca;
          if (
            lugares > 0 &&
            (!melhor ||
              lugares > melhor.lugares ||
              (lugares === melhor.lugares && (total(v) < total(melhor.v) || (total(v) === total(melhor.v) && v.id < melhor.v.id))))
          )
            melhor = { v, dentro, lugares };
        }
        if (!melhor) {
          semLugar.push(...resto.map((p) => p.id));
          break;
        }
        const escolhido = melhor;
        livres.splice(livres.indexOf(escolhido.v), 1);
        viagens.push({
          destinoId,
          veiculoId: escolhido.v.id,
          horarioSaida: saida,
          passageiros: escolhido.dentro.map((p) => p.id).sort((a, b) => a - b),
          ocupacao: ocupacaoDe(escolhido.dentro),
        });
        resto = resto.filter((p) => !escolhido.dentro.includes(p));
      }
    }
  }
  return { viagens, semLugar: semLugar.sort((a, b) => a - b) };
}

/* ─── Wire ─── */

const ocupacaoSchema = z.object({ lugares: z.number(), cadeirante: z.number(), maca: z.number() });

export const passageiroDoDiaSchema = z.object({
  id: z.number(),
  numero: z.number(),
  paciente: z.string(),
  cns: z.string().nullable(),
  telefone: z.string().nullable(),
  destinoId: z.number(),
  destino: z.string(),
  local: z.string().nullable(),
  ponto: z.string().nullable(),
  bairro: z.string().nullable(),
  horarioConsulta: w.hora.nullable(),
  tipoPassageiro: z.number(),
  acompanhantes: z.number(),
  urgente: z.boolean(),
  situacao: z.number(),
  viagemId: z.number().nullable(),
});
export type PassageiroDoDia = z.output<typeof passageiroDoDiaSchema>;

export const veiculoDisponivelSchema = z.object({
  id: z.number(),
  placa: z.string(),
  descricao: z.string(),
  tipo: z.number(),
  lugares: z.number(),
  lugaresCadeirante: z.number(),
  lugaresMaca: z.number(),
  /** Already on an open trip of the day (cannot take a new one). */
  ocupado: z.boolean(),
});
export const condutorDisponivelSchema = z.object({
  id: z.number(),
  nome: z.string(),
  cnhCategoria: z.string(),
  cnhValidade: w.data,
  /** The licence expires within DIAS_AVISO_CNH days of the trip. */
  cnhVencendo: z.boolean(),
  ocupado: z.boolean(),
});
export const viagemResumoSchema = z.object({
  id: z.number(),
  numero: z.number(),
  data: w.data,
  horarioSaida: w.hora,
  situacao: z.number(),
  destinoId: z.number(),
  destino: z.string(),
  municipioId: z.number(),
  municipio: z.string(),
  veiculoId: z.number(),
  placa: z.string(),
  veiculo: z.string(),
  lugares: z.number(),
  lugaresCadeirante: z.number(),
  lugaresMaca: z.number(),
  condutorId: z.number(),
  condutor: z.string(),
  ocupacao: ocupacaoSchema,
  passageiros: z.number(),
});
export type ViagemResumo = z.output<typeof viagemResumoSchema>;

export const montagemFormSchema = w.dados(
  z.object({
    data: w.data,
    margemChegadaMin: z.number(),
    passageiros: z.array(passageiroDoDiaSchema),
    veiculos: z.array(veiculoDisponivelSchema),
    condutores: z.array(condutorDisponivelSchema),
    destinos: z.array(z.object({ id: z.number(), nome: z.string(), tempoViagemMin: z.number().nullable() })),
    viagens: z.array(viagemResumoSchema),
    /** The recurring trips (tp_jornada) of the day's weekday: a new trip may start from one (time, vehicle, driver). */
    jornadas: z.array(
      z.object({
        id: z.number(),
        nome: z.string(),
        destinoId: z.number(),
        horarioSaida: w.hora,
        veiculoId: z.number().nullable(),
        condutorId: z.number().nullable(),
      }),
    ),
    sugestao: z.object({
      viagens: z.array(
        z.object({
          destinoId: z.number(),
          veiculoId: z.number(),
          horarioSaida: w.hora,
          passageiros: z.array(z.number()),
          ocupacao: ocupacaoSchema,
        }),
      ),
      semLugar: z.array(z.number()),
    }),
  }),
);

export const montagemFiltroSchema = z.object({ data: f.data('Data') });

/** One trip of the assembly to save: a new one (no viagemId) or passengers added to an open one. */
export const viagemMontadaSchema = z.object({
  viagemId: z.coerce.number().int().positive().optional(),
  jornadaId: z.coerce.number().int().positive().optional(),
  destinoId: f.referencia('Destino'),
  veiculoId: f.referencia('Veículo'),
  condutorId: f.referencia('Motorista'),
  horarioSaida: f.hora('Horário de saída', { min: null, max: null }),
  agendamentoIds: z.array(z.coerce.number().int().positive()).max(200),
});
export const montagemSchema = z.object({
  data: f.data('Data'),
  viagens: z.array(viagemMontadaSchema).min(1, 'Informe ao menos uma viagem.').max(100),
});
export type Montagem = z.input<typeof montagemSchema>;
export const montagemGravadaSchema = w.dados(z.array(viagemResumoSchema));

export const transferenciaPassageiroSchema = z.object({
  agendamentoId: f.referencia('Passageiro'),
  viagemId: f.referencia('Viagem de destino'),
  motivo: f.textoOpcional('Motivo', { max: 500 }),
});
export const transferenciaPassageiroGravadaSchema = w.dados(
  z.object({ origem: viagemResumoSchema.nullable(), destino: viagemResumoSchema }),
);

export const listagemFiltroSchema = z.object({
  data: f.data('Data'),
  veiculoId: z.coerce.number().int().positive().optional(),
  condutorId: z.coerce.number().int().positive().optional(),
  municipioId: z.coerce.number().int().positive().optional(),
  bairro: z.string().max(100).optional(),
  situacao: z.coerce.number().int().min(1).max(3).optional(),
});
export const listagemSchema = w.dados(z.array(viagemResumoSchema));

export const acompanhanteDaViagemSchema = z.object({
  id: z.number(),
  nome: z.string(),
  cns: z.string().nullable(),
  embarcou: z.boolean().nullable(),
});
export const passageiroDaViagemSchema = passageiroDoDiaSchema.extend({ acompanhantesLista: z.array(acompanhanteDaViagemSchema) });
export type PassageiroDaViagem = z.output<typeof passageiroDaViagemSchema>;
export const viagemDetalheSchema = viagemResumoSchema.extend({
  kmSaida: z.number().nullable(),
  kmChegada: z.number().nullable(),
  combustivelLitros: z.number().nullable(),
  combustivelValor: z.number().nullable(),
  pedagioValor: z.number().nullable(),
  outrasDespesas: z.number().nullable(),
  ocorrencias: z.string().nullable(),
  retornoEm: w.instante.nullable(),
  fechadaEm: w.instante.nullable(),
  passageirosLista: z.array(passageiroDaViagemSchema),
});
export type ViagemDetalhe = z.output<typeof viagemDetalheSchema>;
export const viagemDetalheRespostaSchema = w.dados(viagemDetalheSchema);

/** gerenciamento PUT {id}: who boarded, who did not (companions each). */
export const embarqueSchema = z.object({
  passageiros: z
    .array(
      z.object({
        agendamentoId: z.coerce.number().int().positive(),
        embarcou: z.boolean(),
        acompanhantes: z
          .array(z.object({ id: z.coerce.number().int().positive(), embarcou: z.boolean() }))
          .max(2)
          .default([]),
      }),
    )
    .min(1)
    .max(200),
});
export type Embarque = z.input<typeof embarqueSchema>;

export const fechamentoViagemSchema = z
  .object({
    kmSaida: f.inteiro('Km de saída', { min: 0, max: 9_999_999 }),
    kmChegada: f.inteiro('Km de chegada', { min: 0, max: 9_999_999 }),
    combustivelLitros: f.opcional(f.decimal('Combustível (litros)', { min: 0, max: 9999 })),
    combustivelValor: f.opcional(f.decimal('Valor do combustível', { min: 0, max: 99_999 })),
    pedagioValor: f.opcional(f.decimal('Pedágios', { min: 0, max: 99_999 })),
    outrasDespesas: f.opcional(f.decimal('Outras despesas', { min: 0, max: 99_999 })),
    ocorrencias: f.textoOpcional('Ocorrências', { max: 4000 }),
    retornoEm: z.string().datetime({ offset: true, message: 'Informe a data e hora do retorno.' }),
  })
  .refine((b) => b.kmChegada >= b.kmSaida, { message: MENSAGENS_VIAGEM.kmChegada, path: ['kmChegada'] });
export type FechamentoViagem = z.input<typeof fechamentoViagemSchema>;

export const reaberturaSchema = z.object({ motivo: f.texto('Motivo', { min: 5, max: 1000 }) });
