import { eq } from 'drizzle-orm';
import { json, type TestContext, unique } from '../../../test/helpers.js';
import { withTenant } from '../../db/client.js';
import { centroCusto, cidadao, classificacaoRisco, cliente } from '../../db/schema/index.js';
import { opcaoEntrada } from '../painel-senha/index.js';

/**
 * Test fixtures of the emergency care (used by the API suites of issue 6): the demo municipality's
 * sessions and cost centres, and a patient of its own walked through reception and triage by the real
 * routes, so that suites sharing a PostgreSQL database never collide.
 */
export interface PaFixture {
  ctx: TestContext;
  clienteId: number;
  headers: {
    admin: Record<string, string>;
    recepcao: Record<string, string>;
    enfermagem: Record<string, string>;
    medico: Record<string, string>;
  };
  /** Cost centres of the demo UPA by name. */
  cc: Record<string, number>;
  cores: { id: number; ordem: number }[];
  opcaoId: number;
}

const base = '/api/pronto-atendimento';

export async function fixturePa(ctx: TestContext): Promise<PaFixture> {
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  const clienteId = c?.id as number;
  const cc: Record<string, number> = {};
  let cores: { id: number; ordem: number }[] = [];
  let opcaoId = 0;
  await withTenant(ctx.database.db, { clienteId }, async (tx) => {
    for (const r of await tx.select({ id: centroCusto.id, nome: centroCusto.nome }).from(centroCusto)) cc[r.nome] = r.id;
    cores = await tx.select({ id: classificacaoRisco.id, ordem: classificacaoRisco.ordem }).from(classificacaoRisco);
    opcaoId = (await tx.select({ id: opcaoEntrada.id }).from(opcaoEntrada).where(eq(opcaoEntrada.nome, 'Demanda espontânea')))[0]
      ?.id as number;
  });
  return {
    ctx,
    clienteId,
    cc,
    cores,
    opcaoId,
    headers: {
      admin: (await ctx.login('admin')).headers,
      recepcao: (await ctx.login('recepcao')).headers,
      enfermagem: (await ctx.login('enfermagem')).headers,
      medico: (await ctx.login('medico')).headers,
    },
  };
}

/** A new patient of the demo municipality (adult unless told otherwise). */
export async function novoPaciente(f: PaFixture, extra: Partial<typeof cidadao.$inferInsert> = {}): Promise<number> {
  return withTenant(f.ctx.database.db, { clienteId: f.clienteId }, async (tx) => {
    const [p] = await tx
      .insert(cidadao)
      .values({ nome: unique('Paciente PA'), dataNascimento: '1980-06-10', sexoId: 1, ...extra })
      .returning({ id: cidadao.id });
    return p?.id as number;
  });
}

export interface PacienteNoSetor {
  pacienteId: number;
  atendimentoId: number;
  numero: number;
  /** The active entry in the destination queue (the `{id}` of create/{id}/{plantaoId}). */
  filaId: number;
}

/**
 * Receives a new patient, triages them (yellow, with vital signs) and sends them to `destino` (the doctors'
 * rooms by default); with `atender` the destination entry is answered by `quem` (the doctor by default).
 */
export async function pacienteNoSetor(
  f: PaFixture,
  opcoes: { destino?: string; atender?: boolean; quem?: keyof PaFixture['headers']; pacienteId?: number } = {},
): Promise<PacienteNoSetor> {
  const { ctx, headers, cc } = f;
  const pacienteId = opcoes.pacienteId ?? (await novoPaciente(f));
  const rec = await ctx.app.inject({
    method: 'POST',
    url: `${base}/recepcao`,
    headers: headers.recepcao,
    payload: { paciente_id: pacienteId, opcao_entrada_id: f.opcaoId, destino_centro_custo_id: cc['Triagem e Classificação de Risco'] },
  });
  if (rec.statusCode !== 201) throw new Error(`recepção: ${rec.statusCode} ${rec.body}`);
  const aberto = json(rec);
  const amarelo = f.cores.find((x) => x.ordem === 3)?.id;
  const tri = await ctx.app.inject({
    method: 'POST',
    url: `${base}/triagem`,
    headers: headers.enfermagem,
    payload: {
      fila_id: aberto.fila.id,
      queixa: 'Dor abdominal há 6 horas',
      pa_sistolica: 130,
      pa_diastolica: 85,
      frequencia_cardiaca: 92,
      temperatura: '37,8',
      saturacao: 97,
      dor: 6,
      classificacao_risco_id: amarelo,
      destino_centro_custo_id: cc[opcoes.destino ?? 'Consultórios do Pronto Atendimento'],
    },
  });
  if (tri.statusCode !== 201) throw new Error(`triagem: ${tri.statusCode} ${tri.body}`);
  const filaId = json(tri).destino_fila_id as number;
  if (opcoes.atender !== false) {
    const at = await ctx.app.inject({ method: 'PUT', url: `${base}/fila/atender/${filaId}`, headers: headers[opcoes.quem ?? 'medico'] });
    if (at.statusCode !== 200) throw new Error(`atender: ${at.statusCode} ${at.body}`);
  }
  return { pacienteId, atendimentoId: aberto.atendimento.id, numero: aberto.atendimento.numero, filaId };
}
