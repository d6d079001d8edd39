import { AMB, competenciaBr, MENSAGENS_RAAS as M } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { cliente } from '../../../db/schema/index.js';
import { gerarCnsDefinitivo, gerarCpf } from '../../../db/seed/municipio.js';
import { agoraLocal } from '../../agenda/index.js';
import { usuarioCom } from '../agendamento/agendamento.fixtures.js';

/**
 * The psychosocial RAAS (issue 17, formats README §2) in the demo municipality: the demo doctor (CBO 225125) types
 * last month's sheet of a patient of this file's own; every refusal is a 422 on its field, verbatim, writing nothing.
 */
let ctx: TestContext;
let clienteId: number;
let medico: Record<string, string>;
let medicoId: number;
let unidadeId: number;
let municipioId: number;
let pacienteId: number;
const BASE = '/api/ambulatorio/formulario-raas';

const emDemo = <T>(fn: (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) =>
  withTenant(ctx.database.db, { clienteId }, fn);
const um = async (q: ReturnType<typeof sql>) => emDemo(async (tx) => Number(((await tx.execute(q)).rows[0] as { id: number | string }).id));

/** Last month (always fully past) as AAAAMM, and a day of it. */
const hoje = agoraLocal().hoje;
const mes = new Date(Date.UTC(Number(hoje.slice(0, 4)), Number(hoje.slice(5, 7)) - 2, 1));
const competencia = `${mes.getUTCFullYear()}${String(mes.getUTCMonth() + 1).padStart(2, '0')}`;
const dia = (d: number) => `${competencia.slice(0, 4)}-${competencia.slice(4)}-${String(d).padStart(2, '0')}`;
const cns = gerarCnsDefinitivo(String(10_000_000_000 + Math.floor(Math.random() * 9_999_999_999)));

const ficha = (over: Record<string, unknown> = {}) => ({
  unidade_id: unidadeId,
  competencia: competenciaBr(competencia),
  paciente_id: pacienteId,
  paciente_cns: cns,
  paciente_nome: 'Paciente RAAS',
  paciente_nascimento: '1985-04-12',
  paciente_sexo: 'F',
  paciente_raca_cor: '03',
  paciente_municipio_id: municipioId,
  data_inicio: dia(1),
  origem: '02',
  caps_tipo: 'II',
  cobertura_esf: false,
  cid_principal: 'F20.0',
  cids_secundarios: ['F41.9'],
  destino: '00',
  acoes: [
    { procedimento_codigo: '0301080232', profissional_id: medicoId, cbo: '225125', data: dia(3), quantidade: 1, local: 'C' },
    { procedimento_codigo: '0301080208', profissional_id: medicoId, cbo: '225125', data: dia(10), quantidade: 4, local: 'T' },
  ],
  ...over,
});
const post = (payload: Record<string, unknown>, headers = medico) => ctx.app.inject({ method: 'POST', url: BASE, headers, payload });
const get = (url: string, headers = medico) => ctx.app.inject({ method: 'GET', url, headers });
const quantas = () => um(sql`select count(*)::int as id from raas_psicossocial where paciente_id = ${pacienteId}`);

beforeAll(async () => {
  ctx = await createTestContext();
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  clienteId = c?.id as number;
  medico = (await ctx.login('medico')).headers;
  medicoId = await um(sql`select id from usuario where login = 'medico'`);
  unidadeId = await um(sql`select id from unidade where nome_fantasia = 'Policlínica Municipal'`);
  municipioId = await um(sql`select id from municipio order by id limit 1`);
  const cpf = gerarCpf(String(300_000_000 + Math.floor(Math.random() * 600_000_000)));
  pacienteId = await um(sql`insert into cidadao (nome, cpf, cns, sexo_id, raca_cor_id, data_nascimento)
    values ('Paciente RAAS', ${cpf}, ${cns}, 1, 4, '1985-04-12') returning id`);
});
afterAll(() => ctx.close());

describe('ambulatorio/formulario-raas', () => {
  it('offers the psychosocial procedures, the professionals with their CBOs and the record as defaults', async () => {
    const form = json(await get(`${BASE}/create`)).form;
    expect(form.procedimentos).toContainEqual({
      codigo: '0301080208',
      nome: 'ATENDIMENTO INDIVIDUAL DE PACIENTE EM CENTRO DE ATENÇÃO PSICOSSOCIAL',
    });
    expect(form.procedimentos.every((p: { codigo: string }) => p.codigo.startsWith('030108'))).toBe(true);
    expect(form.profissionais).toContainEqual(expect.objectContaining({ id: medicoId, cbos: ['225125'] }));
    expect(form.unidades).toContainEqual({ id: unidadeId, nome: 'Policlínica Municipal', cnes: '2345003' });
    // the demo brings last month's sheets of two patients, typed by the demo doctor
    const demo = json(await get(`${BASE}/datatable?competencia=${competenciaBr(competencia)}`));
    expect(demo.records_total).toBeGreaterThanOrEqual(2);
    const padrao = json(await get(`${BASE}/paciente/${pacienteId}`)).data;
    // LEDI 4 (parda) is SIA 03; LEDI sex 1 is F
    expect(padrao).toMatchObject({ paciente_cns: cns, paciente_sexo: 'F', paciente_raca_cor: '03', paciente_nascimento: '1985-04-12' });
  });

  it('refuses, on each field and verbatim, what the RAAS layout and SIGTAP do not allow, writing nothing', async () => {
    const casos: [Record<string, unknown>, string, string[]][] = [
      [{ paciente_cns: '123456789012345' }, 'paciente_cns', ['O CNS informado é inválido.']],
      [{ competencia: '12/2999', acoes: [] }, 'competencia', [M.competenciaFutura]],
      [{ acoes: [] }, 'acoes', [M.semAcoes]],
      [{ destino: '03' }, 'data_saida', [M.dataSaidaObrigatoria]],
      [{ cids_secundarios: ['F20.0'] }, 'cids_secundarios.0', [M.cidRepetido]],
      [
        {
          acoes: [
            { procedimento_codigo: '0301080208', profissional_id: medicoId, cbo: '225125', data: '2000-01-05', quantidade: 1, local: 'C' },
          ],
        },
        'acoes.0.data',
        [M.acaoForaCompetencia],
      ],
      [
        {
          acoes: [{ procedimento_codigo: '0301010072', profissional_id: medicoId, cbo: '225125', data: dia(5), quantidade: 1, local: 'C' }],
        },
        'acoes.0.procedimento_codigo',
        [M.procedimentoForaGrupo('0301010072')],
      ],
      [
        {
          acoes: [{ procedimento_codigo: '0301080208', profissional_id: medicoId, cbo: '411010', data: dia(5), quantidade: 1, local: 'C' }],
        },
        'acoes.0.cbo',
        [M.cboIncompativel('411010', '0301080208')],
      ],
      [
        // SIGTAP: at most one "acompanhamento em residência terapêutica" per record
        {
          acoes: [{ procedimento_codigo: '0301080046', profissional_id: medicoId, cbo: '322205', data: dia(5), quantidade: 2, local: 'C' }],
        },
        'acoes.0.quantidade',
        [M.quantidadeMaxima(1)],
      ],
      [{ cid_principal: 'U99.9' }, 'cid_principal', [M.cidNaoEncontrado]],
    ];
    for (const [over, campo, mensagens] of casos) {
      const res = await post(ficha(over));
      expect(res.statusCode, `${campo}: ${res.body}`).toBe(422);
      expect(json(res).errors[campo], campo).toEqual(mensagens);
    }
    expect(await quantas()).toBe(0);
  });

  it('stores the sheet with its actions, one per patient, unit and competência, and audits its reading', async () => {
    const res = await post(ficha());
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).message).toBe('Registro salvo com sucesso!');
    const id = json(res).data.id as number;
    const duplicada = await post(ficha());
    expect(duplicada.statusCode).toBe(422);
    expect(json(duplicada).errors.competencia).toEqual([M.duplicada(competenciaBr(competencia))]);

    const lida = await get(`${BASE}/${id}`);
    expect(lida.statusCode, lida.body).toBe(200);
    const d = json(lida).data;
    expect(d).toMatchObject({ competencia, cnes: '2345003', cid_principal: 'F200', cids_secundarios: ['F419'], destino: '00' });
    expect(d.cids).toContainEqual({ codigo: 'F200', label: 'F20.0 - Esquizofrenia paranóide' });
    expect(d.acoes.map((a: Record<string, unknown>) => [a.procedimento_codigo, a.quantidade, a.local])).toEqual([
      ['0301080232', 1, 'C'],
      ['0301080208', 4, 'T'],
    ]);
    const leituras = await um(sql`select count(*)::int as id from auditoria where tabela = 'raas_psicossocial' and registro_id = ${id}
      and acao = 'LEITURA' and paciente_id = ${pacienteId}`);
    expect(leituras).toBe(1);

    // a change replaces the actions; the audit trail names the patient of each action row
    const alterada = await ctx.app.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      headers: medico,
      payload: ficha({ destino: '03', data_saida: dia(20), acoes: [ficha().acoes[1]] }),
    });
    expect(alterada.statusCode, alterada.body).toBe(200);
    expect(json(await get(`${BASE}/${id}`)).data).toMatchObject({
      destino: '03',
      data_saida: dia(20),
      acoes: [{ procedimento_codigo: '0301080208' }],
    });
    const semPaciente =
      await um(sql`select count(*)::int as id from auditoria where tabela = 'raas_psicossocial_acao' and paciente_id is null
      and (depois->>'raas_id' = ${String(id)} or antes->>'raas_id' = ${String(id)})`);
    expect(semPaciente).toBe(0);

    const lista = json(await get(`${BASE}/datatable?competencia=${competenciaBr(competencia)}&search[value]=${cns}`));
    expect(lista.data).toEqual([expect.objectContaining({ id, cid_principal: 'F20.0', acoes: 1, quantidade: 4, caps_tipo: 'II' })]);
  });

  it('answers to its permissions and never across municipalities', async () => {
    const soVer = await usuarioCom(ctx, [AMB.raasVer]);
    expect((await post(ficha({ competencia: '01/2020' }), soVer)).statusCode).toBe(403);
    expect((await get(`${BASE}/datatable`, await usuarioCom(ctx, [AMB.agendamentoVer]))).statusCode).toBe(403);
    const [x] = (await emDemo((tx) => tx.execute(sql`select id from raas_psicossocial where paciente_id = ${pacienteId}`))).rows as {
      id: number;
    }[];
    const outra = (await ctx.login('admin', 'outra')).headers;
    expect((await get(`${BASE}/${x?.id}`, outra)).statusCode).toBe(404);
  });
});
