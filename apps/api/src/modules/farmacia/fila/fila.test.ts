import { FAR, hojeIso, MENSAGENS_FILA_FARMACIA as M, MENSAGENS_FILA, PS, SetorTipo, StatusFila, StatusSenha } from '@saude/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext, unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { cliente, lotacaoPapel, papel, papelPermissao, permissao, usuario } from '../../../db/schema/index.js';
import { gerarCpf } from '../../../db/seed/municipio.js';
import { MENSAGENS_SENHA_RECEPCAO } from '../../painel-senha/index.js';

/**
 * The pharmacy queue (issue 19): include at the counter (priority checked against the record), call, evade with a
 * reason, cancel the evasion, attend and send back, each by the transitions table, only on this pharmacy's entries
 * and only with the pharmacy's permission; and a kiosk ticket of a pharmacy's location reaching the counter through
 * the ticket panel's reception registry. Patients, places and users are this file's own.
 */
let ctx: TestContext;
let clienteId: number;
let farmacia: Record<string, string>;
const base = '/api/farmacia/fila-atendimento';

type Tx = Parameters<Parameters<typeof withTenant>[2]>[0];
const emDemo = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(ctx.database.db, { clienteId }, fn);
const linha = async (q: ReturnType<typeof sql>) => emDemo(async (tx) => (await tx.execute(q)).rows[0] as Record<string, unknown>);
const um = async (q: ReturnType<typeof sql>) => Number((await linha(q)).id);

async function paciente(nascimento = '1985-03-02') {
  const cpf = gerarCpf(String(300_000_000 + Math.floor(Math.random() * 600_000_000)));
  const nome = `PACIENTE DA FARMACIA ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  return {
    id: await um(sql`insert into cidadao (nome, cpf, sexo_id, data_nascimento) values (${nome}, ${cpf}, 1, ${nascimento}) returning id`),
    nome,
  };
}

const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = farmacia) =>
  ctx.app.inject({ method, url, headers, payload });
const naFila = async (filaId: number, headers = farmacia, status = '') =>
  (json(await req('GET', `${base}${status ? `?status=${status}` : ''}`, undefined, headers)).data.model.fila as { id: number }[]).find(
    (e) => e.id === filaId,
  ) as Record<string, any> | undefined;

beforeAll(async () => {
  ctx = await createTestContext();
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  clienteId = c?.id as number;
  farmacia = await ctx.loginNoCentro('farmacia', 'Dispensação de Medicamentos');
});
afterAll(() => ctx.close());

describe('farmacia/fila-atendimento', () => {
  it('includes a patient (a legal priority the record contradicts is refused), calls, evades, cancels, attends and sends back', async () => {
    const p = await paciente();
    const idoso = await um(sql`select id from prioridade where nome = 'Idoso 60+'`);
    const recusa = await req('POST', base, { paciente_id: p.id, prioridade_id: idoso });
    expect(recusa.statusCode, recusa.body).toBe(422);
    expect(json(recusa).errors.prioridade_id[0]).toMatch(/exige paciente com 60 anos ou mais/);

    const incluido = await req('POST', base, { paciente_id: p.id });
    expect(incluido.statusCode, incluido.body).toBe(201);
    expect(json(incluido).message).toBe(M.incluido(p.nome));
    const id = json(incluido).id as number;
    expect((await req('POST', base, { paciente_id: p.id })).statusCode).toBe(409);
    const lista = json(await req('GET', base)).data;
    expect(lista.model.centro_custo_nome).toBe('Dispensação de Medicamentos');
    expect(lista.model.topico).toMatch(new RegExp(`^fila:farmacia:${SetorTipo.FARMACIA}:`));
    expect(lista.model.fila.find((e: { id: number }) => e.id === id)).toMatchObject({ paciente: { nome: p.nome }, prioridade: null });

    const chamada = await req('POST', '/api/farmacia/chamada', { fila_id: id, tela_id: null, sala_id: null });
    expect(chamada.statusCode, chamada.body).toBe(200);
    expect((await naFila(id))?.chamadas).toBe(1);

    const semMotivo = await req('PUT', `${base}/evadir/${id}`, { motivo_evasao: ' ' });
    expect(json(semMotivo).errors.motivo_evasao).toEqual([MENSAGENS_FILA.motivoEvasaoObrigatorio]);
    expect(json(await req('PUT', `${base}/evadir/${id}`, { motivo_evasao: 'Desistiu de esperar.' })).status).toBe(StatusFila.EVADIDO);
    expect((await naFila(id, farmacia, String(StatusFila.EVADIDO)))?.status.id).toBe(StatusFila.EVADIDO);
    const chamarEvadido = await req('POST', '/api/farmacia/chamada', { fila_id: id });
    expect(chamarEvadido.statusCode).toBe(409);
    expect(json(await req('PUT', `${base}/desfazer-evasao/${id}`)).status).toBe(StatusFila.EM_ESPERA);
    expect(json(await req('PUT', `${base}/atender/${id}`)).status).toBe(StatusFila.EM_ATENDIMENTO);
    expect(json(await req('PUT', `${base}/devolver/${id}`)).status).toBe(StatusFila.EM_ESPERA);
    const movimentos = await emDemo(async (tx) =>
      (await tx.execute(sql`select acao from fila_movimento where fila_id = ${id} order by id`)).rows.map((r) => r.acao),
    );
    expect(movimentos).toEqual(['entrar', 'chamar', 'evadir', 'desfazerEvasao', 'atender', 'devolver']);
  });

  it('an elderly patient with the legal priority goes ahead of earlier arrivals', async () => {
    const antes = await paciente();
    const idoso = await paciente('1940-01-10');
    const prioridadeId = await um(sql`select id from prioridade where nome = 'Idoso 60+'`);
    const a = json(await req('POST', base, { paciente_id: antes.id })).id;
    const b = json(await req('POST', base, { paciente_id: idoso.id, prioridade_id: prioridadeId })).id;
    const ids = (json(await req('GET', base)).data.model.fila as { id: number }[]).map((e) => e.id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    expect(await naFila(b)).toMatchObject({ prioridade: { id: prioridadeId, nome: 'Idoso 60+', legal: true } });
  });

  it('answers only with the pharmacy permission, only at a pharmacy, only on its own entries', async () => {
    const medico = (await ctx.login('medico')).headers;
    expect((await req('GET', base, undefined, medico)).statusCode).toBe(403);
    expect((await req('POST', '/api/farmacia/chamada', { fila_id: 1 }, medico)).statusCode).toBe(403);
    const admin = await ctx.loginNoCentro('admin', 'Administração Geral');
    const foraDaFarmacia = await req('GET', base, undefined, admin);
    expect(foraDaFarmacia.statusCode).toBe(422);
    expect(json(foraDaFarmacia).message).toBe(M.semSetor);
    // an entry of another module's queue is not this pharmacy's
    const outra = await um(sql`select id from fila where modulo <> 'farmacia' order by id desc limit 1`);
    const alheia = await req('PUT', `${base}/atender/${outra}`);
    expect(alheia.statusCode).toBe(404);
    expect(json(alheia).message).toBe(MENSAGENS_FILA.naoEncontrada);
  });
});

describe('a kiosk ticket at the pharmacy counter', () => {
  /** A pharmacy of its own (with a ticket reception queue at the same location) and a clerk of both queues. */
  async function farmaciaComSenhas() {
    const sufixo = unique('Farmácia');
    const infraId = await um(sql`insert into infraestrutura (unidade_id, nome)
      select unidade_id, ${sufixo} from infraestrutura where nome = 'Pronto Atendimento' limit 1 returning id`);
    const centro = (nome: string, tipo: number) =>
      um(sql`insert into centro_custo (infraestrutura_id, setor_id, nome)
        values (${infraId}, (select id from setor where setor_tipo_id = ${tipo} order by id limit 1), ${nome}) returning id`);
    const dispensacao = await centro(`Dispensação ${sufixo}`, SetorTipo.FARMACIA);
    const recepcao = await centro(`Recepção ${sufixo}`, SetorTipo.RECEPCAO);
    const login = await criarUsuario(ctx, { comoLogin: 'farmacia', semPapeis: true });
    await emDemo(async (tx) => {
      const [u] = await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, login));
      const { rows } = await tx.execute(sql`insert into lotacao (usuario_id, infraestrutura_id, ocupacao_codigo)
        values (${u?.id}, ${infraId}, '223405') returning id`);
      const lotacaoId = Number(rows[0]?.id);
      await tx.execute(
        sql`insert into lotacao_centro_custo (lotacao_id, centro_custo_id) values (${lotacaoId}, ${dispensacao}), (${lotacaoId}, ${recepcao})`,
      );
      const [p] = await tx
        .insert(papel)
        .values({ nome: unique('Balcão da farmácia') })
        .returning({ id: papel.id });
      const perms = await tx
        .select({ id: permissao.id })
        .from(permissao)
        .where(inArray(permissao.nome, [PS.filaVer, PS.filaOperar, FAR.filaVer, FAR.filaEditar]));
      await tx.insert(papelPermissao).values(perms.map((x) => ({ papelId: p?.id as number, permissaoId: x.id })));
      await tx.insert(lotacaoPapel).values({ lotacaoId, papelId: p?.id as number });
    });
    return { infraId, dispensacao, recepcao, headers: await ctx.loginNoCentro(login, `Dispensação ${sufixo}`) };
  }

  it('the counter sends a reception ticket of a pharmacy location here; including its patient closes it and carries code and priority', async () => {
    const f = await farmaciaComSenhas();
    const gestante = await um(sql`select id from prioridade where nome = 'Gestante'`);
    const codigo = `F${Math.floor(Math.random() * 9000 + 1000)}`;
    const senhaId = await um(sql`insert into senha (infraestrutura_id, opcao_entrada_id, prioridade_id, data, sequencia, codigo)
      values (${f.infraId}, (select id from opcao_entrada where nome = 'Demanda espontânea'), ${gestante}, ${hojeIso()}, 1, ${codigo})
      returning id`);
    const filaSenha = await um(sql`insert into fila (modulo, setor_tipo_id, centro_custo_id, referencia_id, senha, status)
      values ('painel-senha', ${SetorTipo.RECEPCAO}, ${f.recepcao}, ${senhaId}, ${codigo}, ${StatusSenha.EM_ESPERA}) returning id`);

    const painel = await req('GET', `/api/painel-senha/fila?centro_custo_id=${f.recepcao}`, undefined, f.headers);
    expect(painel.statusCode, painel.body).toBe(200);
    const naSenha = json(painel).data.model.senhas.find((s: { id: number }) => s.id === senhaId);
    expect(naSenha.recepcao).toEqual({ caminho: `/farmacia/fila-atendimento/index?senha=${filaSenha}`, permissao: FAR.filaEditar });

    const lida = await req('GET', `${base}/senha/${filaSenha}`, undefined, f.headers);
    expect(lida.statusCode, lida.body).toBe(200);
    expect(json(lida)).toMatchObject({ fila_id: filaSenha, codigo, prioridade: { id: gestante, nome: 'Gestante' }, paciente: null });
    // the demo pharmacy is another location: the ticket is not found there
    expect((await req('GET', `${base}/senha/${filaSenha}`)).statusCode).toBe(404);

    const mulher = await paciente('1995-06-01');
    const incluido = await req('POST', base, { paciente_id: mulher.id, senha_fila_id: filaSenha }, f.headers);
    expect(incluido.statusCode, incluido.body).toBe(201);
    expect(await naFila(json(incluido).id, f.headers)).toMatchObject({ senha: codigo, prioridade: { id: gestante } });
    const senha = await linha(sql`select f.status, s.paciente_id::int as paciente_id from senha s
      join fila f on f.modulo = 'painel-senha' and f.referencia_id = s.id where s.id = ${senhaId}`);
    expect(senha).toEqual({ status: StatusSenha.FINALIZADA, paciente_id: mulher.id });
    // the same ticket cannot bring a second patient
    const outro = await paciente();
    const denovo = await req('POST', base, { paciente_id: outro.id, senha_fila_id: filaSenha }, f.headers);
    expect(denovo.statusCode).toBe(422);
    expect(json(denovo).errors.senha_fila_id).toEqual([MENSAGENS_SENHA_RECEPCAO.outroPaciente(codigo)]);
  });
});
