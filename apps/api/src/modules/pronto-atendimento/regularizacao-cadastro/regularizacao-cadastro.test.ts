import { hojeIso, StatusFila } from '@saude/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, unique } from '../../../../test/helpers.js';
import { atendimento, StatusAtendimento } from '../../../db/schema/index.js';
import { gerarCpf } from '../../../db/seed/municipio.js';
import { fila } from '../../fila/index.js';
import { emTenant } from '../fechamento-faa/vida-faa.fixtures.js';
import { fixturePa, novoPaciente, type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';

let f: PaFixture;
let farmacia: Record<string, string>;

const base = '/api/pronto-atendimento';
const url = `${base}/regularizacao-cadastro/datatable`;

beforeAll(async () => {
  f = await fixturePa(await createTestContext());
  farmacia = (await f.ctx.login('farmacia')).headers;
});
afterAll(() => f.ctx.close());

type Linha = Record<string, any>;
const lista = async (query: Record<string, string> = {}, headers = f.headers.recepcao) => {
  const r = await f.ctx.app.inject({ method: 'GET', url, query, headers });
  const corpo = r.statusCode === 200 ? json(r) : {};
  return { status: r.statusCode, corpo, linhas: (corpo.data ?? []) as Linha[] };
};
const busca = (termo: string, extra: Record<string, string> = {}) => lista({ 'search[value]': termo, ...extra });

/** The reception's "Paciente não identificado" (cadastro/paciente with provisorio), then the reception itself. */
async function desconhecidoRecebido(caracteristicas: string, o: { idade?: number; sexoId?: number } = {}) {
  const cad = await f.ctx.app.inject({
    method: 'POST',
    url: '/api/cadastro/paciente',
    headers: f.headers.recepcao,
    payload: { provisorio: true, idade_estimada: o.idade ?? 40, sexo_id: o.sexoId ?? 0, caracteristicas_fisicas: caracteristicas },
  });
  expect(cad.statusCode, cad.body).toBe(201);
  const pacienteId = json(cad).id as number;
  const rec = await f.ctx.app.inject({
    method: 'POST',
    url: `${base}/recepcao`,
    headers: f.headers.recepcao,
    payload: { paciente_id: pacienteId, opcao_entrada_id: f.opcaoId, destino_centro_custo_id: f.cc['Triagem e Classificação de Risco'] },
  });
  expect(rec.statusCode, rec.body).toBe(201);
  const a = json(rec).atendimento as { id: number; numero: number };
  return { pacienteId, atendimentoId: a.id, numero: a.numero };
}

const dia = (deslocamento: number) => hojeIso(new Date(Date.now() + deslocamento * 86_400_000));

describe('regularizacao-cadastro', () => {
  it('lists the unknown patient received at the reception until the record is regularised', async () => {
    const marca = unique('cicatriz');
    const p = await desconhecidoRecebido(`Homem pardo, ${marca} no antebraço esquerdo, camisa azul`);

    const { linhas, corpo } = await busca(marca);
    expect(corpo.records_filtered).toBe(1);
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({
      id: p.pacienteId,
      idade_estimada: 40,
      sexo_id: 0,
      caracteristicas_fisicas: `Homem pardo, ${marca} no antebraço esquerdo, camisa azul`,
      atendimento_id: p.atendimentoId,
      numero: p.numero,
      status: StatusAtendimento.ABERTO,
      unidade: expect.stringContaining(' — Pronto Atendimento'),
      setor_atual: 'Triagem e Classificação de Risco',
      setor_status: 1,
      total_faas: 1,
    });
    expect(linhas[0].nome).toMatch(/^DESCONHECIDO /);
    expect(typeof linhas[0].created_at).toBe('string');

    const reg = await f.ctx.app.inject({
      method: 'PUT',
      url: `/api/cadastro/paciente/regularizar/${p.pacienteId}`,
      headers: f.headers.recepcao,
      payload: {
        nome: `${unique('JOSE REGULARIZADO')
          .replace(/[^A-Z ]/gi, ' ')
          .replace(/\s+/g, ' ')} SILVA`,
        sexo_id: 0,
        data_nascimento: '1984-03-02',
        nome_mae: 'MARIA REGULARIZADA DA SILVA',
        desconhece_nome_pai: true,
        raca_cor_id: 3,
        nacionalidade_id: 1,
        municipio_nascimento_id: 2606002,
        cpf: gerarCpf(String(100000000 + Math.floor(Math.random() * 800000000))),
        confirmar_duplicidade: true,
      },
    });
    expect(reg.statusCode, reg.body).toBe(200);
    expect((await busca(marca)).linhas).toEqual([]);
    expect((await busca(String(p.numero))).linhas).toEqual([]);
  });

  it('never lists a normal patient, a blocked or merged provisional record, nor one without an FAA', async () => {
    const normal = await pacienteNoSetor(f, { atender: false });
    expect((await busca(String(normal.numero))).linhas).toEqual([]);

    const marca = unique('tatuagem');
    const bloqueado = await desconhecidoRecebido(`${marca} bloqueado`);
    const unificado = await desconhecidoRecebido(`${marca} unificado`);
    await novoPaciente(f, { provisorio: true, idadeEstimada: 30, caracteristicasFisicas: `${marca} sem FAA` });
    expect((await busca(marca)).linhas.map((l) => l.id)).toEqual([unificado.pacienteId, bloqueado.pacienteId]);

    const b = await f.ctx.app.inject({
      method: 'PUT',
      url: `/api/cadastro/paciente/bloquear/${bloqueado.pacienteId}`,
      headers: f.headers.admin,
    });
    expect(b.statusCode).toBe(200);
    // the person already had a record: the provisional one is merged into it
    const existente = await novoPaciente(f);
    const u = await f.ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/unificacao-usuario-paciente',
      headers: f.headers.admin,
      payload: { manter_id: existente, unificar_ids: [unificado.pacienteId] },
    });
    expect(u.statusCode, u.body).toBe(200);
    expect((await busca(marca)).linhas).toEqual([]);
  });

  it('shows the last FAA and counts them all; filters by the period of the last arrival and by any FAA number', async () => {
    const marca = unique('barba');
    const p = await desconhecidoRecebido(`Idoso, ${marca} branca`, { idade: 70, sexoId: 4 });
    // an earlier attendance, three days ago, since closed with its queue entry finished
    await emTenant(f, async (tx) => {
      await tx
        .update(atendimento)
        .set({ status: StatusAtendimento.FECHADO, recepcionadoEm: new Date(Date.now() - 3 * 86_400_000), fechadoEm: new Date() })
        .where(eq(atendimento.id, p.atendimentoId));
      await tx.update(fila).set({ status: StatusFila.FINALIZADO, saidaEm: new Date() }).where(eq(fila.referenciaId, p.atendimentoId));
    });
    const fechadaSemFila = await busca(marca);
    expect(fechadaSemFila.linhas[0]).toMatchObject({
      numero: p.numero,
      status: StatusAtendimento.FECHADO,
      setor_atual: null,
      total_faas: 1,
    });

    const rec = await f.ctx.app.inject({
      method: 'POST',
      url: `${base}/recepcao`,
      headers: f.headers.recepcao,
      payload: {
        paciente_id: p.pacienteId,
        opcao_entrada_id: f.opcaoId,
        destino_centro_custo_id: f.cc['Triagem e Classificação de Risco'],
      },
    });
    expect(rec.statusCode, rec.body).toBe(201);
    const nova = json(rec).atendimento as { id: number; numero: number };

    const { linhas } = await busca(marca);
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({ numero: nova.numero, atendimento_id: nova.id, status: StatusAtendimento.ABERTO, total_faas: 2 });

    // the old FAA's number still finds the patient; its row shows the last FAA
    expect((await busca(String(p.numero))).linhas.map((l) => [l.id, l.numero])).toEqual([[p.pacienteId, nova.numero]]);

    // the period looks at the last arrival (today, in Brasília), not at any arrival
    expect((await busca(marca, { data_inicio: dia(0), data_fim: dia(0) })).linhas).toHaveLength(1);
    expect((await busca(marca, { data_inicio: dia(-4), data_fim: dia(-2) })).linhas).toEqual([]);
    expect((await busca(marca, { data_inicio: dia(1) })).linhas).toEqual([]);
    const invertido = await lista({ data_inicio: dia(0), data_fim: dia(-1) });
    expect(invertido.status).toBe(422);
  });

  it('sorts by the last arrival, most recent first', async () => {
    const marca = unique('boné');
    const primeiro = await desconhecidoRecebido(`${marca} vermelho`);
    const segundo = await desconhecidoRecebido(`${marca} preto`);
    expect((await busca(marca)).linhas.map((l) => l.id)).toEqual([segundo.pacienteId, primeiro.pacienteId]);
    const asc = await busca(marca, { 'order[0][column_name]': 'recepcionado_em', 'order[0][dir]': 'asc' });
    expect(asc.linhas.map((l) => l.id)).toEqual([primeiro.pacienteId, segundo.pacienteId]);
  });

  it('is refused to a role without the regularisation permission (403)', async () => {
    const r = await lista({}, farmacia);
    expect(r.status).toBe(403);
    expect((await lista({}, f.headers.enfermagem)).status).toBe(403);
  });
});
