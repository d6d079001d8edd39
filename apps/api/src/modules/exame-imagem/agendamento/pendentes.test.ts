import { IMG, somarDias } from '@saude/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { type ExameSolicitado, registrarFonteExamesSolicitados } from '../../../lib/clinico/exames-solicitados.js';
import { agoraLocal } from '../../agenda/index.js';
import { fixturePa, pacienteNoSetor } from '../../pronto-atendimento/pa.fixtures.js';
import { cenarioImagem, usuarioComImagem } from './agendamento.fixtures.js';

let ctx: TestContext;
let admin: Record<string, string>;
let c: Awaited<ReturnType<typeof cenarioImagem>>;
const AG = '/api/exame-imagem/agendamento';
const REAG = '/api/exame-imagem/reagendamento-cancelamento-exame';

// a source of requests of the product with a desk list (the outpatient one needs a whole attendance)
const pedidos: ExameSolicitado[] = [];
registrarFonteExamesSolicitados({
  origem: 'teste-img-pendentes',
  listar: async (_tx, pacienteId, f) =>
    pedidos.filter((p) => p.pacienteId === pacienteId && p.dataSolicitacao >= f.desde && (!f.tipo || p.exameTipo === f.tipo)),
  obter: async (_tx, id) => pedidos.find((p) => p.id === id) ?? null,
  pendentes: async (_tx, f) =>
    pedidos.filter((p) => p.dataSolicitacao >= f.desde && p.dataSolicitacao <= f.ate && (!f.tipo || p.exameTipo === f.tipo)),
});

const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, headers = admin) =>
  ctx.app.inject({ method, url, headers, payload });
interface Pendente {
  origem: string;
  id: number;
  paciente_id: number;
  paciente_nome: string;
  exame_nome: string;
  modalidade: number | null;
}
const pendentes = async (headers = admin) => {
  const res = await get(`${AG}/pendentes`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as Pendente[];
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin', 'outra')).headers;
  c = await cenarioImagem(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('exame-imagem/agendamento/pendentes', () => {
  it("lists the product's imaging requests not yet scheduled, drops them once booked and offers them again when cancelled", async () => {
    const jUs = await c.jornada(c.equipamentos.us);
    const data = c.dia(7);
    const pacienteId = await c.paciente();
    const base = {
      origem: 'teste-img-pendentes',
      pacienteId,
      exameTipo: 2,
      // old enough to be among the first of the list (oldest first)
      dataSolicitacao: somarDias(agoraLocal().hoje, -300),
      solicitanteId: c.profissionalId,
      solicitanteNome: 'Dra. Solicitante',
      unidadeId: c.outraUnidadeId,
      unidadeNome: 'Unidade',
      atendimentoId: 91,
    };
    pedidos.push(
      { ...base, id: 700_000 + pacienteId, exameId: c.exames.us.id, exameNome: 'US abdome', procedimentoCodigo: c.exames.us.codigo },
      // a laboratory exam and a request older than a year are not the imaging desk's
      {
        ...base,
        id: 710_000 + pacienteId,
        exameId: 1,
        exameNome: 'Hemograma',
        exameTipo: 1,
        procedimentoCodigo: '0202020380',
      },
      {
        ...base,
        id: 720_000 + pacienteId,
        exameId: c.exames.rx.id,
        exameNome: 'Raio-X antigo',
        procedimentoCodigo: c.exames.rx.codigo,
        dataSolicitacao: somarDias(agoraLocal().hoje, -400),
      },
    );
    const meus = async () => (await pendentes()).filter((p) => p.paciente_id === pacienteId);
    const antes = await meus();
    expect(antes).toHaveLength(1);
    expect(antes[0]).toMatchObject({
      origem: 'teste-img-pendentes',
      id: 700_000 + pacienteId,
      exame_nome: 'US abdome',
      modalidade: 2,
      solicitante_nome: 'Dra. Solicitante',
    });
    expect(antes[0]?.paciente_nome).toMatch(/^Paciente Imagem /);

    const res = await send('POST', AG, {
      paciente_id: pacienteId,
      jornada_id: jUs,
      data,
      hora: '07:00:00',
      exame_id: c.exames.us.id,
      solicitacao_origem: 'teste-img-pendentes',
      solicitacao_id: 700_000 + pacienteId,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await meus()).toEqual([]);
    // the patient's card reads the same rule
    expect(json(await get(`${AG}/paciente/${pacienteId}`)).solicitacoes).toEqual([]);

    const canc = await send('PUT', `${REAG}/${json(res).data.id}/cancelar`, { motivo: 'Paciente pediu outra data' });
    expect(canc.statusCode, canc.body).toBe(200);
    expect((await meus()).map((p) => p.id)).toEqual([700_000 + pacienteId]);
  });

  it("never lists emergency care's requests (they go to the worklist) and needs the scheduling permission", async () => {
    const pa = await fixturePa(ctx);
    const { atendimentoId } = await pacienteNoSetor(pa);
    const pedido = await ctx.app.inject({
      method: 'POST',
      url: '/api/pronto-atendimento/exame-imagem',
      headers: pa.headers.medico,
      payload: { atendimento_id: atendimentoId, procedimento_codigo: '0204030153', justificativa: 'Trauma torácico' },
    });
    expect(pedido.statusCode, pedido.body).toBe(201);
    const paId = json(pedido).model.id as number;
    const imagem = (await ctx.login('imagem')).headers;
    // it is pending on the worklist …
    const lista = json(await get('/api/exame-imagem/exame-agendado-realizado', imagem)).data.linhas as { tipo: string; id: number }[];
    expect(lista.some((l) => l.tipo === 'urgencia' && l.id === paId)).toBe(true);
    // … and not on the desk
    expect((await pendentes(imagem)).some((p) => p.origem === 'pronto-atendimento' && p.id === paId)).toBe(false);

    const sem = await usuarioComImagem(ctx, [IMG.laudoVer]);
    expect((await get(`${AG}/pendentes`, sem)).statusCode).toBe(403);
    const com = await usuarioComImagem(ctx, [IMG.agendamentoVer]);
    expect((await get(`${AG}/pendentes`, com)).statusCode).toBe(200);
  });
});
