import { conselhoSigla, type PlantaoInput } from '@saude/shared';
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { cidadao, infraestrutura, lotacao, unidade, usuario } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { porNome } from '../../../lib/sql/texto.js';
import { exigirNoMunicipio } from '../../cadastro/index.js';
import { plantao, plantaoProfissional } from './plantao.table.js';

/**
 * "UPA 24h Dr. Arnaldo Lopes — Pronto Atendimento": the location as every picker of the product names it.
 * Qualified by hand: Drizzle writes a one-table select's columns unqualified, ambiguous inside a subquery.
 */
export const localDoPlantao = sql<string>`(select u.nome_fantasia || ' — ' || i.nome from infraestrutura i join unidade u on u.id = i.unidade_id where i.id = "plantao"."infraestrutura_id")`;

/** The professionals of a shift by name, for the list and its search. */
export const nomesDoPlantao = sql<string>`(select string_agg(c.nome, ', ' order by ${porNome(sql`c.nome`)})
  from plantao_profissional pp join usuario u on u.id = pp.usuario_id join cidadao c on c.id = u.cidadao_id
  where pp.plantao_id = "plantao"."id")`;

export interface ProfissionalPlantao {
  id: number;
  nome: string;
  /** Professional council and number ('CRM 18342'), when the user has one. */
  registro: string | null;
}

export interface PlantaoModelo {
  id: number;
  infraestruturaId: number;
  local: string;
  inicio: Date;
  fim: Date;
  observacao: string | null;
  profissionalIds: number[];
  profissionais: ProfissionalPlantao[];
}

const registro = (tipoId: number | null, numero: string | null) => {
  const sigla = conselhoSigla(tipoId);
  return sigla && numero ? `${sigla} ${numero}` : null;
};

async function profissionaisDe(tx: Tx, plantaoId: number): Promise<ProfissionalPlantao[]> {
  const rows = await tx
    .select({ id: usuario.id, nome: cidadao.nome, tipoId: usuario.registroTipoId, numero: usuario.registroNumero })
    .from(plantaoProfissional)
    .innerJoin(usuario, eq(usuario.id, plantaoProfissional.usuarioId))
    .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
    .where(eq(plantaoProfissional.plantaoId, plantaoId))
    .orderBy(porNome(cidadao.nome));
  return rows.map((r) => ({ id: r.id, nome: r.nome, registro: registro(r.tipoId, r.numero) }));
}

/** A shift with its location and team, as the edit form, the store answer and `atual` give it. */
export async function carregarPlantao(tx: Tx, id: number): Promise<PlantaoModelo> {
  const [row] = await tx
    .select({
      id: plantao.id,
      infraestruturaId: plantao.infraestruturaId,
      local: localDoPlantao,
      inicio: plantao.inicio,
      fim: plantao.fim,
      observacao: plantao.observacao,
    })
    .from(plantao)
    .where(eq(plantao.id, id));
  if (!row) throw notFound();
  const profissionais = await profissionaisDe(tx, id);
  return { ...row, profissionalIds: profissionais.map((p) => p.id), profissionais };
}

/**
 * The shift in course at a location (the queue opens attendances with its id: spec 000 §2.6 "plantaoId").
 * Overlapping shifts are allowed (a handover, an extra team); then the one that started last is the
 * current one. `inicio <= agora < fim`: at the exact handover instant the new shift is in course.
 */
export async function plantaoAtual(tx: Tx, infraestruturaId: number, agora: Date = new Date()): Promise<PlantaoModelo | null> {
  const [row] = await tx
    .select({ id: plantao.id })
    .from(plantao)
    .where(and(eq(plantao.infraestruturaId, infraestruturaId), lte(plantao.inicio, agora), gt(plantao.fim, agora)))
    .orderBy(desc(plantao.inicio), desc(plantao.id))
    .limit(1);
  return row ? carregarPlantao(tx, row.id) : null;
}

/** The location of the user's placement: `atual` without a location answers for where the user works. */
export async function localDaLotacao(tx: Tx, lotacaoId: number): Promise<number | null> {
  const [row] = await tx.select({ id: lotacao.infraestruturaId }).from(lotacao).where(eq(lotacao.id, lotacaoId));
  return row?.id ?? null;
}

/** Active locations of the municipality ("Unidade — Local"), for the filter and the form. */
export function opcoesLocais(tx: Tx) {
  const label = sql<string>`${unidade.nomeFantasia} || ' — ' || ${infraestrutura.nome}`;
  return tx
    .select({ id: infraestrutura.id, label })
    .from(infraestrutura)
    .innerJoin(unidade, eq(unidade.id, infraestrutura.unidadeId))
    .where(and(eq(infraestrutura.bloqueado, false), eq(unidade.bloqueado, false)))
    .orderBy(porNome(label));
}

/** Active users of the municipality with their council registration: who can be put on duty. */
export async function opcoesProfissionais(tx: Tx): Promise<ProfissionalPlantao[]> {
  const rows = await tx
    .select({ id: usuario.id, nome: cidadao.nome, tipoId: usuario.registroTipoId, numero: usuario.registroNumero })
    .from(usuario)
    .innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId))
    .where(eq(usuario.bloqueado, false))
    .orderBy(asc(porNome(cidadao.nome)));
  return rows.map((r) => ({ id: r.id, nome: r.nome, registro: registro(r.tipoId, r.numero) }));
}

/**
 * Foreign keys are checked without row-level security, so ids of another municipality are read again
 * inside the tenant transaction (see cadastro/unidade/referencias.ts).
 */
export async function validarReferencias(tx: Tx, input: PlantaoInput) {
  await exigirNoMunicipio(tx, infraestrutura, input.infraestruturaId, 'infraestrutura_id', 'Local de atendimento não encontrado.');
  const achados = await tx.select({ id: usuario.id }).from(usuario).where(inArray(usuario.id, input.profissionalIds));
  if (achados.length !== input.profissionalIds.length) throw unprocessable({ profissional_ids: ['Profissional não encontrado.'] });
}

/** Sets the team of a shift: only who leaves and who joins is written (the audit trail shows the change). */
export async function gravarEquipe(tx: Tx, plantaoId: number, usuarioIds: number[]) {
  const atuais = (
    await tx
      .select({ usuarioId: plantaoProfissional.usuarioId })
      .from(plantaoProfissional)
      .where(eq(plantaoProfissional.plantaoId, plantaoId))
  ).map((r) => r.usuarioId);
  const saem = atuais.filter((u) => !usuarioIds.includes(u));
  const entram = usuarioIds.filter((u) => !atuais.includes(u));
  if (saem.length)
    await tx
      .delete(plantaoProfissional)
      .where(and(eq(plantaoProfissional.plantaoId, plantaoId), inArray(plantaoProfissional.usuarioId, saem)));
  if (entram.length) await tx.insert(plantaoProfissional).values(entram.map((usuarioId) => ({ plantaoId, usuarioId })));
}
