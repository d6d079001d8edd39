import { AMB, MENSAGENS_RECEPCAO_AMBULATORIO as M, SetorTipo, STATUS_AGENDAMENTO, StatusFila } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { auditoria, cliente } from '../../../db/schema/index.js';
import { gerarCpf } from '../../../db/seed/municipio.js';
import { agoraLocal } from '../../agenda/index.js';
import { usuarioCom } from '../agendamento/agendamento.fixtures.js';

/**
 * The polyclinic of the demo municipality (issue 17 part 3): the desk ('agenda', at the reception) receives, the
 * nurse ('ambulatorio', at the nursing) calls and does the pre-consultation. Each test makes its own patients and
 * appointments on an agenda of its own, so the demo's morning and other files never meet them.
 */
let ctx: TestContext;
let recepcao: Record<string, string>;
let enfermeira: Record<string, string>;
let clienteId: number;
let jornadaId: number;
let hora = 0;
const PARAM = '/api/ambulatorio/parametrizacao';

const emDemo = <T>(fn: (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) =>
  withTenant(ctx.database.db, { clienteId }, fn);
const um = async (q: ReturnType<typeof sql>) => emDemo(async (tx) => Number(((await tx.execute(q)).rows[0] as { id: number | string }).id));

async function paciente(extra: { sexo?: number; nascimento?: string } = {}) {
  const cpf = gerarCpf(String(300_000_000 + Math.floor(Math.random() * 600_000_000)));
  return um(sql`insert into cidadao (nome, cpf, sexo_id, data_nascimento)
    values (${`Paciente Recepção ${Math.random().toString(36).slice(2, 7)}`}, ${cpf}, ${extra.sexo ?? 0}, ${extra.nascimento ?? '1990-05-10'}) returning id`);
}
async function agendamentoHoje(pacienteId: number) {
  hora++;
  return um(sql`insert into agendamento (numero, modulo, jornada_id, data, hora, tipo_vaga, paciente_id, status)
    values (${900_000_000 + Math.floor(Math.random() * 99_999_999)}, 'ambulatorio', ${jornadaId}, ${agoraLocal().hoje},
            ${`${String(hora).padStart(2, '0')}:00:00`}, 1, ${pacienteId}, 1) returning id`);
}
const get = (url: string, headers = recepcao) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: Record<string, unknown>, headers = recepcao) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, payload: Record<string, unknown> = {}, headers = enfermeira) =>
  ctx.app.inject({ method: 'PUT', url, headers, payload });
const chegar = (payload: Record<string, unknown>, headers = recepcao) => post('/api/ambulatorio/recepcao', payload, headers);
const statusAgendamento = (id: number) => um(sql`select status as id from agendamento where id = ${id}`);
/**
 * An entry as its queue lists it. The queue is the entry's own: the unit's default destination is its first nursing
 * cost centre, and another file of this worker's database may add one (the stock tests create sectors).
 */
const entrada = async (filaId: number, headers = enfermeira) => {
  const centro = await um(sql`select coalesce((select centro_custo_id from fila where id = ${filaId}), 0) as id`);
  if (!centro) return undefined; // deleted from the queue
  const res = await get(`/api/ambulatorio/fila?centro_custo_id=${centro}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (json(res).data.model.fila as { id: number; acoes: string[]; atendimento: Record<string, unknown>; prioridade: unknown }[]).find(
    (e) => e.id === filaId,
  );
};

beforeAll(async () => {
  ctx = await createTestContext();
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  clienteId = c?.id as number;
  recepcao = (await ctx.login('agenda')).headers;
  enfermeira = await ctx.loginNoCentro('ambulatorio', 'Enfermagem do Ambulatório');
  jornadaId =
    await um(sql`insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, infraestrutura_id, especialidade_id, situacao_id,
      dias_semana, hora_inicio, hora_fim, duracao_minutos, vigencia_inicio)
    select 'ambulatorio', 1, u.id, i.unidade_id, i.id, (select id from especialidade order by id limit 1),
           (select id from jornada_situacao order by id limit 1), '{0,1,2,3,4,5,6}'::smallint[], '00:00', '23:59', 60, current_date - 1
      from infraestrutura i, usuario u where i.nome = 'Ambulatório de Especialidades' and u.login = 'medico' returning id`);
});
afterAll(async () => {
  await ctx.app.inject({
    method: 'PUT',
    url: PARAM,
    headers: (await ctx.login('admin')).headers,
    payload: { permitir_demanda_espontanea: true },
  });
  await ctx.close();
});

describe('a manhã da policlínica (demo)', () => {
  it("has today's arrivals waiting at the nursing and a pre-consultation done waiting at the office", async () => {
    const hoje = await um(sql`select count(*)::int as id from agendamento a join jornada j on j.id = a.jornada_id
      join infraestrutura i on i.id = j.infraestrutura_id
      where a.modulo = 'ambulatorio' and i.nome = 'Ambulatório de Especialidades' and a.data = ${agoraLocal().hoje}`);
    // the demo doctor's clinic runs every day, so the demo (and the browser tests) always have a morning
    expect(hoje).toBeGreaterThan(0);
    // and no patient holds two appointments of one day (the second arrival would meet them already queued)
    const repetidos = await um(sql`select count(*)::int as id from (select a.paciente_id from agendamento a
      where a.modulo = 'ambulatorio' and a.data = ${agoraLocal().hoje} and a.created_by is null
      group by a.paciente_id having count(*) > 1) r`);
    expect(repetidos).toBe(0);
    type Linha = { agendamento_id: number | null; pre_consulta: boolean };
    const enfermagem = json(await get('/api/ambulatorio/fila', enfermeira)).data;
    const daEnfermagem = (enfermagem.model.fila as { atendimento: Linha }[]).filter((e) => e.atendimento.agendamento_id);
    expect(daEnfermagem.length).toBeGreaterThanOrEqual(2);
    expect(daEnfermagem.every((e) => !e.atendimento.pre_consulta)).toBe(true);
    const consultorio = (enfermagem.form.filas as { id: number; setor_tipo_id: number }[]).find(
      (f) => f.setor_tipo_id === SetorTipo.CONSULTORIO,
    );
    const doConsultorio = json(await get(`/api/ambulatorio/fila?centro_custo_id=${consultorio?.id}`, enfermeira)).data.model.fila as {
      atendimento: Linha;
    }[];
    expect(doConsultorio.some((e) => e.atendimento.pre_consulta && e.atendimento.agendamento_id)).toBe(true);
  });
});

describe('ambulatorio/recepcao', () => {
  it('lists today’s appointments of the unit; "Chegou" turns the appointment into an arrival and queues the patient', async () => {
    const p = await paciente();
    const ag = await agendamentoHoje(p);
    const lista = await get('/api/ambulatorio/recepcao');
    expect(lista.statusCode, lista.body).toBe(200);
    const linha = (json(lista).data.model.agendamentos as { id: number; status: number; fila_id: number | null }[]).find(
      (a) => a.id === ag,
    );
    // sex and birth ride along: the desk checks the legal priority as it is picked
    expect(linha).toMatchObject({
      status: STATUS_AGENDAMENTO.AGENDADO,
      fila_id: null,
      paciente_sexo_id: 0,
      paciente_data_nascimento: '1990-05-10',
      paciente_idade_estimada: null,
    });

    const res = await chegar({ agendamento_id: ag });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).fila.status).toBe(StatusFila.EM_ESPERA);
    expect(await statusAgendamento(ag)).toBe(STATUS_AGENDAMENTO.CONFIRMADO);
    const e = await entrada(json(res).fila.id);
    expect(e?.atendimento).toMatchObject({ agendamento_id: ag, hora_agendada: expect.stringMatching(/^\d\d:00:00$/) });
    expect(e?.acoes).toEqual(['chamar', 'atender', 'encaminhar', 'evadir', 'excluir']);

    const deNovo = await chegar({ agendamento_id: ag });
    expect(deNovo.statusCode).toBe(409);
    expect(json(deNovo).message).toBe(M.jaChegou);
  });

  it('takes a walk-in when the settings allow it and refuses it, changing nothing, when they do not', async () => {
    const admin = (await ctx.login('admin')).headers;
    const p = await paciente();
    const off = await ctx.app.inject({ method: 'PUT', url: PARAM, headers: admin, payload: { permitir_demanda_espontanea: false } });
    expect(off.statusCode, off.body).toBe(200);
    const recusa = await chegar({ paciente_id: p });
    expect(recusa.statusCode).toBe(422);
    expect(json(recusa).errors.agendamento_id).toEqual([M.demandaEspontaneaNaoPermitida]);
    expect(await um(sql`select count(*)::int as id from atendimento_ambulatorial where paciente_id = ${p}`)).toBe(0);

    await ctx.app.inject({ method: 'PUT', url: PARAM, headers: admin, payload: { permitir_demanda_espontanea: true } });
    const ok = await chegar({ paciente_id: p });
    expect(ok.statusCode, ok.body).toBe(201);
    const dupla = await chegar({ paciente_id: p });
    expect(dupla.statusCode).toBe(409);
    expect(json(dupla).message).toBe(M.jaNaFila);
  });

  it('checks the legal priority against the record and puts the priority ahead', async () => {
    const homem = await paciente({ sexo: 0 });
    const { rows } = await emDemo((tx) => tx.execute(sql`select id, nome from prioridade where nome ilike '%gestante%' limit 1`));
    const gestante = rows[0] as { id: number } | undefined;
    if (!gestante) return;
    const res = await chegar({ paciente_id: homem, prioridade_id: Number(gestante.id) });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.prioridade_id[0]).toMatch(/^A prioridade ".+" exige paciente do sexo feminino/);
    const mulher = await paciente({ sexo: 1 });
    const ok = await chegar({ paciente_id: mulher, prioridade_id: Number(gestante.id) });
    expect(ok.statusCode, ok.body).toBe(201);
    const centro = await um(sql`select centro_custo_id as id from fila where id = ${json(ok).fila.id}`);
    const fila = json(await get(`/api/ambulatorio/fila?centro_custo_id=${centro}`, enfermeira)).data.model.fila as {
      id: number;
      prioridade: { peso: number } | null;
    }[];
    expect(fila[0]?.prioridade?.peso ?? 0).toBeGreaterThan(0);
  });

  it('needs the permissions: a user without the reception cannot receive, one without the queue cannot list it', async () => {
    const semRecepcao = await usuarioCom(ctx, [AMB.filaVer]);
    expect((await chegar({ paciente_id: await paciente() }, semRecepcao)).statusCode).toBe(403);
    const semFila = await usuarioCom(ctx, [AMB.recepcaoVer]);
    expect((await get('/api/ambulatorio/fila', semFila)).statusCode).toBe(403);
    const outra = (await ctx.login('admin', 'outra')).headers;
    const p = await paciente();
    const r = await chegar({ paciente_id: p });
    // another municipality never finds this entry
    expect((await put(`/api/ambulatorio/fila/devolver/${json(r).fila.id}`, {}, outra)).statusCode).toBe(404);
  });
});

describe('ambulatorio/fila', () => {
  it('calls, evades, undoes the evasion, sends back and deletes, each by the transitions table', async () => {
    const p = await paciente();
    const ag = await agendamentoHoje(p);
    const filaId = json(await chegar({ agendamento_id: ag })).fila.id as number;

    const chamada = await post('/api/ambulatorio/chamada', { fila_id: filaId }, enfermeira);
    expect(chamada.statusCode, chamada.body).toBe(200);
    // the nurse's last call in this queue is remembered by the server (the web's fallback after a logout)
    const centro = await um(sql`select centro_custo_id as id from fila where id = ${filaId}`);
    expect(json(await get(`/api/ambulatorio/fila?centro_custo_id=${centro}`, enfermeira)).data.form.ultimo_local).toEqual({
      tela_id: null,
      sala_id: null,
    });
    const semMotivo = await put(`/api/ambulatorio/fila/evadir/${filaId}`, { motivo_evasao: ' ' });
    expect(semMotivo.statusCode).toBe(422);
    expect((await put(`/api/ambulatorio/fila/evadir/${filaId}`, { motivo_evasao: 'Desistiu de esperar' })).statusCode).toBe(200);
    const excluirEvadido = await ctx.app.inject({ method: 'DELETE', url: `/api/ambulatorio/fila/${filaId}`, headers: enfermeira });
    expect(excluirEvadido.statusCode).toBe(409);
    expect(json(excluirEvadido).message).toBe('Não é possível excluir da fila uma entrada evadida.');
    expect((await put(`/api/ambulatorio/fila/desfazer-evasao/${filaId}`)).statusCode).toBe(200);
    expect((await put(`/api/ambulatorio/fila/atender/${filaId}`)).statusCode).toBe(200);
    expect((await put(`/api/ambulatorio/fila/devolver/${filaId}`)).statusCode).toBe(200);
    expect((await entrada(filaId))?.atendimento.status).toBe(1);

    const apagar = await ctx.app.inject({ method: 'DELETE', url: `/api/ambulatorio/fila/${filaId}`, headers: enfermeira });
    expect(apagar.statusCode, apagar.body).toBe(200);
    expect(json(apagar).message).toBe('Paciente excluído da fila.');
    expect(await entrada(filaId)).toBeUndefined();
    expect(await um(sql`select count(*)::int as id from fila where id = ${filaId}`)).toBe(0);
    // the arrival is undone: the appointment can be received again (or marked absent)
    expect(await statusAgendamento(ag)).toBe(STATUS_AGENDAMENTO.AGENDADO);
    const apagada = await emDemo((tx) =>
      tx.select({ acao: auditoria.acao }).from(auditoria).where(sql`${auditoria.tabela} = 'fila' and ${auditoria.registroId} = ${filaId}`),
    );
    expect(apagada.map((a) => a.acao)).toContain('DELETE');
  });

  it('deleting needs its own permission', async () => {
    const filaId = json(await chegar({ paciente_id: await paciente() })).fila.id as number;
    const so = await usuarioCom(ctx, [AMB.filaVer, AMB.filaOperar]);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/ambulatorio/fila/${filaId}`, headers: so })).statusCode).toBe(403);
  });
});

describe('ambulatorio/atendimento-enfermagem', () => {
  it('refuses vital signs out of the triage limits and saves the pre-consultation, sending the patient to the doctor', async () => {
    const p = await paciente();
    const filaId = json(await chegar({ agendamento_id: await agendamentoHoje(p) })).fila.id as number;
    const form = await get(`/api/ambulatorio/atendimento-enfermagem/create/1/${filaId}`, enfermeira);
    expect(form.statusCode, form.body).toBe(200);
    expect(json(form).form.tipo_nome).toBe('Pré-consulta');
    // the clinical header's patient: name, record number, allergies (none here), alerts
    expect(json(form).form.paciente).toMatchObject({ paciente_id: p, prontuario: p, sexo_id: 0, alergias: [], alertas: [] });
    const leituras = await emDemo((tx) =>
      tx
        .select({ acao: auditoria.acao })
        .from(auditoria)
        .where(
          sql`${auditoria.tabela} = 'atendimento_ambulatorial' and ${auditoria.registroId} = ${json(form).form.atendimento.id} and ${auditoria.acao} = 'LEITURA'`,
        ),
    );
    expect(leituras.length).toBe(1);

    const salvar = (corpo: Record<string, unknown>) =>
      post('/api/ambulatorio/atendimento-enfermagem', { fila_id: filaId, tipo: 1, ...corpo }, enfermeira);
    const alta = await salvar({ pa_sistolica: 310, pa_diastolica: 80 });
    expect(alta.statusCode).toBe(422);
    expect(json(alta).errors.pa_sistolica).toBeDefined();
    const invertida = await salvar({ pa_sistolica: 80, pa_diastolica: 120 });
    expect(json(invertida).errors.pa_diastolica).toEqual(['A pressão diastólica deve ser menor que a sistólica']);
    const vazio = await salvar({});
    expect(json(vazio).errors.anotacao).toEqual(['Informe ao menos um sinal vital, uma medida, um procedimento ou uma anotação.']);
    expect(await um(sql`select count(*)::int as id from ambulatorio_enfermagem where paciente_id = ${p}`)).toBe(0);

    const ok = await salvar({
      pa_sistolica: 130,
      pa_diastolica: 85,
      temperatura: 36.5,
      peso: 80,
      altura: 175,
      procedimentos: [{ procedimento_codigo: '0301100039', quantidade: 1 }],
      anotacao: 'Paciente orientado.',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(json(ok).enfermagem.imc).toBe(26.12);
    expect(json(ok).message).toBe('Pré-consulta salva. O paciente foi encaminhado para o atendimento.');
    const destino = json(ok).destino_fila_id as number;
    const noConsultorio = await um(sql`select s.setor_tipo_id as id from fila f join centro_custo cc on cc.id = f.centro_custo_id
      join setor s on s.id = cc.setor_id where f.id = ${destino} and f.modulo = 'ambulatorio' and f.status = 1`);
    expect(noConsultorio).toBe(3);
    expect(await um(sql`select status as id from fila where id = ${filaId}`)).toBe(StatusFila.ENCAMINHADO);
  });

  it('a nursing procedure visit ends at the nursing and realises the appointment', async () => {
    const p = await paciente();
    const ag = await agendamentoHoje(p);
    const filaId = json(await chegar({ agendamento_id: ag })).fila.id as number;
    const res = await post(
      '/api/ambulatorio/atendimento-enfermagem',
      { fila_id: filaId, tipo: 2, procedimentos: [{ procedimento_codigo: '0301100284', quantidade: 1 }] },
      enfermeira,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).destino_fila_id).toBeNull();
    expect(await statusAgendamento(ag)).toBe(STATUS_AGENDAMENTO.REALIZADO);
    const naoExiste = await post('/api/ambulatorio/atendimento-enfermagem', { fila_id: filaId, tipo: 2, anotacao: 'x' }, enfermeira);
    expect(naoExiste.statusCode).toBe(409);
  });
});
