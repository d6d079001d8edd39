import { DestinoAtendimento, hojeIso } from '@saude/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, unique } from '../../../../test/helpers.js';
import { auditoria, infraestrutura } from '../../../db/schema/index.js';
import { gerarCnsDefinitivo, gerarCpf } from '../../../db/seed/municipio.js';
import { avaliar, emTenant, finalizarFila, idDoUsuario, observar, procedimentosDeEnfermagem } from '../fechamento-faa/vida-faa.fixtures.js';
import { fixturePa, novoPaciente, type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';

let f: PaFixture;
let medicoId: number;
let enfermeiroId: number;

const base = '/api/pronto-atendimento/paciente-busca';

beforeAll(async () => {
  f = await fixturePa(await createTestContext());
  medicoId = await idDoUsuario(f, 'medico');
  enfermeiroId = await idDoUsuario(f, 'enfermagem');
});
afterAll(() => f.ctx.close());

const buscar = async (q: string, headers = f.headers.recepcao) => {
  const r = await f.ctx.app.inject({ method: 'GET', url: `${base}/datatable?length=50&${q}`, headers });
  expect(r.statusCode).toBe(200);
  return json(r).data as Record<string, any>[];
};

describe('paciente-busca', () => {
  it('finds past attendances by an unaccented name fragment, CPF, CNS, FAA number, period and location', async () => {
    const sufixo = unique('x').replace(/[^a-z0-9]/gi, '');
    const cpf = gerarCpf(String(100000000 + Math.floor(Math.random() * 800000000)));
    const cns = gerarCnsDefinitivo(String(10000000000 + Math.floor(Math.random() * 9999999999)));
    const pacienteId = await novoPaciente(f, { nome: `Conceição Araújo ${sufixo}`, cpf, cns });
    const p = await pacienteNoSetor(f, { pacienteId });
    const ids = (linhas: Record<string, any>[]) => linhas.map((l) => l.id);

    expect(ids(await buscar(`search[value]=conceicao araujo ${sufixo}`))).toEqual([p.atendimentoId]);
    expect(ids(await buscar(`search[value]=${cpf}`))).toEqual([p.atendimentoId]);
    expect(ids(await buscar(`search[value]=${cns}`))).toEqual([p.atendimentoId]);
    expect(ids(await buscar(`search[value]=${p.numero}`))).toEqual([p.atendimentoId]);
    const [l] = await buscar(`search[value]=${p.numero}`);
    expect(l).toMatchObject({
      numero: p.numero,
      status: 1,
      paciente_nome: `Conceição Araújo ${sufixo}`,
      unidade: 'UPA 24h Dr. Arnaldo Lopes — Pronto Atendimento',
    });

    const hoje = hojeIso();
    expect(ids(await buscar(`search[value]=${cpf}&data_inicio=${hoje}&data_fim=${hoje}`))).toEqual([p.atendimentoId]);
    expect(await buscar(`search[value]=${cpf}&data_inicio=2020-01-01&data_fim=2020-01-31`)).toEqual([]);
    const [upa, ambulatorio] = await emTenant(f, async (tx) =>
      Promise.all(
        ['Pronto Atendimento', 'Ambulatório de Especialidades'].map(
          async (nome) => (await tx.select({ id: infraestrutura.id }).from(infraestrutura).where(eq(infraestrutura.nome, nome)))[0]?.id,
        ),
      ),
    );
    expect(ids(await buscar(`search[value]=${cpf}&infraestrutura_id=${upa}`))).toEqual([p.atendimentoId]);
    expect(await buscar(`search[value]=${cpf}&infraestrutura_id=${ambulatorio}`)).toEqual([]);

    const locais = json(await f.ctx.app.inject({ method: 'GET', url: `${base}/locais`, headers: f.headers.recepcao })).data;
    expect(locais.map((x: { label: string }) => x.label)).toContain('UPA 24h Dr. Arnaldo Lopes — Pronto Atendimento');
    expect(locais.map((x: { label: string }) => x.label)).not.toContain('Policlínica Municipal — Farmácia Central');
  });

  it('shows the whole FAA (triage, evaluations with CIDs, nursing, observation, occurrences, billing) and audits the read', async () => {
    const p = await pacienteNoSetor(f);
    await avaliar(f, p.atendimentoId, { medicoId, destino: DestinoAtendimento.OBSERVACAO, cids: [{ codigo: 'R10', principal: true }] });
    await observar(f, p.atendimentoId, enfermeiroId);
    await procedimentosDeEnfermagem(f, p.atendimentoId, enfermeiroId, [{ codigo: '0301100250', quantidade: 1 }]);
    await avaliar(f, p.atendimentoId, {
      medicoId,
      destino: DestinoAtendimento.ALTA,
      cids: [
        { codigo: 'J069', principal: true },
        { codigo: 'R10', principal: false },
      ],
    });
    await finalizarFila(f, p.filaId);
    expect(
      (
        await f.ctx.app.inject({
          method: 'PUT',
          url: `/api/pronto-atendimento/fechamento-faa/${p.atendimentoId}`,
          headers: f.headers.medico,
        })
      ).statusCode,
    ).toBe(200);

    const r = await f.ctx.app.inject({ method: 'GET', url: `${base}/show/${p.atendimentoId}`, headers: f.headers.enfermagem });
    expect(r.statusCode).toBe(200);
    const m = json(r).model;
    expect(m.atendimento).toMatchObject({
      numero: p.numero,
      status: 2,
      status_nome: 'Fechada',
      desfecho_nome: 'Alta médica',
      recepcionado_por: 'Joana Batista de Araújo',
    });
    expect(m.triagens).toHaveLength(1);
    expect(m.triagens[0]).toMatchObject({ queixa: 'Dor abdominal há 6 horas', pa_sistolica: 130, profissional: 'Marcos Antônio Ferreira' });
    expect(m.avaliacoes.map((a: { destino_nome: string }) => a.destino_nome)).toEqual(['Observação', 'Alta médica']);
    expect(m.avaliacoes[1].diagnosticos).toEqual([
      { cid_codigo: 'J069', descricao: 'Infecção aguda das vias aéreas superiores não especificada', principal: true },
      { cid_codigo: 'R10', descricao: 'Dor abdominal e pélvica', principal: false },
    ]);
    expect(m.enfermagem[0].procedimentos).toEqual([{ codigo: '0301100250', nome: 'AFERIÇÃO DE TEMPERATURA', quantidade: 1 }]);
    expect(m.observacoes).toHaveLength(1);
    expect(m.ocorrencias.map((o: { tipo_nome: string; usuario: string }) => [o.tipo_nome, o.usuario])).toEqual([
      ['Fechamento', 'Ricardo Lins Cavalcanti'],
    ]);
    expect(m.procedimentos.map((x: { procedimento_codigo: string }) => x.procedimento_codigo).sort()).toEqual([
      '0301060029',
      '0301060096',
      '0301060096',
      '0301060118',
      '0301100039',
      '0301100250',
    ]);
    const lidas = await emTenant(f, (tx) =>
      tx
        .select({ depois: auditoria.depois })
        .from(auditoria)
        .where(and(eq(auditoria.acao, 'LEITURA'), eq(auditoria.registroId, p.atendimentoId))),
    );
    expect(lidas.map((x) => x.depois)).toContainEqual({ rota: 'paciente-busca/show' });
    expect((await f.ctx.app.inject({ method: 'GET', url: `${base}/show/999999999`, headers: f.headers.recepcao })).statusCode).toBe(404);
  });

  it('is refused to whom may not search attendances (403)', async () => {
    const farmacia = (await f.ctx.login('farmacia')).headers;
    expect((await f.ctx.app.inject({ method: 'GET', url: `${base}/datatable`, headers: farmacia })).statusCode).toBe(403);
    expect((await f.ctx.app.inject({ method: 'GET', url: `${base}/show/1`, headers: farmacia })).statusCode).toBe(403);
  });
});
