import { hojeIso, prioridadeLegalProblema, type Recepcao, rotuloPaciente, SetorTipo, StatusFila } from '@saude/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { atendimento, centroCusto, cidadao, setor } from '../../../db/schema/index.js';
import { conflict, notFound, unprocessable } from '../../../lib/http-errors.js';
import { assertPacienteVivo, colunasLista } from '../../cadastro/index.js';
import { chaveDoCentroCusto, entrarNaFila } from '../../fila/index.js';
import { opcaoEntrada, prioridade, vincularSenhaAoAtendimento } from '../../painel-senha/index.js';
import { proximoNumeroFaa } from '../atendimento/numero-faa.js';
import { MODULO_PA, SETORES_DESTINO } from '../constantes.js';
import { plantaoAtual } from '../plantao/plantao.service.js';

export async function centroDaRecepcao(tx: Tx, centroCustoId: number | null | undefined) {
  if (!centroCustoId) throw unprocessable({ centro_custo_id: ['Escolha um centro de custo de recepção (Trocar lotação).'] });
  const chave = await chaveDoCentroCusto(tx, MODULO_PA, centroCustoId);
  if (chave.setorTipoId !== SetorTipo.RECEPCAO)
    throw unprocessable({ centro_custo_id: ['O centro de custo da sessão não é uma recepção. Troque a lotação para uma recepção.'] });
  return chave;
}

/** The patient as the reception shows and checks them (label of the autocomplete, sex and age for the priority). */
export async function pacienteDaRecepcao(tx: Tx, id: number) {
  const [p] = await tx
    .select({ id: cidadao.id, ...colunasLista, sexoId: cidadao.sexoId, idadeEstimada: cidadao.idadeEstimada })
    .from(cidadao)
    .where(eq(cidadao.id, id));
  if (!p) throw notFound('Paciente não encontrado.');
  return { id: p.id, label: rotuloPaciente(p), sexoId: p.sexoId, dataNascimento: p.dataNascimento, idadeEstimada: p.idadeEstimada };
}

export async function destinosDaRecepcao(tx: Tx, infraestruturaId: number) {
  const linhas = await tx
    .select({ id: centroCusto.id, nome: centroCusto.nome, setorTipoId: setor.setorTipoId })
    .from(centroCusto)
    .innerJoin(setor, eq(setor.id, centroCusto.setorId))
    .where(and(eq(centroCusto.infraestruturaId, infraestruturaId), eq(centroCusto.bloqueado, false)))
    .orderBy(setor.setorTipoId, centroCusto.nome);
  return linhas.filter((c) => (SETORES_DESTINO as readonly number[]).includes(c.setorTipoId));
}

/**
 * Receives a patient (issue 6, step 1): opens the attendance (FAA) with its number and puts the patient
 * in the first queue, in one transaction. A patient with an open attendance at this location, a dead,
 * blocked or merged record, or a destination of another location are refused with the reason.
 */
export async function receberPaciente(tx: Tx, ctx: { clienteId: number; usuarioId: number; centroCustoId: number | null }, r: Recepcao) {
  const recepcao = await centroDaRecepcao(tx, ctx.centroCustoId);
  const [p] = await tx
    .select({
      id: cidadao.id,
      bloqueado: cidadao.bloqueado,
      unificadoEmId: cidadao.unificadoEmId,
      sexoId: cidadao.sexoId,
      dataNascimento: cidadao.dataNascimento,
      idadeEstimada: cidadao.idadeEstimada,
    })
    .from(cidadao)
    .where(eq(cidadao.id, r.pacienteId));
  if (!p) throw notFound('Paciente não encontrado.');
  if (p.unificadoEmId) throw unprocessable({ paciente_id: ['Este cadastro foi unificado a outro. Busque o paciente de novo.'] });
  if (p.bloqueado) throw unprocessable({ paciente_id: ['Paciente com cadastro bloqueado.'] });
  await assertPacienteVivo(tx, r.pacienteId, 'paciente_id');

  const [aberto] = await tx
    .select({ numero: atendimento.numero })
    .from(atendimento)
    .where(
      and(eq(atendimento.pacienteId, r.pacienteId), eq(atendimento.infraestruturaId, recepcao.infraestruturaId), eq(atendimento.status, 1)),
    );
  if (aberto) throw conflict(`O paciente já tem um atendimento aberto nesta unidade (FAA nº ${aberto.numero}).`);

  const [op] = await tx
    .select({ id: opcaoEntrada.id })
    .from(opcaoEntrada)
    .where(and(eq(opcaoEntrada.id, r.opcaoEntradaId), eq(opcaoEntrada.bloqueado, false)));
  if (!op) throw unprocessable({ opcao_entrada_id: ['Opção de entrada não encontrada.'] });
  if (r.prioridadeId) {
    const [pr] = await tx
      .select({ id: prioridade.id, nome: prioridade.nome })
      .from(prioridade)
      .where(and(eq(prioridade.id, r.prioridadeId), eq(prioridade.bloqueado, false)));
    if (!pr) throw unprocessable({ prioridade_id: ['Prioridade não encontrada.'] });
    // issue 16 item 6: a legal priority the record contradicts (a man as "Gestante", 45 years as "Idoso 60+")
    const problema = prioridadeLegalProblema(pr, p, hojeIso());
    if (problema) throw unprocessable({ prioridade_id: [problema] });
  }
  const destino = await chaveDoCentroCusto(tx, MODULO_PA, r.destinoCentroCustoId, 'destino_centro_custo_id');
  if (destino.infraestruturaId !== recepcao.infraestruturaId || !(SETORES_DESTINO as readonly number[]).includes(destino.setorTipoId))
    throw unprocessable({ destino_centro_custo_id: ['Destino deve ser um setor de atendimento desta unidade.'] });

  const turno = await plantaoAtual(tx, recepcao.infraestruturaId);
  const [a] = await tx
    .insert(atendimento)
    .values({
      numero: await proximoNumeroFaa(tx),
      pacienteId: r.pacienteId,
      infraestruturaId: recepcao.infraestruturaId,
      centroCustoId: recepcao.centroCustoId,
      plantaoId: turno?.id ?? null,
      opcaoEntradaId: r.opcaoEntradaId,
      prioridadeId: r.prioridadeId ?? null,
      urgente: r.urgente,
      motivoUrgencia: r.urgente ? r.motivoUrgencia : null,
      acompanhanteNome: r.acompanhanteNome,
      acompanhanteParentesco: r.acompanhanteParentesco,
      acompanhanteTelefone: r.acompanhanteTelefone ?? null,
      recepcionadoPor: ctx.usuarioId,
    })
    .returning({ id: atendimento.id, numero: atendimento.numero });
  if (!a) throw new Error('atendimento não criado');
  // a ticket answered at the counter (issue 16 item 5): linked to the patient and closed, its code in the care queue
  const ticket = r.senhaId ? await vincularSenhaAoAtendimento(tx, ctx, r.senhaId, r.pacienteId, recepcao.infraestruturaId) : null;
  const entrada = await entrarNaFila(tx, ctx, {
    chave: destino,
    pacienteId: r.pacienteId,
    referenciaId: a.id,
    senha: ticket?.codigo ?? null,
  });
  return {
    atendimento: a,
    fila: { id: entrada.id, status: StatusFila.EM_ESPERA },
    message: `Paciente recebido. FAA nº ${a.numero}.${ticket ? ` Senha ${ticket.codigo}.` : ''}`,
  };
}
