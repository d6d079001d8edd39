import { AMB, SITUACAO_DIA, STATUS_AGENDAMENTO } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { cliente } from '../../../db/schema/index.js';
import { gerarCpf } from '../../../db/seed/municipio.js';
import { agoraLocal } from '../../agenda/index.js';
import { usuarioCom } from '../agendamento/agendamento.fixtures.js';

/**
 * The day of the demo polyclinic (issue 17): a specialty and an agenda of the demo doctor of this file's own, six
 * appointments today taken to each situation through the screens' routes (arrival at the desk 'agenda', the nurse
 * 'ambulatorio' calling one in, a no-show, a cancellation) — the lists filter by the specialty, so the demo's
 * morning and other files never meet them.
 */
let ctx: TestContext;
let clienteId: number;
let agenda: Record<string, string>;
let enfermeira: Record<string, string>;
let medico: Record<string, string>;
let especialidadeId: number;
let jornadaId: number;
let outraJornadaId: number;
let medicoId: number;
const hoje = () => agoraLocal().hoje;
const ids: Record<string, number> = {};
const nomes: Record<string, string> = {};

const emDemo = <T>(fn: (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) =>
  withTenant(ctx.database.db, { clienteId }, fn);
const um = async (q: ReturnType<typeof sql>) => emDemo(async (tx) => Number(((await tx.execute(q)).rows[0] as { id: number | string }).id));
const get = (url: string, headers = agenda) => ctx.app.inject({ method: 'GET', url, headers });
const put = (url: string, headers = agenda, payload: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'PUT', url, headers, payload });

async function agendamentoHoje(jornada: number, chave: string, hora: string) {
  const sufixo = Math.random().toString(36).slice(2, 7);
  nomes[chave] = `Paciente Gestão ${chave} ${sufixo}`;
  const cpf = gerarCpf(String(300_000_000 + Math.floor(Math.random() * 600_000_000)));
  const paciente = await um(
    sql`insert into cidadao (nome, cpf, sexo_id, data_nascimento) values (${nomes[chave]}, ${cpf}, 1, '1980-02-03') returning id`,
  );
  ids[chave] = await um(sql`insert into agendamento (numero, modulo, jornada_id, data, hora, tipo_vaga, paciente_id, status)
    values (${800_000_000 + Math.floor(Math.random() * 99_999_999)}, 'ambulatorio', ${jornada}, ${hoje()}, ${hora}, 1, ${paciente}, 1) returning id`);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  clienteId = c?.id as number;
  agenda = (await ctx.login('agenda')).headers;
  enfermeira = (await ctx.login('ambulatorio')).headers;
  medico = (await ctx.login('medico')).headers;
  especialidadeId = await um(
    sql`insert into especialidade (nome, ocupacao_codigo) values (${`Gestão ${Math.random().toString(36).slice(2, 8)}`}, '225125') returning id`,
  );
  const nova = (login: string) =>
    um(sql`insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, infraestrutura_id, especialidade_id, situacao_id,
      dias_semana, hora_inicio, hora_fim, duracao_minutos, vigencia_inicio)
    select 'ambulatorio', 1, u.id, i.unidade_id, i.id, ${especialidadeId}, (select id from jornada_situacao order by id limit 1),
           '{0,1,2,3,4,5,6}'::smallint[], '00:00', '23:59', 60, current_date - 1
      from infraestrutura i, usuario u where i.nome = 'Ambulatório de Especialidades' and u.login = ${login} returning id`);
  jornadaId = await nova('medico');
  medicoId = await um(sql`select id from usuario where login = 'medico'`);
  outraJornadaId = await nova('cardiologia');
  for (const [k, chave] of ['agendado', 'chegou', 'atendimento', 'realizado', 'faltou', 'cancelado'].entries())
    await agendamentoHoje(jornadaId, chave, `0${k}:00:00`);
  await agendamentoHoje(outraJornadaId, 'colega', '01:00:00');

  const chegar = async (chave: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ambulatorio/recepcao',
      headers: agenda,
      payload: { agendamento_id: ids[chave] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return json(res).fila.id as number;
  };
  await chegar('chegou');
  const filaId = await chegar('atendimento');
  expect((await put(`/api/ambulatorio/fila/atender/${filaId}`, enfermeira)).statusCode).toBe(200);
  await emDemo((tx) =>
    tx.execute(sql`update agendamento set status = ${STATUS_AGENDAMENTO.REALIZADO}, realizado_em = now() where id = ${ids.realizado}`),
  );
  expect((await put(`/api/ambulatorio/agendamento/absent/${ids.faltou}`)).statusCode).toBe(200);
  expect((await put(`/api/ambulatorio/agendamento/cancel/${ids.cancelado}`, agenda, { motivo: 'Paciente pediu' })).statusCode).toBe(200);
});
afterAll(() => ctx.close());

const doDia = () => `data=${hoje()}&especialidade_id=${especialidadeId}`;
type Linha = {
  id: number;
  situacao: number;
  status: number;
  chegada_em: string | null;
  espera_minutos: number | null;
  etapa: string | null;
};

describe('ambulatorio/gerenciamento-diario', () => {
  it("derives each appointment's situation from the appointment, the arrival and the queue, and counts the day", async () => {
    const resumo = await get(`/api/ambulatorio/gerenciamento-diario/resumo?${doDia()}`);
    expect(resumo.statusCode, resumo.body).toBe(200);
    expect(json(resumo)).toMatchObject({
      data: hoje(),
      unidade_nome: 'Policlínica Municipal',
      // the colleague's appointment of the same specialty is still booked
      contadores: { agendado: 2, chegou: 1, em_atendimento: 1, realizado: 1, faltou: 1, cancelado: 1, total: 7 },
    });
    expect(json(resumo).especialidades).toContainEqual({ id: especialidadeId, nome: expect.stringMatching(/^Gestão /) });
    const doMedico = json(await get(`/api/ambulatorio/gerenciamento-diario/resumo?${doDia()}&profissional_id=${medicoId}`));
    expect(doMedico.contadores).toEqual({ agendado: 1, chegou: 1, em_atendimento: 1, realizado: 1, faltou: 1, cancelado: 1, total: 6 });

    const lista = await get(`/api/ambulatorio/gerenciamento-diario/datatable?${doDia()}&length=50`);
    expect(lista.statusCode, lista.body).toBe(200);
    const corpo = json(lista);
    expect(corpo.records_total).toBe(7);
    const por = new Map((corpo.data as Linha[]).map((l) => [l.id, l]));
    expect(
      Object.fromEntries(
        Object.entries(ids)
          .filter(([k]) => k !== 'colega')
          .map(([k, id]) => [k, por.get(id)?.situacao]),
      ),
    ).toEqual({
      agendado: SITUACAO_DIA.AGENDADO,
      chegou: SITUACAO_DIA.CHEGOU,
      atendimento: SITUACAO_DIA.EM_ATENDIMENTO,
      realizado: SITUACAO_DIA.REALIZADO,
      faltou: SITUACAO_DIA.FALTOU,
      cancelado: SITUACAO_DIA.CANCELADO,
    });
    // the arrival: when, the visit's step and the waiting so far (still waiting) or until the call
    const chegou = por.get(ids.chegou as number);
    expect(chegou?.chegada_em).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(chegou?.etapa).toBe('Aguardando');
    expect(chegou?.espera_minutos).toBeGreaterThanOrEqual(0);
    expect(por.get(ids.atendimento as number)?.espera_minutos).toBeGreaterThanOrEqual(0);
    expect(por.get(ids.agendado as number)).toMatchObject({ chegada_em: null, espera_minutos: null, etapa: null, status: 1 });
  });

  it('filters by situation and patient on the server, keeping the day total', async () => {
    const emAtendimento = json(await get(`/api/ambulatorio/gerenciamento-diario/datatable?${doDia()}&situacao=3`));
    expect(emAtendimento.records_total).toBe(7);
    expect(emAtendimento.records_filtered).toBe(1);
    expect(emAtendimento.data.map((l: Linha) => l.id)).toEqual([ids.atendimento]);
    const busca = json(
      await get(`/api/ambulatorio/gerenciamento-diario/datatable?${doDia()}&search[value]=${encodeURIComponent(nomes.faltou as string)}`),
    );
    expect(busca.data.map((l: Linha) => l.id)).toEqual([ids.faltou]);
    const pagina = json(
      await get(
        `/api/ambulatorio/gerenciamento-diario/datatable?${doDia()}&profissional_id=${medicoId}&length=2&start=2&order[0][column_name]=hora&order[0][dir]=desc`,
      ),
    );
    expect(pagina.data.map((l: Linha) => l.id)).toEqual([ids.realizado, ids.atendimento]);
  });

  it('answers only to its permission, with the unit of the session; another municipality sees nothing of it', async () => {
    const semPermissao = await usuarioCom(ctx, [AMB.agendamentoVer]);
    const negado = await get(`/api/ambulatorio/gerenciamento-diario/resumo?${doDia()}`, semPermissao);
    expect(negado.statusCode).toBe(403);
    expect(json(negado).message).toBe('Você não tem permissão para realizar esta ação.');
    const semData = await get('/api/ambulatorio/gerenciamento-diario/resumo');
    expect(semData.statusCode).toBe(422);
    expect(json(semData).errors.data).toEqual(['O campo Data é obrigatório.']);
    const outra = (await ctx.login('admin', 'outra')).headers;
    const deOutra = await get(`/api/ambulatorio/gerenciamento-diario/datatable?${doDia()}`, outra);
    expect(deOutra.statusCode, deOutra.body).toBe(200);
    expect(json(deOutra).records_total).toBe(0);
  });
});

describe('ambulatorio/gerenciamento-medico', () => {
  it("lists the professional's own agendas with the next days, and one day with its patients", async () => {
    const index = await get('/api/ambulatorio/gerenciamento-medico', medico);
    expect(index.statusCode, index.body).toBe(200);
    const minha = (json(index).data.agendas as { id: number; dias: Record<string, unknown>[] }[]).find((a) => a.id === jornadaId);
    const primeiro = minha?.dias[0] as { vagas: number; fechado: string | null };
    expect(primeiro).toMatchObject({ data: hoje(), agendados: 5, realizados: 1, faltas: 1 });
    // 00:00 to 23:59 in 60-minute slots: 23 a day, none on a holiday (the day says why)
    expect(primeiro.vagas).toBe(primeiro.fechado ? 0 : 23);
    expect(minha?.dias).toHaveLength(14);
    expect((json(index).data.agendas as { id: number }[]).some((a) => a.id === outraJornadaId)).toBe(false);

    const dia = await get(`/api/ambulatorio/gerenciamento-medico/edit/${jornadaId}?data=${hoje()}`, medico);
    expect(dia.statusCode, dia.body).toBe(200);
    expect(json(dia).data.contadores).toEqual({
      agendado: 1,
      chegou: 1,
      em_atendimento: 1,
      realizado: 1,
      faltou: 1,
      cancelado: 1,
      total: 6,
    });
    expect(json(dia).data.agendamentos.map((a: Linha) => a.id)).toEqual([
      ids.agendado,
      ids.chegou,
      ids.atendimento,
      ids.realizado,
      ids.faltou,
      ids.cancelado,
    ]);
  });

  it("registers and undoes a no-show of his own patients only; a colleague's day is not his", async () => {
    const falta = await put(`/api/ambulatorio/gerenciamento-medico/absent/${ids.agendado}`, medico);
    expect(falta.statusCode, falta.body).toBe(200);
    expect(json(falta)).toMatchObject({
      message: 'Falta registrada.',
      data: { situacao: SITUACAO_DIA.FALTOU, status: STATUS_AGENDAMENTO.FALTOU },
    });
    const desfeita = await put(`/api/ambulatorio/gerenciamento-medico/undo-absent/${ids.agendado}`, medico);
    expect(json(desfeita)).toMatchObject({ message: 'Falta desfeita.', data: { situacao: SITUACAO_DIA.AGENDADO } });
    const jaChegou = await put(`/api/ambulatorio/gerenciamento-medico/absent/${ids.chegou}`, medico);
    expect(jaChegou.statusCode).toBe(422);
    expect(json(jaChegou).errors.status).toEqual(['Não é possível registrar falta: o agendamento está chegou.']);

    const colega = await put(`/api/ambulatorio/gerenciamento-medico/absent/${ids.colega}`, medico);
    expect(colega.statusCode).toBe(404);
    expect(json(colega).message).toBe('Agendamento não encontrado entre os das suas agendas.');
    expect((await get(`/api/ambulatorio/gerenciamento-medico/edit/${outraJornadaId}`, medico)).statusCode).toBe(404);
    expect((await get('/api/ambulatorio/gerenciamento-medico', agenda)).statusCode).toBe(403);
    const status = await um(sql`select status as id from agendamento where id = ${ids.colega}`);
    expect(status).toBe(STATUS_AGENDAMENTO.AGENDADO);
  });
});
