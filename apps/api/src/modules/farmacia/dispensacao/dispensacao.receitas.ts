import {
  alergiaDoMedicamento,
  MENSAGENS_DISPENSACAO_FARMACIA as M,
  ORIGEM_RECEITA,
  ORIGEM_RECEITA_NOME,
  type PacienteCabecalho,
  primeiroDiaDoMes,
  quantidadePrescritaNumero,
  type Resposta,
  type receitaParaDispensarSchema,
  receitaValidaAte,
  retiradaAntecipada,
  SITUACAO_DOCUMENTO_ESTOQUE,
  STATUS_ALTO_CUSTO,
  siglaDaLista,
  somarDias,
  TIPO_RECEITA_NOME,
  TipoReceita,
  type ultimaRetiradaItemSchema,
  unidadesPorDiaDaPosologia,
  VALIDADE_CONTROLADA_DIAS,
  validadeDaReceitaDias,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { listarReceitasEmitidas, obterReceitaEmitida, type ReceitaEmitida } from '../../../lib/clinico/receitas-emitidas.js';

/**
 * The prescriptions a pharmacy dispenses from (decision 0016), in one shape: those written in the product (the
 * core registry's sources), the external ones typed at the counter (`farmacia_receita_externa`) and the patient's
 * authorised CEAF processes with a competence this month (the process is its own one-item prescription).
 */
export interface ReceitaCarregada extends ReceitaEmitida {
  /** A CEAF process: its competence this month and the process's pharmacy. */
  ceaf?: { competencia: string; autorizada: number; dispensada: number; centroCustoId: number; cid: string; status: number } | null;
}

export type ReceitaParaDispensar = Resposta<typeof receitaParaDispensarSchema>;
type UltimaRetirada = Resposta<typeof ultimaRetiradaItemSchema>;

const lista = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** External prescriptions by a condition on `r` (farmacia_receita_externa), newest first, with their items. */
async function externas(tx: Tx, onde: SQL): Promise<ReceitaCarregada[]> {
  const { rows } = await tx.execute(sql`
    select r.id, r.paciente_id, r.tipo, r.numero_notificacao, r.data_emissao::text as data_emissao, r.prescritor_nome,
           r.prescritor_conselho, r.prescritor_uf, r.estabelecimento
      from farmacia_receita_externa r where ${onde} order by r.data_emissao desc, r.id desc`);
  if (!rows.length) return [];
  const { rows: itens } = await tx.execute(sql`
    select i.receita_id, i.id, i.medicamento_id, m.material_id, i.descricao, i.quantidade, i.posologia, i.uso_continuo
      from farmacia_receita_externa_item i left join medicamento m on m.id = i.medicamento_id
     where i.receita_id in (${lista(rows.map((r) => Number(r.id)))}) order by i.id`);
  return rows.map((r) => ({
    origem: ORIGEM_RECEITA.EXTERNA,
    id: Number(r.id),
    pacienteId: Number(r.paciente_id),
    tipo: Number(r.tipo),
    numeroNotificacao: (r.numero_notificacao as string | null) ?? null,
    dataEmissao: String(r.data_emissao),
    prescritorNome: String(r.prescritor_nome),
    prescritorConselho: `${r.prescritor_conselho}${r.prescritor_uf ? `/${r.prescritor_uf}` : ''}`,
    unidade: (r.estabelecimento as string | null) ?? null,
    itens: itens
      .filter((i) => Number(i.receita_id) === Number(r.id))
      .map((i) => ({
        id: Number(i.id),
        medicamentoId: i.medicamento_id == null ? null : Number(i.medicamento_id),
        materialId: i.material_id == null ? null : Number(i.material_id),
        descricao: String(i.descricao),
        quantidade: String(i.quantidade),
        posologia: String(i.posologia),
        usoContinuo: Boolean(i.uso_continuo),
      })),
  }));
}

/** CEAF processes by a condition on `p`, with this month's competence (none: not dispensable this month). */
async function processos(tx: Tx, onde: SQL, competencia: string): Promise<ReceitaCarregada[]> {
  const { rows } = await tx.execute(sql`
    select p.id, p.paciente_id, p.status, p.centro_custo_id, p.medicamento_id, p.material_id, m.nome as material, m.lista_controle_id,
           p.cid_codigo, p.medico_nome, p.medico_conselho, p.data_solicitacao::text as data_solicitacao, p.numero_lme,
           c.quantidade_autorizada, c.quantidade_dispensada, cc.nome as centro_custo
      from farmacia_processo_alto_custo p join material m on m.id = p.material_id
      join farmacia_processo_alto_custo_competencia c on c.processo_id = p.id and c.competencia = ${competencia}
      join centro_custo cc on cc.id = p.centro_custo_id
     where ${onde} order by p.data_solicitacao desc, p.id desc`);
  return rows.map((p) => ({
    origem: ORIGEM_RECEITA.ALTO_CUSTO,
    id: Number(p.id),
    pacienteId: Number(p.paciente_id),
    tipo: TipoReceita.COMUM,
    numeroNotificacao: (p.numero_lme as string | null) ?? null,
    dataEmissao: String(p.data_solicitacao),
    prescritorNome: String(p.medico_nome),
    prescritorConselho: (p.medico_conselho as string | null) ?? null,
    unidade: String(p.centro_custo),
    itens: [
      {
        id: Number(p.id),
        medicamentoId: p.medicamento_id == null ? null : Number(p.medicamento_id),
        materialId: Number(p.material_id),
        descricao: String(p.material),
        quantidade: String(p.quantidade_autorizada),
        posologia: 'Conforme o LME',
        usoContinuo: true,
      },
    ],
    ceaf: {
      competencia,
      autorizada: Number(p.quantidade_autorizada),
      dispensada: Number(p.quantidade_dispensada),
      centroCustoId: Number(p.centro_custo_id),
      cid: String(p.cid_codigo),
      status: Number(p.status),
    },
  }));
}

/** One prescription by origin and id (any patient: the caller checks whose it is), or null. */
export async function carregarReceita(tx: Tx, origem: string, id: number, hoje: string): Promise<ReceitaCarregada | null> {
  if (origem === ORIGEM_RECEITA.EXTERNA) return (await externas(tx, sql`r.id = ${id}`))[0] ?? null;
  if (origem === ORIGEM_RECEITA.ALTO_CUSTO) return (await processos(tx, sql`p.id = ${id}`, primeiroDiaDoMes(hoje)))[0] ?? null;
  return obterReceitaEmitida(tx, origem, id);
}

/** Every prescription of the patient a pharmacy may dispense from today, newest first. */
export async function receitasDoPaciente(
  tx: Tx,
  p: { pacienteId: number; centroCustoId: number; hoje: string; validadeComumDias: number },
): Promise<ReceitaCarregada[]> {
  // the longest validity: older ones are not offered at all (a controlled item's shorter one is checked per item)
  const desde = somarDias(p.hoje, -p.validadeComumDias);
  const doSistema = await listarReceitasEmitidas(tx, p.pacienteId, desde);
  const digitadas = await externas(tx, sql`r.paciente_id = ${p.pacienteId} and r.data_emissao >= ${desde}`);
  const ceaf = await processos(
    tx,
    sql`p.paciente_id = ${p.pacienteId} and p.status = ${STATUS_ALTO_CUSTO.AUTORIZADO} and p.centro_custo_id = ${p.centroCustoId}`,
    primeiroDiaDoMes(p.hoje),
  );
  return [...ceaf, ...[...doSistema, ...digitadas].sort((a, b) => b.dataEmissao.localeCompare(a.dataEmissao) || b.id - a.id)];
}

/** What the active dispensings gave of each item of these prescriptions: `origem:itemId` → units. */
export async function dispensadoPorItem(tx: Tx, receitas: readonly { origem: string; id: number }[]): Promise<Map<string, number>> {
  const mapa = new Map<string, number>();
  if (!receitas.length) return mapa;
  const pares = sql.join(
    receitas.map((r) => sql`(${r.origem}, ${r.id}::bigint)`),
    sql`, `,
  );
  const { rows } = await tx.execute(sql`
    select r.origem, i.receita_item_origem_id as item_id, sum(i.quantidade)::int as quantidade
      from farmacia_dispensacao_item i join farmacia_dispensacao_receita r on r.id = i.dispensacao_receita_id
      join farmacia_dispensacao d on d.id = i.dispensacao_id
     where d.situacao = ${SITUACAO_DOCUMENTO_ESTOQUE.ATIVA} and (r.origem, r.receita_origem_id) in (${pares})
     group by r.origem, i.receita_item_origem_id`);
  for (const r of rows) mapa.set(`${r.origem}:${r.item_id}`, Number(r.quantidade));
  return mapa;
}

/** The prescriptions already retained by an active dispensing (a controlled one is dispensed once): `origem:id` → date. */
export async function receitasRetidas(tx: Tx, receitas: readonly { origem: string; id: number }[]): Promise<Map<string, string>> {
  const mapa = new Map<string, string>();
  if (!receitas.length) return mapa;
  const pares = sql.join(
    receitas.map((r) => sql`(${r.origem}, ${r.id}::bigint)`),
    sql`, `,
  );
  const { rows } = await tx.execute(sql`
    select r.origem, r.receita_origem_id, min(d.data)::text as data
      from farmacia_dispensacao_receita r join farmacia_dispensacao d on d.id = r.dispensacao_id
     where r.retida and d.situacao = ${SITUACAO_DOCUMENTO_ESTOQUE.ATIVA} and (r.origem, r.receita_origem_id) in (${pares})
     group by r.origem, r.receita_origem_id`);
  for (const r of rows) mapa.set(`${r.origem}:${r.receita_origem_id}`, String(r.data));
  return mapa;
}

/**
 * The last active pickup of each medicine by the patient (any pharmacy of the municipality) and its next pickup
 * (spec 001 §7 `ultima-retirada`): what the early-repeat rule and the duplicate warning read.
 */
export async function ultimasRetiradas(
  tx: Tx,
  pacienteId: number,
  materiais: readonly number[],
  toleranciaDias: number,
): Promise<Map<number, UltimaRetirada>> {
  const mapa = new Map<number, UltimaRetirada>();
  if (!materiais.length) return mapa;
  const { rows } = await tx.execute(sql`
    select distinct on (i.material_id) i.material_id, d.id, d.data::text as data, i.quantidade, i.proxima_retirada::text as proxima,
           cc.nome as centro_custo
      from farmacia_dispensacao_item i join farmacia_dispensacao d on d.id = i.dispensacao_id join centro_custo cc on cc.id = d.centro_custo_id
     where d.paciente_id = ${pacienteId} and d.situacao = ${SITUACAO_DOCUMENTO_ESTOQUE.ATIVA} and i.material_id in (${lista([...materiais])})
     order by i.material_id, d.data desc, d.id desc, i.id desc`);
  for (const r of rows) {
    const proxima = (r.proxima as string | null) ?? null;
    mapa.set(Number(r.material_id), {
      dispensacaoId: Number(r.id),
      data: String(r.data),
      quantidade: Number(r.quantidade),
      proximaRetirada: proxima,
      liberadaEm: proxima ? somarDias(proxima, -toleranciaDias) : null,
      centroCusto: String(r.centro_custo),
    });
  }
  return mapa;
}

/** The stock items' names, Portaria 344/98 lists and whether a medicine of theirs is an antimicrobial (RDC 20/2011). */
export async function materiaisPorId(tx: Tx, ids: readonly number[]) {
  const mapa = new Map<number, { nome: string; listaControleId: number | null; antimicrobiano: boolean }>();
  if (!ids.length) return mapa;
  const { rows } = await tx.execute(sql`
    select m.id, m.nome, coalesce(m.lista_controle_id, (select md.lista_controle_id from medicamento md where md.material_id = m.id
           and md.lista_controle_id is not null limit 1)) as lista_controle_id,
           exists (select 1 from medicamento md where md.material_id = m.id and md.antimicrobiano) as antimicrobiano
      from material m where m.id in (${lista([...new Set(ids)])})`);
  for (const r of rows)
    mapa.set(Number(r.id), {
      nome: String(r.nome),
      listaControleId: r.lista_controle_id == null ? null : Number(r.lista_controle_id),
      antimicrobiano: r.antimicrobiano === true,
    });
  return mapa;
}

/**
 * The prescriptions as the counter sees them: each item with its stock item and list, what was prescribed, what was
 * dispensed and what remains, the last pickup of the medicine and the warnings (allergy, an active dispensing).
 */
export async function paraDispensar(
  tx: Tx,
  receitas: ReceitaCarregada[],
  p: { paciente: PacienteCabecalho; hoje: string; toleranciaDias: number; validadeComumDias: number },
): Promise<ReceitaParaDispensar[]> {
  const chaves = receitas.map((r) => ({ origem: r.origem, id: r.id }));
  const dispensado = await dispensadoPorItem(tx, chaves);
  const retidas = await receitasRetidas(tx, chaves);
  const materialIds = [...new Set(receitas.flatMap((r) => r.itens.map((i) => i.materialId).filter((m): m is number => m !== null)))];
  const materiais = await materiaisPorId(tx, materialIds);
  const ultimas = await ultimasRetiradas(tx, p.paciente.pacienteId, materialIds, p.toleranciaDias);
  // the last day any item may still be dispensed: each medicine's list decides (a text item on a controlled form: 30 days)
  const validaAte = (r: ReceitaCarregada) =>
    r.ceaf
      ? null
      : r.itens
          .map((i) => {
            const m = i.materialId === null ? undefined : materiais.get(i.materialId);
            const lista = m?.listaControleId;
            const dias =
              lista == null && r.tipo !== TipoReceita.COMUM
                ? VALIDADE_CONTROLADA_DIAS
                : validadeDaReceitaDias(lista, p.validadeComumDias, m?.antimicrobiano ? i : null);
            return receitaValidaAte(r.dataEmissao, dias);
          })
          .reduce((a, b) => (a > b ? a : b), r.dataEmissao);
  return receitas.map((r) => ({
    origem: r.origem,
    origemNome: ORIGEM_RECEITA_NOME[r.origem] ?? r.origem,
    id: r.id,
    tipo: r.tipo,
    tipoNome: r.ceaf ? 'Processo de alto custo (LME)' : (TIPO_RECEITA_NOME[r.tipo] ?? ''),
    numeroNotificacao: r.numeroNotificacao,
    dataEmissao: r.dataEmissao,
    prescritorNome: r.prescritorNome,
    prescritorConselho: r.prescritorConselho,
    unidade: r.unidade,
    retidaEm: retidas.get(`${r.origem}:${r.id}`) ?? null,
    validaAte: validaAte(r),
    competencia: r.ceaf?.competencia ?? null,
    itens: r.itens.map((i) => {
      const m = i.materialId === null ? undefined : materiais.get(i.materialId);
      const prescrita = r.ceaf ? r.ceaf.autorizada : quantidadePrescritaNumero(i.quantidade);
      const dado = r.ceaf ? r.ceaf.dispensada : (dispensado.get(`${r.origem}:${i.id}`) ?? 0);
      const ultima = i.materialId === null ? null : (ultimas.get(i.materialId) ?? null);
      const nome = m?.nome ?? i.descricao;
      const alergia = alergiaDoMedicamento(p.paciente.alergias, `${nome} ${i.descricao}`);
      const avisos = [
        ...(alergia ? [M.avisoAlergia(alergia, nome)] : []),
        // still supplied but no longer early (an early repeat is the screen's refusal, not a warning)
        ...(ultima?.proximaRetirada &&
        ultima.proximaRetirada > p.hoje &&
        !retiradaAntecipada(p.hoje, ultima.proximaRetirada, p.toleranciaDias)
          ? [M.avisoDuplicada(nome, ultima.data, ultima.proximaRetirada)]
          : []),
      ];
      return {
        id: i.id,
        medicamentoId: i.medicamentoId,
        materialId: i.materialId,
        material: m?.nome ?? null,
        lista: siglaDaLista(m?.listaControleId),
        listaControleId: m?.listaControleId ?? null,
        descricao: i.descricao,
        quantidade: i.quantidade,
        quantidadePrescrita: prescrita,
        posologia: i.posologia,
        usoContinuo: i.usoContinuo,
        unidadesPorDia: r.ceaf ? null : unidadesPorDiaDaPosologia(i.posologia),
        dispensado: dado,
        restante: prescrita === null ? null : r.ceaf || !i.usoContinuo ? Math.max(prescrita - dado, 0) : prescrita,
        cid: r.ceaf?.cid ?? null,
        ultimaRetirada: ultima,
        avisos,
      };
    }),
  }));
}
