import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json } from '../../../../test/helpers.js';
import { fixturePa, novoPaciente, type PaFixture } from '../pa.fixtures.js';

let f: PaFixture;
const base = '/api/pronto-atendimento';

beforeAll(async () => {
  f = await fixturePa(await createTestContext());
});
afterAll(() => f.ctx.close());

/** A new patient received into the triage queue: the FAA and the triage entry. */
async function naTriagem() {
  const r = await f.ctx.app.inject({
    method: 'POST',
    url: `${base}/recepcao`,
    headers: f.headers.recepcao,
    payload: {
      paciente_id: await novoPaciente(f),
      opcao_entrada_id: f.opcaoId,
      destino_centro_custo_id: f.cc['Triagem e Classificação de Risco'],
    },
  });
  expect(r.statusCode).toBe(201);
  const b = json(r);
  return { filaId: b.fila.id as number, numero: b.atendimento.numero as number };
}

const lista = async (q: string, headers = f.headers.enfermagem) => {
  const r = await f.ctx.app.inject({ method: 'GET', url: `${base}/triagem/datatable?length=50&${q}`, headers });
  expect(r.statusCode).toBe(200);
  return json(r).data as Record<string, any>[];
};

describe('atendimento-triagem/index: the triage list', () => {
  it('lists today’s triage entries as waiting, classified (colour, who, where to) or gone without triage', async () => {
    const esperando = await naTriagem();
    const triado = await naTriagem();
    const evadido = await naTriagem();
    const amarelo = f.cores.find((c) => c.ordem === 3)?.id;
    const tri = await f.ctx.app.inject({
      method: 'POST',
      url: `${base}/triagem`,
      headers: f.headers.enfermagem,
      payload: {
        fila_id: triado.filaId,
        queixa: 'Cefaleia intensa',
        classificacao_risco_id: amarelo,
        destino_centro_custo_id: f.cc['Consultórios do Pronto Atendimento'],
      },
    });
    expect(tri.statusCode).toBe(201);
    const ev = await f.ctx.app.inject({
      method: 'PUT',
      url: `${base}/fila/evadir/${evadido.filaId}`,
      headers: f.headers.enfermagem,
      payload: { motivo_evasao: 'Saiu antes de ser chamado.' },
    });
    expect(ev.statusCode).toBe(200);

    const [a] = await lista(`numero=${esperando.numero}`);
    expect(a).toMatchObject({
      id: esperando.filaId,
      status: 1,
      situacao: 1,
      situacao_nome: 'Aguardando triagem',
      classificacao_risco: null,
      triada_em: null,
      profissional: null,
      destino: null,
    });
    const [b] = await lista(`numero=${triado.numero}`);
    expect(b).toMatchObject({
      id: triado.filaId,
      status: 5,
      situacao: 2,
      situacao_nome: 'Triado',
      destino: 'Consultórios do Pronto Atendimento',
    });
    expect(b?.classificacao_risco).toEqual(expect.any(String));
    expect(b?.cor).toMatch(/^#[0-9a-f]{6}$/i);
    expect(b?.profissional).toEqual(expect.any(String));
    expect(Date.parse(b?.triada_em)).toBeGreaterThanOrEqual(Date.parse(b?.entrada_em));
    const [c] = await lista(`numero=${evadido.numero}`);
    expect(c).toMatchObject({ situacao: 3, situacao_nome: 'Saiu sem triagem (evadido)', classificacao_risco: null });

    // the situation filter, and the professional's
    expect(await lista(`numero=${esperando.numero}&status=2`)).toEqual([]);
    expect(await lista(`numero=${esperando.numero}&status=1`)).toHaveLength(1);
    expect(await lista(`numero=${evadido.numero}&status=3`)).toHaveLength(1);
    const profissionais = json(
      await f.ctx.app.inject({ method: 'GET', url: `${base}/triagem/profissionais`, headers: f.headers.enfermagem }),
    ).data as { id: number; nome: string }[];
    const quem = profissionais.find((p) => p.nome === b?.profissional);
    expect(quem).toBeTruthy();
    expect(await lista(`numero=${triado.numero}&usuario_id=${quem?.id}`)).toHaveLength(1);
    expect(await lista(`numero=${triado.numero}&usuario_id=${(quem?.id ?? 0) + 100_000}`)).toEqual([]);
  });

  it('shows today unless a period is given, and answers only who may see the triage', async () => {
    const e = await naTriagem();
    expect(await lista(`numero=${e.numero}`)).toHaveLength(1);
    expect(await lista(`numero=${e.numero}&data_inicio=2020-01-01&data_fim=2020-01-31`)).toEqual([]);
    const r = await f.ctx.app.inject({ method: 'GET', url: `${base}/triagem/datatable`, headers: f.headers.recepcao });
    expect(r.statusCode).toBe(403);
    const ruim = await f.ctx.app.inject({
      method: 'GET',
      url: `${base}/triagem/datatable?data_inicio=2026-02-10&data_fim=2026-02-01`,
      headers: f.headers.enfermagem,
    });
    expect(ruim.statusCode).toBe(422);
  });
});
