import {
  type AtendimentoMedicoInput,
  DESTINOS_QUE_ENCERRAM,
  DestinoAtendimento,
  hojeIso,
  MENSAGENS_ATENDIMENTO_MEDICO,
  problemaDaReceita,
  SetorTipo,
  StatusFila,
  StatusPrescricaoItem,
  TipoDocumentoClinico,
} from '@saude/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import {
  atendimento,
  atendimentoDiagnostico,
  atendimentoMedico,
  cid,
  cidadao,
  documentoClinico,
  exameImagem,
  plantao,
  prescricaoItem,
  procedimentoSigtap,
  receita,
  receitaItem,
} from '../../../db/schema/index.js';
import { conflict, unprocessable } from '../../../lib/http-errors.js';
import { especialidade, medicamento } from '../../cadastro/index.js';
import { aplicarAcaoFila, chaveDoCentroCusto, fila } from '../../fila/index.js';
import { formatarCid } from '../../geral/index.js';
import { atendimentoParaEscrita, entradaComAtendimento, ocupacaoDaSessao } from '../atendimento/atendimento.service.js';
import { MODULO_PA } from '../constantes.js';
import { plantaoAtual } from '../plantao/plantao.service.js';
import { centrosDaUnidade, rotuloMedicamento } from './atendimento-medico.consulta.js';

export const MENSAGENS_ENTRADA = {
  naoAtendida: 'Atenda o paciente na fila antes de registrar o atendimento médico.',
  encerrada: 'Esta entrada da fila já foi encerrada: o paciente não está mais nesta fila.',
  outroProfissional: 'O paciente está em atendimento por outro profissional.',
} as const;

/** Destinations that send the patient to another queue of the location, and which sector type it is. */
const FILA_DO_DESTINO: Record<number, { setorTipoId: number; escolha: string; nenhuma: string }> = {
  [DestinoAtendimento.OBSERVACAO]: {
    setorTipoId: SetorTipo.OBSERVACAO,
    escolha: 'Escolha uma sala de observação desta unidade.',
    nenhuma: 'Esta unidade não tem sala de observação cadastrada.',
  },
  [DestinoAtendimento.MEDICACAO_REAVALIACAO]: {
    setorTipoId: SetorTipo.ENFERMAGEM,
    escolha: 'Escolha uma fila de medicação desta unidade.',
    nenhuma: 'Esta unidade não tem fila de medicação (enfermagem) cadastrada.',
  },
};

/** Field messages gathered over the whole request, so the doctor sees every problem at once. */
class Erros {
  readonly porCampo: Record<string, string[]> = {};
  add(campo: string, mensagem: string) {
    const atuais = this.porCampo[campo] ?? [];
    if (!atuais.includes(mensagem)) this.porCampo[campo] = [...atuais, mensagem];
  }
  lancar() {
    if (Object.keys(this.porCampo).length) throw unprocessable(this.porCampo);
  }
}

interface Contexto {
  clienteId: number;
  usuarioId: number;
  lotacaoId: number;
}

/** The queue entry of the form, locked, which must be in attendance by this professional. */
async function entradaEmAtendimento(tx: Tx, filaId: number, usuarioId: number) {
  const e = await entradaComAtendimento(tx, filaId);
  const faa = await atendimentoParaEscrita(tx, e.atendimentoId);
  const [atual] = await tx
    .select({ status: fila.status, profissionalAtualId: fila.profissionalAtualId })
    .from(fila)
    .where(eq(fila.id, e.id))
    .for('update');
  if (atual?.status === StatusFila.EM_ESPERA) throw conflict(MENSAGENS_ENTRADA.naoAtendida);
  if (atual?.status !== StatusFila.EM_ATENDIMENTO) throw conflict(MENSAGENS_ENTRADA.encerrada);
  if (atual.profissionalAtualId !== usuarioId) throw conflict(MENSAGENS_ENTRADA.outroProfissional);
  const origem = await chaveDoCentroCusto(tx, MODULO_PA, e.centroCustoId);
  return { entrada: e, faa, origem };
}

/** CID-10 codes must exist, and a code restricted to one sex (DATASUS RESTRSEXO) must match the patient's. */
async function conferirCids(tx: Tx, b: AtendimentoMedicoInput, pacienteId: number, erros: Erros) {
  const codigos = [
    ...new Set([...b.diagnosticos.map((d) => d.cidCodigo), ...b.documentos.flatMap((d) => (d.cidCodigo ? [d.cidCodigo] : []))]),
  ];
  const achados = new Map(
    (await tx.select({ codigo: cid.codigo, sexo: cid.sexo }).from(cid).where(inArray(cid.codigo, codigos))).map((c) => [c.codigo, c.sexo]),
  );
  const [p] = await tx.select({ sexoId: cidadao.sexoId }).from(cidadao).where(eq(cidadao.id, pacienteId));
  // e-SUS sexoId: 0 masculino, 1 feminino (4 ignorado: no restriction can be checked)
  const sexo = p?.sexoId === 0 ? 'M' : p?.sexoId === 1 ? 'F' : null;
  b.diagnosticos.forEach((d, i) => {
    const campo = `diagnosticos.${i}.cid_codigo`;
    if (!achados.has(d.cidCodigo)) erros.add(campo, 'CID não encontrado.');
    const restrito = achados.get(d.cidCodigo);
    if (restrito && sexo && restrito !== sexo)
      erros.add(campo, `O CID ${formatarCid(d.cidCodigo)} é exclusivo do sexo ${restrito === 'M' ? 'masculino' : 'feminino'}.`);
  });
  b.documentos.forEach((d, i) => {
    if (d.cidCodigo && !achados.has(d.cidCodigo)) erros.add(`documentos.${i}.cid_codigo`, 'CID não encontrado.');
  });
}

/** Registered medicines of the prescriptions; take-home forms follow Portaria 344/98 (shared receita.ts). */
async function conferirMedicamentos(tx: Tx, b: AtendimentoMedicoInput, erros: Erros) {
  const ids = [
    ...new Set([...b.prescricaoInterna, ...b.receitas.flatMap((r) => r.itens)].flatMap((i) => (i.medicamentoId ? [i.medicamentoId] : []))),
  ];
  const meds = new Map(
    ids.length
      ? (
          await tx
            .select({
              id: medicamento.id,
              nome: rotuloMedicamento,
              listaControleId: medicamento.listaControleId,
              bloqueado: medicamento.bloqueado,
            })
            .from(medicamento)
            .where(inArray(medicamento.id, ids))
        ).map((m) => [m.id, m])
      : [],
  );
  const conferir = (id: number | null, campo: string) => {
    if (id == null) return null;
    const m = meds.get(id);
    if (!m) erros.add(campo, 'Medicamento não encontrado.');
    else if (m.bloqueado) erros.add(campo, `${m.nome} está bloqueado no cadastro de medicamentos.`);
    return m ?? null;
  };
  for (const [i, item] of b.prescricaoInterna.entries()) conferir(item.medicamentoId, `prescricao_interna.${i}.medicamento_id`);
  for (const [i, r] of b.receitas.entries())
    for (const [j, item] of r.itens.entries()) {
      const campo = `receitas.${i}.itens.${j}.medicamento_id`;
      const m = conferir(item.medicamentoId, campo);
      if (item.medicamentoId != null && !m) continue;
      const problema = problemaDaReceita(r.tipo, m);
      if (problema) erros.add(campo, problema);
    }
}

async function conferirSuspensoes(tx: Tx, ids: number[], atendimentoId: number, erros: Erros) {
  if (!ids.length) return;
  const itens = await tx
    .select({ id: prescricaoItem.id, status: prescricaoItem.status })
    .from(prescricaoItem)
    .where(and(inArray(prescricaoItem.id, ids), eq(prescricaoItem.atendimentoId, atendimentoId)))
    .for('update');
  for (const id of ids) {
    const item = itens.find((x) => x.id === id);
    if (!item) erros.add('suspender_itens', 'Item de prescrição não encontrado nesta FAA.');
    else if (item.status !== StatusPrescricaoItem.ATIVO) erros.add('suspender_itens', 'Item de prescrição já suspenso.');
  }
}

async function conferirDocumentosEExames(tx: Tx, b: AtendimentoMedicoInput, erros: Erros) {
  const especialidades = [...new Set(b.documentos.flatMap((d) => (d.especialidadeId ? [d.especialidadeId] : [])))];
  const ativas = new Set(
    especialidades.length
      ? (
          await tx
            .select({ id: especialidade.id })
            .from(especialidade)
            .where(and(inArray(especialidade.id, especialidades), eq(especialidade.bloqueado, false)))
        ).map((e) => e.id)
      : [],
  );
  b.documentos.forEach((d, i) => {
    if (d.especialidadeId && !ativas.has(d.especialidadeId)) erros.add(`documentos.${i}.especialidade_id`, 'Especialidade não encontrada.');
  });
  const codigos = b.examesImagem.map((e) => e.procedimentoCodigo);
  const existentes = new Set(
    codigos.length
      ? (
          await tx.select({ codigo: procedimentoSigtap.codigo }).from(procedimentoSigtap).where(inArray(procedimentoSigtap.codigo, codigos))
        ).map((p) => p.codigo)
      : [],
  );
  b.examesImagem.forEach((e, i) => {
    if (!existentes.has(e.procedimentoCodigo))
      erros.add(`exames_imagem.${i}.procedimento_codigo`, 'Procedimento não encontrado na tabela SIGTAP.');
  });
}

/** The queue the destination sends the patient to (observation, medication), chosen in the form or the first. */
async function filaDoDestino(tx: Tx, b: AtendimentoMedicoInput, infraestruturaId: number, erros: Erros) {
  const regra = FILA_DO_DESTINO[b.destino];
  if (!regra) return null;
  const centros = await centrosDaUnidade(tx, infraestruturaId, regra.setorTipoId);
  if (!centros.length) {
    erros.add('destino', regra.nenhuma);
    return null;
  }
  const escolhido = b.destinoCentroCustoId ?? centros[0]?.id;
  if (!centros.some((c) => c.id === escolhido)) {
    erros.add('destino_centro_custo_id', regra.escolha);
    return null;
  }
  return chaveDoCentroCusto(tx, MODULO_PA, escolhido as number, 'destino_centro_custo_id');
}

async function plantaoDoAtendimento(tx: Tx, plantaoId: number | null, infraestruturaId: number, erros: Erros) {
  if (plantaoId == null) return (await plantaoAtual(tx, infraestruturaId))?.id ?? null;
  const [p] = await tx
    .select({ id: plantao.id })
    .from(plantao)
    .where(and(eq(plantao.id, plantaoId), eq(plantao.infraestruturaId, infraestruturaId)));
  if (!p) erros.add('plantao_id', 'Plantão não encontrado neste local de atendimento.');
  return p?.id ?? null;
}

/**
 * Saves a doctor evaluation (issue 6 step 4) in the caller's transaction: every rule that needs the
 * database is checked first (all messages at once, nothing written on a refusal), then the evaluation and
 * what it carries are written and the queue entry follows the destination: the outcomes that end the stay
 * finalize the entry and set the FAA's outcome; observation and medication forward the patient (or give
 * the entry back to its own queue when the patient is already there, as in a re-evaluation in observation).
 */
export async function gravarAtendimentoMedico(tx: Tx, ctx: Contexto, b: AtendimentoMedicoInput) {
  const { entrada, faa, origem } = await entradaEmAtendimento(tx, b.filaId, ctx.usuarioId);
  const erros = new Erros();
  await conferirCids(tx, b, faa.pacienteId, erros);
  await conferirMedicamentos(tx, b, erros);
  await conferirSuspensoes(tx, b.suspenderItens, faa.id, erros);
  await conferirDocumentosEExames(tx, b, erros);
  const destinoFila = await filaDoDestino(tx, b, origem.infraestruturaId, erros);
  const plantaoId = await plantaoDoAtendimento(tx, b.plantaoId, origem.infraestruturaId, erros);
  erros.lancar();

  const [am] = await tx
    .insert(atendimentoMedico)
    .values({
      atendimentoId: faa.id,
      usuarioId: ctx.usuarioId,
      plantaoId,
      ocupacaoCodigo: await ocupacaoDaSessao(tx, ctx.lotacaoId),
      anamnese: b.anamnese,
      exameFisico: b.exameFisico,
      conduta: b.conduta,
      destino: b.destino,
      destinoDetalhe: b.destinoDetalhe,
    })
    .returning({ id: atendimentoMedico.id });
  if (!am) throw new Error('atendimento médico não gravado');
  const comum = { atendimentoId: faa.id, atendimentoMedicoId: am.id };

  await tx
    .insert(atendimentoDiagnostico)
    .values(b.diagnosticos.map((d) => ({ atendimentoMedicoId: am.id, cidCodigo: d.cidCodigo, principal: d.principal ? 1 : 0 })));
  if (b.prescricaoInterna.length)
    await tx.insert(prescricaoItem).values(
      b.prescricaoInterna.map((p) => ({
        ...comum,
        medicamentoId: p.medicamentoId,
        descricao: p.descricao,
        dose: p.dose,
        via: p.via,
        intervaloHoras: p.intervaloHoras,
        quantidadeDoses: p.quantidadeDoses,
        seNecessario: p.seNecessario ? 1 : 0,
        observacao: p.observacao,
      })),
    );
  if (b.suspenderItens.length)
    await tx
      .update(prescricaoItem)
      .set({ status: StatusPrescricaoItem.SUSPENSO, suspensoEm: new Date(), suspensoPor: ctx.usuarioId })
      .where(and(inArray(prescricaoItem.id, b.suspenderItens), eq(prescricaoItem.atendimentoId, faa.id)));

  const receitas: number[] = [];
  for (const r of b.receitas) {
    const [nova] = await tx
      .insert(receita)
      .values({ ...comum, usuarioId: ctx.usuarioId, tipo: r.tipo, numeroNotificacao: r.numeroNotificacao })
      .returning({ id: receita.id });
    if (!nova) throw new Error('receita não gravada');
    receitas.push(nova.id);
    await tx.insert(receitaItem).values(
      r.itens.map((i) => ({
        receitaId: nova.id,
        medicamentoId: i.medicamentoId,
        descricao: i.descricao,
        quantidade: i.quantidade,
        posologia: i.posologia,
        usoContinuo: i.usoContinuo ? 1 : 0,
      })),
    );
  }
  const documentos = b.documentos.length
    ? (
        await tx
          .insert(documentoClinico)
          .values(
            b.documentos.map((d) => ({
              ...comum,
              ...d,
              usuarioId: ctx.usuarioId,
              // the declaration is of today's attendance
              dataInicio: d.tipo === TipoDocumentoClinico.DECLARACAO_COMPARECIMENTO ? hojeIso() : d.dataInicio,
            })),
          )
          .returning({ id: documentoClinico.id })
      ).map((d) => d.id)
    : [];
  if (b.examesImagem.length)
    await tx.insert(exameImagem).values(
      b.examesImagem.map((e) => ({
        ...comum,
        procedimentoCodigo: e.procedimentoCodigo,
        justificativa: e.justificativa,
        solicitadoPor: ctx.usuarioId,
      })),
    );

  const fluxo = { clienteId: ctx.clienteId, usuarioId: ctx.usuarioId };
  let destinoFilaId: number | null = null;
  if (DESTINOS_QUE_ENCERRAM.includes(b.destino)) {
    await aplicarAcaoFila(tx, fluxo, { filaId: entrada.id, acao: 'finalizar', modulo: MODULO_PA });
    await tx
      .update(atendimento)
      .set({ desfecho: b.destino, desfechoEm: new Date(), desfechoPor: ctx.usuarioId })
      .where(eq(atendimento.id, faa.id));
  } else if (destinoFila && destinoFila.centroCustoId === origem.centroCustoId && destinoFila.setorTipoId === origem.setorTipoId) {
    await aplicarAcaoFila(tx, fluxo, { filaId: entrada.id, acao: 'devolver', modulo: MODULO_PA });
    destinoFilaId = entrada.id;
  } else if (destinoFila) {
    const feito = await aplicarAcaoFila(tx, fluxo, { filaId: entrada.id, acao: 'encaminhar', modulo: MODULO_PA, destino: destinoFila });
    destinoFilaId = feito.destinoId;
  }
  return {
    atendimentoMedico: { id: am.id },
    atendimentoId: faa.id,
    receitas,
    documentos,
    destinoFilaId,
    message: MENSAGENS_ATENDIMENTO_MEDICO.salvo,
  };
}
