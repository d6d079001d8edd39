import { SetorTipo } from '@saude/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext, unique } from '../../../test/helpers.js';
import { withTenant } from '../../db/client.js';
import { centroCusto, cidadao, classificacaoRisco, cliente } from '../../db/schema/index.js';
import { filaMovimento } from '../fila/index.js';
import { opcaoEntrada, prioridade } from '../painel-senha/index.js';

let ctx: TestContext;
let recepcao: Record<string, string>;
let enfermagem: Record<string, string>;
let medico: Record<string, string>;
let clienteId: number;
const cc: Record<string, number> = {};
let opcaoId: number;
let idoso80: number;
let vermelho: number;
let verde: number;

const base = '/api/pronto-atendimento';

/** A patient of its own for each test: suites sharing a PostgreSQL database never collide. */
async function paciente(extra: Partial<typeof cidadao.$inferInsert> = {}) {
  return withTenant(ctx.database.db, { clienteId }, async (tx) => {
    const [p] = await tx
      .insert(cidadao)
      .values({ nome: unique('Paciente PA'), dataNascimento: '1940-03-15', ...extra })
      .returning({ id: cidadao.id });
    return p?.id as number;
  });
}

const fila = async (h: Record<string, string>, centro: number, setorTipoId: number, q = '') =>
  json(await ctx.app.inject({ method: 'GET', url: `${base}/fila?centro_custo_id=${centro}&setor_tipo_id=${setorTipoId}${q}`, headers: h }))
    .data;

const receber = (corpo: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `${base}/recepcao`, headers: recepcao, payload: corpo });

beforeAll(async () => {
  ctx = await createTestContext();
  recepcao = (await ctx.login('recepcao')).headers;
  enfermagem = (await ctx.login('enfermagem')).headers;
  medico = (await ctx.login('medico')).headers;
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  clienteId = c?.id as number;
  await withTenant(ctx.database.db, { clienteId }, async (tx) => {
    for (const r of await tx.select({ id: centroCusto.id, nome: centroCusto.nome }).from(centroCusto)) cc[r.nome] = r.id;
    opcaoId = (await tx.select({ id: opcaoEntrada.id }).from(opcaoEntrada).where(eq(opcaoEntrada.nome, 'Demanda espontânea')))[0]
      ?.id as number;
    idoso80 = (await tx.select({ id: prioridade.id }).from(prioridade).where(eq(prioridade.nome, 'Idoso 80+')))[0]?.id as number;
    const cores = await tx.select({ id: classificacaoRisco.id, ordem: classificacaoRisco.ordem }).from(classificacaoRisco);
    vermelho = cores.find((x) => x.ordem === 1)?.id as number;
    verde = cores.find((x) => x.ordem === 4)?.id as number;
  });
});
afterAll(() => ctx.close());

describe('pronto atendimento: recepção → triagem → consultório', () => {
  it('walks one patient through the queues, with every move recorded', async () => {
    const triagem = cc['Triagem e Classificação de Risco'] as number;
    const consultorio = cc['Consultórios do Pronto Atendimento'] as number;
    const form = json(await ctx.app.inject({ method: 'GET', url: `${base}/recepcao/create`, headers: recepcao })).form;
    expect(form.destino_padrao).toBe(triagem);
    expect(form.opcoes_entrada.map((o: { nome: string }) => o.nome)).toContain('Demanda espontânea');

    const pacienteId = await paciente();
    const res = await receber({
      paciente_id: pacienteId,
      opcao_entrada_id: opcaoId,
      prioridade_id: idoso80,
      destino_centro_custo_id: triagem,
    });
    expect(res.statusCode).toBe(201);
    const aberto = json(res);
    expect(String(aberto.atendimento.numero)).toMatch(/^20\d{2}\d{6}$/);
    expect(aberto.message).toBe(`Paciente recebido. FAA nº ${aberto.atendimento.numero}.`);

    // the same patient again: one open attendance per location
    const denovo = await receber({ paciente_id: pacienteId, opcao_entrada_id: opcaoId, destino_centro_custo_id: triagem });
    expect(denovo.statusCode).toBe(409);
    expect(json(denovo).message).toContain('já tem um atendimento aberto nesta unidade');

    const naTriagem = await fila(enfermagem, triagem, SetorTipo.TRIAGEM);
    const minha = naTriagem.model.fila.find((x: { id: number }) => x.id === aberto.fila.id);
    expect(minha).toMatchObject({ status: { id: 1, nome: 'Em espera' }, prioridade: { nome: 'Idoso 80+' }, chamadas: 0, destacado: false });
    expect(minha.paciente.idade.anos).toBeGreaterThan(80);
    expect(minha.acoes).toEqual(['chamar', 'atender', 'encaminhar', 'evadir']);
    expect(naTriagem.form.ordenacoes.map((o: { id: string }) => o.id)).toEqual(['risco', 'chegada']);
    expect(naTriagem.model.topico).toBe(`fila:pronto-atendimento:2:${triagem}`);

    const chamada = await ctx.app.inject({
      method: 'POST',
      url: `${base}/chamada`,
      headers: enfermagem,
      payload: { fila_id: aberto.fila.id },
    });
    expect(chamada.statusCode).toBe(200);
    const atender = await ctx.app.inject({ method: 'PUT', url: `${base}/fila/atender/${aberto.fila.id}`, headers: enfermagem });
    expect(json(atender).status).toBe(2);

    const formTriagem = json(await ctx.app.inject({ method: 'GET', url: `${base}/triagem/create/${aberto.fila.id}`, headers: enfermagem }));
    expect(formTriagem.form.destinos.map((d: { id: number }) => d.id)).toContain(consultorio);
    // the triage shows the same FAA header as the other clinical screens (allergies, alerts, record number)
    expect(formTriagem.model.atendimento).toMatchObject({
      prontuario: expect.any(Number),
      alergias: expect.any(Array),
      alertas: expect.any(Array),
    });
    const classificar = await ctx.app.inject({
      method: 'POST',
      url: `${base}/triagem`,
      headers: enfermagem,
      payload: {
        fila_id: aberto.fila.id,
        queixa: 'Dor torácica há 2 horas',
        pa_sistolica: 160,
        pa_diastolica: 95,
        frequencia_cardiaca: 110,
        saturacao: 93,
        temperatura: '36,8',
        peso: '72,5',
        altura: 168,
        dor: 8,
        classificacao_risco_id: vermelho,
        destino_centro_custo_id: consultorio,
      },
    });
    expect(classificar.statusCode).toBe(201);
    const triado = json(classificar);
    expect(triado.triagem.imc).toBe(25.69);

    const noConsultorio = await fila(medico, consultorio, SetorTipo.CONSULTORIO);
    const la = noConsultorio.model.fila.find((x: { id: number }) => x.id === triado.destino_fila_id);
    expect(la.classificacao_risco).toMatchObject({ ordem: 1 });
    // the red patient leads the doctors' queue
    expect(noConsultorio.model.fila[0].classificacao_risco?.ordem).toBe(1);
    expect((await fila(enfermagem, triagem, SetorTipo.TRIAGEM)).model.fila.some((x: { id: number }) => x.id === aberto.fila.id)).toBe(
      false,
    );

    expect(
      (await ctx.app.inject({ method: 'PUT', url: `${base}/fila/atender/${triado.destino_fila_id}`, headers: medico })).statusCode,
    ).toBe(200);
    const fim = await ctx.app.inject({ method: 'PUT', url: `${base}/fila/finalizar/${triado.destino_fila_id}`, headers: medico });
    expect(json(fim).status).toBe(3);
    const ind = (await fila(medico, consultorio, SetorTipo.CONSULTORIO)).model.indicadores;
    expect(ind.recebidos_hoje).toBeGreaterThan(0);
    expect(ind.porta_triagem_minutos).not.toBeNull();
    expect(ind.porta_medico_minutos).not.toBeNull();
    const movimentos = await withTenant(ctx.database.db, { clienteId }, (tx) =>
      tx.select({ acao: filaMovimento.acao }).from(filaMovimento).where(eq(filaMovimento.filaId, aberto.fila.id)).orderBy(filaMovimento.id),
    );
    expect(movimentos.map((m) => m.acao)).toEqual(['entrar', 'chamar', 'atender', 'encaminhar']);
  });

  it('refuses what the transitions table refuses, an evasion without a reason, and calls of unknown patients', async () => {
    const triagem = cc['Triagem e Classificação de Risco'] as number;
    const aberto = json(await receber({ paciente_id: await paciente(), opcao_entrada_id: opcaoId, destino_centro_custo_id: triagem }));
    const id = aberto.fila.id;
    const finalizar = await ctx.app.inject({ method: 'PUT', url: `${base}/fila/finalizar/${id}`, headers: enfermagem });
    expect(finalizar.statusCode).toBe(409);
    expect(json(finalizar).message).toBe('Não é possível finalizar uma entrada em espera.');
    const semMotivo = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/fila/evadir/${id}`,
      headers: recepcao,
      payload: { motivo_evasao: ' ' },
    });
    expect(semMotivo.statusCode).toBe(422);
    expect(json(semMotivo).errors.motivo_evasao).toEqual(['O campo Motivo da evasão é obrigatório.']);
    const longo = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/fila/evadir/${id}`,
      headers: recepcao,
      payload: { motivo_evasao: 'x'.repeat(501) },
    });
    expect(json(longo).errors.motivo_evasao).toEqual(['Motivo da evasão deve conter no máximo 500 caracteres']);
    const evadir = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/fila/evadir/${id}`,
      headers: recepcao,
      payload: { motivo_evasao: 'Saiu sem avisar' },
    });
    expect(json(evadir).status).toBe(4);
    const evadidos = await fila(recepcao, triagem, SetorTipo.TRIAGEM, '&status=4');
    expect(evadidos.model.fila.find((x: { id: number }) => x.id === id)).toMatchObject({
      motivo_evasao: 'Saiu sem avisar',
      acoes: ['desfazerEvasao'],
    });
    // the reception may register an evasion but not cancel one
    expect((await ctx.app.inject({ method: 'PUT', url: `${base}/cancelamento-evasao/${id}`, headers: recepcao })).statusCode).toBe(403);
    const admin = (await ctx.login('admin')).headers;
    const desfazer = await ctx.app.inject({ method: 'PUT', url: `${base}/cancelamento-evasao/${id}`, headers: admin });
    expect(json(desfazer).status).toBe(1);

    const desconhecido = json(
      await receber({
        paciente_id: await paciente({ provisorio: true, nome: unique('Desconhecido'), idadeEstimada: 40 }),
        opcao_entrada_id: opcaoId,
        destino_centro_custo_id: triagem,
      }),
    );
    const chamar = await ctx.app.inject({
      method: 'POST',
      url: `${base}/chamada`,
      headers: enfermagem,
      payload: { fila_id: desconhecido.fila.id },
    });
    expect(chamar.statusCode).toBe(422);
    expect(json(chamar).message).toBe('Paciente não identificado não pode ser chamado pelo nome. Atenda pela ordem da fila.');
  });

  it('validates the triage (blood pressure rule, limits) and checks permissions and the municipality', async () => {
    const triagem = cc['Triagem e Classificação de Risco'] as number;
    const aberto = json(await receber({ paciente_id: await paciente(), opcao_entrada_id: opcaoId, destino_centro_custo_id: triagem }));
    const ruim = await ctx.app.inject({
      method: 'POST',
      url: `${base}/triagem`,
      headers: enfermagem,
      payload: {
        fila_id: aberto.fila.id,
        queixa: 'Cefaleia',
        pa_sistolica: 80,
        pa_diastolica: 90,
        saturacao: 130,
        classificacao_risco_id: verde,
      },
    });
    expect(ruim.statusCode).toBe(422);
    const erros = json(ruim).errors;
    expect(erros.pa_diastolica).toEqual(['A pressão diastólica deve ser menor que a sistólica']);
    expect(erros.saturacao?.[0]).toContain('Saturação de O₂');
    const so = await ctx.app.inject({
      method: 'POST',
      url: `${base}/triagem`,
      headers: enfermagem,
      payload: { fila_id: aberto.fila.id, queixa: 'Cefaleia', pa_sistolica: 120, classificacao_risco_id: verde },
    });
    expect(json(so).errors.pa_diastolica).toEqual(['Informe a pressão sistólica e a diastólica']);
    // the doctor reads triages but does not classify; the reception does not see the triage form
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/triagem/create/${aberto.fila.id}`, headers: recepcao })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/fila?centro_custo_id=${triagem}&setor_tipo_id=2` })).statusCode).toBe(401);
    const outra = (await ctx.login('admin', 'outra')).headers;
    expect((await ctx.app.inject({ method: 'PUT', url: `${base}/fila/atender/${aberto.fila.id}`, headers: outra })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${base}/fila?centro_custo_id=${triagem}&setor_tipo_id=2`, headers: outra })).statusCode,
    ).toBe(422);
    const imc = json(await ctx.app.inject({ method: 'GET', url: '/api/geral/imc/72.5/168', headers: enfermagem }));
    expect(imc).toEqual({ imc: 25.69, classificacao: 'Sobrepeso' });
  });
});
