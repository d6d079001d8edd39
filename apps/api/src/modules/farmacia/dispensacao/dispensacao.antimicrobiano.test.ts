import { hojeIso, MENSAGENS_DISPENSACAO_FARMACIA as M, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { emTenant, estocar, type FarmaciaDeTeste, novaFarmacia, novoMedicamento, novoPaciente } from './dispensacao.fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const hoje = hojeIso();
const api = (f: FarmaciaDeTeste, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/farmacia/dispensacao${url ? `/${url}` : ''}`, headers: f.headers, payload });

/** An external common prescription of one registered medicine issued on `emissao`: its id and item id. */
async function receita(f: FarmaciaDeTeste, pacienteId: number, medicamentoId: number, emissao: string, continuo = false) {
  const res = await api(f, 'POST', 'receita-externa', {
    paciente_id: pacienteId,
    tipo: 1,
    prescritor_nome: 'DR. PAULO TESTE',
    prescritor_conselho: 'CRM 4321',
    prescritor_uf: 'PE',
    data_emissao: emissao,
    itens: [
      {
        medicamento_id: medicamentoId,
        descricao: 'conforme registro',
        quantidade: '21',
        posologia: '1 cápsula de 8/8 h',
        uso_continuo: continuo,
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = json(res).id as number;
  const { rows } = await emTenant(ctx.database, f.clienteId, (tx) =>
    tx.execute(sql`select id from farmacia_receita_externa_item where receita_id = ${id}`),
  );
  return { id, itemId: Number(rows[0].id) };
}

const dispensar = (f: FarmaciaDeTeste, pacienteId: number, r: { id: number; itemId: number }, materialId: number) =>
  api(f, 'POST', '', {
    paciente_id: pacienteId,
    itens: [{ origem: 'externa', receita_id: r.id, receita_item_id: r.itemId, material_id: materialId, quantidade: 21 }],
  });

describe('farmacia/dispensacao: antimicrobianos (RDC 20/2011, decision 0022)', () => {
  it('refuses an antimicrobial from a prescription issued more than 10 days ago (90 for continuous use); a common medicine still goes', async () => {
    const f = await novaFarmacia(ctx);
    const d = await emTenant(ctx.database, f.clienteId, async (tx) => {
      const amoxicilina = await novoMedicamento(tx, 'Amoxicilina teste 500 mg', null, true);
      const dipirona = await novoMedicamento(tx, 'Dipirona teste 500 mg', null, false);
      for (const m of [amoxicilina, dipirona]) await estocar(tx, f, m.materialId, 'L', 500);
      return { amoxicilina, dipirona, p1: await novoPaciente(tx), p2: await novoPaciente(tx), p3: await novoPaciente(tx) };
    });
    const { p1, p2, p3 } = d;

    const velha = await receita(f, p1.id, d.amoxicilina.medicamentoId, somarDias(hoje, -11));
    const recusa = await dispensar(f, p1.id, velha, d.amoxicilina.materialId);
    expect(recusa.statusCode).toBe(422);
    expect(json(recusa).errors).toEqual({
      'itens.0.receita_id': [M.antimicrobianoVencido(d.amoxicilina.nome, somarDias(hoje, -11), 10)],
    });
    expect(json(recusa).message).toBe(M.antimicrobianoVencido(d.amoxicilina.nome, somarDias(hoje, -11), 10));
    const { rows } = await emTenant(ctx.database, f.clienteId, (tx) =>
      tx.execute(sql`select count(*)::int as n from farmacia_dispensacao where paciente_id = ${p1.id}`),
    );
    expect(rows[0].n).toBe(0);
    // the counter no longer offers it, and shows the 10-day limit on one that is still valid
    const dezDias = await receita(f, p2.id, d.amoxicilina.medicamentoId, somarDias(hoje, -10));
    expect(json(await api(f, 'GET', `create/${p1.id}`)).form.receitas.map((r: { id: number }) => r.id)).not.toContain(velha.id);
    const oferecida = json(await api(f, 'GET', `create/${p2.id}`)).form.receitas.find((r: { id: number }) => r.id === dezDias.id);
    expect(oferecida.valida_ate).toBe(hoje);
    // the 10th day is still valid
    expect((await dispensar(f, p2.id, dezDias, d.amoxicilina.materialId)).statusCode).toBe(201);

    // continuous use: pickups within 90 days of issue (RDC 20/2011 art. 9)
    const continua = await receita(f, p3.id, d.amoxicilina.medicamentoId, somarDias(hoje, -30), true);
    const ok = await dispensar(f, p3.id, continua, d.amoxicilina.materialId);
    expect(ok.statusCode, ok.body).toBe(201);
    // a common medicine of the same age keeps the municipality's validity
    const comum = await receita(f, p1.id, d.dipirona.medicamentoId, somarDias(hoje, -11));
    const r = await dispensar(f, p1.id, comum, d.dipirona.materialId);
    expect(r.statusCode, r.body).toBe(201);
  });
});
