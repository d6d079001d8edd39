import { frascosEquivalentes, hojeIso } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { porNome } from '../../../lib/sql/texto.js';

/** Days before expiry in which the stock warns (imunizacao_parametrizacao; 30 when the municipality set none). */
export async function diasAlertaValidade(tx: Tx): Promise<number> {
  const { rows } = await tx.execute(sql`select dias_alerta_validade from imunizacao_parametrizacao limit 1`);
  return rows[0] ? Number(rows[0].dias_alerta_validade) : 30;
}

const diasEntre = (de: string, ate: string) => Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000);

/** The vaccine lots with doses at a cost centre, in doses and vials, with the expiry warnings. */
export async function lotesDaSala(tx: Tx, centroCustoId: number, opts: { vacinaId?: number; diasAlerta: number; hoje?: string }) {
  const hoje = opts.hoje ?? hojeIso();
  const { rows } = await tx.execute(sql`
    select s.lote_id, v.id as vacina_id, v.nome as vacina, v.calendario_sigla, l.lote, f.nome as fabricante, l.validade::text as validade,
           s.quantidade, coalesce(vl.doses_por_frasco, v.doses_por_frasco) as por_frasco
      from estoque_saldo s join vacina v on v.material_id = s.material_id join estoque_lote l on l.id = s.lote_id
      left join fabricante f on f.id = l.fabricante_id left join vacina_lote vl on vl.lote_id = s.lote_id
     where s.centro_custo_id = ${centroCustoId} and s.quantidade > 0 ${opts.vacinaId ? sql`and v.id = ${opts.vacinaId}` : sql``}
     order by ${porNome(sql`v.nome`)}, l.validade, l.id`);
  return rows.map((r) => {
    const validade = String(r.validade);
    const dias = diasEntre(hoje, validade);
    const doses = Number(r.quantidade);
    const porFrasco = Number(r.por_frasco);
    return {
      loteId: Number(r.lote_id),
      vacinaId: Number(r.vacina_id),
      vacina: String(r.vacina),
      sigla: (r.calendario_sigla as string | null) ?? null,
      lote: String(r.lote),
      fabricante: (r.fabricante as string | null) ?? null,
      validade,
      vencido: dias < 0,
      vencendo: dias >= 0 && dias <= opts.diasAlerta,
      diasParaVencer: dias,
      doses,
      dosesPorFrasco: porFrasco,
      frascos: frascosEquivalentes(doses, porFrasco),
    };
  });
}

/** The open vials of a cost centre (the caller closes the expired ones first). */
export async function frascosAbertos(tx: Tx, centroCustoId: number) {
  const { rows } = await tx.execute(sql`
    select fa.id, fa.lote_id, v.nome as vacina, l.lote, fa.aberto_em, fa.vence_em, fa.doses_frasco, fa.doses_restantes,
           ${nomeDoUsuario(sql`fa.aberto_por_id`)} as aberto_por
      from vacina_frasco_aberto fa join vacina v on v.id = fa.vacina_id join estoque_lote l on l.id = fa.lote_id
     where fa.centro_custo_id = ${centroCustoId} and fa.encerrado_em is null
     order by fa.vence_em`);
  return rows.map((r) => ({
    id: Number(r.id),
    loteId: Number(r.lote_id),
    vacina: String(r.vacina),
    lote: String(r.lote),
    abertoEm: r.aberto_em as string,
    venceEm: r.vence_em as string,
    dosesFrasco: Number(r.doses_frasco),
    dosesRestantes: Number(r.doses_restantes),
    abertoPor: (r.aberto_por as string | null) ?? null,
  }));
}
