import { fusoHorario, type ImgCotaItem, NOME_MODALIDADE_IMAGEM, SITUACAO_EXAME_IMAGEM } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { moedaBr as formatMoeda } from '../../../lib/print/formatos.js';

/**
 * What a quota row `c` already used: the non-cancelled imaging exams of its requesting unit (or professional)
 * whose scheduled day (an exam without slot: its creation day) falls in the month, of its modality when it names
 * one, counted and summed at the SIGTAP value kept at booking.
 */
export const consumoCota = (c: string) => sql`
  (select count(*)::int as quantidade, coalesce(sum(e.valor), 0)::numeric as valor
     from img_exame e
     left join agendamento a on a.id = e.agendamento_id
     left join img_equipamento q on q.id = e.equipamento_id
    where e.situacao <> ${SITUACAO_EXAME_IMAGEM.cancelado}
      and to_char(coalesce(a.data, (e.criado_em at time zone ${fusoHorario()})::date), 'YYYY-MM') = ${sql.raw(c)}.competencia
      and (${sql.raw(c)}.modalidade is null or q.modalidade = ${sql.raw(c)}.modalidade)
      and (e.unidade_solicitante_id = ${sql.raw(c)}.unidade_solicitante_id
           or e.profissional_solicitante_id = ${sql.raw(c)}.profissional_solicitante_id))`;

/** The quotas matching a condition over `c`, each with its consumption. */
export async function listarCotasImagem(tx: Tx, onde: SQL): Promise<ImgCotaItem[]> {
  const { rows } = await tx.execute(sql`
    select c.id, c.competencia, c.modalidade, c.unidade_solicitante_id, un.nome_fantasia as unidade_nome,
           c.profissional_solicitante_id, pc.nome as profissional_nome, c.quantidade, c.valor_teto, u.quantidade as usada, u.valor as valor_usado
      from img_cota c
      left join unidade un on un.id = c.unidade_solicitante_id
      left join usuario pu on pu.id = c.profissional_solicitante_id
      left join cidadao pc on pc.id = pu.cidadao_id
      cross join lateral ${consumoCota('c')} u
     where ${onde}
     order by c.competencia desc, coalesce(un.nome_fantasia, pc.nome) collate "und-x-icu", c.modalidade nulls first, c.id`);
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    competencia: String(r.competencia),
    modalidade: r.modalidade == null ? null : Number(r.modalidade),
    unidadeSolicitanteId: r.unidade_solicitante_id == null ? null : Number(r.unidade_solicitante_id),
    unidadeSolicitanteNome: (r.unidade_nome as string | null) ?? null,
    profissionalSolicitanteId: r.profissional_solicitante_id == null ? null : Number(r.profissional_solicitante_id),
    profissionalSolicitanteNome: (r.profissional_nome as string | null) ?? null,
    quantidade: Number(r.quantidade),
    valorTeto: r.valor_teto == null ? null : Number(r.valor_teto),
    quantidadeUsada: Number(r.usada),
    valorUsado: Number(r.valor_usado),
  }));
}

export interface PedidoCotaImagem {
  unidadeSolicitanteId: number | null;
  profissionalSolicitanteId: number | null;
  /** The modality of the equipment booked. */
  modalidade: number;
  /** The exam's day (YYYY-MM-DD): its month is the quota's. */
  data: string;
  /** SIGTAP value of the exam. */
  valor: number;
}

/**
 * Checks one booking against every quota that applies to it — its requesting unit's and its requesting
 * professional's, of its month, of its modality or of all modalities — holding those rows (`FOR UPDATE`, in id
 * order, so two bookings never lock them crosswise) until the booking's transaction ends: bookings that share a
 * quota run one after another, each counting what the previous committed, so neither the count nor the ceiling
 * is ever passed. Lock order of the module: quotas, then the engine's patient and agenda locks. Without a quota
 * the requester is not limited. `bloquear` false (the settings): the excess is returned as a warning.
 */
export async function reservarCotaImagem(tx: Tx, p: PedidoCotaImagem, bloquear: boolean): Promise<string | null> {
  if (!p.unidadeSolicitanteId && !p.profissionalSolicitanteId) return null;
  const competencia = p.data.slice(0, 7);
  const { rows } = await tx.execute(sql`
    select id from img_cota
     where competencia = ${competencia} and (modalidade is null or modalidade = ${p.modalidade})
       and (unidade_solicitante_id = ${p.unidadeSolicitanteId ?? 0} or profissional_solicitante_id = ${p.profissionalSolicitanteId ?? 0})
     order by id
     for update`);
  if (!rows.length) return null;
  const cotas = await listarCotasImagem(tx, sql`c.id in ${sql.raw(`(${rows.map((r) => Number(r.id)).join(',')})`)}`);
  const mes = `${competencia.slice(5)}/${competencia.slice(0, 4)}`;
  const problemas: string[] = [];
  const campos = new Set<string>();
  for (const c of cotas.sort((a, b) => a.id - b.id)) {
    const quem = c.unidadeSolicitanteId ? 'da unidade solicitante' : 'do profissional solicitante';
    const de = c.modalidade ? ` (${NOME_MODALIDADE_IMAGEM[c.modalidade] ?? c.modalidade})` : '';
    const campo = c.unidadeSolicitanteId ? 'unidade_solicitante_id' : 'profissional_solicitante_id';
    const restam = c.quantidade - c.quantidadeUsada;
    if (restam < 1) {
      problemas.push(`Cota ${quem}${de} esgotada para ${mes}: ${c.quantidade} exames, ${Math.max(restam, 0)} restante(s), 1 pedido(s).`);
      campos.add(campo);
    }
    if (c.valorTeto !== null) {
      const saldo = Math.round((c.valorTeto - c.valorUsado) * 100) / 100;
      if (p.valor > saldo + 1e-9) {
        problemas.push(
          `Teto financeiro ${quem}${de} excedido para ${mes}: saldo de ${formatMoeda(Math.max(saldo, 0))}, exame de ${formatMoeda(p.valor)}.`,
        );
        campos.add(campo);
      }
    }
  }
  if (!problemas.length) return null;
  if (bloquear) {
    const erros: Record<string, string[]> = {};
    for (const campo of campos)
      erros[campo] = problemas.filter((m) => m.includes(campo === 'unidade_solicitante_id' ? 'unidade' : 'profissional'));
    throw unprocessable(erros, problemas[0]);
  }
  return problemas.join(' ');
}
