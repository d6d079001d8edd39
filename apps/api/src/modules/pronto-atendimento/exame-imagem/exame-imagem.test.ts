import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { atendimento, auditoria, cidadao, exameImagem } from '../../../db/schema/index.js';
import { lerPdf } from '../../../lib/print/pdf-teste.js';
import { fixturePa, type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';

let ctx: TestContext;
let f: PaFixture;
const base = '/api/pronto-atendimento/exame-imagem';
const RX_TORAX = '0204030153';
/** Atendimento médico em UPA: a valid SIGTAP code that is not imaging. */
const NAO_IMAGEM = '0301060096';

beforeAll(async () => {
  ctx = await createTestContext();
  f = await fixturePa(ctx);
});
afterAll(() => ctx.close());

const tenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(ctx.database.db, { clienteId: f.clienteId }, fn);
const exames = (atendimentoId: number) =>
  tenant((tx) => tx.select().from(exameImagem).where(eq(exameImagem.atendimentoId, atendimentoId)).orderBy(exameImagem.id));
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, quem: keyof PaFixture['headers'], payload?: object) =>
  ctx.app.inject({ method, url, headers: f.headers[quem], payload });
const solicitar = (atendimentoId: number, extra: Record<string, unknown> = {}) =>
  inject('POST', base, 'medico', {
    atendimento_id: atendimentoId,
    procedimento_codigo: RX_TORAX,
    justificativa: 'Tosse e febre há 5 dias',
    ...extra,
  });

describe('exame de imagem: solicitação, realização e laudo', () => {
  it('requests for an open FAA, refuses bad input without writing, and follows the order request → execution → report', async () => {
    const { atendimentoId, numero } = await pacienteNoSetor(f);

    const ruim = await inject('POST', base, 'medico', {
      atendimento_id: atendimentoId,
      procedimento_codigo: NAO_IMAGEM,
      justificativa: '  ',
    });
    expect(ruim.statusCode).toBe(422);
    expect(json(ruim).errors).toEqual({
      procedimento_codigo: [
        'Procedimento deve ser um exame de imagem (radiologia, ultrassonografia, tomografia ou ressonância magnética).',
      ],
      justificativa: ['O campo Justificativa é obrigatório.'],
    });
    const digito = await solicitar(atendimentoId, { procedimento_codigo: '0204030154' });
    expect(json(digito).errors).toEqual({ procedimento_codigo: ['O código de procedimento informado é inválido.'] });
    expect(await exames(atendimentoId)).toHaveLength(0);

    const criado = await solicitar(atendimentoId);
    expect(criado.statusCode).toBe(201);
    const exame = json(criado).model;
    expect(json(criado).message).toBe('Exame solicitado: RADIOGRAFIA DE TORAX (PA E PERFIL).');
    expect(exame).toMatchObject({ status: 1, status_nome: 'Solicitado', procedimento_codigo: RX_TORAX, acoes: ['realizar', 'cancelar'] });

    // the same exam still pending in the same FAA
    const repetido = await solicitar(atendimentoId);
    expect(json(repetido).errors).toEqual({ procedimento_codigo: ['Este exame já foi solicitado nesta FAA e ainda não foi laudado.'] });
    expect(await exames(atendimentoId)).toHaveLength(1);

    // the unit's list, by FAA number and by status
    // the form of a request for this FAA shows its header, and reading it is audited
    const form = json(await inject('GET', `${base}/create?atendimento_id=${atendimentoId}`, 'medico'));
    expect(form.model.atendimento).toMatchObject({ id: atendimentoId, numero });
    expect(form.form.subgrupos.map((s: { prefixo: string }) => s.prefixo)).toEqual(['0204', '0205', '0206', '0207']);

    const lista = json(await inject('GET', `${base}/datatable?numero=${numero}`, 'enfermagem'));
    expect(lista.data).toHaveLength(1);
    expect(lista.data[0]).toMatchObject({
      id: exame.id,
      numero,
      status_nome: 'Solicitado',
      procedimento: 'RADIOGRAFIA DE TORAX (PA E PERFIL)',
    });
    expect(json(await inject('GET', `${base}/datatable?numero=${numero}&status=3`, 'medico')).data).toHaveLength(0);
    // the search box takes the FAA number typed whole
    expect(json(await inject('GET', `${base}/datatable?search[value]=${numero}`, 'medico')).data.map((l: { id: number }) => l.id)).toEqual([
      exame.id,
    ]);

    const put = (payload: object) => inject('PUT', `${base}/${exame.id}`, 'enfermagem', payload);
    const laudoCedo = await put({ acao: 'laudar', laudo: 'Sem alterações' });
    expect(laudoCedo.statusCode).toBe(422);
    expect(json(laudoCedo).errors).toEqual({ status: ['Registre a realização do exame antes do laudo.'] });

    const futuro = await put({ acao: 'realizar', realizado_em: new Date(Date.now() + 3_600_000).toISOString() });
    expect(json(futuro).errors).toEqual({ realizado_em: ['Data da realização não pode ser futura.'] });
    const antes = await put({ acao: 'realizar', realizado_em: new Date(Date.parse(exame.solicitado_em) - 3_600_000).toISOString() });
    expect(json(antes).errors).toEqual({ realizado_em: ['Data da realização não pode ser anterior à solicitação.'] });
    const semData = await put({ acao: 'realizar' });
    expect(json(semData).errors).toEqual({ realizado_em: ['O campo Data da realização é obrigatório.'] });
    expect((await exames(atendimentoId))[0]).toMatchObject({ status: 1, realizadoEm: null, laudo: null });

    const realizado = await put({ acao: 'realizar', realizado_em: new Date().toISOString() });
    expect(realizado.statusCode).toBe(200);
    expect(json(realizado)).toMatchObject({ message: 'Realização registrada.', model: { status: 2, acoes: ['laudar'] } });

    const cancelarFeito = await put({ acao: 'cancelar', motivo_cancelamento: 'Paciente desistiu' });
    expect(json(cancelarFeito).errors).toEqual({ status: ['Não é possível cancelar um exame realizado.'] });

    const laudado = await inject('PUT', `${base}/${exame.id}`, 'medico', {
      acao: 'laudar',
      laudo: 'Consolidação em base pulmonar direita.\nSeios costofrênicos livres.',
    });
    expect(json(laudado)).toMatchObject({ message: 'Laudo registrado.', model: { status: 3, status_nome: 'Laudado', acoes: [] } });
    const gravado = (await exames(atendimentoId))[0];
    expect(gravado?.laudadoPor).not.toBeNull();
    expect(gravado?.realizadoPor).not.toBeNull();

    // the edit screen reads the clinical record: audited
    const edit = await inject('GET', `${base}/${exame.id}/edit`, 'medico');
    expect(json(edit).form.acoes).toEqual([]);
    expect(json(edit).model.atendimento.numero).toBe(numero);
    const leituras = await tenant((tx) =>
      tx
        .select({ depois: auditoria.depois })
        .from(auditoria)
        .where(and(eq(auditoria.acao, 'LEITURA'), eq(auditoria.tabela, 'atendimento'), eq(auditoria.registroId, atendimentoId))),
    );
    const rotas = leituras.map((l) => (l.depois as { rota: string }).rota);
    expect(rotas).toContain('exame-imagem/create');
    expect(rotas).toContain('exame-imagem/edit');

    // the print: A4, the request and its report, read back as text
    const [paciente] = await tenant((tx) =>
      tx
        .select({ nome: cidadao.nome })
        .from(cidadao)
        .innerJoin(atendimento, eq(atendimento.pacienteId, cidadao.id))
        .where(eq(atendimento.id, atendimentoId)),
    );
    const impresso = await inject('GET', `/impressao/pronto-atendimento/exame-imagem/${exame.id}`, 'medico');
    expect(impresso.statusCode).toBe(200);
    expect(impresso.headers['content-type']).toBe('application/pdf');
    const pdf = await lerPdf(impresso.rawPayload);
    expect(pdf.titulo).toBe('Solicitação de exame de imagem');
    expect(pdf.paginas[0]?.larguraCm).toBeCloseTo(21, 0);
    const texto = pdf.textos.join('\n').replace(/\s+/g, ' ');
    for (const trecho of [
      'Solicitação de exame de imagem',
      paciente?.nome as string,
      String(numero),
      '02.04.03.015-3',
      'RADIOGRAFIA DE TORAX (PA E PERFIL)',
      'Tosse e febre há 5 dias',
      'Consolidação em base pulmonar direita.',
      'Laudado',
      'Ricardo Lins Cavalcanti',
      'Profissional solicitante',
    ])
      expect(texto).toContain(trecho);
  });

  it('cancels a pending request with its reason, and only with one', async () => {
    const { atendimentoId } = await pacienteNoSetor(f);
    const exame = json(await solicitar(atendimentoId)).model;
    const semMotivo = await inject('PUT', `${base}/${exame.id}`, 'medico', { acao: 'cancelar', motivo_cancelamento: '' });
    expect(json(semMotivo).errors).toEqual({ motivo_cancelamento: ['O campo Motivo do cancelamento é obrigatório.'] });
    const ok = await inject('PUT', `${base}/${exame.id}`, 'medico', {
      acao: 'cancelar',
      motivo_cancelamento: 'Aparelho de raio X em manutenção',
    });
    expect(json(ok)).toMatchObject({
      message: 'Solicitação cancelada.',
      model: { status: 4, motivo_cancelamento: 'Aparelho de raio X em manutenção' },
    });
    const denovo = await inject('PUT', `${base}/${exame.id}`, 'medico', { acao: 'realizar', realizado_em: new Date().toISOString() });
    expect(json(denovo).errors).toEqual({ status: ['Não é possível registrar a realização de um exame cancelado.'] });
    // a cancelled exam may be requested again
    expect((await solicitar(atendimentoId)).statusCode).toBe(201);
  });

  it('refuses requests on a closed FAA and writes nothing', async () => {
    const { atendimentoId } = await pacienteNoSetor(f);
    await tenant((tx) => tx.update(atendimento).set({ status: 2 }).where(eq(atendimento.id, atendimentoId)));
    const res = await solicitar(atendimentoId);
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ atendimento_id: ['A FAA está fechada. Reabra o atendimento para alterá-lo.'] });
    expect(await exames(atendimentoId)).toHaveLength(0);
  });

  it('offers only imaging procedures and only open FAAs of the unit', async () => {
    const tomografia = json(await inject('GET', `${base}/procedimento/autocomplete?search[value]=tomografia`, 'medico')).data;
    expect(tomografia.length).toBeGreaterThan(0);
    for (const p of tomografia) expect(p.codigo.slice(0, 4)).toBe('0206');
    const consulta = json(await inject('GET', `${base}/procedimento/autocomplete?search[value]=${NAO_IMAGEM}`, 'medico')).data;
    expect(consulta).toEqual([]);

    const { numero } = await pacienteNoSetor(f);
    const achados = json(await inject('GET', `${base}/atendimento/autocomplete?search[value]=${numero}`, 'medico')).data;
    expect(achados.map((a: { numero: number }) => a.numero)).toEqual([numero]);
    expect(achados[0].label).toMatch(new RegExp(`^FAA nº ${numero} — `));
  });

  it('answers 403 to the reception on every route', async () => {
    const { atendimentoId } = await pacienteNoSetor(f);
    const exame = json(await solicitar(atendimentoId)).model;
    for (const [method, url, payload] of [
      ['GET', `${base}/datatable`],
      ['GET', `${base}/create`],
      ['POST', base, { atendimento_id: atendimentoId, procedimento_codigo: RX_TORAX, justificativa: 'x' }],
      ['GET', `${base}/${exame.id}/edit`],
      ['PUT', `${base}/${exame.id}`, { acao: 'cancelar', motivo_cancelamento: 'x' }],
      ['GET', `/impressao/pronto-atendimento/exame-imagem/${exame.id}`],
    ] as const) {
      const res = await inject(method, url, 'recepcao', payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const depois = await exames(atendimentoId);
    expect(depois).toHaveLength(1);
    expect(depois[0]?.status).toBe(1);
  });
});
