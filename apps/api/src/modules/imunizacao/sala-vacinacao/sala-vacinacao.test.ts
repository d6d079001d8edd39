import { SetorTipo } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { clienteDemo, emTenant, estocar, hoje, novaVacina, REDE_FRIO } from '../distribuicao/distribuicao.fixtures.js';

let ctx: TestContext;
let coord: Record<string, string>;
let clienteId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  coord = await ctx.loginNoCentro('imunizacao', REDE_FRIO);
  clienteId = await clienteDemo(ctx);
});
afterAll(() => ctx.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = coord) =>
  ctx.app.inject({ method, url, headers, payload });

describe('imunizacao/sala-vacinacao', () => {
  it('creates the room with its cost centre, renames it, keeps unit and kind, and blocks instead of deleting once it has stock', async () => {
    const infra = await emTenant(ctx, clienteId, async (tx) =>
      Number((await tx.execute(sql`select id from infraestrutura where not bloqueado order by id limit 1`)).rows[0].id),
    );
    const nome = `Sala teste ${Math.random().toString(36).slice(2, 7)}`;
    const criada = await api('POST', '/api/imunizacao/sala-vacinacao', { infraestrutura_id: infra, nome, tipo: 1, horario: 'Seg a sex' });
    expect(criada.statusCode, criada.body).toBe(201);
    const sala = json(criada);
    expect(sala).toMatchObject({ nome, infraestrutura_id: infra, tipo: 1, tem_movimento: false });
    const centro = await emTenant(ctx, clienteId, async (tx) => {
      const { rows } = await tx.execute(sql`
        select c.nome, s.setor_tipo_id from centro_custo c join setor s on s.id = c.setor_id where c.id = ${sala.centro_custo_id}`);
      return rows[0];
    });
    expect(centro).toEqual({ nome, setor_tipo_id: SetorTipo.VACINACAO });

    const lista = json(await api('GET', `/api/imunizacao/sala-vacinacao/datatable?length=10&search[value]=${encodeURIComponent(nome)}`));
    expect(lista.data).toEqual([expect.objectContaining({ id: sala.id, nome, tipo_nome: 'Sala de vacinação' })]);

    const corpo = { infraestrutura_id: infra, nome: `${nome} (renomeada)`, tipo: 1 };
    expect(json(await api('PUT', `/api/imunizacao/sala-vacinacao/${sala.id}`, corpo)).nome).toBe(`${nome} (renomeada)`);
    const tipo = await api('PUT', `/api/imunizacao/sala-vacinacao/${sala.id}`, { ...corpo, tipo: 2 });
    expect(tipo.statusCode).toBe(422);
    expect(json(tipo).errors.tipo).toEqual(['O tipo de uma sala não pode ser alterado.']);

    const v = await novaVacina(ctx, clienteId, 'Vacina sala teste', 1);
    await estocar(ctx, clienteId, v, { centroCustoId: sala.centro_custo_id, lote: 'SL', validade: hoje, doses: 1 });
    const excluir = await api('DELETE', `/api/imunizacao/sala-vacinacao/${sala.id}`);
    expect(excluir.statusCode).toBe(409);
    expect(json(excluir).message).toBe('A sala tem movimentações de estoque e não pode ser excluída; bloqueie-a.');
    expect(json(await api('PUT', `/api/imunizacao/sala-vacinacao/bloquear/${sala.id}`)).bloqueado).toBe(true);
  });

  it('refuses a location of another municipality', async () => {
    const infraOutra = await ctx.database.db.execute(sql`
      select i.id from infraestrutura i join cliente c on c.id = i.cliente_id where c.link = 'outra' order by i.id limit 1`);
    const id = infraOutra.rows[0]?.id;
    if (!id) return;
    const res = await api('POST', '/api/imunizacao/sala-vacinacao', { infraestrutura_id: Number(id), nome: 'Sala de fora', tipo: 1 });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.infraestrutura_id).toEqual(['Local da unidade não encontrado.']);
  });
});
