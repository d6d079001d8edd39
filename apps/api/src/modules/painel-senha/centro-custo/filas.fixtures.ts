import { expect } from 'vitest';
import { json, type TestContext } from '../../../../test/helpers.js';

export const sufixo = () => Math.random().toString(36).slice(2, 8);

export interface Filas {
  unidade: { id: number; nome_fantasia: string };
  local: { id: number };
  outroLocal: { id: number };
  /** Two queues of `local` and one of `outroLocal`. */
  recepcao: { id: number };
  triagem: { id: number };
  anexo: { id: number };
}

/** A throw-away unit of the demo municipality with two locations and three ticket queues (cost centres). */
export async function criarFilas(ctx: TestContext, admin: Record<string, string>): Promise<Filas> {
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await ctx.app.inject({ method: 'POST', url, headers: admin, payload });
    expect(res.statusCode, res.body).toBe(201);
    return json(res);
  };
  const create = json(await ctx.app.inject({ method: 'GET', url: '/api/cadastro/unidade/create', headers: admin }));
  const setor = (create.form.setores as { id: number }[])[0];
  const unidade = await post('/api/cadastro/unidade', {
    cnes: String(1_000_000 + Math.floor(Math.random() * 8_999_999)),
    nome_fantasia: `USF ${sufixo()}`,
    tipo_unidade_id: 2,
  });
  const local = await post(`/api/cadastro/unidade/${unidade.id}/infraestrutura`, { nome: 'Atendimento' });
  const outroLocal = await post(`/api/cadastro/unidade/${unidade.id}/infraestrutura`, { nome: 'Anexo' });
  const centro = async (l: { id: number }, nome: string) =>
    (await post(`/api/cadastro/unidade/infraestrutura/${l.id}/centro-custo`, { nome, setor_id: setor.id })) as { id: number };
  return {
    unidade: unidade as Filas['unidade'],
    local: local as Filas['local'],
    outroLocal: outroLocal as Filas['outroLocal'],
    recepcao: await centro(local as Filas['local'], 'Recepção'),
    triagem: await centro(local as Filas['local'], 'Triagem'),
    anexo: await centro(outroLocal as Filas['outroLocal'], 'Recepção do anexo'),
  };
}
