import { MENSAGENS_SENHA, PA, StatusSenha } from '@saude/shared';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { centroCusto, cidadao, cliente, infraestrutura, senha } from '../../../db/schema/index.js';
import { fila } from '../../fila/index.js';
import { atendimento } from '../../pronto-atendimento/index.js';
import { type FilaSenhaFixture, fixtureFilaSenha, lerSenha, movimentosDaSenha, novaSenha } from './fila-senha.fixtures.js';
import { MENSAGENS_SENHA_RECEPCAO } from './senha.recepcao.js';

/**
 * Tickets and reception are one flow (issue 16 item 5): the reception reads the ticket answered at the counter,
 * and receiving the patient with it links the ticket, closes its entry and carries its code into the care queue,
 * in one transaction; a ticket it may not take is refused with the reason and nothing is written.
 */
let ctx: TestContext;
let f: FilaSenhaFixture;
let recepcao: Record<string, string>;
let triagem: number;

beforeAll(async () => {
  ctx = await createTestContext();
  f = await fixtureFilaSenha(ctx);
  recepcao = (await ctx.login('recepcao')).headers;
  triagem = await demo(
    async (tx) =>
      (await tx.select({ id: centroCusto.id }).from(centroCusto).where(eq(centroCusto.nome, 'Triagem e Classificação de Risco')))[0]
        ?.id as number,
  );
});
afterAll(() => ctx.close());

const demo = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(ctx.database.db, { clienteId: f.clienteId }, fn);
const novoPaciente = () =>
  demo(async (tx) => {
    const [p] = await tx
      .insert(cidadao)
      .values({ nome: unique('Paciente da senha'), dataNascimento: '1979-05-20', sexoId: 1 })
      .returning({ id: cidadao.id });
    return p?.id as number;
  });
const receber = (pacienteId: number, senhaId: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/pronto-atendimento/recepcao',
    headers: recepcao,
    payload: { paciente_id: pacienteId, opcao_entrada_id: f.opcaoEntradaId, destino_centro_custo_id: triagem, senha_id: senhaId },
  });
const atendimentosDe = (pacienteId: number) =>
  demo((tx) => tx.select({ id: atendimento.id }).from(atendimento).where(eq(atendimento.pacienteId, pacienteId)));
const chamar = async (senhaId: number) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/painel-senha/chamada',
    headers: f.headers.a,
    payload: { senha_id: senhaId, opcao_chamada_id: f.guiche.a },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('a senha na recepção do pronto atendimento', () => {
  it('shows the ticket to the reception (code, option, priority) and marks the reception queue at the counter', async () => {
    const s = await novaSenha(f);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/painel-senha/fila/senha/${s.id}`, headers: recepcao });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({
      id: s.id,
      codigo: s.codigo,
      status: { id: StatusSenha.EM_ESPERA, nome: 'Em espera' },
      opcao_entrada: { id: f.opcaoEntradaId, nome: 'Demanda espontânea' },
      prioridade: null,
      paciente_id: null,
    });
    const nada = await ctx.app.inject({ method: 'GET', url: '/api/painel-senha/fila/senha/987654321', headers: recepcao });
    expect(nada.statusCode).toBe(404);
    expect(json(nada).message).toBe(MENSAGENS_SENHA.naoEncontrada);
    const totem = (await ctx.login('totem')).headers;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/painel-senha/fila/senha/${s.id}`, headers: totem })).statusCode).toBe(403);
    // the fixture's queues are sectors of the reception's kind at the UPA: the counter offers the emergency reception
    const fila = json(
      await ctx.app.inject({ method: 'GET', url: `/api/painel-senha/fila?centro_custo_id=${f.fila}`, headers: f.headers.a }),
    );
    expect(fila.data.model.senhas.find((x: { id: number }) => x.id === s.id)).toMatchObject({
      recepcao: { caminho: `/pronto-atendimento/atendimento-recepcao/create?senha=${s.id}`, permissao: PA.recepcaoCadastrar },
    });
  });

  it('links the ticket to the patient, closes it and puts its code in the care queue, in one go', async () => {
    const s = await novaSenha(f);
    await chamar(s.id);
    const paciente = await novoPaciente();
    const res = await receber(paciente, s.id);
    expect(res.statusCode, res.body).toBe(201);
    const recebido = json(res);
    expect(recebido.message).toBe(`Paciente recebido. FAA nº ${recebido.atendimento.numero}. Senha ${s.codigo}.`);
    const [entrada] = await demo((tx) => tx.select().from(fila).where(eq(fila.id, recebido.fila.id)));
    expect(entrada).toMatchObject({
      modulo: 'pronto-atendimento',
      pacienteId: paciente,
      referenciaId: recebido.atendimento.id,
      senha: s.codigo,
      centroCustoId: triagem,
    });
    expect(await lerSenha(f, s.id)).toMatchObject({ status: StatusSenha.FINALIZADA, pacienteId: paciente });
    expect((await movimentosDaSenha(f, s.id)).map((m) => [m.acao, m.deStatus, m.paraStatus])).toEqual([
      ['chamar', StatusSenha.EM_ESPERA, StatusSenha.CHAMADA],
      ['atender', StatusSenha.CHAMADA, StatusSenha.EM_ATENDIMENTO],
      ['finalizar', StatusSenha.EM_ATENDIMENTO, StatusSenha.FINALIZADA],
    ]);
    // the PA queue lists the code in its Senha column
    const admin = (await ctx.login('admin')).headers;
    const lista = await ctx.app.inject({
      method: 'GET',
      url: `/api/pronto-atendimento/fila?centro_custo_id=${triagem}&setor_tipo_id=${entrada?.setorTipoId}`,
      headers: admin,
    });
    expect(lista.statusCode, lista.body).toBe(200);
    const naFila = json(lista).data.model.fila.find((e: { id: number }) => e.id === recebido.fila.id);
    expect(naFila).toMatchObject({ senha: s.codigo, paciente: { id: paciente } });

    // a ticket is received once
    const outro = await novoPaciente();
    const denovo = await receber(outro, s.id);
    expect(denovo.statusCode).toBe(422);
    expect(json(denovo).errors).toEqual({ senha_id: [MENSAGENS_SENHA_RECEPCAO.outroPaciente(s.codigo)] });
    expect(await atendimentosDe(outro)).toEqual([]);
  });

  it('refuses an unknown ticket, one of another unit or municipality and a closed one, writing nothing', async () => {
    const paciente = await novoPaciente();
    const [outraUnidade] = await demo((tx) =>
      tx.select({ id: infraestrutura.id }).from(infraestrutura).where(ne(infraestrutura.id, f.infraestruturaId)).limit(1),
    );
    const deOutraUnidade = await novaSenha(f);
    await demo((tx) =>
      tx
        .update(senha)
        .set({ infraestruturaId: outraUnidade?.id as number })
        .where(eq(senha.id, deOutraUnidade.id)),
    );
    // a ticket of the other municipality, at this very unit: only the tenant's guard keeps it out
    const [outra] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'outra'));
    const [alheia] = await ctx.database.db
      .insert(senha)
      .values({
        clienteId: outra?.id as number,
        infraestruturaId: f.infraestruturaId,
        opcaoEntradaId: f.opcaoEntradaId,
        data: '2020-01-01',
        sequencia: 1,
        codigo: unique('Z').slice(0, 8),
      })
      .returning({ id: senha.id });
    const evadida = await novaSenha(f, { status: StatusSenha.EVADIDA });
    const finalizada = await novaSenha(f, { status: StatusSenha.FINALIZADA });
    const naoEncontrada = [MENSAGENS_SENHA_RECEPCAO.naoEncontrada];
    for (const [senhaId, erro] of [
      [987654321, naoEncontrada],
      [deOutraUnidade.id, naoEncontrada],
      [alheia?.id as number, naoEncontrada],
      [evadida.id, [MENSAGENS_SENHA_RECEPCAO.encerrada(evadida.codigo, StatusSenha.EVADIDA)]],
      [finalizada.id, [MENSAGENS_SENHA_RECEPCAO.encerrada(finalizada.codigo, StatusSenha.FINALIZADA)]],
    ] as const) {
      const res = await receber(paciente, senhaId);
      expect(res.statusCode, String(senhaId)).toBe(422);
      expect(json(res).errors).toEqual({ senha_id: erro });
    }
    expect(await atendimentosDe(paciente)).toEqual([]);
    expect(await lerSenha(f, deOutraUnidade.id)).toMatchObject({ status: StatusSenha.EM_ESPERA, pacienteId: null });
    expect(
      await demo((tx) =>
        tx
          .select({ id: fila.id })
          .from(fila)
          .where(and(eq(fila.modulo, 'pronto-atendimento'), eq(fila.pacienteId, paciente))),
      ),
    ).toEqual([]);
  });
});
