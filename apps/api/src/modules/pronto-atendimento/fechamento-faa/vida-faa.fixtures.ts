import { DESTINOS_QUE_ENCERRAM, DestinoAtendimento } from '@saude/shared';
import { eq, inArray } from 'drizzle-orm';
import { SENHA, unique } from '../../../../test/helpers.js';
import { type Tx, withTenant } from '../../../db/client.js';
import {
  atendimento,
  atendimentoDiagnostico,
  atendimentoEnfermagem,
  atendimentoMedico,
  centroCusto,
  cidadao,
  enfermagemProcedimento,
  infraestrutura,
  lotacao,
  lotacaoCentroCusto,
  lotacaoPapel,
  observacaoEvolucao,
  papel,
  usuario,
} from '../../../db/schema/index.js';
import { gerarCpf } from '../../../db/seed/municipio.js';
import { hashSenha } from '../../../lib/passwords.js';
import { type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';

/**
 * Fixtures of the FAA's life (closing, reopening, search, retroactive): clinical rows written straight into
 * the tables (the doctor, nursing and observation routes are other suites' business), and throw-away users
 * placed at the demo UPA, so no suite moves a seeded user's last placement.
 */
export const emTenant = <T>(f: PaFixture, fn: (tx: Tx) => Promise<T>) => withTenant(f.ctx.database.db, { clienteId: f.clienteId }, fn);

export async function idDoUsuario(f: PaFixture, login: string) {
  return emTenant(f, async (tx) => (await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, login)))[0]?.id as number);
}

/** A new user placed at a location of the demo municipality with these default roles, logged in. */
export async function usuarioNoLocal(
  f: PaFixture,
  o: { papeis: string[]; ocupacao: string; local?: string; centros?: string[]; nome?: string },
): Promise<{ id: number; nome: string; headers: Record<string, string> }> {
  const login = unique('vida-faa');
  const nome = o.nome ?? unique('Profissional Teste');
  const senhaHash = await hashSenha(SENHA);
  const id = await emTenant(f, async (tx) => {
    const [ci] = await tx
      .insert(cidadao)
      .values({ nome, cpf: gerarCpf(String(100000000 + Math.floor(Math.random() * 800000000))) })
      .returning({ id: cidadao.id });
    const [u] = await tx
      .insert(usuario)
      .values({ cidadaoId: ci?.id as number, login, senhaHash })
      .returning({ id: usuario.id });
    const [inf] = await tx
      .select({ id: infraestrutura.id })
      .from(infraestrutura)
      .where(eq(infraestrutura.nome, o.local ?? 'Pronto Atendimento'));
    const [l] = await tx
      .insert(lotacao)
      .values({ usuarioId: u?.id as number, infraestruturaId: inf?.id as number, ocupacaoCodigo: o.ocupacao })
      .returning({ id: lotacao.id });
    const centros = await tx
      .select({ id: centroCusto.id })
      .from(centroCusto)
      .where(inArray(centroCusto.nome, o.centros ?? ['Recepção do Pronto Atendimento']));
    for (const c of centros) await tx.insert(lotacaoCentroCusto).values({ lotacaoId: l?.id as number, centroCustoId: c.id });
    for (const p of await tx.select({ id: papel.id }).from(papel).where(inArray(papel.codigo, o.papeis)))
      await tx.insert(lotacaoPapel).values({ lotacaoId: l?.id as number, papelId: p.id });
    return u?.id as number;
  });
  return { id, nome, headers: (await f.ctx.login(login)).headers };
}

export interface Avaliacao {
  medicoId: number;
  destino: number;
  cids?: { codigo: string; principal?: boolean }[];
  em?: Date;
  ocupacao?: string;
}

/**
 * A doctor evaluation as the doctor's route leaves it: the row, its diagnoses, and the FAA's outcome.
 */
export async function avaliar(f: PaFixture, atendimentoId: number, a: Avaliacao) {
  const em = a.em ?? new Date();
  return emTenant(f, async (tx) => {
    const [am] = await tx
      .insert(atendimentoMedico)
      .values({
        atendimentoId,
        usuarioId: a.medicoId,
        ocupacaoCodigo: a.ocupacao ?? '225125',
        anamnese: 'Dor abdominal difusa, sem febre.',
        destino: a.destino,
        criadoEm: em,
      })
      .returning({ id: atendimentoMedico.id });
    for (const c of a.cids ?? [])
      await tx
        .insert(atendimentoDiagnostico)
        .values({ atendimentoMedicoId: am?.id as number, cidCodigo: c.codigo, principal: c.principal ? 1 : 0 });
    // as the doctor's route: the outcome is recorded when the destination ends the stay
    if (DESTINOS_QUE_ENCERRAM.includes(a.destino))
      await tx
        .update(atendimento)
        .set({ desfecho: a.destino, desfechoEm: em, desfechoPor: a.medicoId })
        .where(eq(atendimento.id, atendimentoId));
    return am?.id as number;
  });
}

export async function observar(f: PaFixture, atendimentoId: number, usuarioId: number, em = new Date()) {
  await emTenant(f, (tx) => tx.insert(observacaoEvolucao).values({ atendimentoId, usuarioId, texto: 'Paciente estável.', criadaEm: em }));
}

export async function procedimentosDeEnfermagem(
  f: PaFixture,
  atendimentoId: number,
  usuarioId: number,
  itens: { codigo: string; quantidade: number }[],
  em = new Date(),
) {
  await emTenant(f, async (tx) => {
    const [ae] = await tx
      .insert(atendimentoEnfermagem)
      .values({ atendimentoId, usuarioId, ocupacaoCodigo: '223505', criadoEm: em })
      .returning({ id: atendimentoEnfermagem.id });
    for (const i of itens)
      await tx
        .insert(enfermagemProcedimento)
        .values({ atendimentoEnfermagemId: ae?.id as number, procedimentoCodigo: i.codigo, quantidade: i.quantidade });
  });
}

/** Ends the doctor's queue entry as the doctor's screen does after the evaluation. */
export async function finalizarFila(f: PaFixture, filaId: number) {
  const r = await f.ctx.app.inject({ method: 'PUT', url: `/api/pronto-atendimento/fila/finalizar/${filaId}`, headers: f.headers.medico });
  if (r.statusCode !== 200) throw new Error(`finalizar: ${r.statusCode} ${r.body}`);
}

/** A patient received, triaged, seen by the doctor (discharge, CID R10) and out of the queues: ready to close. */
export async function faaPronta(f: PaFixture, medicoId: number) {
  const p = await pacienteNoSetor(f);
  await avaliar(f, p.atendimentoId, { medicoId, destino: DestinoAtendimento.ALTA, cids: [{ codigo: 'R10', principal: true }] });
  await finalizarFila(f, p.filaId);
  return p;
}
