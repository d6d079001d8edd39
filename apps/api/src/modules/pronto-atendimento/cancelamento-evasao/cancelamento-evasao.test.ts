import { StatusFila } from '@saude/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json } from '../../../../test/helpers.js';
import { fila } from '../../fila/index.js';
import { emTenant, usuarioNoLocal } from '../fechamento-faa/vida-faa.fixtures.js';
import { fixturePa, type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';

let f: PaFixture;
let gestor: { id: number; nome: string; headers: Record<string, string> };

const base = '/api/pronto-atendimento';

beforeAll(async () => {
  f = await fixturePa(await createTestContext());
  gestor = await usuarioNoLocal(f, { papeis: ['administrador'], ocupacao: '131205' });
});
afterAll(() => f.ctx.close());

const lista = async (busca: string, headers = gestor.headers) => {
  const r = await f.ctx.app.inject({ method: 'GET', url: `${base}/cancelamento-evasao/datatable?search[value]=${busca}`, headers });
  return { status: r.statusCode, linhas: r.statusCode === 200 ? (json(r).data as Record<string, any>[]) : [] };
};

describe('cancelamento-evasao', () => {
  it('lists the evasions of the last days with the reason and who registered it; undoing one puts the patient back', async () => {
    const p = await pacienteNoSetor(f, { atender: false });
    const ev = await f.ctx.app.inject({
      method: 'PUT',
      url: `${base}/fila/evadir/${p.filaId}`,
      headers: f.headers.recepcao,
      payload: { motivo_evasao: 'Saiu sem avisar após a triagem.' },
    });
    expect(ev.statusCode).toBe(200);

    const { linhas } = await lista(String(p.numero));
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({
      id: p.filaId,
      atendimento_id: p.atendimentoId,
      numero: p.numero,
      centro_custo_nome: 'Consultórios do Pronto Atendimento',
      motivo_evasao: 'Saiu sem avisar após a triagem.',
      evadido_por_nome: 'Joana Batista de Araújo',
    });

    // the existing queue action undoes it
    const desfeita = await f.ctx.app.inject({ method: 'PUT', url: `${base}/cancelamento-evasao/${p.filaId}`, headers: gestor.headers });
    expect(desfeita.statusCode).toBe(200);
    const [e] = await emTenant(f, (tx) => tx.select().from(fila).where(eq(fila.id, p.filaId)));
    expect(e).toMatchObject({ status: StatusFila.EM_ESPERA, motivoEvasao: null });
    expect((await lista(String(p.numero))).linhas).toEqual([]);
  });

  it('leaves out evasions older than 7 days and those of an FAA since cancelled', async () => {
    const antiga = await pacienteNoSetor(f, { atender: false });
    const cancelada = await pacienteNoSetor(f, { atender: false });
    for (const p of [antiga, cancelada]) {
      const r = await f.ctx.app.inject({
        method: 'PUT',
        url: `${base}/fila/evadir/${p.filaId}`,
        headers: f.headers.recepcao,
        payload: { motivo_evasao: 'Não respondeu ao chamado.' },
      });
      expect(r.statusCode).toBe(200);
    }
    await emTenant(f, (tx) =>
      tx
        .update(fila)
        .set({ evadidoEm: new Date(Date.now() - 8 * 86_400_000) })
        .where(eq(fila.id, antiga.filaId)),
    );
    const c = await f.ctx.app.inject({
      method: 'PUT',
      url: `${base}/reabertura-atendimento/cancelar/${cancelada.atendimentoId}`,
      headers: gestor.headers,
      payload: { motivo: 'Paciente foi embora; ficha em duplicidade.' },
    });
    expect(c.statusCode).toBe(200);
    expect((await lista(String(antiga.numero))).linhas).toEqual([]);
    expect((await lista(String(cancelada.numero))).linhas).toEqual([]);
  });

  it('is refused to whom may not cancel an evasion (403)', async () => {
    expect((await lista('', f.headers.recepcao)).status).toBe(403);
    expect((await lista('', f.headers.medico)).status).toBe(403);
  });
});
