import { AMB, MENSAGENS_RECEPCAO_AMBULATORIO as M, PS, STATUS_AGENDAMENTO, StatusSenha, type StatusSenhaId } from '@saude/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext, unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { cliente, lotacao, lotacaoPapel, papel, papelPermissao, permissao, usuario } from '../../../db/schema/index.js';
import { gerarCpf } from '../../../db/seed/municipio.js';
import { agoraLocal } from '../../agenda/index.js';
import { MENSAGENS_SENHA_RECEPCAO } from '../../painel-senha/index.js';

/**
 * The kiosk ticket at the outpatient reception (issue 17, spec 000 §2.3 `recepcao/create/{filaId}`): the polyclinic's
 * reception queue sends its tickets here, the page reads the ticket by its queue entry, and the arrival (scheduled or
 * walk-in) links and closes it in the same transaction; a ticket it may not take is refused and nothing is written.
 * Tickets, patients and the agenda are this file's own.
 */
let ctx: TestContext;
let clienteId: number;
let recepcao: Record<string, string>;
let jornadaId: number;
let local: { infraestruturaId: number; centroCustoId: number; opcaoEntradaId: number; upa: number; upaFila: number };
let seq = Math.floor(Math.random() * 800_000);

const emDemo = <T>(fn: (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) =>
  withTenant(ctx.database.db, { clienteId }, fn);
const linha = async (q: ReturnType<typeof sql>) => emDemo(async (tx) => (await tx.execute(q)).rows[0] as Record<string, unknown>);
const um = async (q: ReturnType<typeof sql>) => Number((await linha(q)).id);

/** A desk of the polyclinic's reception that also operates its ticket queue (and nothing else). */
async function recepcionista(permissoes: string[]) {
  const login = await criarUsuario(ctx, { comoLogin: 'agenda', semPapeis: true });
  await emDemo(async (tx) => {
    const [u] = await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, login));
    const [p] = await tx
      .insert(papel)
      .values({ nome: unique('Papel de teste') })
      .returning({ id: papel.id });
    const perms = await tx.select({ id: permissao.id }).from(permissao).where(inArray(permissao.nome, permissoes));
    await tx.insert(papelPermissao).values(perms.map((x) => ({ papelId: p?.id as number, permissaoId: x.id })));
    const [l] = await tx
      .select({ id: lotacao.id })
      .from(lotacao)
      .where(eq(lotacao.usuarioId, u?.id as number));
    await tx.insert(lotacaoPapel).values({ lotacaoId: l?.id as number, papelId: p?.id as number });
  });
  return (await ctx.login(login)).headers;
}

async function paciente() {
  const cpf = gerarCpf(String(300_000_000 + Math.floor(Math.random() * 600_000_000)));
  return um(sql`insert into cidadao (nome, cpf, sexo_id, data_nascimento)
    values (${`Paciente da Senha ${Math.random().toString(36).slice(2, 7)}`}, ${cpf}, 1, '1985-03-02') returning id`);
}

async function agendamentoHoje(pacienteId: number) {
  seq++;
  return um(sql`insert into agendamento (numero, modulo, jornada_id, data, hora, tipo_vaga, paciente_id, status)
    values (${800_000_000 + seq}, 'ambulatorio', ${jornadaId}, ${agoraLocal().hoje},
            ${`${String(seq % 24).padStart(2, '0')}:${String(seq % 60).padStart(2, '0')}:00`}, 1, ${pacienteId}, 1) returning id`);
}

/** A ticket as the kiosk issues it, with its entry of the queue engine in the given state. */
async function novaSenha(o: { status?: StatusSenhaId; pacienteId?: number; infraestruturaId?: number; centroCustoId?: number } = {}) {
  seq++;
  const codigo = `Q${seq}`.slice(0, 8);
  const senhaId = await um(sql`insert into senha (infraestrutura_id, opcao_entrada_id, data, sequencia, codigo, paciente_id)
    values (${o.infraestruturaId ?? local.infraestruturaId}, ${local.opcaoEntradaId}, ${agoraLocal().hoje}, ${seq}, ${codigo},
            ${o.pacienteId ?? null}) returning id`);
  const filaId = await um(sql`insert into fila (modulo, setor_tipo_id, centro_custo_id, referencia_id, senha, status)
    values ('painel-senha', 1, ${o.centroCustoId ?? local.centroCustoId}, ${senhaId}, ${codigo}, ${o.status ?? StatusSenha.EM_ESPERA})
    returning id`);
  return { senhaId, filaId, codigo };
}

const estadoDaSenha = (senhaId: number) =>
  linha(sql`select f.status, s.paciente_id::int as paciente_id from senha s join fila f on f.modulo = 'painel-senha' and f.referencia_id = s.id
    where s.id = ${senhaId}`);
const atendimentosDe = (pacienteId: number) =>
  um(sql`select count(*)::int as id from atendimento_ambulatorial where paciente_id = ${pacienteId}`);
const chegar = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/ambulatorio/recepcao', headers: recepcao, payload });
const lerSenha = (filaId: number, headers = recepcao) =>
  ctx.app.inject({ method: 'GET', url: `/api/ambulatorio/recepcao/senha/${filaId}`, headers });

beforeAll(async () => {
  ctx = await createTestContext();
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  clienteId = c?.id as number;
  recepcao = await recepcionista([PS.filaVer, PS.filaOperar, AMB.recepcaoVer, AMB.recepcaoCadastrar]);
  const l = await linha(sql`select cc.infraestrutura_id, cc.id as centro_custo_id,
      (select id from opcao_entrada where nome = 'Demanda espontânea') as opcao_entrada_id,
      (select infraestrutura_id from centro_custo where nome = 'Recepção do Pronto Atendimento') as upa,
      (select id from centro_custo where nome = 'Recepção do Pronto Atendimento') as upa_fila
    from centro_custo cc where cc.nome = 'Recepção do Ambulatório'`);
  local = {
    infraestruturaId: Number(l.infraestrutura_id),
    centroCustoId: Number(l.centro_custo_id),
    opcaoEntradaId: Number(l.opcao_entrada_id),
    upa: Number(l.upa),
    upaFila: Number(l.upa_fila),
  };
  // an agenda in force at the polyclinic: what makes its reception queue's tickets come to the outpatient reception
  jornadaId =
    await um(sql`insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, infraestrutura_id, especialidade_id, situacao_id,
      dias_semana, hora_inicio, hora_fim, duracao_minutos, vigencia_inicio)
    select 'ambulatorio', 1, u.id, i.unidade_id, i.id, (select id from especialidade order by id limit 1),
           (select id from jornada_situacao order by id limit 1), '{0,1,2,3,4,5,6}'::smallint[], '00:00', '23:59', 1, current_date - 1
      from infraestrutura i, usuario u where i.id = ${local.infraestruturaId} and u.login = 'medico' returning id`);
});
afterAll(() => ctx.close());

describe('a senha na recepção do ambulatório', () => {
  it("the counter sends a ticket of the polyclinic's reception queue to the outpatient reception, by its queue entry", async () => {
    const s = await novaSenha();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/painel-senha/fila?centro_custo_id=${local.centroCustoId}`,
      headers: recepcao,
    });
    expect(res.statusCode, res.body).toBe(200);
    const naFila = json(res).data.model.senhas.find((x: { id: number }) => x.id === s.senhaId);
    expect(naFila.recepcao).toEqual({ caminho: `/ambulatorio/recepcao/create/${s.filaId}`, permissao: AMB.recepcaoCadastrar });

    const lida = await lerSenha(s.filaId);
    expect(lida.statusCode, lida.body).toBe(200);
    expect(json(lida)).toEqual({
      id: s.senhaId,
      fila_id: s.filaId,
      codigo: s.codigo,
      status: { id: StatusSenha.EM_ESPERA, nome: 'Em espera' },
      opcao_entrada: { id: local.opcaoEntradaId, nome: 'Demanda espontânea' },
      prioridade: null,
      paciente_id: null,
    });
    // a ticket of another location (the UPA's), an entry that is no ticket, an unknown entry: not found here
    const daUpa = await novaSenha({ infraestruturaId: local.upa, centroCustoId: local.upaFila });
    const naoTicket = await um(sql`select id from fila where modulo <> 'painel-senha' order by id desc limit 1`);
    for (const filaId of [daUpa.filaId, naoTicket, 987_654_321]) {
      const nada = await lerSenha(filaId);
      expect(nada.statusCode, String(filaId)).toBe(404);
      expect(json(nada).message).toBe(MENSAGENS_SENHA_RECEPCAO.naoEncontrada);
    }
    const semRecepcao = await recepcionista([PS.filaVer, AMB.recepcaoVer]);
    expect((await lerSenha(s.filaId, semRecepcao)).statusCode).toBe(403);
  });

  it('the arrival of a scheduled patient links and closes the ticket and carries its code into the queue', async () => {
    const p = await paciente();
    const ag = await agendamentoHoje(p);
    const s = await novaSenha();
    const res = await chegar({ agendamento_id: ag, senha_id: s.senhaId });
    expect(res.statusCode, res.body).toBe(201);
    const nome = (await linha(sql`select nome from cidadao where id = ${p}`)).nome as string;
    expect(json(res).message).toBe(M.recebido(nome, s.codigo));
    expect(json(res).message).toBe(`Chegada registrada: ${nome} entrou na fila. Senha ${s.codigo}.`);
    expect(await estadoDaSenha(s.senhaId)).toEqual({ status: StatusSenha.FINALIZADA, paciente_id: p });
    const entrada = await linha(sql`select modulo, senha, paciente_id::int as paciente_id from fila where id = ${json(res).fila.id}`);
    expect(entrada).toEqual({ modulo: 'ambulatorio', senha: s.codigo, paciente_id: p });
    expect(Number((await linha(sql`select status from agendamento where id = ${ag}`)).status)).toBe(STATUS_AGENDAMENTO.CONFIRMADO);
    const acoes = await emDemo(async (tx) =>
      (
        await tx.execute(sql`select m.acao from fila_movimento m join fila f on f.id = m.fila_id
          where f.modulo = 'painel-senha' and f.referencia_id = ${s.senhaId} order by m.id`)
      ).rows.map((r) => (r as { acao: string }).acao),
    );
    expect(acoes).toEqual(['atender', 'finalizar']);
  });

  it('a walk-in with the ticket takes it too', async () => {
    const p = await paciente();
    const s = await novaSenha({ status: StatusSenha.EM_ATENDIMENTO });
    const res = await chegar({ paciente_id: p, senha_id: s.senhaId });
    expect(res.statusCode, res.body).toBe(201);
    expect(await estadoDaSenha(s.senhaId)).toEqual({ status: StatusSenha.FINALIZADA, paciente_id: p });
  });

  it("refuses another patient's ticket, a closed one and one of another location, writing nothing", async () => {
    const outro = await paciente();
    const casos: [Awaited<ReturnType<typeof novaSenha>>, (codigo: string) => string][] = [
      [await novaSenha({ pacienteId: outro }), MENSAGENS_SENHA_RECEPCAO.outroPaciente],
      [await novaSenha({ status: StatusSenha.FINALIZADA }), (c) => MENSAGENS_SENHA_RECEPCAO.encerrada(c, StatusSenha.FINALIZADA)],
      [await novaSenha({ status: StatusSenha.EVADIDA }), (c) => MENSAGENS_SENHA_RECEPCAO.encerrada(c, StatusSenha.EVADIDA)],
      [await novaSenha({ infraestruturaId: local.upa, centroCustoId: local.upaFila }), () => MENSAGENS_SENHA_RECEPCAO.naoEncontrada],
    ];
    expect(casos.map(([s, m]) => m(s.codigo)).slice(0, 3)).toEqual([
      `A senha ${casos[0]?.[0].codigo} já foi vinculada a outro paciente.`,
      `A senha ${casos[1]?.[0].codigo} já foi finalizada.`,
      `A senha ${casos[2]?.[0].codigo} foi encerrada por não comparecimento.`,
    ]);
    for (const [s, mensagem] of casos) {
      const antes = await estadoDaSenha(s.senhaId);
      for (const agendado of [true, false]) {
        const p = await paciente();
        const ag = agendado ? await agendamentoHoje(p) : null;
        const res = await chegar(ag ? { agendamento_id: ag, senha_id: s.senhaId } : { paciente_id: p, senha_id: s.senhaId });
        expect(res.statusCode, res.body).toBe(422);
        expect(json(res).errors).toEqual({ senha_id: [mensagem(s.codigo)] });
        expect(await atendimentosDe(p)).toBe(0);
        expect(await um(sql`select count(*)::int as id from fila where modulo = 'ambulatorio' and paciente_id = ${p}`)).toBe(0);
        if (ag)
          expect(Number((await linha(sql`select status from agendamento where id = ${ag}`)).status)).toBe(STATUS_AGENDAMENTO.AGENDADO);
      }
      expect(await estadoDaSenha(s.senhaId)).toEqual(antes);
    }
  });
});
