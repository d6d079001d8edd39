import {
  hojeIso,
  type incluirFilaFarmaciaSchema,
  MENSAGENS_FILA_FARMACIA as M,
  MENSAGENS_FILA,
  prioridadeLegalProblema,
  SetorTipo,
} from '@saude/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { centroCusto, cidadao } from '../../../db/schema/index.js';
import { HttpError, notFound, unprocessable } from '../../../lib/http-errors.js';
import { assertPacienteVivo } from '../../cadastro/index.js';
import { type ChaveFila, chaveDoCentroCusto, entrarNaFila, fila } from '../../fila/index.js';
import { prioridade, senhaDaEntrada, senhaParaRecepcao, vincularSenhaAoAtendimento } from '../../painel-senha/index.js';
import { farmaciaAtendimento } from './fila.table.js';

/** The queue engine's `modulo` of the pharmacy's entries (dispensing finishes them with it). */
export const MODULO_FARMACIA = 'farmacia';

export type ChaveFilaFarmacia = ChaveFila & { infraestruturaId: number; nome: string };

/** The queue of the session's pharmacy: its cost centre must be of sector type FARMACIA, else a 422 that says so. */
export async function filaDaFarmacia(tx: Tx, centroCustoId: number | null | undefined): Promise<ChaveFilaFarmacia> {
  if (!centroCustoId) throw unprocessable({ centro_custo_id: [M.semFarmacia] }, M.semFarmacia);
  const chave = await chaveDoCentroCusto(tx, MODULO_FARMACIA, centroCustoId);
  if (chave.setorTipoId !== SetorTipo.FARMACIA) throw unprocessable({ centro_custo_id: [M.semFarmacia] }, M.semFarmacia);
  const [c] = await tx.select({ nome: centroCusto.nome }).from(centroCusto).where(eq(centroCusto.id, centroCustoId));
  return { ...chave, nome: c?.nome ?? '' };
}

/** An entry of this pharmacy's queue (another pharmacy's, or another module's, is not found here). */
export async function exigirEntradaDaFarmacia(tx: Tx, filaId: number, chave: ChaveFila) {
  const [e] = await tx
    .select({ id: fila.id })
    .from(fila)
    .where(and(eq(fila.id, filaId), eq(fila.modulo, MODULO_FARMACIA), eq(fila.centroCustoId, chave.centroCustoId)));
  if (!e) throw notFound(MENSAGENS_FILA.naoEncontrada);
}

/** The kiosk ticket of a queue entry of the panel, if it was issued at this pharmacy's location. */
export async function senhaDaFarmacia(tx: Tx, senhaFilaId: number, infraestruturaId: number) {
  const senhaId = await senhaDaEntrada(tx, senhaFilaId);
  const s = senhaId === null ? null : await senhaParaRecepcao(tx, senhaId);
  if (!s || s.infraestruturaId !== infraestruturaId) throw notFound(M.senhaDeOutraFarmacia);
  const [p] = s.pacienteId ? await tx.select({ id: cidadao.id, nome: cidadao.nome }).from(cidadao).where(eq(cidadao.id, s.pacienteId)) : [];
  return { ...s, filaId: senhaFilaId, paciente: p ?? null };
}

type Inclusao = z.infer<typeof incluirFilaFarmaciaSchema>;

/**
 * "Incluir paciente na fila" (issue 19): a patient who reached the counter without a ticket, or the patient of the
 * ticket the counter answered (the ticket is closed and its code goes with the patient, as at the receptions).
 * The priority is the one chosen or the ticket's; a legal priority the record contradicts is refused.
 */
export async function incluirNaFila(tx: Tx, ctx: { clienteId: number; usuarioId: number }, chave: ChaveFilaFarmacia, b: Inclusao) {
  const [p] = await tx
    .select({
      id: cidadao.id,
      nome: cidadao.nome,
      sexoId: cidadao.sexoId,
      dataNascimento: cidadao.dataNascimento,
      idadeEstimada: cidadao.idadeEstimada,
    })
    .from(cidadao)
    .where(eq(cidadao.id, b.pacienteId));
  if (!p) throw unprocessable({ paciente_id: ['Paciente não encontrado.'] });
  await assertPacienteVivo(tx, p.id, 'paciente_id');

  let prioridadeId = b.prioridadeId ?? null;
  let senha: { id: number; codigo: string } | null = null;
  if (b.senhaFilaId) {
    // on the form, a ticket not found here is a field error, not a missing page
    const s = await senhaDaFarmacia(tx, b.senhaFilaId, chave.infraestruturaId).catch((e) => {
      throw e instanceof HttpError && e.statusCode === 404 ? unprocessable({ senha_fila_id: [M.senhaDeOutraFarmacia] }) : e;
    });
    const { codigo } = await vincularSenhaAoAtendimento(tx, ctx, s.id, p.id, chave.infraestruturaId).catch((e) => {
      // the panel names its field senha_id; this form sends the ticket's entry as senha_fila_id
      throw e instanceof HttpError && e.errors?.senha_id ? unprocessable({ senha_fila_id: e.errors.senha_id }) : e;
    });
    senha = { id: s.id, codigo };
    prioridadeId ??= s.prioridade?.id ?? null;
  }

  let peso = 0;
  if (prioridadeId) {
    const [pr] = await tx
      .select({ id: prioridade.id, nome: prioridade.nome, peso: prioridade.peso })
      .from(prioridade)
      .where(and(eq(prioridade.id, prioridadeId), eq(prioridade.bloqueado, false)));
    if (!pr) throw unprocessable({ prioridade_id: [M.prioridadeInvalida] });
    const problema = prioridadeLegalProblema(pr, p, hojeIso());
    if (problema) throw unprocessable({ prioridade_id: [problema] });
    peso = pr.peso;
  }

  const [fa] = await tx
    .insert(farmaciaAtendimento)
    .values({ pacienteId: p.id, centroCustoId: chave.centroCustoId, prioridadeId, senhaId: senha?.id ?? null })
    .returning({ id: farmaciaAtendimento.id });
  const entrada = await entrarNaFila(tx, ctx, { chave, pacienteId: p.id, referenciaId: fa?.id, senha: senha?.codigo ?? null, peso });
  return { id: entrada.id, status: 1, message: M.incluido(p.nome) };
}
