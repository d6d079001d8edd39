import { z } from 'zod';
import { datatableRequestSchema, datatableResposta } from '../../datatable.js';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';
import { type CodigoDose, DOSE_NOME } from './calendario.tipos.js';
import { ESTRATEGIA, GRUPOS_ATENDIMENTO } from './codigos.js';

/**
 * imunizacao/cadastro-campanha (issue 20): a campaign's period, strategy, target group (age range typed in years
 * and months, stored in months; sex; condition), vaccines with dose and goal, target population and goal %; and
 * its coverage (doses applied in the campaign per vaccine, room and day against the goal).
 */
export const MENSAGENS_CAMPANHA = {
  criada: 'Campanha cadastrada com sucesso.',
  alterada: 'Campanha alterada com sucesso.',
  encerrada: 'Campanha encerrada.',
  naoEncontrada: 'Campanha não encontrada.',
  jaEncerrada: 'Esta campanha já está encerrada: não pode ser alterada.',
  periodo: 'A data final deve ser igual ou posterior à data inicial.',
  faixaEtaria: 'A idade mínima deve ser menor ou igual à idade máxima.',
  vacinas: 'Informe ao menos uma vacina da campanha.',
  vacinaRepetida: 'A mesma vacina e dose foi informada mais de uma vez.',
  vacinaInexistente: 'Vacina não encontrada ou bloqueada.',
  condicao: 'Condição inválida: escolha gestante, puérpera ou um grupo de atendimento.',
  condicaoSexo: 'Gestante e puérpera só se aplicam ao sexo feminino.',
  estrategia: 'Escolha a estratégia: campanha indiscriminada ou seletiva.',
} as const;

/** The strategies a campaign may have (ESTRATEGIAS_VACINACAO). */
export const ESTRATEGIAS_CAMPANHA = [ESTRATEGIA.campanhaIndiscriminada, ESTRATEGIA.campanhaSeletiva] as const;

/** Target conditions: pregnancy and puerperium, or a care group (GRUPOS_ATENDIMENTO code as text). */
export const CONDICOES_CAMPANHA: { valor: string; nome: string }[] = [
  { valor: 'gestante', nome: 'Gestante' },
  { valor: 'puerpera', nome: 'Puérpera' },
  ...GRUPOS_ATENDIMENTO.filter((g) => g.codigo !== 10).map((g) => ({ valor: String(g.codigo), nome: g.nome })),
];
export const nomeDaCondicao = (c: string | null | undefined) => (c ? (CONDICOES_CAMPANHA.find((x) => x.valor === c)?.nome ?? c) : null);

export const DOSES_CAMPANHA = Object.keys(DOSE_NOME) as CodigoDose[];

/** Months of an age typed in years and months (both empty: no limit). */
export const idadeEmMeses = (anos: number | null, meses: number | null) =>
  anos == null && meses == null ? null : (anos ?? 0) * 12 + (meses ?? 0);
/** Months → years and the months left over (for the form). */
export const idadeEmAnosMeses = (meses: number | null) =>
  meses == null ? { anos: null, meses: null } : { anos: Math.floor(meses / 12), meses: meses % 12 };
/** "60 anos", "6 meses", "1 ano e 6 meses". */
export function idadePorExtenso(meses: number): string {
  const a = Math.floor(meses / 12);
  const m = meses % 12;
  const partes = [a ? `${a} ${a === 1 ? 'ano' : 'anos'}` : '', m ? `${m} ${m === 1 ? 'mês' : 'meses'}` : ''].filter(Boolean);
  return partes.join(' e ') || '0 mês';
}
/** The target group as text: "60 anos ou mais; sexo feminino; gestante". */
export function publicoAlvoPorExtenso(c: {
  idadeMinimaMeses: number | null;
  idadeMaximaMeses: number | null;
  sexo: string | null;
  condicao: string | null;
}) {
  const partes: string[] = [];
  const { idadeMinimaMeses: min, idadeMaximaMeses: max } = c;
  if (min != null && max != null) partes.push(`de ${idadePorExtenso(min)} a ${idadePorExtenso(max)}`);
  else if (min != null) partes.push(`${idadePorExtenso(min)} ou mais`);
  else if (max != null) partes.push(`até ${idadePorExtenso(max)}`);
  if (c.sexo) partes.push(c.sexo === 'F' ? 'sexo feminino' : 'sexo masculino');
  if (c.condicao) partes.push(String(nomeDaCondicao(c.condicao)).toLowerCase());
  return partes.join('; ') || 'toda a população';
}

const anos = (label: string) => f.opcional(f.inteiro(label, { min: 0, max: 130 }));
const meses = (label: string) => f.opcional(f.inteiro(label, { min: 0, max: 1560 }));

export const campanhaVacinaSchema = z.object({
  vacinaId: f.referencia('Vacina'),
  dose: z.enum(DOSES_CAMPANHA as [CodigoDose, ...CodigoDose[]], { error: 'Dose inválida.' }),
  metaDoses: f.opcional(f.inteiro('Meta de doses', { min: 1, max: 100_000_000 })),
});

/** store / update. */
export const campanhaSchema = z
  .object({
    nome: f.texto('Nome', { max: 150 }),
    descricao: f.textoOpcional('Descrição', { max: 2000 }),
    inicio: f.data('Data inicial'),
    fim: f.data('Data final'),
    estrategia: f.enumeracao('Estratégia', ESTRATEGIAS_CAMPANHA),
    idadeMinimaAnos: anos('Idade mínima (anos)'),
    idadeMinimaMeses: meses('Idade mínima (meses)'),
    idadeMaximaAnos: anos('Idade máxima (anos)'),
    idadeMaximaMeses: meses('Idade máxima (meses)'),
    sexo: f.opcional(z.enum(['F', 'M'], { error: 'Sexo inválido.' })),
    condicao: f.opcional(z.string().refine((c) => CONDICOES_CAMPANHA.some((x) => x.valor === c), MENSAGENS_CAMPANHA.condicao)),
    populacaoAlvo: f.opcional(f.inteiro('População-alvo', { min: 1, max: 100_000_000 })),
    metaPercentual: f.opcional(f.decimal('Meta de cobertura (%)', { min: 1, max: 100 })),
    vacinas: z.array(campanhaVacinaSchema, { error: MENSAGENS_CAMPANHA.vacinas }).min(1, MENSAGENS_CAMPANHA.vacinas).max(30),
  })
  .superRefine((c, ctx) => {
    if (c.fim < c.inicio) ctx.addIssue({ code: 'custom', path: ['fim'], message: MENSAGENS_CAMPANHA.periodo });
    const min = idadeEmMeses(c.idadeMinimaAnos, c.idadeMinimaMeses);
    const max = idadeEmMeses(c.idadeMaximaAnos, c.idadeMaximaMeses);
    if (min != null && max != null && min > max)
      ctx.addIssue({ code: 'custom', path: ['idadeMaximaAnos'], message: MENSAGENS_CAMPANHA.faixaEtaria });
    if ((c.condicao === 'gestante' || c.condicao === 'puerpera') && c.sexo === 'M')
      ctx.addIssue({ code: 'custom', path: ['sexo'], message: MENSAGENS_CAMPANHA.condicaoSexo });
    const chaves = c.vacinas.map((v) => `${v.vacinaId}:${v.dose}`);
    if (new Set(chaves).size !== chaves.length)
      ctx.addIssue({ code: 'custom', path: ['vacinas'], message: MENSAGENS_CAMPANHA.vacinaRepetida });
  });
export type CampanhaInput = z.infer<typeof campanhaSchema>;

export const campanhaListaSchema = datatableRequestSchema.extend({ situacao: z.enum(['andamento', 'futura', 'encerrada']).optional() });

const situacaoCampanha = z.enum(['andamento', 'futura', 'encerrada']);
export const SITUACAO_CAMPANHA: Record<z.infer<typeof situacaoCampanha>, string> = {
  andamento: 'Em andamento',
  futura: 'Programada',
  encerrada: 'Encerrada',
};

export const campanhaLinhaSchema = z.object({
  id: w.inteiroLongo,
  nome: z.string(),
  inicio: w.data,
  fim: w.data,
  estrategia: z.number(),
  publicoAlvo: z.string(),
  situacao: situacaoCampanha,
  vacinas: z.string(),
  dosesAplicadas: w.inteiroLongo,
  populacaoAlvo: z.number().nullable(),
  metaPercentual: z.number().nullable(),
  /** Doses applied over the target population, in percent (null without a population). */
  cobertura: z.number().nullable(),
});
export const campanhaDatatableSchema = datatableResposta(campanhaLinhaSchema);

/** One line of coverage: applied doses against the goal in doses. */
export const coberturaLinhaSchema = z.object({
  nome: z.string(),
  aplicadas: z.number(),
  meta: z.number().nullable(),
  /** aplicadas / meta in percent. */
  percentualMeta: z.number().nullable(),
});
export const coberturaCampanhaSchema = z.object({
  aplicadas: z.number(),
  pessoasVacinadas: z.number(),
  populacaoAlvo: z.number().nullable(),
  metaPercentual: z.number().nullable(),
  /** Vaccinated people over the target population, in percent. */
  cobertura: z.number().nullable(),
  porVacina: z.array(coberturaLinhaSchema.extend({ vacinaId: z.number(), dose: z.string() })),
  porSala: z.array(coberturaLinhaSchema.extend({ centroCustoId: z.number().nullable() })),
  porDia: z.array(z.object({ data: w.data, aplicadas: z.number() })),
});
export type CoberturaCampanha = z.input<typeof coberturaCampanhaSchema>;

export const campanhaModeloSchema = z.object({
  id: w.inteiroLongo,
  nome: z.string(),
  descricao: z.string().nullable(),
  inicio: w.data,
  fim: w.data,
  estrategia: z.number(),
  idadeMinimaAnos: z.number().nullable(),
  idadeMinimaMeses: z.number().nullable(),
  idadeMaximaAnos: z.number().nullable(),
  idadeMaximaMeses: z.number().nullable(),
  sexo: z.string().nullable(),
  condicao: z.string().nullable(),
  populacaoAlvo: z.number().nullable(),
  metaPercentual: z.number().nullable(),
  encerrada: z.boolean(),
  situacao: situacaoCampanha,
  publicoAlvo: z.string(),
  vacinas: z.array(z.object({ vacinaId: z.number(), vacina: z.string(), dose: z.string(), metaDoses: z.number().nullable() })),
  cobertura: coberturaCampanhaSchema,
});
export const campanhaFormSchema = z.object({
  estrategias: z.array(w.opcao),
  vacinas: z.array(w.opcao),
  doses: z.array(z.object({ id: z.string(), nome: z.string() })),
  condicoes: z.array(z.object({ id: z.string(), nome: z.string() })),
});
export const campanhaCreateRespostaSchema = z.object({ data: z.object({ form: campanhaFormSchema }) });
export const campanhaEditRespostaSchema = w.formModelo(campanhaFormSchema, campanhaModeloSchema);
export const campanhaGravadaSchema = z.object({ id: w.inteiroLongo, message: z.string() });
export const campanhaModeloRespostaSchema = z.object({ model: campanhaModeloSchema, message: z.string().optional() });
