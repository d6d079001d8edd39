import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { fixturePa, type PaFixture, pacienteNoSetor } from '../../pronto-atendimento/pa.fixtures.js';
import { diaPassadoDeTeste, emTenant, examesAgendados } from '../lancamento/lancamento.fixtures.js';

let ctx: TestContext;
let imagem: Record<string, string>;
let radiologista: Record<string, string>;
let semAcesso: Record<string, string>;
let pa: PaFixture;
const BASE = '/api/exame-imagem/exame-agendado-realizado';
const ler = (q: ReturnType<typeof sql>) => emTenant(ctx, async (tx) => (await tx.execute(q)).rows as Record<string, unknown>[]);

beforeAll(async () => {
  ctx = await createTestContext();
  imagem = (await ctx.login('imagem')).headers;
  radiologista = (await ctx.login('radiologista')).headers;
  semAcesso = (await ctx.login('laboratorio')).headers;
  pa = await fixturePa(ctx);
});
afterAll(() => ctx.close());

interface Linha {
  chave: string;
  tipo: string;
  id: number;
  situacao: number;
  hora: string | null;
  origem: string | null;
}

describe('exame-agendado-realizado (lista de trabalho)', () => {
  it("lists the day's scheduled exams by slot and registers done and absent ones, engine booking included", async () => {
    const data = diaPassadoDeTeste();
    const f = await examesAgendados(ctx, data, ['Ana Realizada', 'Bruno Realizado', 'Clara Faltosa']);
    const [a, b, c] = f.exames as [(typeof f.exames)[0], (typeof f.exames)[0], (typeof f.exames)[0]];

    const proibido = await ctx.app.inject({ method: 'GET', url: `${BASE}?data=${data}`, headers: semAcesso });
    expect(proibido.statusCode).toBe(403);

    const lista = json(
      await ctx.app.inject({ method: 'GET', url: `${BASE}?data=${data}&equipamento_id=${f.equipamentoId}`, headers: imagem }),
    );
    const agendados = (lista.data.linhas as Linha[]).filter((l) => l.tipo === 'agendado');
    expect(agendados.map((l) => l.id)).toEqual([a.imgExameId, b.imgExameId, c.imgExameId]);
    expect(agendados[0]).toMatchObject({ situacao: 1, paciente: 'Ana Realizada', exame: 'Radiografia de tórax (PA e perfil)' });

    const ok = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: imagem,
      payload: {
        acao: 'realizado',
        itens: [
          { tipo: 'agendado', id: a.imgExameId },
          { tipo: 'agendado', id: b.imgExameId },
        ],
      },
    });
    expect(ok.statusCode).toBe(201);
    expect(json(ok).data).toMatchObject({ realizados: 2, faltas: 0 });
    const feitos = await ler(sql`
      select x.situacao, x.realizado_por is not null as por, x.realizado_em is not null as em, a.status
        from img_exame x join agendamento a on a.id = x.agendamento_id where x.id in (${a.imgExameId}, ${b.imgExameId})`);
    expect(feitos).toEqual([
      { situacao: 2, por: true, em: true, status: 3 },
      { situacao: 2, por: true, em: true, status: 3 },
    ]);

    const falta = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: imagem,
      payload: { acao: 'falta', itens: [{ tipo: 'agendado', id: c.imgExameId }] },
    });
    expect(falta.statusCode).toBe(201);
    expect(
      await ler(
        sql`select x.situacao, a.status from img_exame x join agendamento a on a.id = x.agendamento_id where x.id = ${c.imgExameId}`,
      ),
    ).toEqual([{ situacao: 6, status: 4 }]);

    // a second registration of an exam already done: refused, and nothing of the selection is written
    const f2 = await examesAgendados(ctx, data, ['Davi Pendente']);
    const d = f2.exames[0]?.imgExameId as number;
    const repetido = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: imagem,
      payload: {
        acao: 'realizado',
        itens: [
          { tipo: 'agendado', id: d },
          { tipo: 'agendado', id: a.imgExameId },
        ],
      },
    });
    expect(repetido.statusCode).toBe(422);
    expect(json(repetido).errors.itens[0]).toContain('só exames agendados podem ser registrados');
    expect((await ler(sql`select situacao from img_exame where id = ${d}`))[0]?.situacao).toBe(1);

    const vazio = await ctx.app.inject({ method: 'POST', url: BASE, headers: imagem, payload: { acao: 'realizado', itens: [] } });
    expect(json(vazio).errors.itens).toEqual(['Selecione ao menos um exame.']);
    const semPermissao = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: semAcesso,
      payload: { acao: 'realizado', itens: [{ tipo: 'agendado', id: d }] },
    });
    expect(semPermissao.statusCode).toBe(403);
  });

  it('receives an emergency request once: the PA row turns realizado, then laudado with the report; the PA refuses its own buttons', async () => {
    const { atendimentoId } = await pacienteNoSetor(pa);
    const pedido = await ctx.app.inject({
      method: 'POST',
      url: '/api/pronto-atendimento/exame-imagem',
      headers: pa.headers.medico,
      payload: { atendimento_id: atendimentoId, procedimento_codigo: '0204030153', justificativa: 'Trauma torácico' },
    });
    expect(pedido.statusCode).toBe(201);
    const paId = json(pedido).model.id as number;

    const lista = json(await ctx.app.inject({ method: 'GET', url: BASE, headers: imagem }));
    const linhas = lista.data.linhas as Linha[];
    const urgencia = linhas.find((l) => l.tipo === 'urgencia' && l.id === paId);
    expect(urgencia).toMatchObject({ origem: 'pronto-atendimento', hora: null, exame: 'Radiografia de tórax (PA e perfil)' });
    // the emergencies come first
    expect(linhas.findIndex((l) => l.tipo === 'agendado')).not.toBe(0);

    const item = { tipo: 'urgencia', origem: 'pronto-atendimento', id: paId };
    const falta = await ctx.app.inject({ method: 'POST', url: BASE, headers: imagem, payload: { acao: 'falta', itens: [item] } });
    expect(falta.statusCode).toBe(422);

    const recebido = await ctx.app.inject({ method: 'POST', url: BASE, headers: imagem, payload: { acao: 'realizado', itens: [item] } });
    expect(recebido.statusCode).toBe(201);
    const imgExameId = json(recebido).data.exame_ids[0] as number;
    const [x] = await ler(sql`
      select solicitacao_origem, solicitacao_id, agendamento_id, situacao, urgente, valor::float as valor, exame_id is not null as tem_exame,
             atendimento_origem_id from img_exame where id = ${imgExameId}`);
    expect(x).toMatchObject({
      solicitacao_origem: 'pronto-atendimento',
      solicitacao_id: paId,
      agendamento_id: null,
      situacao: 2,
      urgente: true,
      tem_exame: true,
    });
    expect(Number(x?.atendimento_origem_id)).toBe(atendimentoId);
    expect(Number(x?.valor)).toBeGreaterThan(0);
    const [p] = await ler(sql`select status, realizado_por is not null as por from exame_imagem where id = ${paId}`);
    expect(p).toEqual({ status: 2, por: true });

    // not in the worklist any more, and a second reception is refused: one request, one exam
    const depois = json(await ctx.app.inject({ method: 'GET', url: BASE, headers: imagem }));
    expect((depois.data.linhas as Linha[]).some((l) => l.tipo === 'urgencia' && l.id === paId)).toBe(false);
    const denovo = await ctx.app.inject({ method: 'POST', url: BASE, headers: imagem, payload: { acao: 'realizado', itens: [item] } });
    expect(denovo.statusCode).toBe(422);
    expect(json(denovo).errors.itens[0]).toContain('já foi recebida pelo serviço de imagem');
    expect(
      await ler(sql`select id from img_exame where solicitacao_origem = 'pronto-atendimento' and solicitacao_id = ${paId}`),
    ).toHaveLength(1);

    // the PA's own report button refuses
    const laudoPa = await ctx.app.inject({
      method: 'PUT',
      url: `/api/pronto-atendimento/exame-imagem/${paId}`,
      headers: pa.headers.medico,
      payload: { acao: 'laudar', laudo: 'Laudo feito no PA' },
    });
    expect(laudoPa.statusCode).toBe(422);
    expect(json(laudoPa).message).toBe('Exame recebido pelo serviço de imagem: o laudo é feito lá.');

    // the report written in the imaging service reaches the PA row
    const laudo = await ctx.app.inject({
      method: 'POST',
      url: '/api/exame-imagem/lancamento',
      headers: radiologista,
      payload: { img_exame_id: imgExameId, texto: 'Fratura do 5º arco costal direito.', conclusao: 'Fratura costal.' },
    });
    expect(laudo.statusCode).toBe(201);
    const [pl] = await ler(sql`select status, laudo, laudado_por is not null as por from exame_imagem where id = ${paId}`);
    expect(pl).toEqual({ status: 3, laudo: 'Fratura do 5º arco costal direito.\n\nConclusão: Fratura costal.', por: true });
  });
});
