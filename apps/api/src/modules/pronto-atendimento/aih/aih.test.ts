import { formatCns, formatCpf } from '@saude/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { aih, atendimentoDiagnostico, atendimentoMedico, auditoria, cidadao, usuario } from '../../../db/schema/index.js';
import { gerarCnsDefinitivo } from '../../../db/seed/municipio.js';
import { lerPdf } from '../../../lib/print/pdf-teste.js';
import { usuarioNoLocal } from '../fechamento-faa/vida-faa.fixtures.js';
import { fixturePa, novoPaciente, type PaFixture, pacienteNoSetor } from '../pa.fixtures.js';

let ctx: TestContext;
let f: PaFixture;
let medicoId: number;
const base = '/api/pronto-atendimento/aih';
const PNEUMONIA = '0303140151';
/** Consulta médica em atenção especializada: group 03, média complexidade, but outpatient only. */
const CONSULTA = '0301010072';
/** Laqueadura tubária: a hospital procedure SIGTAP restricts to women. */
const LAQUEADURA = '0409060313';
/** Radiografia de tórax: a diagnostic procedure (group 02). */
const RX_TORAX = '0204030153';

beforeAll(async () => {
  ctx = await createTestContext();
  f = await fixturePa(ctx);
  medicoId = (await tenant((tx) => tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.login, 'medico'))))[0]?.id as number;
});
afterAll(() => ctx.close());

function tenant<T>(fn: Parameters<typeof withTenant<T>>[2]) {
  return withTenant(ctx.database.db, { clienteId: f.clienteId }, fn);
}
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, quem: keyof PaFixture['headers'], payload?: object) =>
  ctx.app.inject({ method, url, headers: f.headers[quem], payload });
const aihsDo = (pacienteId: number) => tenant((tx) => tx.select().from(aih).where(eq(aih.pacienteId, pacienteId)));
const cnsUnico = () => gerarCnsDefinitivo(`1${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`);
/** A 13-digit AIH number of its own (suites sharing a database never collide). */
const numeroAih = () => `26${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

const pedido = (pacienteId: number, extra: Record<string, unknown> = {}) => ({
  paciente_id: pacienteId,
  procedimento_codigo: PNEUMONIA,
  cid_principal: 'J18.9',
  carater: 2,
  sinais_sintomas: 'Febre há 5 dias, tosse produtiva, dispneia.',
  condicoes_justificativa: 'Saturação de 89% em ar ambiente, necessidade de oxigenoterapia.',
  resultados_exames: 'RX de tórax com consolidação em base direita.',
  ...extra,
});

describe('solicitação de AIH', () => {
  it('starts from the open FAA, refuses bad codes without writing, and follows request → edit → authorisation → print', async () => {
    const cns = cnsUnico();
    const pacienteId = await novoPaciente(f, { cns, nomeMae: 'Maria Aparecida da Silva' });
    const { atendimentoId, numero } = await pacienteNoSetor(f, { pacienteId });
    // the doctor's evaluation of the FAA, with its principal diagnosis
    await tenant(async (tx) => {
      const [m] = await tx
        .insert(atendimentoMedico)
        .values({
          atendimentoId,
          usuarioId: medicoId,
          anamnese: 'Tosse produtiva e febre há 5 dias.',
          exameFisico: 'Estertores em base direita.',
          destino: 3,
        })
        .returning({ id: atendimentoMedico.id });
      await tx.insert(atendimentoDiagnostico).values({ atendimentoMedicoId: m?.id as number, cidCodigo: 'J189', principal: 1 });
    });
    const [p] = await tenant((tx) => tx.select({ nome: cidadao.nome }).from(cidadao).where(eq(cidadao.id, pacienteId)));

    const busca = json(await inject('GET', `${base}/paciente?search[value]=${encodeURIComponent(p?.nome as string)}`, 'medico')).data;
    expect(busca.find((x: { id: number }) => x.id === pacienteId)?.faa_aberta).toBe(numero);

    const form = json(await inject('GET', `${base}/create/${pacienteId}`, 'medico'));
    expect(form.form.carateres).toEqual([
      { id: 1, nome: 'Eletiva' },
      { id: 2, nome: 'Urgência' },
    ]);
    expect(form.model.atendimento).toEqual({ id: atendimentoId, numero });
    expect(form.model.aih).toMatchObject({
      cid_principal: 'J189',
      sinais_sintomas: 'Tosse produtiva e febre há 5 dias.\nExame físico: Estertores em base direita.',
      resultados_exames: null,
    });

    const ruim = await inject('POST', base, 'medico', {
      ...pedido(pacienteId),
      procedimento_codigo: RX_TORAX,
      carater: 3,
      condicoes_justificativa: '',
      sinais_sintomas: 'x'.repeat(2001),
    });
    expect(ruim.statusCode).toBe(422);
    expect(json(ruim).errors).toEqual({
      procedimento_codigo: [
        'Procedimento deve ser de internação hospitalar (grupos 03 clínicos, 04 cirúrgicos ou 05 transplantes, de média ou alta complexidade).',
      ],
      carater: ['Caráter da internação é inválido'],
      condicoes_justificativa: ['O campo Condições que justificam a internação é obrigatório.'],
      sinais_sintomas: ['Principais sinais e sintomas clínicos deve conter no máximo 2000 caracteres'],
    });
    // checked against the tables: an outpatient-only procedure; the patient is a woman: a CID of men only; an unknown CID
    const sexo = await inject(
      'POST',
      base,
      'medico',
      pedido(pacienteId, { procedimento_codigo: CONSULTA, cid_principal: 'N40', cid_secundario: 'U99' }),
    );
    expect(json(sexo).errors).toEqual({
      procedimento_codigo: [
        'Procedimento deve ser de internação hospitalar (grupos 03 clínicos, 04 cirúrgicos ou 05 transplantes, de média ou alta complexidade).',
      ],
      cid_principal: ['CID exclusivo do sexo masculino: incompatível com o sexo do paciente.'],
      cid_secundario: ['CID não encontrado na tabela CID-10.'],
    });
    expect(await aihsDo(pacienteId)).toHaveLength(0);

    const criada = await inject('POST', base, 'medico', pedido(pacienteId));
    expect(criada.statusCode).toBe(201);
    const id = json(criada).model.id as number;
    expect(json(criada)).toMatchObject({
      message: 'Solicitação de AIH registrada.',
      model: { status: 1, status_nome: 'Solicitada', atendimento_id: atendimentoId, cid_principal: 'J189', carater_nome: 'Urgência' },
    });
    expect((await aihsDo(pacienteId))[0]?.unidadeId).not.toBeNull();

    const editada = await inject('PUT', `${base}/${id}`, 'medico', { ...pedido(pacienteId), cid_secundario: 'R509', carater: 1 });
    expect(json(editada)).toMatchObject({ message: 'Solicitação de AIH atualizada.', model: { carater: 1, cid_secundario: 'R509' } });

    const situacao = (payload: object) => inject('PUT', `${base}/situacao/${id}`, 'medico', payload);
    const curto = await situacao({ status: 2, numero_aih: '261234567890', hospital_destino: '' });
    expect(json(curto).errors).toEqual({
      numero_aih: ['Número da AIH deve conter 13 dígitos.'],
      hospital_destino: ['O campo Hospital de destino é obrigatório.'],
    });
    expect((await aihsDo(pacienteId))[0]?.status).toBe(1);

    const numeroDaAih = numeroAih();
    const autorizada = await situacao({ status: 2, numero_aih: numeroDaAih, hospital_destino: 'Hospital Regional Dom Moura' });
    expect(json(autorizada)).toMatchObject({
      message: 'AIH autorizada.',
      model: { status: 2, numero_aih: numeroDaAih, hospital_destino: 'Hospital Regional Dom Moura', acoes: [] },
    });
    expect(json(await inject('PUT', `${base}/${id}`, 'medico', pedido(pacienteId))).errors).toEqual({
      status: ['Não é possível editar uma solicitação de AIH autorizada.'],
    });
    expect(json(await situacao({ status: 4, observacao_regulacao: 'Engano' })).errors).toEqual({
      status: ['Não é possível cancelar uma solicitação de AIH autorizada.'],
    });

    // the same AIH number for another request
    const outro = await novoPaciente(f);
    const outraId = json(await inject('POST', base, 'medico', pedido(outro))).model.id;
    const repetido = await inject('PUT', `${base}/situacao/${outraId}`, 'medico', {
      status: 2,
      numero_aih: numeroDaAih,
      hospital_destino: 'Hospital X',
    });
    expect(json(repetido).errors).toEqual({ numero_aih: ['Número da AIH já informado em outra solicitação.'] });

    const lista = json(await inject('GET', `${base}/datatable?paciente_id=${pacienteId}`, 'medico'));
    expect(lista.data).toHaveLength(1);
    expect(lista.data[0]).toMatchObject({ id, status_nome: 'Autorizada', atendimento_numero: numero, numero_aih: numeroDaAih });
    expect(json(await inject('GET', `${base}/datatable?paciente_id=${pacienteId}&status=1`, 'medico')).data).toHaveLength(0);

    const impresso = await inject('GET', `/impressao/pronto-atendimento/aih/${id}`, 'medico');
    expect(impresso.statusCode).toBe(200);
    const pdf = await lerPdf(impresso.rawPayload);
    expect(pdf.titulo).toBe('Laudo para solicitação/autorização de internação hospitalar');
    const texto = pdf.textos.join('\n').replace(/\s+/g, ' ');
    for (const trecho of [
      'Identificação do estabelecimento de saúde',
      'Identificação do paciente',
      p?.nome as string,
      formatCns(cns),
      'Maria Aparecida da Silva',
      'Febre há 5 dias, tosse produtiva, dispneia.',
      'Saturação de 89% em ar ambiente',
      'RX de tórax com consolidação em base direita.',
      'J18.9',
      'Pneumonia não especificada',
      'R50.9',
      'TRATAMENTO DE PNEUMONIAS OU INFLUENZA (GRIPE)',
      '03.03.14.015-1',
      'Eletiva',
      'Ricardo Lins Cavalcanti',
      'CRM 18342',
      numeroDaAih,
      'Hospital Regional Dom Moura',
    ])
      expect(texto).toContain(trecho);
    // the requesting professional's document: the doctor has a CPF and no CNS
    const [doc] = await tenant((tx) =>
      tx.select({ cpf: cidadao.cpf }).from(usuario).innerJoin(cidadao, eq(cidadao.id, usuario.cidadaoId)).where(eq(usuario.id, medicoId)),
    );
    expect(texto).toContain(`CPF ${formatCpf(doc?.cpf as string)}`);
    expect(pdf.paginas).toHaveLength(1);
  });

  it('requests directly for a patient without an FAA, checks the procedure against the sex, denies with a reason', async () => {
    // aih/create without a patient: the form only (the screen searches the patient first)
    expect(json(await inject('GET', `${base}/create`, 'medico'))).toMatchObject({
      model: { paciente: null, atendimento: null, aih: null },
    });
    const homem = await novoPaciente(f, { sexoId: 0 });
    const form = json(await inject('GET', `${base}/create/${homem}`, 'medico'));
    expect(form.model).toMatchObject({ paciente: { id: homem, sexo_id: 0 }, atendimento: null, aih: null });

    const laqueadura = await inject('POST', base, 'medico', pedido(homem, { procedimento_codigo: LAQUEADURA }));
    expect(json(laqueadura).errors).toEqual({
      procedimento_codigo: ['Procedimento exclusivo do sexo feminino: incompatível com o sexo do paciente.'],
    });
    const criada = json(await inject('POST', base, 'medico', pedido(homem, { cid_principal: 'N40' }))).model;
    expect(criada).toMatchObject({ atendimento_id: null, atendimento_numero: null, cid_principal: 'N40' });
    expect((await aihsDo(homem))[0]?.unidadeId).not.toBeNull();

    const semMotivo = await inject('PUT', `${base}/situacao/${criada.id}`, 'medico', { status: 3 });
    expect(json(semMotivo).errors).toEqual({ observacao_regulacao: ['O campo Motivo é obrigatório.'] });
    const negada = await inject('PUT', `${base}/situacao/${criada.id}`, 'medico', { status: 3, observacao_regulacao: 'Sem leito na rede' });
    expect(json(negada)).toMatchObject({
      message: 'Solicitação de AIH negada.',
      model: { status: 3, observacao_regulacao: 'Sem leito na rede' },
    });

    // a request without FAA is audited on itself when read
    await inject('GET', `${base}/${criada.id}/edit`, 'medico');
    const leituras = await tenant((tx) =>
      tx
        .select({ id: auditoria.id })
        .from(auditoria)
        .where(and(eq(auditoria.tabela, 'aih'), eq(auditoria.registroId, criada.id), eq(auditoria.acao, 'LEITURA'))),
    );
    expect(leituras).toHaveLength(1);

    const pdf = await lerPdf((await inject('GET', `/impressao/pronto-atendimento/aih/${criada.id}`, 'medico')).rawPayload);
    expect(pdf.textos.join('\n').replace(/\s+/g, ' ')).toContain('Negada — motivo Sem leito na rede');
  });

  it('offers only hospital procedures', async () => {
    const tratamento = json(await inject('GET', `${base}/procedimento/autocomplete?search[value]=pneumonia`, 'medico')).data;
    expect(tratamento.map((p: { codigo: string }) => p.codigo)).toContain(PNEUMONIA);
    expect(json(await inject('GET', `${base}/procedimento/autocomplete?search[value]=${CONSULTA}`, 'medico')).data).toEqual([]);
  });

  it('lets whoever reads the requests find the patient and list only theirs (aih/edit without an id)', async () => {
    const regulacao = await usuarioNoLocal(f, { papeis: ['regulacao'], ocupacao: '131205' });
    const pacienteId = await novoPaciente(f);
    const outroId = await novoPaciente(f);
    const id = json(await inject('POST', base, 'medico', pedido(pacienteId))).model.id;
    await inject('POST', base, 'medico', pedido(outroId));
    const [p] = await tenant((tx) => tx.select({ nome: cidadao.nome }).from(cidadao).where(eq(cidadao.id, pacienteId)));
    const busca = await ctx.app.inject({
      method: 'GET',
      url: `${base}/paciente?search[value]=${encodeURIComponent(p?.nome as string)}`,
      headers: regulacao.headers,
    });
    expect(busca.statusCode).toBe(200);
    expect(json(busca).data.map((x: { id: number }) => x.id)).toContain(pacienteId);
    const lista = await ctx.app.inject({ method: 'GET', url: `${base}/datatable?paciente_id=${pacienteId}`, headers: regulacao.headers });
    expect(lista.statusCode).toBe(200);
    expect(json(lista).data.map((x: { id: number; paciente_id: number }) => [x.id, x.paciente_id])).toEqual([[id, pacienteId]]);
  });

  it('answers 403 to the reception and the nursing staff, and writes nothing', async () => {
    const pacienteId = await novoPaciente(f);
    const id = json(await inject('POST', base, 'medico', pedido(pacienteId))).model.id;
    for (const quem of ['recepcao', 'enfermagem'] as const)
      for (const [method, url, payload] of [
        ['GET', `${base}/datatable`],
        ['GET', `${base}/paciente?search[value]=ab`],
        ['GET', `${base}/create/${pacienteId}`],
        ['POST', base, pedido(pacienteId)],
        ['GET', `${base}/${id}/edit`],
        ['PUT', `${base}/${id}`, pedido(pacienteId)],
        ['PUT', `${base}/situacao/${id}`, { status: 4, observacao_regulacao: 'x' }],
        ['GET', `/impressao/pronto-atendimento/aih/${id}`],
      ] as const)
        expect((await inject(method, url, quem, payload)).statusCode, `${quem} ${method} ${url}`).toBe(403);
    const depois = await aihsDo(pacienteId);
    expect(depois).toHaveLength(1);
    expect(depois[0]?.status).toBe(1);
  });
});
