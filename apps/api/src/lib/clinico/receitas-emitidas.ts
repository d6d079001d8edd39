import { conselhoSigla, fusoHorario } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/**
 * Take-home prescriptions written in the product (emergency care, outpatient clinic, later primary care), as
 * whoever dispenses them reads them (the pharmacy, decision 0016). Each clinical module registers its source from
 * its plugin; the reader imports no module. `tipo` is the Portaria 344/98 form the prescription printed on
 * (TipoReceita 1–4: a module with more kinds maps them to their form).
 */
export interface ItemReceitaEmitida {
  /** The source's prescription item row. */
  id: number;
  medicamentoId: number | null;
  /** The stock item of the medicine (medicamento.material_id), when it has one. */
  materialId: number | null;
  /** The medicine as written. */
  descricao: string;
  /** The quantity as written ("30 comprimidos"). */
  quantidade: string;
  posologia: string;
  usoContinuo: boolean;
}

export interface ReceitaEmitida {
  /** The source that registered it ('pronto-atendimento', 'ambulatorio'). */
  origem: string;
  id: number;
  pacienteId: number;
  tipo: number;
  numeroNotificacao: string | null;
  /** YYYY-MM-DD, the municipality's calendar day of issue. */
  dataEmissao: string;
  prescritorNome: string;
  /** Council and number as printed ("CRM 12345"), when the prescriber has one. */
  prescritorConselho: string | null;
  /** Where it was written (the unit's name). */
  unidade: string | null;
  itens: ItemReceitaEmitida[];
}

export interface FonteReceitas {
  origem: string;
  /** The patient's prescriptions issued on or after `desde` (YYYY-MM-DD), newest first. */
  listar(tx: Tx, pacienteId: number, desde: string): Promise<ReceitaEmitida[]>;
  /** One prescription of this source, or null. */
  obter(tx: Tx, id: number): Promise<ReceitaEmitida | null>;
}

// keyed by origin: building the app twice in one process (the tests do) replaces a source instead of doubling it
const fontes = new Map<string, FonteReceitas>();

/** Registers (or replaces) a module's source of prescriptions; called from the module's plugin. */
export function registrarFonteReceitas(fonte: FonteReceitas) {
  fontes.set(fonte.origem, fonte);
}

/** The origins registered (to tell an unknown origin from a prescription not found). */
export const origensDeReceitas = () => [...fontes.keys()];

/** Every registered source's prescriptions of the patient issued on or after `desde`, newest first. */
export async function listarReceitasEmitidas(tx: Tx, pacienteId: number, desde: string): Promise<ReceitaEmitida[]> {
  const todas: ReceitaEmitida[] = [];
  for (const fonte of fontes.values()) todas.push(...(await fonte.listar(tx, pacienteId, desde)));
  return todas.sort((a, b) => b.dataEmissao.localeCompare(a.dataEmissao) || b.id - a.id);
}

/** One prescription by origin and id; null when the origin is unknown or the row does not exist. */
export async function obterReceitaEmitida(tx: Tx, origem: string, id: number): Promise<ReceitaEmitida | null> {
  const fonte = fontes.get(origem);
  return fonte ? fonte.obter(tx, id) : null;
}

/**
 * What a source's queries give, so each source writes only its own SQL: `cabecalhos` selects id, paciente_id, tipo,
 * numero_notificacao, criada_em (timestamptz), usuario_id (the prescriber) and unidade (text) of its prescriptions;
 * `itens(ids)` selects receita_id, id, medicamento_id, descricao, quantidade, posologia and uso_continuo of theirs.
 * The prescriber's name and council and the medicine's stock item are read here, the same way for every source.
 */
export async function lerReceitasDaFonte(
  tx: Tx,
  origem: string,
  consulta: { cabecalhos: SQL; itens: (ids: number[]) => SQL; formulario?: (tipo: number) => number },
): Promise<ReceitaEmitida[]> {
  const { rows } = await tx.execute(sql`
    select r.id, r.paciente_id, r.tipo, r.numero_notificacao, (r.criada_em at time zone ${fusoHorario()})::date::text as data_emissao, r.unidade,
           c.nome as prescritor, u.registro_tipo_id, u.registro_numero
      from (${consulta.cabecalhos}) r
      left join usuario u on u.id = r.usuario_id left join cidadao c on c.id = u.cidadao_id
     order by r.criada_em desc, r.id desc`);
  if (!rows.length) return [];
  const ids = rows.map((r) => Number(r.id));
  const { rows: itens } = await tx.execute(sql`
    select i.receita_id, i.id, i.medicamento_id, m.material_id, i.descricao, i.quantidade, i.posologia, i.uso_continuo
      from (${consulta.itens(ids)}) i left join medicamento m on m.id = i.medicamento_id
     order by i.id`);
  const formulario = consulta.formulario ?? ((t: number) => t);
  return rows.map((r) => {
    const sigla = conselhoSigla(r.registro_tipo_id == null ? null : Number(r.registro_tipo_id));
    return {
      origem,
      id: Number(r.id),
      pacienteId: Number(r.paciente_id),
      tipo: formulario(Number(r.tipo)),
      numeroNotificacao: (r.numero_notificacao as string | null) ?? null,
      dataEmissao: String(r.data_emissao),
      prescritorNome: String(r.prescritor ?? ''),
      prescritorConselho: sigla && r.registro_numero ? `${sigla} ${r.registro_numero}` : null,
      unidade: (r.unidade as string | null) ?? null,
      itens: itens
        .filter((i) => Number(i.receita_id) === Number(r.id))
        .map((i) => ({
          id: Number(i.id),
          medicamentoId: i.medicamento_id == null ? null : Number(i.medicamento_id),
          materialId: i.material_id == null ? null : Number(i.material_id),
          descricao: String(i.descricao),
          quantidade: String(i.quantidade),
          posologia: String(i.posologia),
          usoContinuo: Number(i.uso_continuo) === 1 || i.uso_continuo === true,
        })),
    };
  });
}
