import { fusoHorario, hojeIso, MENSAGENS_RELATORIO, NOME_TABELA_AUDITORIA } from '@saude/shared';
import { desc, eq, getTableName, isTable, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import * as schema from '../../../db/schema/index.js';
import { auditoria, centroCusto, cidadao, cliente } from '../../../db/schema/index.js';
import { colunasDaAuditoria, condicoesDaAuditoria } from './auditoria.service.js';

let ctx: TestContext;
let admin: Record<string, string>;
let clienteId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  clienteId = c?.id as number;
});
afterAll(() => ctx.close());

const URL_LISTA = '/api/administracao/auditoria/datatable';
type Linha = Record<string, any>;

async function listar(query: string, headers = admin): Promise<Linha[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `${URL_LISTA}?length=100&${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
}

/** 'DD/MM/AAAA HH:MM:SS' of an instant on Brasília's clock, computed here independently of the server. */
function emBrasilia(iso: string) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: fusoHorario(),
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** A patient of this file received at the emergency reception (the FAA's writes carry the patient). */
async function pacienteComFaa() {
  const nome = unique('PACIENTE AUDITORIA').toUpperCase();
  const { pacienteId, opcaoId, triagemId } = await withTenant(ctx.database.db, { clienteId }, async (tx) => {
    const [p] = await tx.insert(cidadao).values({ nome, dataNascimento: '1975-03-02', sexoId: 2 }).returning({ id: cidadao.id });
    const [o] = (await tx.execute<{ id: number }>(sql`select id from opcao_entrada where nome = 'Demanda espontânea'`)).rows;
    const [cc] = await tx.select({ id: centroCusto.id }).from(centroCusto).where(eq(centroCusto.nome, 'Triagem e Classificação de Risco'));
    return { pacienteId: p?.id as number, opcaoId: Number(o?.id), triagemId: cc?.id as number };
  });
  const rec = await ctx.app.inject({
    method: 'POST',
    url: '/api/pronto-atendimento/recepcao',
    headers: (await ctx.login('recepcao')).headers,
    payload: { paciente_id: pacienteId, opcao_entrada_id: opcaoId, destino_centro_custo_id: triagemId },
  });
  expect(rec.statusCode, rec.body).toBe(201);
  const [faa] = (
    await ctx.database.db.execute<{ numero: string }>(sql`select numero::text from atendimento where paciente_id = ${pacienteId}`)
  ).rows;
  return { pacienteId, nome, numero: faa?.numero as string };
}

describe('trilha de auditoria', () => {
  it('shows the writes a request made, in words, with who did them and the before/after (no secrets)', async () => {
    const medico = await ctx.login('medico');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/cadastro/usuario-perfil',
      headers: medico.headers,
      payload: { email: 'ricardo@demo.saude.local', telefone: '(87) 99999-0000' },
    });
    const lista = await listar(`tabela=usuario&acao=UPDATE&usuario_id=${medico.sessao.usuario.id}`);
    const registro = lista.find((a) => a.registro_id === medico.sessao.usuario.id && a.tabela === 'usuario');
    expect(registro).toMatchObject({
      acao: 'UPDATE',
      acao_exibida: 'UPDATE',
      tabela_nome: 'Usuário',
      usuario_nome: 'Ricardo Lins Cavalcanti',
      descricao: 'Alteração de Usuário de Ricardo Lins Cavalcanti',
    });
    expect(registro?.momento_local).toBe(emBrasilia(registro?.momento));
    const detalhe = json(await ctx.app.inject({ method: 'GET', url: `/api/administracao/auditoria/${registro?.id}`, headers: admin }));
    expect(detalhe.depois.email).toBe('ricardo@demo.saude.local');
    expect(detalhe.antes.email).not.toBe('ricardo@demo.saude.local');
    expect(detalhe.depois).not.toHaveProperty('senha_hash');
    expect(detalhe.descricao).toBe(registro?.descricao);
  });

  it('a clinical read of an FAA shows under its patient, with the FAA number and Brasília time', async () => {
    const { pacienteId, nome, numero } = await pacienteComFaa();
    const medico = await ctx.login('medico');
    const leitura = await ctx.app.inject({
      method: 'GET',
      url: `/api/pronto-atendimento/aih/create/${pacienteId}`,
      headers: medico.headers,
    });
    expect(leitura.statusCode, leitura.body).toBe(200);

    const doPaciente = await listar(`paciente_id=${pacienteId}`);
    const lida = doPaciente.find((l) => l.acao === 'LEITURA');
    expect(lida).toMatchObject({
      tabela: 'atendimento',
      paciente_id: pacienteId,
      paciente_nome: nome,
      usuario_nome: 'Ricardo Lins Cavalcanti',
      descricao: `Leitura do prontuário de ${nome} (FAA ${numero})`,
    });
    expect(lida?.momento_local).toBe(emBrasilia(lida?.momento));
    // the reception's writes belong to the patient too: the FAA itself and its queue entry
    expect(doPaciente.map((l) => l.descricao)).toContain(`Inclusão de Ficha de atendimento de ${nome} (FAA ${numero})`);
    expect(doPaciente.some((l) => l.tabela === 'fila' && l.acao === 'INSERT')).toBe(true);
    // only this patient's rows
    expect(doPaciente.every((l) => l.paciente_id === pacienteId)).toBe(true);

    // by action and user
    const leituras = await listar(`paciente_id=${pacienteId}&acao=LEITURA`);
    expect(leituras.map((l) => l.acao)).toEqual(leituras.map(() => 'LEITURA'));
    expect(leituras).toHaveLength(1);
    expect(await listar(`paciente_id=${pacienteId}&usuario_id=${medico.sessao.usuario.id}`)).toHaveLength(1);
    const recepcao = await listar(`paciente_id=${pacienteId}&acao=INSERT`);
    expect(recepcao.length).toBeGreaterThan(1);
    expect(recepcao.every((l) => l.usuario_nome !== 'Ricardo Lins Cavalcanti')).toBe(true);

    // by period, in Brasília days: today has them, a past month has none
    const hoje = hojeIso();
    expect(await listar(`paciente_id=${pacienteId}&data_inicio=${hoje}&data_fim=${hoje}`)).toHaveLength(doPaciente.length);
    expect(await listar(`paciente_id=${pacienteId}&data_inicio=2020-01-01&data_fim=2020-12-31`)).toHaveLength(0);
  });

  it('hides the session rows unless asked, and shows a login as an Entrada', async () => {
    const enfermagem = await ctx.login('enfermagem');
    const id = enfermagem.sessao.usuario.id;
    const padrao = await listar(`usuario_id=${id}`);
    expect(padrao.some((l) => l.tabela === 'sessao')).toBe(false);
    // the login's own stamp on the user (último acesso) is a session row too
    expect(padrao.some((l) => l.tabela === 'usuario' && l.acao === 'UPDATE' && l.registro_id === id)).toBe(false);

    const comSessoes = await listar(`usuario_id=${id}&sessoes=1`);
    expect(comSessoes.find((l) => l.tabela === 'sessao')).toMatchObject({ acao_exibida: 'ENTRADA', descricao: 'Entrada no sistema' });
    const entradas = await listar(`usuario_id=${id}&acao=ENTRADA`);
    expect(entradas.length).toBeGreaterThan(0);
    expect(entradas.every((l) => l.tabela === 'sessao' && l.acao === 'INSERT')).toBe(true);

    await ctx.app.inject({ method: 'POST', url: '/api/administracao/autenticacao/logout', headers: enfermagem.headers });
    const saidas = await listar(`usuario_id=${id}&acao=SAIDA`);
    expect(saidas[0]).toMatchObject({ acao_exibida: 'SAIDA', descricao: 'Saída do sistema (sessão encerrada)' });
  });

  it('refuses a period longer than a year or inverted, in pt-BR', async () => {
    const longo = await ctx.app.inject({ method: 'GET', url: `${URL_LISTA}?data_inicio=2024-01-01&data_fim=2025-06-30`, headers: admin });
    expect(longo.statusCode).toBe(422);
    expect(json(longo).errors.data_fim).toEqual([MENSAGENS_RELATORIO.periodoLongo]);
    const invertido = await ctx.app.inject({
      method: 'GET',
      url: `${URL_LISTA}?data_inicio=2025-06-30&data_fim=2025-06-01`,
      headers: admin,
    });
    expect(invertido.statusCode).toBe(422);
    expect(json(invertido).errors.data_fim).toEqual(['A data final não pode ser menor que a data inicial.']);
    // only a start two years ago: the end defaults to today, past a year
    const soInicio = await ctx.app.inject({ method: 'GET', url: `${URL_LISTA}?data_inicio=2020-01-01`, headers: admin });
    expect(soInicio.statusCode).toBe(422);
  });

  it('finds patients and users for its filters, and their labels by id', async () => {
    const { pacienteId, nome } = await pacienteComFaa();
    const termo = nome.split('-').at(-1) as string;
    const porNome = json(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/administracao/auditoria/paciente/autocomplete?search[value]=${termo}`,
        headers: admin,
      }),
    );
    expect(porNome.data.map((p: { id: number }) => p.id)).toContain(pacienteId);
    const porId = json(
      await ctx.app.inject({ method: 'GET', url: `/api/administracao/auditoria/paciente/autocomplete?id=${pacienteId}`, headers: admin }),
    );
    expect(porId.data).toHaveLength(1);
    expect(porId.data[0].label).toContain(nome);
    const usuarios = json(
      await ctx.app.inject({
        method: 'GET',
        url: '/api/administracao/auditoria/usuario/autocomplete?search[value]=ricardo',
        headers: admin,
      }),
    );
    expect(usuarios.data[0].label).toBe('Ricardo Lins Cavalcanti (medico)');
  });

  it('is readable only with its permission', async () => {
    const { headers } = await ctx.login('regulacao');
    for (const url of [URL_LISTA, '/api/administracao/auditoria/paciente/autocomplete?search[value]=maria'])
      expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
  });

  it('names every table of the schema in Portuguese', () => {
    const tabelas = Object.values(schema)
      .filter((t) => isTable(t))
      .map((t) => getTableName(t as never));
    expect(tabelas.length).toBeGreaterThan(50);
    expect(tabelas.filter((t) => !NOME_TABELA_AUDITORIA[t])).toEqual([]);
  });

  it('reads one patient of a period through the patient index', async () => {
    const plano = await withTenant(ctx.database.db, { clienteId }, async (tx) => {
      // on a small test database a sequential scan may be cheaper: the index must be usable, not just chosen
      await tx.execute(sql`set local enable_seqscan = off`);
      const q = tx
        .select(colunasDaAuditoria)
        .from(auditoria)
        .where(condicoesDaAuditoria(clienteId, { pacienteId: 1, draw: 1, start: 0, length: 10, dataInicio: null, dataFim: null }))
        .orderBy(desc(auditoria.momento))
        .limit(10);
      return (await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${q}`)).rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plano).toContain('auditoria_cliente_paciente_momento_idx');
  });
});
