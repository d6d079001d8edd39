import { DestinoAtendimento, OcorrenciaAtendimento } from '@saude/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json } from '../../../../test/helpers.js';
import {
  atendimento,
  atendimentoOcorrencia,
  atendimentoProcedimento,
  auditoria,
  centroCusto,
  infraestrutura,
} from '../../../db/schema/index.js';
import { fixturePa, novoPaciente, type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';
import { avaliar, emTenant, faaPronta, finalizarFila, idDoUsuario, observar, procedimentosDeEnfermagem } from './vida-faa.fixtures.js';

let f: PaFixture;
let medicoId: number;
let enfermeiroId: number;

const base = '/api/pronto-atendimento';

beforeAll(async () => {
  f = await fixturePa(await createTestContext());
  medicoId = await idDoUsuario(f, 'medico');
  enfermeiroId = await idDoUsuario(f, 'enfermagem');
});
afterAll(() => f.ctx.close());

/** The closing list as the doctor (who may close FAAs) sees it, found by the FAA number. */
async function linha(numero: number, extra = '') {
  const r = await f.ctx.app.inject({
    method: 'GET',
    url: `${base}/fechamento-faa/datatable?search[value]=${numero}${extra}`,
    headers: f.headers.medico,
  });
  expect(r.statusCode).toBe(200);
  return json(r).data[0] as Record<string, any> | undefined;
}
const codigos = (l: Record<string, any> | undefined) => ((l?.pendencias ?? []) as { codigo: string }[]).map((p) => p.codigo);
const fechar = (id: number, headers = f.headers.medico) =>
  f.ctx.app.inject({ method: 'PUT', url: `${base}/fechamento-faa/${id}`, headers });
const massa = (ids: unknown, headers = f.headers.medico) =>
  f.ctx.app.inject({ method: 'POST', url: `${base}/fechamento-faa-massa`, headers, payload: { atendimento_ids: ids } });

const estado = (id: number) =>
  emTenant(f, async (tx) => ({
    faa: (await tx.select().from(atendimento).where(eq(atendimento.id, id)))[0],
    procedimentos: await tx.select().from(atendimentoProcedimento).where(eq(atendimentoProcedimento.atendimentoId, id)),
    ocorrencias: await tx.select().from(atendimentoOcorrencia).where(eq(atendimentoOcorrencia.atendimentoId, id)),
  }));

describe('fechamento-faa: pendências', () => {
  it('lists each open FAA with what keeps it from closing, until the record is complete', async () => {
    const p = await pacienteNoSetor(f);
    expect(codigos(await linha(p.numero))).toEqual(['SEM_AVALIACAO_MEDICA', 'SEM_CID_PRINCIPAL', 'SEM_DESFECHO', 'EM_FILA']);
    expect((await linha(p.numero))?.pendencias[0]).toEqual({ codigo: 'SEM_AVALIACAO_MEDICA', nome: 'Sem avaliação médica' });
    expect(await linha(p.numero, '&prontas=1')).toBeUndefined();

    // sent to observation: the stay has not ended yet
    await avaliar(f, p.atendimentoId, { medicoId, destino: DestinoAtendimento.OBSERVACAO, cids: [{ codigo: 'R10', principal: true }] });
    expect(codigos(await linha(p.numero))).toEqual(['SEM_DESFECHO', 'EM_FILA']);

    // the discharge re-evaluation gives no diagnosis: the CID of the observation one stands
    await avaliar(f, p.atendimentoId, { medicoId, destino: DestinoAtendimento.ALTA });
    const quase = await linha(p.numero);
    expect(codigos(quase)).toEqual(['EM_FILA']);
    expect(quase).toMatchObject({ cid_principal: 'R10', ultimo_destino: DestinoAtendimento.ALTA, pronta: false });

    await finalizarFila(f, p.filaId);
    const pronta = await linha(p.numero, '&prontas=1');
    expect(pronta).toMatchObject({ id: p.atendimentoId, numero: p.numero, pronta: true, pendencias: [] });
    // what it will bill: triage, blood pressure, two doctor evaluations, the observation
    expect(pronta?.procedimentos).toEqual(
      expect.arrayContaining([
        { codigo: '0301060118', quantidade: 1 },
        { codigo: '0301100039', quantidade: 1 },
        { codigo: '0301060096', quantidade: 2 },
        { codigo: '0301060029', quantidade: 1 },
      ]),
    );
    expect(pronta?.procedimentos).toHaveLength(4);
  });

  it('shows one FAA with its pendências and the procedures to bill, and records the read', async () => {
    const p = await pacienteNoSetor(f);
    await avaliar(f, p.atendimentoId, { medicoId, destino: DestinoAtendimento.ALTA, cids: [{ codigo: 'J069', principal: true }] });
    await procedimentosDeEnfermagem(f, p.atendimentoId, enfermeiroId, [{ codigo: '0301100250', quantidade: 2 }]);
    const r = await f.ctx.app.inject({ method: 'GET', url: `${base}/fechamento-faa/show/${p.atendimentoId}`, headers: f.headers.medico });
    expect(r.statusCode).toBe(200);
    const m = json(r).model;
    expect(m.atendimento.numero).toBe(p.numero);
    expect(m.pendencias).toEqual([{ codigo: 'EM_FILA', nome: 'Paciente ainda em fila do pronto atendimento' }]);
    expect(m.pronta).toBe(false);
    const enf = m.procedimentos.find((x: { procedimento_codigo: string }) => x.procedimento_codigo === '0301100250');
    expect(enf).toMatchObject({
      quantidade: 2,
      procedimento_nome: 'AFERIÇÃO DE TEMPERATURA',
      profissional_nome: 'Marcos Antônio Ferreira',
    });
    const medico = m.procedimentos.find((x: { procedimento_codigo: string }) => x.procedimento_codigo === '0301060096');
    expect(medico).toMatchObject({ cid_codigo: 'J069', ocupacao_codigo: '225125', profissional_nome: 'Ricardo Lins Cavalcanti' });
    const lidas = await emTenant(f, (tx) =>
      tx
        .select({ depois: auditoria.depois })
        .from(auditoria)
        .where(and(eq(auditoria.acao, 'LEITURA'), eq(auditoria.tabela, 'atendimento'), eq(auditoria.registroId, p.atendimentoId))),
    );
    expect(lidas.map((l) => l.depois)).toContainEqual({ rota: 'fechamento-faa/show' });
  });

  it('refuses who may not close FAAs (403) and hides FAAs of other locations (404)', async () => {
    const p = await faaPronta(f, medicoId);
    expect(
      (await f.ctx.app.inject({ method: 'GET', url: `${base}/fechamento-faa/datatable`, headers: f.headers.recepcao })).statusCode,
    ).toBe(403);
    expect(
      (await f.ctx.app.inject({ method: 'GET', url: `${base}/fechamento-faa/show/${p.atendimentoId}`, headers: f.headers.enfermagem }))
        .statusCode,
    ).toBe(403);
    expect((await fechar(p.atendimentoId, f.headers.recepcao)).statusCode).toBe(403);
    expect((await massa([p.atendimentoId], f.headers.enfermagem)).statusCode).toBe(403);
    expect((await estado(p.atendimentoId)).faa?.status).toBe(1);

    // an FAA of the outpatient clinic is not the UPA doctor's to close
    const pacienteId = await novoPaciente(f);
    const outro = await emTenant(f, async (tx) => {
      const [inf] = await tx
        .select({ id: infraestrutura.id })
        .from(infraestrutura)
        .where(eq(infraestrutura.nome, 'Ambulatório de Especialidades'));
      const [cc] = await tx.select({ id: centroCusto.id }).from(centroCusto).where(eq(centroCusto.nome, 'Recepção do Ambulatório'));
      const [a] = await tx
        .insert(atendimento)
        .values({
          numero: 1_000_000_000 + Math.floor(Math.random() * 99_999_999),
          pacienteId,
          infraestruturaId: inf?.id as number,
          centroCustoId: cc?.id as number,
        })
        .returning({ id: atendimento.id });
      return a?.id as number;
    });
    expect((await fechar(outro)).statusCode).toBe(404);
    expect(
      (await f.ctx.app.inject({ method: 'GET', url: `${base}/fechamento-faa/show/${outro}`, headers: f.headers.medico })).statusCode,
    ).toBe(404);
  });
});

describe('fechamento-faa: fechar', () => {
  it('closes a ready FAA: billed rows, status, who and when, the occurrence; a second closing is refused', async () => {
    const p = await faaPronta(f, medicoId);
    await observar(f, p.atendimentoId, medicoId);
    const r = await fechar(p.atendimentoId);
    expect(r.statusCode).toBe(200);
    expect(json(r).message).toBe(`FAA nº ${p.numero} fechada.`);
    const e = await estado(p.atendimentoId);
    expect(e.faa).toMatchObject({ status: 2, fechadoPor: medicoId });
    expect(e.faa?.fechadoEm).toBeInstanceOf(Date);
    expect(e.procedimentos.map((x) => [x.procedimentoCodigo, x.quantidade]).sort()).toEqual([
      ['0301060029', 1],
      ['0301060096', 1],
      ['0301060118', 1],
      ['0301100039', 1],
    ]);
    expect(new Set(e.procedimentos.map((x) => x.cidCodigo))).toEqual(new Set(['R10']));
    expect(e.ocorrencias.map((o) => [o.tipo, o.usuarioId])).toEqual([[OcorrenciaAtendimento.FECHAMENTO, medicoId]]);
    // no longer in the list of open FAAs
    expect(await linha(p.numero)).toBeUndefined();

    const denovo = await fechar(p.atendimentoId);
    expect(denovo.statusCode).toBe(422);
    expect(json(denovo).errors.atendimento_id).toEqual(['A FAA está fechada. Reabra o atendimento para alterá-lo.']);
    const depois = await estado(p.atendimentoId);
    expect(depois.procedimentos).toHaveLength(4);
    expect(depois.ocorrencias).toHaveLength(1);
  });

  it('of two clerks closing the same FAA at once, one wins and the other is refused; it is billed once', async () => {
    const p = await faaPronta(f, medicoId);
    const [a, b] = await Promise.all([fechar(p.atendimentoId), fechar(p.atendimentoId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const e = await estado(p.atendimentoId);
    expect(e.procedimentos).toHaveLength(3);
    expect(e.ocorrencias).toHaveLength(1);
  });

  it('refuses an FAA with pendências with their names, writing nothing', async () => {
    const p = await pacienteNoSetor(f);
    await avaliar(f, p.atendimentoId, {
      medicoId,
      destino: DestinoAtendimento.MEDICACAO_REAVALIACAO,
      cids: [{ codigo: 'R10', principal: true }],
    });
    const r = await fechar(p.atendimentoId);
    expect(r.statusCode).toBe(422);
    expect(json(r)).toEqual({
      message: `A FAA nº ${p.numero} não pode ser fechada. Resolva as pendências.`,
      errors: { pendencias: ['Sem desfecho que encerre o atendimento', 'Paciente ainda em fila do pronto atendimento'] },
    });
    const e = await estado(p.atendimentoId);
    expect(e.faa).toMatchObject({ status: 1, fechadoEm: null, fechadoPor: null });
    expect(e.procedimentos).toEqual([]);
    expect(e.ocorrencias).toEqual([]);
  });
});

describe('fechamento-faa-massa', () => {
  it('closes the ready FAAs and answers for each one that was not, in one request', async () => {
    const pronta1 = await faaPronta(f, medicoId);
    const pronta2 = await faaPronta(f, medicoId);
    const pendente = await pacienteNoSetor(f);
    const jaFechada = await faaPronta(f, medicoId);
    expect((await fechar(jaFechada.atendimentoId)).statusCode).toBe(200);

    const r = await massa([pronta1.atendimentoId, pendente.atendimentoId, jaFechada.atendimentoId, 999_999_999, pronta2.atendimentoId]);
    expect(r.statusCode).toBe(200);
    const corpo = json(r);
    expect(corpo).toMatchObject({ fechadas: 2, nao_fechadas: 3, message: '2 FAA(s) fechada(s); 3 não fechada(s).' });
    expect(corpo.data).toEqual([
      { atendimento_id: pronta1.atendimentoId, numero: pronta1.numero, fechada: true, motivos: [] },
      {
        atendimento_id: pendente.atendimentoId,
        numero: pendente.numero,
        fechada: false,
        motivos: [
          'Sem avaliação médica',
          'Sem CID principal',
          'Sem desfecho que encerre o atendimento',
          'Paciente ainda em fila do pronto atendimento',
        ],
      },
      { atendimento_id: jaFechada.atendimentoId, numero: jaFechada.numero, fechada: false, motivos: ['A FAA já está fechada.'] },
      { atendimento_id: 999_999_999, numero: null, fechada: false, motivos: ['FAA não encontrada nesta unidade.'] },
      { atendimento_id: pronta2.atendimentoId, numero: pronta2.numero, fechada: true, motivos: [] },
    ]);
    for (const p of [pronta1, pronta2]) {
      const e = await estado(p.atendimentoId);
      expect(e.faa?.status).toBe(2);
      expect(e.procedimentos.map((x) => x.procedimentoCodigo).sort()).toEqual(['0301060096', '0301060118', '0301100039']);
      expect(e.ocorrencias).toHaveLength(1);
    }
    const p = await estado(pendente.atendimentoId);
    expect(p.faa?.status).toBe(1);
    expect(p.procedimentos).toEqual([]);
    expect((await estado(jaFechada.atendimentoId)).ocorrencias).toHaveLength(1);
  });

  it('asks for at least one and at most 500 FAAs', async () => {
    const vazio = await massa([]);
    expect(vazio.statusCode).toBe(422);
    expect(json(vazio).errors.atendimento_ids).toEqual(['Selecione ao menos um item']);
    const demais = await massa(Array.from({ length: 501 }, (_, i) => i + 1));
    expect(demais.statusCode).toBe(422);
    expect(json(demais).errors.atendimento_ids).toEqual(['Selecione no máximo 500 itens']);
  });
});
