import { DECLARACAO_COMPARECIMENTO_PADRAO, FILA_DESTAQUE_HORAS } from '@saude/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { centroCusto, cliente, configuracao, setor } from '../../../db/schema/index.js';
import { parametrosPa } from './parametrizacao.routes.js';

let ctx: TestContext;
let outra: Record<string, string>;
let demo: Record<string, string>;
let outraId: number;
const url = '/api/pronto-atendimento/parametrizacao';

const PADROES = {
  exigir_cid_principal_fechamento: true,
  exigir_assinatura_faa: false,
  horas_destaque_fila: FILA_DESTAQUE_HORAS,
  horas_maximas_observacao: 24,
  dias_maximos_atestado_sem_justificativa: 15,
  texto_declaracao_comparecimento: DECLARACAO_COMPARECIMENTO_PADRAO,
};

// the writes go to the second municipality: suites sharing a database read the demo's settings
beforeAll(async () => {
  ctx = await createTestContext();
  outra = (await ctx.login('admin', 'outra')).headers;
  demo = (await ctx.login('admin')).headers;
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'outra'));
  outraId = c?.id as number;
});
afterAll(async () => {
  await ctx.app.inject({ method: 'PUT', url, headers: outra, payload: PADROES });
  await ctx.close();
});

describe('parametrização do pronto atendimento', () => {
  it('shows the keys with their defaults, saves them per municipality and refuses bad values whole', async () => {
    await ctx.app.inject({ method: 'PUT', url, headers: outra, payload: PADROES });
    const inicial = json(await ctx.app.inject({ method: 'GET', url, headers: outra }));
    expect(inicial.model).toEqual(PADROES);
    expect(inicial.form.campos.map((c: { chave: string; tipo: string }) => [c.chave, c.tipo])).toEqual([
      ['exigirCidPrincipalFechamento', 'booleano'],
      ['exigirAssinaturaFaa', 'booleano'],
      ['horasDestaqueFila', 'inteiro'],
      ['horasMaximasObservacao', 'inteiro'],
      ['diasMaximosAtestadoSemJustificativa', 'inteiro'],
      ['textoDeclaracaoComparecimento', 'texto'],
    ]);
    expect(inicial.form.campos[0]).toMatchObject({ title: 'Exigir CID principal para fechar a FAA', padrao: true });

    const ruim = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: outra,
      payload: {
        ...PADROES,
        horas_maximas_observacao: 0,
        dias_maximos_atestado_sem_justificativa: 400,
        texto_declaracao_comparecimento: '  ',
      },
    });
    expect(ruim.statusCode).toBe(422);
    expect(json(ruim).errors).toEqual({
      horas_maximas_observacao: ['Horas máximas em observação deve ser maior ou igual a 1'],
      dias_maximos_atestado_sem_justificativa: ['Dias máximos de atestado sem justificativa deve ser menor ou igual a 365'],
      texto_declaracao_comparecimento: ['O campo Texto da declaração de comparecimento é obrigatório.'],
    });
    expect(json(await ctx.app.inject({ method: 'GET', url, headers: outra })).model).toEqual(PADROES);

    const novos = {
      exigir_cid_principal_fechamento: false,
      exigir_assinatura_faa: true,
      horas_destaque_fila: 12,
      horas_maximas_observacao: 37,
      dias_maximos_atestado_sem_justificativa: 5,
      texto_declaracao_comparecimento: 'Declaro que #PACIENTE# esteve aqui em #DATA#.',
    };
    const salvo = await ctx.app.inject({ method: 'PUT', url, headers: outra, payload: novos });
    expect(salvo.statusCode).toBe(200);
    expect(json(salvo)).toEqual(novos);
    expect(json(await ctx.app.inject({ method: 'GET', url, headers: outra })).model).toEqual(novos);
    // what the rest of the module reads, in the municipality's own transaction
    expect(await withTenant(ctx.database.db, { clienteId: outraId }, (tx) => parametrosPa(tx))).toEqual({
      exigirCidPrincipalFechamento: false,
      exigirAssinaturaFaa: true,
      horasDestaqueFila: 12,
      horasMaximasObservacao: 37,
      diasMaximosAtestadoSemJustificativa: 5,
      textoDeclaracaoComparecimento: 'Declaro que #PACIENTE# esteve aqui em #DATA#.',
    });
    // another municipality keeps its own
    expect(json(await ctx.app.inject({ method: 'GET', url, headers: demo })).model.horas_maximas_observacao).not.toBe(37);
  });

  it("the queue's answer carries the configured highlight hours, and only the fields its schema declares", async () => {
    const [cc] = await withTenant(ctx.database.db, { clienteId: outraId }, (tx) =>
      tx
        .select({ id: centroCusto.id, setorTipoId: setor.setorTipoId })
        .from(centroCusto)
        .innerJoin(setor, eq(setor.id, centroCusto.setorId))
        .limit(1),
    );
    const fila = async () =>
      json(
        await ctx.app.inject({
          method: 'GET',
          url: `/api/pronto-atendimento/fila?centro_custo_id=${cc?.id}&setor_tipo_id=${cc?.setorTipoId}`,
          headers: outra,
        }),
      );
    await ctx.app.inject({ method: 'PUT', url, headers: outra, payload: { ...PADROES, horas_destaque_fila: 7 } });
    const com7 = await fila();
    expect(com7.data.model.destaque_horas).toBe(7);
    expect(Object.keys(com7.data.model).sort()).toEqual(['contagem', 'destaque_horas', 'fila', 'indicadores', 'topico']);
    await ctx.app.inject({ method: 'PUT', url, headers: outra, payload: PADROES });
    expect((await fila()).data.model.destaque_horas).toBe(FILA_DESTAQUE_HORAS);
  });

  it('falls back to the default of a stored value that no longer fits its rule', async () => {
    await withTenant(ctx.database.db, { clienteId: outraId }, (tx) =>
      tx
        .insert(configuracao)
        .values({ chave: 'pronto-atendimento.horasDestaqueFila', valor: 'muitas' })
        .onConflictDoUpdate({ target: [configuracao.clienteId, configuracao.chave], set: { valor: 'muitas' } }),
    );
    const p = await withTenant(ctx.database.db, { clienteId: outraId }, (tx) => parametrosPa(tx));
    expect(p.horasDestaqueFila).toBe(FILA_DESTAQUE_HORAS);
  });

  it('is only for who may change the settings', async () => {
    for (const login of ['recepcao', 'medico', 'enfermagem']) {
      const h = (await ctx.login(login)).headers;
      expect((await ctx.app.inject({ method: 'GET', url, headers: h })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'PUT', url, headers: h, payload: PADROES })).statusCode).toBe(403);
    }
  });
});
