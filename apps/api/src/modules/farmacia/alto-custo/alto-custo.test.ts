import { DOCUMENTO_ALTO_CUSTO, hojeIso, MENSAGENS_ALTO_CUSTO, mensagens, primeiroDiaDoMes, somarDias, somarMeses } from '@saude/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { gerarCnsDefinitivo } from '../../../db/seed/municipio.js';
import { clienteDemo, emTenant, type FarmaciaDeTeste, novaFarmaciaDeTeste, novoPaciente } from '../livro/livro.fixtures.js';

let ctx: TestContext;
let f: FarmaciaDeTeste;
let med: { adalimumabe: number; leflunomida: number };
beforeAll(async () => {
  ctx = await createTestContext();
  f = await novaFarmaciaDeTeste(ctx);
  const { rows } = await emTenant(ctx.database, f.clienteId, (tx) =>
    tx.execute(sql`select md.id, ma.nome from medicamento md join material ma on ma.id = md.material_id
      where ma.nome in ('Adalimumabe 40 mg solução injetável', 'Leflunomida 20 mg comprimido')`),
  );
  const id = (nome: string) => Number(rows.find((r) => String(r.nome).startsWith(nome))?.id);
  med = { adalimumabe: id('Adalimumabe'), leflunomida: id('Leflunomida') };
});
afterAll(async () => ctx.close());

const BASE = '/api/farmacia/alto-custo-gerenciamento-processo';
const hoje = hojeIso();
const mes0 = primeiroDiaDoMes(hoje);
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = f.farmaceutico) =>
  ctx.app.inject({ method, url: `${BASE}${url}`, headers, payload });
const paciente = () => emTenant(ctx.database, f.clienteId, novoPaciente);

/** A valid LME of adalimumabe for rheumatoid arthritis (SIGTAP 06.04.38.001-1 allows M05.8). */
const lme = (pacienteId: number, extra: Record<string, unknown> = {}) => ({
  paciente_id: pacienteId,
  medicamento_id: med.adalimumabe,
  procedimento_codigo: '0604380011',
  cid_codigo: 'M05.8',
  medico_nome: 'Helena Prado Siqueira',
  medico_cns: gerarCnsDefinitivo('17038521946'),
  medico_conselho: 'CRM 48213',
  data_solicitacao: hoje,
  validade_inicio: hoje,
  quantidade_mes1: 2,
  quantidade_mes2: 2,
  quantidade_mes3: 3,
  ...extra,
});

async function novoProcesso(extra: Record<string, unknown> = {}) {
  const p = await paciente();
  const r = await api('POST', '', lme(p.id, extra));
  expect(r.statusCode, r.body).toBe(201);
  return { id: json(r).id as number, pacienteId: p.id };
}

const pendentes = async () => json(await api('GET', '/retirada-pendente?length=50&start=0')).data as Record<string, unknown>[];

function multipart(descricao: string, nome: string, tipo: string, conteudo: Buffer) {
  const limite = '----saude-alto-custo';
  const payload = Buffer.concat([
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="descricao"\r\n\r\n${descricao}\r\n`),
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="arquivo"; filename="${nome}"\r\nContent-Type: ${tipo}\r\n\r\n`),
    conteudo,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return { payload, headers: { ...f.farmaceutico, 'content-type': `multipart/form-data; boundary=${limite}` } };
}

describe('farmacia/alto-custo-gerenciamento-processo', () => {
  it('refuses an LME without quantities, with an invalid CNS, a procedure outside CEAF or a CID the procedure does not allow', async () => {
    const p = await paciente();
    const zod = json(await api('POST', '', lme(p.id, { quantidade_mes1: 0, quantidade_mes2: 0, quantidade_mes3: 0, medico_cns: '123' })));
    expect(zod.errors).toMatchObject({ quantidade_mes1: [MENSAGENS_ALTO_CUSTO.quantidadeMinima], medico_cns: [mensagens.cns] });
    const consulta = json(await api('POST', '', lme(p.id, { procedimento_codigo: '0301010072' })));
    expect(consulta.errors.procedimento_codigo).toEqual([MENSAGENS_ALTO_CUSTO.procedimentoForaDoCeaf]);
    const lombalgia = await api('POST', '', lme(p.id, { cid_codigo: 'M54.5' }));
    expect(lombalgia.statusCode).toBe(422);
    expect(json(lombalgia).errors.cid_codigo).toEqual([
      MENSAGENS_ALTO_CUSTO.cidNaoPermitido('M54.5', 'ADALIMUMABE 40 MG INJETAVEL (POR SERINGA PREENCHIDA)'),
    ]);
    const { rows } = await emTenant(ctx.database, f.clienteId, (tx) =>
      tx.execute(sql`select count(*)::int as n from farmacia_processo_alto_custo where paciente_id = ${p.id}`),
    );
    expect(rows[0].n).toBe(0);
    // the pickers: the medicine, the CEAF procedures named after it, the CIDs the procedure allows
    const meds = json(await api('GET', '/medicamento/autocomplete?search[value]=adalim')).data;
    expect(meds[0]).toMatchObject({ id: med.adalimumabe, label: 'Adalimumabe 40 mg solução injetável' });
    const procs = json(await api('GET', `/procedimento/autocomplete?medicamento_id=${med.adalimumabe}`)).data;
    expect(procs[0]).toMatchObject({ id: '0604380011', codigo: '06.04.38.001-1' });
    expect(procs.every((p: { nome: string }) => p.nome.startsWith('ADALIMUMABE 40 MG'))).toBe(true);
    const cids = json(await api('GET', '/cid/autocomplete?procedimento_codigo=0604380011&search[value]=M05')).data;
    expect(cids.map((c: { codigo: string }) => c.codigo)).toContain('M05.8');
    expect(json(await api('GET', '/cid/autocomplete?procedimento_codigo=0604380011&search[value]=M54')).data).toEqual([]);
  });

  it('authorising opens the three competences; the pending pickups list it until picked up; quantities never below dispensed', async () => {
    const { id, pacienteId } = await novoProcesso();
    const criado = json(await api('GET', `/${id}/edit`)).model;
    expect(criado).toMatchObject({ status: 1, competencias: [], validade_inicio: mes0, cid: expect.stringMatching(/^M05\.8 - /) });
    expect((await pendentes()).map((l) => l.id)).not.toContain(id);
    // reading the process is a read of the patient's record
    const { rows: leituras } = await emTenant(ctx.database, f.clienteId, (tx) =>
      tx.execute(sql`select count(*)::int as n from auditoria where acao = 'LEITURA' and paciente_id = ${pacienteId}
        and tabela = 'farmacia_processo_alto_custo' and registro_id = ${id}`),
    );
    expect(Number(leituras[0].n)).toBe(1);

    const autorizado = json(await api('PUT', `/status/${id}`, { status: 2, motivo: 'LME deferida' }));
    expect(autorizado.competencias).toEqual([
      { mes: 1, competencia: mes0, quantidade_autorizada: 2, quantidade_dispensada: 0 },
      { mes: 2, competencia: somarMeses(hoje, 1), quantidade_autorizada: 2, quantidade_dispensada: 0 },
      { mes: 3, competencia: somarMeses(hoje, 2), quantidade_autorizada: 3, quantidade_dispensada: 0 },
    ]);
    expect(autorizado.situacoes.map((s: { status: number }) => s.status)).toEqual([1, 2]);
    expect(await pendentes()).toContainEqual(
      expect.objectContaining({ id, paciente_id: pacienteId, competencia: mes0, quantidade_autorizada: 2, quantidade_dispensada: 0 }),
    );

    // this month's pickup (the dispensing screen adds to the competence)
    await emTenant(ctx.database, f.clienteId, (tx) =>
      tx.execute(sql`update farmacia_processo_alto_custo_competencia set quantidade_dispensada = 2 where processo_id = ${id} and mes = 1`),
    );
    expect((await pendentes()).map((l) => l.id)).not.toContain(id);
    const abaixo = await api('PUT', `/${id}`, lme(pacienteId, { quantidade_mes1: 1 }));
    expect(json(abaixo).errors.quantidade_mes1).toEqual([MENSAGENS_ALTO_CUSTO.abaixoDoDispensado(1, 2)]);
    const outroMes = await api('PUT', `/${id}`, lme(pacienteId, { validade_inicio: somarMeses(hoje, 1) }));
    expect(json(outroMes).errors.validade_inicio).toEqual([MENSAGENS_ALTO_CUSTO.comRetiradas]);
    const mais = json(await api('PUT', `/${id}`, lme(pacienteId, { quantidade_mes2: 4 })));
    expect(mais.competencias[1]).toMatchObject({ mes: 2, quantidade_autorizada: 4 });
  });

  it('a refusal and a suspension need a reason, analysis never jumps to suspended, closed processes are read-only and validities never overlap', async () => {
    const { id, pacienteId } = await novoProcesso({ medicamento_id: med.leflunomida, procedimento_codigo: '0604320043' });
    expect(json(await api('PUT', `/status/${id}`, { status: 4, motivo: 'x' })).errors.status).toEqual([
      MENSAGENS_ALTO_CUSTO.transicaoInvalida('Em análise', 'Suspenso'),
    ]);
    expect(json(await api('PUT', `/status/${id}`, { status: 3 })).errors.motivo).toEqual([MENSAGENS_ALTO_CUSTO.motivoObrigatorio]);
    const sobreposto = await api(
      'POST',
      '',
      lme(pacienteId, { medicamento_id: med.leflunomida, procedimento_codigo: '0604320043', validade_inicio: somarMeses(hoje, 2) }),
    );
    expect(json(sobreposto).errors.validade_inicio).toEqual([MENSAGENS_ALTO_CUSTO.sobreposto(id)]);
    const indeferido = json(await api('PUT', `/status/${id}`, { status: 3, motivo: 'Exames ausentes' }));
    expect(indeferido).toMatchObject({ status: 3, motivo_status: 'Exames ausentes' });
    expect(json(await api('PUT', `/${id}`, lme(pacienteId))).errors.status).toEqual([MENSAGENS_ALTO_CUSTO.naoEditavel('Indeferido')]);

    // an authorised process whose validity ended is expired on the next read, with its line on the timeline
    const antigo = await novoProcesso();
    await api('PUT', `/status/${antigo.id}`, { status: 2 });
    await emTenant(ctx.database, f.clienteId, (tx) =>
      tx.execute(sql`update farmacia_processo_alto_custo set validade_inicio = ${somarMeses(hoje, -4)}, validade_fim = ${somarDias(mes0, -1)}
        where id = ${antigo.id}`),
    );
    const vencidos = json(await api('GET', '/datatable?length=50&start=0&status=5')).data.map((l: { id: number }) => l.id);
    expect(vencidos).toContain(antigo.id);
    const vencido = json(await api('GET', `/${antigo.id}/edit`)).model;
    expect(vencido.situacoes.at(-1)).toMatchObject({
      status: 5,
      motivo: MENSAGENS_ALTO_CUSTO.vencimento(somarDias(mes0, -1)),
      usuario: null,
    });
    expect(json(await api('PUT', `/status/${antigo.id}`, { status: 4, motivo: 'x' })).errors.status).toEqual([
      MENSAGENS_ALTO_CUSTO.transicaoInvalida('Vencido', 'Suspenso'),
    ]);
  });

  it('renews a granted process once: the form comes prefilled from the month after its validity', async () => {
    const { id, pacienteId } = await novoProcesso();
    expect(json(await api('GET', `/create/${pacienteId}?renovacao_de_id=${id}`)).errors.renovacao_de_id).toEqual([
      MENSAGENS_ALTO_CUSTO.naoRenovavel,
    ]);
    await api('PUT', `/status/${id}`, { status: 2 });
    const form = json(await api('GET', `/create/${pacienteId}?renovacao_de_id=${id}`)).form;
    expect(form.renovacao_de).toMatchObject({ id, status: 2 });
    expect(form.modelo).toMatchObject({
      medicamento_id: med.adalimumabe,
      cid_codigo: 'M058',
      validade_inicio: somarMeses(hoje, 3),
      numero_lme: null,
    });
    const renovacao = await api('POST', '', lme(pacienteId, { validade_inicio: form.modelo.validade_inicio, renovacao_de_id: id }));
    expect(renovacao.statusCode).toBe(201);
    const novo = json(await api('GET', `/${json(renovacao).id}/edit`)).model;
    expect(novo).toMatchObject({ status: 1, renovacao_de: { id } });
    expect(json(await api('GET', `/${id}/edit`)).model.renovado_por).toMatchObject({ id: novo.id });
    const outra = await api('POST', '', lme(pacienteId, { validade_inicio: somarMeses(hoje, 6), renovacao_de_id: id }));
    expect(json(outra).errors.renovacao_de_id).toEqual([MENSAGENS_ALTO_CUSTO.jaRenovado(novo.id)]);
  });

  it('attaches a PDF (checked by its content), serves it back as a download and deletes it', async () => {
    const { id } = await novoProcesso();
    const falso = multipart('LME assinada', 'lme.pdf', 'application/pdf', Buffer.from('isto não é um PDF'));
    const recusado = await ctx.app.inject({ method: 'POST', url: `${BASE}/documento/${id}`, ...falso });
    expect(recusado.statusCode).toBe(422);
    expect(json(recusado).errors.arquivo).toEqual([DOCUMENTO_ALTO_CUSTO.mensagemTipo]);

    const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
    const gravado = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/documento/${id}`,
      ...multipart('LME assinada', 'lme.pdf', 'application/pdf', pdf),
    });
    expect(gravado.statusCode, gravado.body).toBe(201);
    const docId = json(gravado).id;
    expect(json(await api('GET', `/${id}/edit`)).model.documentos).toEqual([
      expect.objectContaining({
        id: docId,
        descricao: 'LME assinada',
        nome_arquivo: 'lme.pdf',
        tipo_conteudo: 'application/pdf',
        tamanho: pdf.length,
      }),
    ]);
    const baixado = await api('GET', `/documento/${docId}`);
    expect(baixado.headers['content-type']).toBe('application/pdf');
    expect(baixado.rawPayload.equals(pdf)).toBe(true);
    expect((await api('DELETE', `/documento/${docId}`)).statusCode).toBe(204);
    expect(json(await api('GET', `/${id}/edit`)).model.documentos).toEqual([]);
  });

  it('is the pharmacy’s: a user without its permissions gets 403, another pharmacy does not find the process', async () => {
    const { id, pacienteId } = await novoProcesso();
    const recepcao = (await ctx.login('recepcao')).headers;
    expect((await api('GET', '/datatable?length=10&start=0', undefined, recepcao)).statusCode).toBe(403);
    expect((await api('POST', '', lme(pacienteId), recepcao)).statusCode).toBe(403);
    const outra = await ctx.loginNoCentro('farmacia', 'Dispensação de Medicamentos');
    expect((await api('GET', `/${id}/edit`, undefined, outra)).statusCode).toBe(404);
  });

  it('the demo: a process in each status, pending pickups of this month and a renewal chain', async () => {
    const { rows } = await emTenant(ctx.database, await clienteDemo(ctx.database), (tx) =>
      tx.execute(sql`
        select array_agg(distinct p.status order by p.status) as status,
               count(*) filter (where p.renovacao_de_id is not null)::int as renovacoes,
               count(*) filter (where k.competencia = ${mes0} and k.quantidade_dispensada < k.quantidade_autorizada and p.status = 2)::int as pendentes
          from farmacia_processo_alto_custo p join centro_custo c on c.id = p.centro_custo_id
          left join farmacia_processo_alto_custo_competencia k on k.processo_id = p.id
         where c.nome = 'Dispensação de Medicamentos'`),
    );
    // other files of the worker may dispense against the demo: only what they cannot undo is asserted
    expect((rows[0].status as unknown[]).map(Number)).toEqual([1, 2, 3, 4, 5]);
    expect(Number(rows[0].renovacoes)).toBeGreaterThanOrEqual(1);
    expect(Number(rows[0].pendentes)).toBeGreaterThanOrEqual(1);
  });
});
