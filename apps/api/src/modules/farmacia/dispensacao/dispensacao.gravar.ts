import {
  type DispensacaoFarmaciaInput,
  type DispensacaoFarmaciaItemInput,
  diasDeTratamento,
  diasMaximosDeTratamento,
  MENSAGENS_DISPENSACAO_FARMACIA as M,
  mulherEmIdadeFertil,
  ORIGEM_RECEITA,
  primeiroDiaDoMes,
  proximaRetirada,
  quantidadePrescritaNumero,
  RECEITAS_DE_UM_ITEM,
  receitaExigida,
  receitaValidaAte,
  retiradaAntecipada,
  SIGLA_TALIDOMIDA,
  STATUS_ALTO_CUSTO,
  StatusFila,
  siglaDaLista,
  TipoReceita,
  toSnake,
  validadeDaReceitaDias,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { cabecalhoDoPaciente } from '../../../lib/clinico/cabecalho-paciente.js';
import { unprocessable } from '../../../lib/http-errors.js';
import { assertPacienteVivo, ehSupervisor } from '../../cadastro/index.js';
import { type MovimentoGravado, retirar } from '../../estoque/index.js';
import { aplicarAcaoFila, fila } from '../../fila/index.js';
import { MODULO_FARMACIA } from '../fila/fila.service.js';
import { cidPermitido, parametrizacaoFarmacia } from '../parametrizacao/parametrizacao.service.js';
import {
  carregarReceita,
  dispensadoPorItem,
  materiaisPorId,
  type ReceitaCarregada,
  receitasRetidas,
  ultimasRetiradas,
} from './dispensacao.receitas.js';

export interface ContextoDispensacao {
  clienteId: number;
  usuarioId: number;
  centroCustoId: number;
  hoje: string;
}

/** Collects the refusals of every line, so one answer lists them all (each on its field); nothing is written then. */
class Recusas {
  readonly erros: Record<string, string[]> = {};
  add(campo: string, mensagem: string) {
    this.erros[campo] = [...(this.erros[campo] ?? []), mensagem];
  }
  item(i: number, campo: keyof DispensacaoFarmaciaItemInput, mensagem: string) {
    this.add(`itens.${i}.${toSnake(campo)}`, mensagem);
  }
  get vazia() {
    return Object.keys(this.erros).length === 0;
  }
}

const chave = (r: { origem: string; id: number }) => `${r.origem}:${r.id}`;

/**
 * A dispensing (spec 000 §2.3 farmacia/dispensacao store; decision 0016), in the caller's transaction: every rule
 * first (Portaria SVS/MS 344/98, thalidomide, the prescribed quantity, the early repeat, the CEAF competence), all
 * refusals in one 422 that writes nothing; then the record, each prescription it served (a controlled one
 * retained), each medicine through the stock engine (`dispensacao`, documento farmacia_dispensacao: the
 * psychotropic book reads the ledger by it) with one row per lot, the CEAF competence and the queue entry.
 * `supervisorId`: the supervisor a valid authorisation token names (null: none, or no longer valid).
 */
export async function gravarDispensacaoFarmacia(
  tx: Tx,
  ctx: ContextoDispensacao,
  d: DispensacaoFarmaciaInput,
  supervisorId: number | null,
): Promise<number> {
  // one patient's dispensings pass one at a time: the early-repeat and prescription checks read what the other wrote
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`farmacia:paciente:${d.pacienteId}`}, 0))`);
  await assertPacienteVivo(tx, d.pacienteId, 'paciente_id');
  const paciente = await cabecalhoDoPaciente(tx, d.pacienteId);
  const par = await parametrizacaoFarmacia(tx);
  const recusas = new Recusas();

  const receitas = new Map<string, ReceitaCarregada>();
  for (const [i, item] of d.itens.entries()) {
    const k = chave({ origem: item.origem, id: item.receitaId });
    if (receitas.has(k)) continue;
    const r = await carregarReceita(tx, item.origem, item.receitaId, ctx.hoje);
    if (r && r.pacienteId === d.pacienteId) receitas.set(k, r);
    else recusas.item(i, 'receitaId', M.receitaNaoEncontrada);
  }
  const lista = [...receitas.values()];
  const dispensado = await dispensadoPorItem(tx, lista);
  const retidas = await receitasRetidas(tx, lista);
  const materiais = await materiaisPorId(
    tx,
    d.itens.map((i) => i.materialId),
  );
  const ultimas = await ultimasRetiradas(
    tx,
    d.pacienteId,
    d.itens.map((i) => i.materialId),
    par.toleranciaRetiradaDias,
  );
  const idadeFertil = mulherEmIdadeFertil(paciente, ctx.hoje, { minima: par.idadeFertilMinima, maxima: par.idadeFertilMaxima });

  const vistos = new Set<number>();
  const antecipadas: [linha: number, mensagem: string][] = [];
  const processos = new Set<number>();
  const linhas = d.itens.map((item, i) => {
    const r = receitas.get(chave({ origem: item.origem, id: item.receitaId }));
    const m = materiais.get(item.materialId);
    if (vistos.has(item.materialId)) recusas.item(i, 'materialId', M.materialRepetido);
    vistos.add(item.materialId);
    if (!m) recusas.item(i, 'materialId', 'Medicamento não encontrado.');
    const ri = r?.itens.find((x) => x.id === item.receitaItemId);
    if (r && !ri) recusas.item(i, 'receitaItemId', M.itemNaoEncontrado);
    if (ri?.materialId && ri.materialId !== item.materialId) recusas.item(i, 'materialId', M.materialDiferente(ri.descricao));
    const soma = item.lotes.reduce((s, l) => s + l.quantidade, 0);
    if (item.lotes.length && soma !== item.quantidade) recusas.item(i, 'lotes', M.lotesSomam(soma, item.quantidade));
    const nome = m?.nome ?? ri?.descricao ?? '';
    const retidaEm = r ? retidas.get(chave(r)) : undefined;
    if (retidaEm) recusas.item(i, 'receitaId', M.receitaRetida(retidaEm));

    const dias = diasDeTratamento(item.quantidade, item.unidadesPorDia, item.diasTratamento);
    if (r?.ceaf) {
      processos.add(r.id);
      if (r.ceaf.status !== STATUS_ALTO_CUSTO.AUTORIZADO) recusas.item(i, 'receitaId', M.altoCustoNaoAutorizado);
      else if (r.ceaf.centroCustoId !== ctx.centroCustoId) recusas.item(i, 'receitaId', M.altoCustoOutraFarmacia);
      else if (item.quantidade > r.ceaf.autorizada - r.ceaf.dispensada)
        recusas.item(i, 'quantidade', M.altoCustoSaldo(r.ceaf.autorizada, r.ceaf.dispensada));
    } else if (r && ri && m) {
      // Portaria SVS/MS 344/98: the medicine's list decides the form, the validity and the most days per prescription
      const exigida = receitaExigida(m.listaControleId);
      const sigla = siglaDaLista(m.listaControleId) ?? '';
      // RDC 20/2011: an antimicrobial within 10 days of issue (90 when prescribed for continuous use)
      const validade = validadeDaReceitaDias(m.listaControleId, par.validadeReceitaComumDias, m.antimicrobiano ? ri : null);
      if (exigida === 'proscrito') recusas.item(i, 'materialId', M.proscrito(nome, sigla));
      else if (exigida !== null && exigida !== r.tipo) recusas.item(i, 'receitaId', M.formularioErrado(nome, sigla, exigida));
      if (ctx.hoje > receitaValidaAte(r.dataEmissao, validade))
        recusas.item(
          i,
          'receitaId',
          (m.antimicrobiano && exigida === null ? M.antimicrobianoVencido : M.receitaVencida)(nome, r.dataEmissao, validade),
        );
      if (RECEITAS_DE_UM_ITEM.includes(r.tipo) && !(r.numeroNotificacao ?? item.numeroNotificacao))
        recusas.item(i, 'numeroNotificacao', M.semNotificacao);
      if (exigida !== null && exigida !== 'proscrito') {
        const maximo = diasMaximosDeTratamento(m.listaControleId);
        if (dias === null) recusas.item(i, 'unidadesPorDia', M.semPosologia(nome));
        else if (maximo !== null && dias > maximo) recusas.item(i, 'quantidade', M.acimaDoMaximo(nome, sigla, dias, maximo));
      }
      // thalidomide (RDC 11/2011): only for the indications of the settings; a woman of childbearing age signs the term
      if (sigla === SIGLA_TALIDOMIDA) {
        if (!item.cid || !cidPermitido(item.cid, par.cidsTalidomida)) recusas.item(i, 'cid', M.talidomidaCid(par.cidsTalidomida));
        if (idadeFertil && !item.termoResponsabilidade) recusas.item(i, 'termoResponsabilidade', M.talidomidaTermo);
      }
      // the prescribed quantity: a course once, a continuous use up to it at each pickup
      const prescrita = quantidadePrescritaNumero(ri.quantidade);
      if (prescrita !== null) {
        const restante = ri.usoContinuo ? prescrita : Math.max(prescrita - (dispensado.get(`${r.origem}:${ri.id}`) ?? 0), 0);
        if (item.quantidade > restante) recusas.item(i, 'quantidade', M.acimaDoPrescrito(nome, restante));
      }
    }
    const ultima = ultimas.get(item.materialId);
    if (ultima?.proximaRetirada && retiradaAntecipada(ctx.hoje, ultima.proximaRetirada, par.toleranciaRetiradaDias))
      antecipadas.push([i, M.antecipada(nome, ultima.data, ultima.proximaRetirada, ultima.liberadaEm ?? ultima.proximaRetirada)]);
    return { item, r, ri, m, dias };
  });
  if (processos.size > 1) recusas.add('itens', M.umProcesso);

  // an early repeat goes through only with a supervisor's authorisation (when the settings ask for it)
  let supervisor: number | null = null;
  if (antecipadas.length && par.exigeSupervisorRetiradaAntecipada) {
    supervisor = supervisorId !== null && (await ehSupervisor(tx, supervisorId, 'farmacia')) ? supervisorId : null;
    if (supervisor === null) {
      for (const [i, mensagem] of antecipadas) recusas.item(i, 'materialId', mensagem);
      recusas.add('autorizacao', d.autorizacao ? M.autorizacaoInvalida : M.autorizacaoObrigatoria);
    }
  }
  const filaId = d.filaId ?? null;
  const entrada = filaId ? await entradaDaFila(tx, filaId, d.pacienteId, ctx.centroCustoId) : null;
  if (filaId && !entrada) recusas.add('fila_id', M.filaDeOutroPaciente);
  else if (entrada && entrada.status !== StatusFila.EM_ESPERA && entrada.status !== StatusFila.EM_ATENDIMENTO)
    recusas.add('fila_id', M.filaEncerrada);
  if (!recusas.vazia) throw unprocessable(recusas.erros, Object.values(recusas.erros)[0]?.[0]);

  const processoId = [...processos][0] ?? null;
  const { rows } = await tx.execute(sql`
    insert into farmacia_dispensacao (centro_custo_id, paciente_id, fila_id, processo_alto_custo_id, data, usuario_id,
                                      supervisor_usuario_id, justificativa_antecipada, observacao)
    values (${ctx.centroCustoId}, ${d.pacienteId}, ${filaId}, ${processoId}, ${ctx.hoje}, ${ctx.usuarioId},
            ${supervisor}, ${supervisor ? (d.autorizacao?.justificativa ?? null) : null}, ${d.observacao ?? null})
    returning id`);
  const id = Number(rows[0].id);

  const receitaGravada = new Map<string, number>();
  for (const { item, r, ri, m, dias } of linhas) {
    if (!r || !ri || !m) continue;
    let dispensacaoReceitaId = receitaGravada.get(chave(r));
    if (!dispensacaoReceitaId) {
      // a controlled prescription (any form but the common one) stays at the pharmacy, its number recorded
      const retida = !r.ceaf && r.tipo !== TipoReceita.COMUM;
      // a CEAF process has an LME, not a notification: no number here
      const numero = r.ceaf ? null : (r.numeroNotificacao ?? item.numeroNotificacao ?? null);
      const { rows: rr } = await tx.execute(sql`
        insert into farmacia_dispensacao_receita (dispensacao_id, origem, receita_origem_id, receita_externa_id, tipo, numero_notificacao,
                                                  prescritor_nome, prescritor_conselho, data_emissao, retida)
        values (${id}, ${r.origem}, ${r.id}, ${r.origem === ORIGEM_RECEITA.EXTERNA ? r.id : null}, ${r.tipo}, ${numero},
                ${r.prescritorNome || null}, ${r.prescritorConselho}, ${r.dataEmissao}, ${retida})
        returning id`);
      dispensacaoReceitaId = Number(rr[0].id);
      receitaGravada.set(chave(r), dispensacaoReceitaId);
    }
    const prescrita = r.ceaf ? r.ceaf.autorizada : quantidadePrescritaNumero(ri.quantidade);
    const { rows: ir } = await tx.execute(sql`
      insert into farmacia_dispensacao_item (dispensacao_id, dispensacao_receita_id, receita_item_origem_id, material_id, medicamento_id,
                                             prescrito, posologia, quantidade_prescrita, quantidade, unidades_por_dia, dias_tratamento,
                                             proxima_retirada, termo_responsabilidade, cid)
      values (${id}, ${dispensacaoReceitaId}, ${ri.id}, ${item.materialId}, ${ri.medicamentoId}, ${`${ri.descricao} — ${ri.quantidade}`},
              ${ri.posologia}, ${prescrita}, ${item.quantidade}, ${item.unidadesPorDia == null ? null : String(item.unidadesPorDia)}, ${dias},
              ${proximaRetirada(ctx.hoje, item.quantidade, item.unidadesPorDia, item.diasTratamento)},
              ${item.termoResponsabilidade ?? null}, ${(item.cid ?? r.ceaf?.cid ?? null)?.replace('.', '').toUpperCase() ?? null})
      returning id`);
    const itemId = Number(ir[0].id);
    const i = d.itens.indexOf(item);
    const pedido = { tipo: 'dispensacao' as const, centroCustoId: ctx.centroCustoId, data: ctx.hoje, materialId: item.materialId };
    const documento = { tipo: 'farmacia_dispensacao', id };
    const movimentos: MovimentoGravado[] = [];
    try {
      if (item.lotes.length)
        for (const l of item.lotes)
          movimentos.push(...(await retirar(tx, ctx, { ...pedido, documento, loteId: l.loteId, quantidade: l.quantidade })));
      else movimentos.push(...(await retirar(tx, ctx, { ...pedido, documento, quantidade: item.quantidade })));
    } catch (e) {
      const erro = e as { statusCode?: number; message?: string; errors?: Record<string, unknown> };
      if (erro?.statusCode === 422 && !erro.errors?.data)
        throw unprocessable({ [`itens.${i}.quantidade`]: [`Item ${i + 1}: ${erro.message}`] }, `Item ${i + 1}: ${erro.message}`);
      throw e;
    }
    for (const mv of movimentos) {
      await tx.execute(sql`
        insert into farmacia_dispensacao_lote (item_id, lote_id, quantidade, custo_unitario, movimento_id)
        values (${itemId}, ${mv.loteId}, ${mv.quantidade}, ${mv.custoUnitario}, ${mv.movimentoId})`);
    }
    if (r.ceaf) {
      // never above the authorised quantity, whatever runs at the same time (the row's lock decides)
      const { rows: c } = await tx.execute(sql`
        update farmacia_processo_alto_custo_competencia set quantidade_dispensada = quantidade_dispensada + ${item.quantidade}
         where processo_id = ${r.id} and competencia = ${primeiroDiaDoMes(ctx.hoje)}
           and quantidade_dispensada + ${item.quantidade} <= quantidade_autorizada
        returning id`);
      if (!c[0]) throw unprocessable({ [`itens.${i}.quantidade`]: [M.altoCustoSaldo(r.ceaf.autorizada, r.ceaf.dispensada)] });
    }
  }

  if (entrada) {
    const base = { filaId: entrada.id, modulo: MODULO_FARMACIA };
    const quem = { clienteId: ctx.clienteId, usuarioId: ctx.usuarioId };
    if (entrada.status === StatusFila.EM_ESPERA) await aplicarAcaoFila(tx, quem, { ...base, acao: 'atender' });
    await aplicarAcaoFila(tx, quem, { ...base, acao: 'finalizar' });
  }
  return id;
}

/** The patient's entry of this pharmacy's queue, or null. */
async function entradaDaFila(tx: Tx, filaId: number, pacienteId: number, centroCustoId: number) {
  const { rows } = await tx.execute(sql`
    select id, status from ${fila} where id = ${filaId} and modulo = ${MODULO_FARMACIA} and paciente_id = ${pacienteId}
       and centro_custo_id = ${centroCustoId}`);
  return rows[0] ? { id: Number(rows[0].id), status: Number(rows[0].status) } : null;
}
