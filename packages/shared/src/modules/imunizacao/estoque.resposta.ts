import { z } from 'zod';
import { datatableResposta } from '../../datatable.js';
import { w } from '../../wire.js';

/** The room or cold store a screen works on (the session's cost centre). */
export const salaDaTelaSchema = z.object({
  salaId: w.inteiroLongo,
  centroCustoId: w.inteiroLongo,
  nome: z.string(),
  unidade: z.string(),
  tipo: z.number(),
});

/** GET imunizacao/entrada/vacina?search=: registered vaccines with a stock item (the entry's autocomplete). */
export const vacinaDeEstoqueSchema = w.dados(
  z.array(
    z.object({
      id: w.inteiroLongo,
      label: z.string(),
      dosesPorFrasco: z.number(),
      fabricanteId: w.inteiroLongo.nullable(),
      fabricante: z.string().nullable(),
    }),
  ),
);

export const entradaVacinaLinhaSchema = z.object({
  id: w.inteiroLongo,
  data: w.data,
  origem: z.string(),
  documento: z.string().nullable(),
  vacinas: z.string(),
  doses: z.number(),
  situacao: z.number(),
});
export const entradaVacinaDatatableSchema = datatableResposta(entradaVacinaLinhaSchema);

export const entradaVacinaModeloSchema = z.object({
  id: w.inteiroLongo,
  sala: z.string(),
  data: w.data,
  origem: z.string(),
  documento: z.string().nullable(),
  observacao: z.string().nullable(),
  situacao: z.number(),
  motivoEstorno: z.string().nullable(),
  registradoPor: z.string().nullable(),
  /** Every dose of every line is still in its lot here: the entry can be reversed. */
  estornavel: z.boolean(),
  itens: z.array(
    z.object({
      vacina: z.string(),
      lote: z.string(),
      fabricante: z.string().nullable(),
      validade: w.data,
      dosesPorFrasco: z.number(),
      doses: z.number(),
      frascos: z.number(),
      saldoLote: z.number(),
    }),
  ),
});

/** GET imunizacao/entrada/create. */
export const entradaVacinaFormSchema = z.object({ form: z.object({ sala: salaDaTelaSchema }) });

/** A lot of the room, in doses and vials, with its expiry warning. */
export const loteEstoqueVacinaSchema = z.object({
  loteId: w.inteiroLongo,
  vacinaId: w.inteiroLongo,
  vacina: z.string(),
  sigla: z.string().nullable(),
  lote: z.string(),
  fabricante: z.string().nullable(),
  validade: w.data,
  vencido: z.boolean(),
  /** Expires within the settings' alert days (not yet expired). */
  vencendo: z.boolean(),
  diasParaVencer: z.number(),
  doses: z.number(),
  dosesPorFrasco: z.number(),
  frascos: z.number(),
});

export const frascoAbertoSchema = z.object({
  id: w.inteiroLongo,
  loteId: w.inteiroLongo,
  vacina: z.string(),
  lote: z.string(),
  abertoEm: w.instante,
  venceEm: w.instante,
  dosesFrasco: z.number(),
  dosesRestantes: z.number(),
  abertoPor: z.string().nullable(),
});

/** GET imunizacao/consulta-estoque/estoque. */
export const consultaEstoqueSchema = z.object({
  sala: salaDaTelaSchema,
  diasAlertaValidade: z.number(),
  /** Open vials closed on this read because their validity after opening passed (their doses left became a loss). */
  frascosEncerrados: z.number(),
  lotes: z.array(loteEstoqueVacinaSchema),
  frascos: z.array(frascoAbertoSchema),
});

/** GET imunizacao/consulta-estoque/unidade: the rooms the user may see (all, for the coordination). */
export const salasDoEstoqueSchema = z.object({
  /** The user may pick another room. */
  outrasSalas: z.boolean(),
  salaDaSessao: w.inteiroLongo.nullable(),
  data: z.array(salaDaTelaSchema),
});

export const baixaVacinaLinhaSchema = z.object({
  id: w.inteiroLongo,
  data: w.data,
  vacina: z.string(),
  lote: z.string(),
  validade: w.data,
  doses: z.number(),
  motivo: z.number(),
  motivoNome: z.string(),
  observacao: z.string().nullable(),
  registradoPor: z.string().nullable(),
});
export const baixaVacinaDatatableSchema = datatableResposta(baixaVacinaLinhaSchema);

/** GET imunizacao/baixa/create: the room's lots with doses (expired ones flagged: a write-off is how they leave). */
export const baixaVacinaFormSchema = z.object({
  form: z.object({
    sala: salaDaTelaSchema,
    lotes: z.array(loteEstoqueVacinaSchema),
    motivos: z.array(z.object({ codigo: z.number(), nome: z.string() })),
  }),
});

/** GET imunizacao/baixa/historico: every loss movement of the room (write-offs and open-vial losses). */
export const baixaVacinaHistoricoLinhaSchema = z.object({
  movimentoId: w.inteiroLongo,
  tipo: z.string(),
  tipoNome: z.string(),
  data: w.data,
  registradoEm: w.instante,
  vacina: z.string(),
  lote: z.string(),
  validade: w.data,
  doses: z.number(),
  motivo: z.string().nullable(),
  usuario: z.string().nullable(),
});
export const baixaVacinaHistoricoSchema = datatableResposta(baixaVacinaHistoricoLinhaSchema);

export const gravadoVacinaSchema = z.object({ id: w.inteiroLongo });
