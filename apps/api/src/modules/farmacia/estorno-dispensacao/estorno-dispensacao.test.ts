import { hojeIso, MENSAGENS_DISPENSACAO_FARMACIA as M, primeiroDiaDoMes, StatusFila, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { chaveDoCentroCusto, entrarNaFila } from '../../fila/index.js';
import {
  emTenant,
  estocar,
  type FarmaciaDeTeste,
  novaFarmacia,
  novoMedicamento,
  novoPaciente,
  saldo,
} from '../dispensacao/dispensacao.fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const hoje = hojeIso();
const api = (f: FarmaciaDeTeste, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: f.headers, payload });

/** A pharmacy with an authorised CEAF process (30 this month) for a patient in its queue. */
async function cenario() {
  const f = await novaFarmacia(ctx);
  return emTenant(ctx.database, f.clienteId, async (tx) => {
    const m = await novoMedicamento(tx, 'Leflunomida teste 20 mg');
    const a = await estocar(tx, f, m.materialId, 'LA', 10, 100);
    const b = await estocar(tx, f, m.materialId, 'LB', 40, 300);
    const paciente = await novoPaciente(tx);
    const { rows } = await tx.execute(sql`
      insert into farmacia_processo_alto_custo (centro_custo_id, paciente_id, medicamento_id, material_id, cid_codigo, medico_nome,
             data_solicitacao, validade_inicio, validade_fim, quantidade_mes1, quantidade_mes2, quantidade_mes3, status)
      values (${f.centroCustoId}, ${paciente.id}, ${m.medicamentoId}, ${m.materialId}, 'M058', 'DR. TESTE', ${somarDias(hoje, -5)},
              ${primeiroDiaDoMes(hoje)}, ${somarDias(primeiroDiaDoMes(hoje), 89)}, 30, 30, 30, 2) returning id`);
    const processoId = Number(rows[0].id);
    await tx.execute(sql`insert into farmacia_processo_alto_custo_competencia (processo_id, mes, competencia, quantidade_autorizada)
                         values (${processoId}, 1, ${primeiroDiaDoMes(hoje)}, 30)`);
    const chave = await chaveDoCentroCusto(tx, 'farmacia', f.centroCustoId);
    const entrada = await entrarNaFila(tx, { clienteId: f.clienteId, usuarioId: f.usuarioId }, { chave, pacienteId: paciente.id });
    return { f, m, a, b, paciente, processoId, filaId: entrada.id };
  });
}

const competencia = (f: FarmaciaDeTeste, processoId: number) =>
  emTenant(ctx.database, f.clienteId, async (tx) =>
    Number(
      (
        await tx.execute(
          sql`select quantidade_dispensada as q from farmacia_processo_alto_custo_competencia where processo_id = ${processoId}`,
        )
      ).rows[0].q,
    ),
  );

describe('farmacia/estorno-dispensacao', () => {
  it('a CEAF pickup from the queue, then its reversal: the same lots get the units back and the competence its quantity', async () => {
    const { f, m, a, b, paciente, processoId, filaId } = await cenario();
    const form = json(await api(f, 'GET', `/api/farmacia/dispensacao/create/${paciente.id}/${filaId}`)).form;
    expect(form.fila).toEqual({ id: filaId, status: StatusFila.EM_ESPERA });
    expect(form.receitas[0]).toMatchObject({ origem: 'alto-custo', id: processoId, competencia: primeiroDiaDoMes(hoje) });
    expect(form.receitas[0].itens[0]).toMatchObject({ material_id: m.materialId, quantidade_prescrita: 30, restante: 30, cid: 'M058' });

    const linha = (quantidade: number) => ({
      origem: 'alto-custo',
      receita_id: processoId,
      receita_item_id: processoId,
      material_id: m.materialId,
      quantidade,
    });
    const demais = await api(f, 'POST', '/api/farmacia/dispensacao', { paciente_id: paciente.id, itens: [linha(31)] });
    expect(json(demais).errors['itens.0.quantidade']).toEqual([M.altoCustoSaldo(30, 0)]);

    const store = await api(f, 'POST', '/api/farmacia/dispensacao', { paciente_id: paciente.id, fila_id: filaId, itens: [linha(25)] });
    expect(store.statusCode, store.body).toBe(201);
    const id = json(store).id;
    expect(await competencia(f, processoId)).toBe(25);
    const depois = await emTenant(ctx.database, f.clienteId, async (tx) => ({
      fila: Number((await tx.execute(sql`select status from fila where id = ${filaId}`)).rows[0].status),
      processo: Number((await tx.execute(sql`select processo_alto_custo_id as p from farmacia_dispensacao where id = ${id}`)).rows[0].p),
      saldos: [await saldo(tx, f.centroCustoId, a.loteId), await saldo(tx, f.centroCustoId, b.loteId)],
    }));
    expect(depois).toEqual({ fila: StatusFila.FINALIZADO, processo: processoId, saldos: [0, 25] });

    const ativas = json(await api(f, 'GET', '/api/farmacia/estorno-dispensacao/list?start=0&length=10'));
    expect(ativas.data.map((l: Record<string, unknown>) => l.id)).toEqual([id]);
    const estorno = await api(f, 'PUT', `/api/farmacia/estorno-dispensacao/${id}`, { motivo: 'Lançada no paciente errado' });
    expect(estorno.statusCode, estorno.body).toBe(200);
    expect(json(estorno)).toMatchObject({ situacao: 2, motivo_estorno: 'Lançada no paciente errado' });
    const fim = await emTenant(ctx.database, f.clienteId, async (tx) => ({
      saldos: [await saldo(tx, f.centroCustoId, a.loteId), await saldo(tx, f.centroCustoId, b.loteId)],
      estornos: Number(
        (
          await tx.execute(sql`select count(*)::int as n from estoque_movimento where documento_tipo = 'farmacia_dispensacao'
            and documento_id = ${id} and tipo = 'estorno_dispensacao'`)
        ).rows[0].n,
      ),
    }));
    expect(fim).toEqual({ saldos: [10, 40], estornos: 2 });
    expect(await competencia(f, processoId)).toBe(0);
    expect(json(await api(f, 'PUT', `/api/farmacia/estorno-dispensacao/${id}`, { motivo: 'de novo' })).errors.motivo).toEqual([
      M.jaEstornada,
    ]);
    expect(json(await api(f, 'GET', `/impressao/farmacia/dispensacao/${id}`)).errors.id).toEqual([M.estornadaSemRecibo]);
    expect(json(await api(f, 'GET', '/api/farmacia/estorno-dispensacao/list?start=0&length=10')).data).toEqual([]);
    // the pharmacist without the reversal permission is refused by the server
    const recepcao = await ctx.login('recepcao');
    const r = await ctx.app.inject({
      method: 'PUT',
      url: `/api/farmacia/estorno-dispensacao/${id}`,
      headers: recepcao.headers,
      payload: { motivo: 'x' },
    });
    expect(r.statusCode).toBe(403);
  });

  it('the demo pharmacy dispensed controlled medicines (the psychotropic book’s exits) and a losartan whose next pickup is ahead', async () => {
    const { f } = await cenario();
    const { rows } = await emTenant(ctx.database, f.clienteId, (tx) =>
      tx.execute(sql`
        select m.nome, r.tipo, r.retida, i.proxima_retirada > current_date as adiante
          from farmacia_dispensacao d join centro_custo c on c.id = d.centro_custo_id
          join farmacia_dispensacao_item i on i.dispensacao_id = d.id join material m on m.id = i.material_id
          join farmacia_dispensacao_receita r on r.id = i.dispensacao_receita_id
         where c.nome = 'Dispensação de Medicamentos' and d.situacao = 1 and r.origem = 'externa' order by d.data`),
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { nome: 'Clonazepam 2 mg comprimido', tipo: 3, retida: true, adiante: true },
        { nome: 'Cloridrato de fluoxetina 20 mg cápsula', tipo: 2, retida: true, adiante: true },
        { nome: 'Losartana potássica 50 mg comprimido', tipo: 1, retida: false, adiante: true },
      ]),
    );
  });
});
