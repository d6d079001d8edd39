import { DestinoAtendimento, OcorrenciaAtendimento, SetorTipo, StatusFila } from '@saude/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json } from '../../../../test/helpers.js';
import { atendimento, atendimentoOcorrencia, atendimentoProcedimento } from '../../../db/schema/index.js';
import { fila, filaMovimento } from '../../fila/index.js';
import { MODULO_PA } from '../constantes.js';
import {
  avaliar,
  emTenant,
  faaPronta,
  idDoUsuario,
  procedimentosDeEnfermagem,
  usuarioNoLocal,
} from '../fechamento-faa/vida-faa.fixtures.js';
import { indicadoresDoDia } from '../fila/indicadores.js';
import { fixturePa, type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';

let f: PaFixture;
let medicoId: number;
let enfermeiroId: number;
/** A manager placed at the UPA's reception, with every permission. */
let gestor: { id: number; nome: string; headers: Record<string, string> };

const base = '/api/pronto-atendimento';

beforeAll(async () => {
  f = await fixturePa(await createTestContext());
  medicoId = await idDoUsuario(f, 'medico');
  enfermeiroId = await idDoUsuario(f, 'enfermagem');
  gestor = await usuarioNoLocal(f, { papeis: ['administrador'], ocupacao: '131205' });
});
afterAll(() => f.ctx.close());

const reabrir = (id: number, payload: unknown, headers = gestor.headers) =>
  f.ctx.app.inject({ method: 'PUT', url: `${base}/reabertura-atendimento/reabrir/${id}`, headers, payload: payload as object });
const cancelar = (id: number, payload: unknown, headers = gestor.headers) =>
  f.ctx.app.inject({ method: 'PUT', url: `${base}/reabertura-atendimento/cancelar/${id}`, headers, payload: payload as object });
const fechar = (id: number) => f.ctx.app.inject({ method: 'PUT', url: `${base}/fechamento-faa/${id}`, headers: gestor.headers });
const lista = async (q: string) =>
  json(await f.ctx.app.inject({ method: 'GET', url: `${base}/reabertura-atendimento/datatable?${q}`, headers: gestor.headers }))
    .data as Record<string, any>[];

const estado = (id: number) =>
  emTenant(f, async (tx) => ({
    faa: (await tx.select().from(atendimento).where(eq(atendimento.id, id)))[0],
    procedimentos: (await tx.select().from(atendimentoProcedimento).where(eq(atendimentoProcedimento.atendimentoId, id)))
      .map((p) => `${p.procedimentoCodigo}×${p.quantidade}`)
      .sort(),
    ocorrencias: (
      await tx.select().from(atendimentoOcorrencia).where(eq(atendimentoOcorrencia.atendimentoId, id)).orderBy(atendimentoOcorrencia.id)
    ).map((o) => [o.tipo, o.motivo, o.usuarioId]),
  }));

describe('reabertura-atendimento: reabrir', () => {
  it('reopens a closed FAA deleting what it billed; the next closing bills the record as it then is', async () => {
    const p = await faaPronta(f, medicoId);
    expect((await fechar(p.atendimentoId)).statusCode).toBe(200);
    expect((await estado(p.atendimentoId)).procedimentos).toEqual(['0301060096×1', '0301060118×1', '0301100039×1']);
    const [listada] = await lista(`search[value]=${p.numero}`);
    expect(listada).toMatchObject({
      id: p.atendimentoId,
      status: 2,
      ocorrencia_tipo: OcorrenciaAtendimento.FECHAMENTO,
      fechado_por_nome: gestor.nome,
    });

    const r = await reabrir(p.atendimentoId, { motivo: '  Faltou lançar a aferição de temperatura.  ' });
    expect(r.statusCode).toBe(200);
    expect(json(r).message).toBe(`FAA nº ${p.numero} reaberta.`);
    let e = await estado(p.atendimentoId);
    expect(e.faa).toMatchObject({ status: 1, fechadoEm: null, fechadoPor: null });
    expect(e.procedimentos).toEqual([]);
    expect(e.ocorrencias).toEqual([
      [OcorrenciaAtendimento.FECHAMENTO, null, gestor.id],
      [OcorrenciaAtendimento.REABERTURA, 'Faltou lançar a aferição de temperatura.', gestor.id],
    ]);
    expect(await lista(`search[value]=${p.numero}`)).toEqual([]);

    await procedimentosDeEnfermagem(f, p.atendimentoId, enfermeiroId, [{ codigo: '0301100250', quantidade: 1 }]);
    expect((await fechar(p.atendimentoId)).statusCode).toBe(200);
    e = await estado(p.atendimentoId);
    expect(e.procedimentos).toEqual(['0301060096×1', '0301060118×1', '0301100039×1', '0301100250×1']);
    expect(e.ocorrencias.map((o) => o[0])).toEqual([1, 2, 1]);
  });

  it('requires the reason (at most 500 characters) and refuses an open FAA, changing nothing', async () => {
    const p = await faaPronta(f, medicoId);
    expect((await fechar(p.atendimentoId)).statusCode).toBe(200);
    const antes = await estado(p.atendimentoId);
    for (const [payload, mensagem] of [
      [{}, 'O campo Motivo é obrigatório.'],
      [{ motivo: '   ' }, 'O campo Motivo é obrigatório.'],
      [{ motivo: 'x'.repeat(501) }, 'Motivo deve conter no máximo 500 caracteres'],
    ] as const) {
      const r = await reabrir(p.atendimentoId, payload);
      expect(r.statusCode).toBe(422);
      expect(json(r).errors.motivo).toEqual([mensagem]);
    }
    expect(await estado(p.atendimentoId)).toEqual(antes);

    const aberta = await pacienteNoSetor(f);
    const r = await reabrir(aberta.atendimentoId, { motivo: 'Engano' });
    expect(r.statusCode).toBe(422);
    expect(json(r).errors.atendimento_id).toEqual(['Só é possível reabrir uma FAA fechada ou cancelada.']);
  });

  it('is refused to whom may not reopen (403), with nothing written', async () => {
    const p = await faaPronta(f, medicoId);
    expect((await fechar(p.atendimentoId)).statusCode).toBe(200);
    expect((await reabrir(p.atendimentoId, { motivo: 'Correção' }, f.headers.medico)).statusCode).toBe(403);
    expect((await cancelar(p.atendimentoId, { motivo: 'Correção' }, f.headers.recepcao)).statusCode).toBe(403);
    expect(
      (await f.ctx.app.inject({ method: 'GET', url: `${base}/reabertura-atendimento/datatable`, headers: f.headers.medico })).statusCode,
    ).toBe(403);
    expect((await estado(p.atendimentoId)).faa?.status).toBe(2);
  });
});

describe('reabertura-atendimento: cancelar', () => {
  it('cancels an FAA opened by mistake: its queue entry is finalized, the reason kept; it lists as cancelled', async () => {
    const p = await pacienteNoSetor(f, { atender: false });
    const r = await cancelar(p.atendimentoId, { motivo: 'Cadastro em duplicidade.' });
    expect(r.statusCode).toBe(200);
    expect(json(r).message).toBe(`FAA nº ${p.numero} cancelada.`);
    const e = await estado(p.atendimentoId);
    expect(e.faa?.status).toBe(3);
    expect(e.ocorrencias).toEqual([[OcorrenciaAtendimento.CANCELAMENTO, 'Cadastro em duplicidade.', gestor.id]]);
    const entradas = await emTenant(f, (tx) =>
      tx
        .select({ status: fila.status })
        .from(fila)
        .where(and(eq(fila.modulo, 'pronto-atendimento'), eq(fila.referenciaId, p.atendimentoId))),
    );
    expect(entradas.map((x) => x.status).sort()).toEqual([StatusFila.FINALIZADO, StatusFila.ENCAMINHADO].sort());
    const [c] = await lista(`search[value]=${p.numero}&status=3`);
    expect(c).toMatchObject({ id: p.atendimentoId, status: 3, ocorrencia_motivo: 'Cadastro em duplicidade.' });
    expect(await lista(`search[value]=${p.numero}&status=2`)).toEqual([]);

    // closing and cancelling again are refused
    expect((await fechar(p.atendimentoId)).statusCode).toBe(422);
    const denovo = await cancelar(p.atendimentoId, { motivo: 'De novo' });
    expect(denovo.statusCode).toBe(422);
    expect(json(denovo).errors.atendimento_id).toEqual(['A FAA foi cancelada.']);
  });

  it('refuses an FAA with a doctor evaluation, and a missing or long reason, writing nothing', async () => {
    const p = await pacienteNoSetor(f);
    await avaliar(f, p.atendimentoId, { medicoId, destino: DestinoAtendimento.ALTA, cids: [{ codigo: 'R10', principal: true }] });
    const r = await cancelar(p.atendimentoId, { motivo: 'Engano' });
    expect(r.statusCode).toBe(422);
    expect(json(r).errors.atendimento_id).toEqual([
      'A FAA tem avaliação médica e não pode ser cancelada. Registre o desfecho e feche a FAA.',
    ]);
    const q = await pacienteNoSetor(f);
    for (const payload of [{}, { motivo: 'y'.repeat(501) }]) expect((await cancelar(q.atendimentoId, payload)).statusCode).toBe(422);
    for (const x of [p, q]) {
      const e = await estado(x.atendimentoId);
      expect(e.faa?.status).toBe(1);
      expect(e.ocorrencias).toEqual([]);
    }
    const ativa = await emTenant(f, (tx) => tx.select({ status: fila.status }).from(fila).where(eq(fila.id, q.filaId)));
    expect(ativa[0]?.status).toBe(StatusFila.EM_ATENDIMENTO);
  });

  it('takes the entries out through the queue’s own cancel: the clerk never "attends", the doctor’s time ignores it', async () => {
    const moves = (atendimentoId: number) =>
      emTenant(f, (tx) =>
        tx
          .select({
            acao: filaMovimento.acao,
            de: filaMovimento.deStatus,
            para: filaMovimento.paraStatus,
            usuarioId: filaMovimento.usuarioId,
            detalhe: filaMovimento.detalhe,
          })
          .from(filaMovimento)
          .innerJoin(fila, eq(fila.id, filaMovimento.filaId))
          .where(and(eq(fila.modulo, MODULO_PA), eq(fila.referenciaId, atendimentoId), eq(fila.setorTipoId, SetorTipo.CONSULTORIO)))
          .orderBy(filaMovimento.id),
      );
    // waiting for the doctor: no "atender" is recorded, the cancel is, with the reason and who
    const esperando = await pacienteNoSetor(f, { atender: false });
    expect((await cancelar(esperando.atendimentoId, { motivo: 'Ficha em duplicidade.' })).statusCode).toBe(200);
    expect(await moves(esperando.atendimentoId)).toEqual([
      { acao: 'entrar', de: null, para: StatusFila.EM_ESPERA, usuarioId: expect.any(Number), detalhe: null },
      { acao: 'cancelar', de: StatusFila.EM_ESPERA, para: StatusFila.FINALIZADO, usuarioId: gestor.id, detalhe: 'Ficha em duplicidade.' },
    ]);
    // taken by the doctor, then cancelled before any evaluation: out of today's door-to-doctor time
    const tomado = await pacienteNoSetor(f);
    expect((await cancelar(tomado.atendimentoId, { motivo: 'Paciente errado.' })).statusCode).toBe(200);
    expect((await moves(tomado.atendimentoId)).map((m) => m.acao)).toEqual(['entrar', 'atender', 'cancelar']);
    const [faa] = await emTenant(f, (tx) =>
      tx.select({ infraestruturaId: atendimento.infraestruturaId }).from(atendimento).where(eq(atendimento.id, tomado.atendimentoId)),
    );
    // only this FAA is today's (the others moved to yesterday, rolled back): its doctor time must not count
    const desfeito = new Error('rollback');
    let indicadores: Awaited<ReturnType<typeof indicadoresDoDia>> | undefined;
    await emTenant(f, async (tx) => {
      await tx
        .update(atendimento)
        .set({ recepcionadoEm: sql`${atendimento.recepcionadoEm} - interval '2 days'` })
        .where(ne(atendimento.id, tomado.atendimentoId));
      indicadores = await indicadoresDoDia(tx, faa?.infraestruturaId as number);
      throw desfeito;
    }).catch((e) => {
      if (e !== desfeito) throw e;
    });
    expect(indicadores).toMatchObject({ recebidosHoje: 1, portaMedicoMinutos: null });
  });

  it('does not reopen a cancelled FAA while the patient has another one open here (409)', async () => {
    const p = await pacienteNoSetor(f, { atender: false });
    expect((await cancelar(p.atendimentoId, { motivo: 'Recebido na unidade errada' })).statusCode).toBe(200);
    await pacienteNoSetor(f, { pacienteId: p.pacienteId, atender: false });
    const r = await reabrir(p.atendimentoId, { motivo: 'Cancelada por engano' });
    expect(r.statusCode).toBe(409);
    expect(json(r).message).toMatch(/^O paciente já tem outro atendimento aberto nesta unidade \(FAA nº \d{10}\)/);
    expect((await estado(p.atendimentoId)).faa?.status).toBe(3);
  });
});
