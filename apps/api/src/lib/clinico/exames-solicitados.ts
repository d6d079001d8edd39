import { fusoHorario } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/**
 * Exams requested in the product (the outpatient clinic, later emergency and primary care), as whoever performs
 * them reads them (the laboratory's scheduling, issue 21). Each clinical module registers its source from its
 * plugin; the reader imports no module, and the sources know nothing of who schedules: the consumer drops what
 * it already scheduled (its own `solicitacao_origem` + `solicitacao_id`).
 */
export interface ExameSolicitado {
  /** The source that registered it ('ambulatorio'). */
  origem: string;
  /** The source's request row (one exam). */
  id: number;
  pacienteId: number;
  /** The exam of the registry; null when the source names only a SIGTAP procedure none of the registry's exams has. */
  exameId: number | null;
  exameNome: string;
  /** TipoExame of the registry: 1 laboratorial, 2 imagem. */
  exameTipo: number;
  procedimentoCodigo: string;
  /** YYYY-MM-DD, the municipality's calendar day of the request. */
  dataSolicitacao: string;
  /** The requesting professional (usuario), and the name as printed. */
  solicitanteId: number | null;
  solicitanteNome: string;
  /** Where it was requested (the unit is the one whose quota the scheduling uses). */
  unidadeId: number | null;
  unidadeNome: string | null;
  /** The attendance that asked (the scheduling keeps it as its origin). */
  atendimentoId: number | null;
  /** Still waiting to be performed at its origin (false: performed, reported or cancelled there); absent when unknown. */
  pendente?: boolean;
}

/** What the performing service tells the origin of a request (issue 22): done, or its report written. */
export type AndamentoExameSolicitado =
  | { tipo: 'realizado'; em: Date; por: number }
  | { tipo: 'laudado'; em: Date; por: number; texto: string };

/** The requests still pending across patients (a performing service's worklist). */
export interface FiltroPendentes {
  /** Requests made on or after this day (YYYY-MM-DD) … */
  desde: string;
  /** … and on or before this one. */
  ate: string;
  tipo?: number;
}

export interface FiltroExamesSolicitados {
  /** Requests made on or after this day (YYYY-MM-DD). */
  desde: string;
  /** Only this TipoExame. */
  tipo?: number;
}

export interface FonteExamesSolicitados {
  origem: string;
  /** The patient's requests matching the filter, newest first. */
  listar(tx: Tx, pacienteId: number, filtro: FiltroExamesSolicitados): Promise<ExameSolicitado[]>;
  /** One request of this source, or null. */
  obter(tx: Tx, id: number): Promise<ExameSolicitado | null>;
  /** Requests of every patient still pending at the origin (optional: a source without it lists none). */
  pendentes?(tx: Tx, filtro: FiltroPendentes): Promise<ExameSolicitado[]>;
  /** Told by the performing service what happened to one of its requests (optional: a source may ignore it). */
  registrarAndamento?(tx: Tx, id: number, evento: AndamentoExameSolicitado): Promise<void>;
}

// keyed by origin: building the app twice in one process (the tests do) replaces a source instead of doubling it
const fontes = new Map<string, FonteExamesSolicitados>();

/** Registers (or replaces) a module's source of exam requests; called from the module's plugin. */
export function registrarFonteExamesSolicitados(fonte: FonteExamesSolicitados) {
  fontes.set(fonte.origem, fonte);
}

/** The origins registered (to tell an unknown origin from a request not found). */
export const origensDeExamesSolicitados = () => [...fontes.keys()];

/** Every registered source's requests of the patient, newest first. */
export async function listarExamesSolicitados(tx: Tx, pacienteId: number, filtro: FiltroExamesSolicitados): Promise<ExameSolicitado[]> {
  const todos: ExameSolicitado[] = [];
  for (const fonte of fontes.values()) todos.push(...(await fonte.listar(tx, pacienteId, filtro)));
  return todos.sort((a, b) => b.dataSolicitacao.localeCompare(a.dataSolicitacao) || b.id - a.id);
}

/** One request by origin and id; null when the origin is unknown or the row does not exist. */
export async function obterExameSolicitado(tx: Tx, origem: string, id: number): Promise<ExameSolicitado | null> {
  const fonte = fontes.get(origem);
  return fonte ? fonte.obter(tx, id) : null;
}

/** Every source's pending requests (those offering `pendentes`), oldest first: the performer drops what it already received. */
export async function listarExamesPendentes(tx: Tx, filtro: FiltroPendentes): Promise<ExameSolicitado[]> {
  const todos: ExameSolicitado[] = [];
  for (const fonte of fontes.values()) if (fonte.pendentes) todos.push(...(await fonte.pendentes(tx, filtro)));
  return todos.sort((a, b) => a.dataSolicitacao.localeCompare(b.dataSolicitacao) || a.id - b.id);
}

/** Tells the origin of a request what happened to it; nothing when the origin is unknown or does not listen. */
export async function registrarAndamentoExameSolicitado(tx: Tx, origem: string, id: number, evento: AndamentoExameSolicitado) {
  await fontes.get(origem)?.registrarAndamento?.(tx, id, evento);
}

/**
 * What a source's query gives, so each source writes only its own SQL: `consulta` selects id, paciente_id,
 * exame_id, procedimento_codigo, criado_em (timestamptz), usuario_id (the requester), unidade_id and
 * atendimento_id of its requests. The exam, the requester's and the unit's names are read here, alike for all.
 * `opts.tipoSemExame`: a source whose rows may have no registry exam (exame_id null) names their TipoExame (the
 * exam's name is then the procedure's); it may also select `pendente` (boolean).
 */
export async function lerExamesDaFonte(
  tx: Tx,
  origem: string,
  consulta: SQL,
  filtro?: Partial<FiltroExamesSolicitados>,
  opts: { tipoSemExame?: number } = {},
) {
  const semExame = opts.tipoSemExame != null;
  const { rows } = await tx.execute(sql`
    select s.id, s.paciente_id, s.exame_id, coalesce(e.nome, ps.nome) as exame_nome,
           coalesce(e.tipo, ${opts.tipoSemExame ?? null}::smallint) as exame_tipo, s.procedimento_codigo,
           ${semExame ? sql`s.pendente` : sql`null::boolean`} as pendente,
           (s.criado_em at time zone ${fusoHorario()})::date::text as data_solicitacao, s.usuario_id, c.nome as solicitante,
           s.unidade_id, un.nome_fantasia as unidade, s.atendimento_id
      from (${consulta}) s
      ${semExame ? sql`left join` : sql`join`} exame e on e.id = s.exame_id
      left join procedimento_sigtap ps on ps.codigo = s.procedimento_codigo
      left join usuario u on u.id = s.usuario_id left join cidadao c on c.id = u.cidadao_id
      left join unidade un on un.id = s.unidade_id
     where ${filtro?.tipo ? sql`coalesce(e.tipo, ${opts.tipoSemExame ?? null}::smallint) = ${filtro.tipo}` : sql`true`}
       and ${filtro?.desde ? sql`(s.criado_em at time zone ${fusoHorario()})::date >= ${filtro.desde}::date` : sql`true`}
     order by s.criado_em desc, s.id desc`);
  return (rows as Record<string, unknown>[]).map(
    (r): ExameSolicitado => ({
      origem,
      id: Number(r.id),
      pacienteId: Number(r.paciente_id),
      exameId: r.exame_id == null ? null : Number(r.exame_id),
      exameNome: String(r.exame_nome),
      exameTipo: Number(r.exame_tipo),
      procedimentoCodigo: String(r.procedimento_codigo),
      dataSolicitacao: String(r.data_solicitacao),
      solicitanteId: r.usuario_id == null ? null : Number(r.usuario_id),
      solicitanteNome: String(r.solicitante ?? ''),
      unidadeId: r.unidade_id == null ? null : Number(r.unidade_id),
      unidadeNome: (r.unidade as string | null) ?? null,
      atendimentoId: r.atendimento_id == null ? null : Number(r.atendimento_id),
      ...(r.pendente == null ? {} : { pendente: Boolean(r.pendente) }),
    }),
  );
}
