import {
  AMB,
  MENSAGENS_ATENDIMENTO_AMBULATORIO as M,
  MENSAGENS_CONSULTA,
  STATUS_AGENDAMENTO,
  StatusAtendimentoConsulta,
  StatusFila,
} from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, criarUsuario, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { cliente } from '../../../db/schema/index.js';
import { gerarCpf } from '../../../db/seed/municipio.js';
import { lerPdf } from '../../../lib/print/pdf-teste.js';
import { pfxDeTeste } from '../../../lib/signature/certificado.fixture.js';
import { agoraLocal } from '../../agenda/index.js';
import { usuarioCom } from '../agendamento/agendamento.fixtures.js';

/**
 * The doctor's attendance at the demo polyclinic (issue 17): the desk receives, the nurse does the
 * pre-consultation, and a doctor of the polyclinic (a throw-away user placed at its offices) attends the office
 * queue entry. Each test makes its own patients and appointments on an agenda of its own.
 */
let ctx: TestContext;
let recepcao: Record<string, string>;
let enfermeira: Record<string, string>;
let medico: Record<string, string>;
let outroMedico: Record<string, string>;
let clienteId: number;
let jornadaId: number;
let exameId: number;
let medicamentoComum: number;
let hora = 0;
const API = '/api/ambulatorio/atendimento';

const emDemo = <T>(fn: (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>) =>
  withTenant(ctx.database.db, { clienteId }, fn);
const um = async (q: ReturnType<typeof sql>) => emDemo(async (tx) => Number(((await tx.execute(q)).rows[0] as { id: number | string }).id));
const get = (url: string, headers = medico) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: Record<string, unknown>, headers = medico) => ctx.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, payload: Record<string, unknown>, headers = medico) => ctx.app.inject({ method: 'PUT', url, headers, payload });

async function paciente(sexo = 0, nascimento = '1985-03-20') {
  const cpf = gerarCpf(String(300_000_000 + Math.floor(Math.random() * 600_000_000)));
  return um(sql`insert into cidadao (nome, cpf, sexo_id, data_nascimento)
    values (${`Paciente Consultório ${Math.random().toString(36).slice(2, 7)}`}, ${cpf}, ${sexo}, ${nascimento}) returning id`);
}

/** A doctor of the polyclinic: a copy of the demo doctor placed at its offices. */
async function medicoDaPoliclinica() {
  return (await doutorDaPoliclinica()).headers;
}
async function doutorDaPoliclinica() {
  const login = await criarUsuario(ctx, { comoLogin: 'medico' });
  await emDemo(async (tx) => {
    await tx.execute(sql`update lotacao set infraestrutura_id = (select id from infraestrutura where nome = 'Ambulatório de Especialidades')
      where usuario_id = (select id from usuario where login = ${login})`);
    await tx.execute(
      sql`delete from lotacao_centro_custo where lotacao_id = (select l.id from lotacao l join usuario u on u.id = l.usuario_id where u.login = ${login})`,
    );
    await tx.execute(sql`insert into lotacao_centro_custo (lotacao_id, centro_custo_id)
      select l.id, c.id from lotacao l join usuario u on u.id = l.usuario_id, centro_custo c
       where u.login = ${login} and c.nome = 'Consultórios do Ambulatório'`);
  });
  return { login, headers: (await ctx.login(login)).headers };
}

/** A patient received (with an appointment of today unless `avulso`) and past the pre-consultation: the office entry. */
async function noConsultorio(opts: { sexo?: number; avulso?: boolean; nascimento?: string } = {}) {
  const p = await paciente(opts.sexo ?? 0, opts.nascimento);
  let agendamentoId: number | null = null;
  if (!opts.avulso) {
    hora++;
    agendamentoId = await um(sql`insert into agendamento (numero, modulo, jornada_id, data, hora, tipo_vaga, paciente_id, status)
      values (${800_000_000 + Math.floor(Math.random() * 99_999_999)}, 'ambulatorio', ${jornadaId}, ${agoraLocal().hoje},
              ${`${String(hora % 24).padStart(2, '0')}:${String(Math.floor(hora / 24)).padStart(2, '0')}:00`}, 1, ${p}, 1) returning id`);
  }
  const chegada = await post('/api/ambulatorio/recepcao', agendamentoId ? { agendamento_id: agendamentoId } : { paciente_id: p }, recepcao);
  expect(chegada.statusCode, chegada.body).toBe(201);
  const pre = await post(
    '/api/ambulatorio/atendimento-enfermagem',
    { fila_id: json(chegada).fila.id, tipo: 1, pa_sistolica: 130, pa_diastolica: 85, queixa: 'Cefaleia há 3 dias' },
    enfermeira,
  );
  expect(pre.statusCode, pre.body).toBe(201);
  return { pacienteId: p, agendamentoId, filaId: json(pre).destino_fila_id as number };
}

const corpo = (filaId: number, extra: Record<string, unknown> = {}) => ({
  fila_id: filaId,
  subjetivo: 'Cefaleia frontal há 3 dias, sem febre.',
  avaliacao: 'Hipertensão arterial sem controle.',
  plano: 'Ajuste da medicação e retorno em 30 dias.',
  problemas: [{ cid_codigo: 'I10', principal: true, situacao: 1, inicio_data: '2020-01-15', incluir_lista_paciente: true }],
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestContext();
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  clienteId = c?.id as number;
  recepcao = (await ctx.login('agenda')).headers;
  enfermeira = (await ctx.login('ambulatorio')).headers;
  medico = await medicoDaPoliclinica();
  outroMedico = await medicoDaPoliclinica();
  jornadaId =
    await um(sql`insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, infraestrutura_id, especialidade_id, situacao_id,
      dias_semana, hora_inicio, hora_fim, duracao_minutos, vigencia_inicio)
    select 'ambulatorio', 1, u.id, i.unidade_id, i.id, (select id from especialidade order by id limit 1),
           (select id from jornada_situacao order by id limit 1), '{0,1,2,3,4,5,6}'::smallint[], '00:00', '23:59', 1, current_date - 1
      from infraestrutura i, usuario u where i.nome = 'Ambulatório de Especialidades' and u.login = 'medico' returning id`);
  exameId = await um(sql`insert into exame (nome, tipo, procedimento_codigo, validade_dias)
    values (${`Hemoglobina glicada teste ${Math.random().toString(36).slice(2, 6)}`}, 1, '0202010503', 90) returning id`);
  medicamentoComum = await um(sql`select id from medicamento where lista_controle_id is null and not bloqueado order by id limit 1`);
});
afterAll(async () => {
  await ctx.close();
});

describe('ambulatorio/atendimento: store', () => {
  it('has the demo: attendances of the past month with a CID and a prescription, some closed, and a prenatal patient', async () => {
    const demo = await emDemo((tx) =>
      tx.execute(sql`select count(*)::int as total, count(*) filter (where status = 2)::int as fechados,
          count(*) filter (where gestacao = 1)::int as prenatal,
          bool_and(exists (select 1 from ambulatorio_diagnostico d where d.ambulatorio_atendimento_id = a.id)) as com_cid
        from ambulatorio_atendimento a where a.created_by is null`),
    );
    const d = demo.rows[0] as { total: number; fechados: number; prenatal: number; com_cid: boolean };
    expect(d.total).toBeGreaterThan(10);
    expect(d.fechados).toBeGreaterThan(0);
    expect(d.prenatal).toBe(1);
    expect(d.com_cid).toBe(true);
    // the demo doctor works at the polyclinic's offices too
    expect(await um(sql`select count(*)::int as id from lotacao l join usuario u on u.id = l.usuario_id where u.login = 'medico'`)).toBe(2);
  });

  it('saves the SOAP with problems and documents; finishes the arrival, the queue entry and the appointment in one go', async () => {
    const { pacienteId, agendamentoId, filaId } = await noConsultorio();
    const form = await get(`${API}/create/${filaId}/${agendamentoId}`);
    expect(form.statusCode, form.body).toBe(200);
    const f = json(form).form;
    expect(f.pre_consulta).toMatchObject({ pa_sistolica: 130, pa_diastolica: 85, queixa: 'Cefaleia há 3 dias' });
    expect(f.paciente.paciente_id).toBe(pacienteId);
    // the read of the record is audited, naming the patient
    expect(
      await um(
        sql`select count(*)::int as id from auditoria where acao = 'LEITURA' and tabela = 'atendimento_ambulatorial' and paciente_id = ${pacienteId}`,
      ),
    ).toBe(1);

    const res = await post(
      API,
      corpo(filaId, {
        problemas: [
          { cid_codigo: 'I10', principal: true, situacao: 1, inicio_data: '2020-01-15', incluir_lista_paciente: true },
          { ciap_codigo: 'N01', situacao: 1 },
        ],
        receitas: [
          {
            tipo: 1,
            itens: [
              {
                medicamento_id: medicamentoComum,
                descricao: 'Losartana 50 mg',
                quantidade: '30 comprimidos',
                posologia: '1 comprimido ao dia',
              },
            ],
          },
        ],
        documentos: [
          { tipo: 1, dias: 2, data_inicio: agoraLocal().hoje, exibir_cid: true, cid_codigo: 'I10' },
          { tipo: 5, texto: 'Prezado colega, encaminho para avaliação.' },
        ],
        exames: [{ exame_id: exameId, quantidade: 1 }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const salvo = json(res);
    expect(salvo.message).toBe('Atendimento salvo.');
    expect(salvo.impressoes.map((i: { documento: string }) => i.documento)).toEqual([
      'atendimento',
      'receita-medica-comum',
      'atestado',
      'carta-medica',
      'servico-analise-diagnostico-terapia-solicitacao-exame',
    ]);
    const id = salvo.atendimento.id as number;
    expect(await um(sql`select status as id from fila where id = ${filaId}`)).toBe(StatusFila.FINALIZADO);
    expect(
      await um(
        sql`select status as id from atendimento_ambulatorial where id = (select atendimento_ambulatorial_id from ambulatorio_atendimento where id = ${id})`,
      ),
    ).toBe(4);
    expect(await um(sql`select status as id from agendamento where id = ${agendamentoId}`)).toBe(STATUS_AGENDAMENTO.REALIZADO);
    // LGPD: every trail row the save wrote — the children too (diagnoses, prescription items) — names the patient
    const trilha = await emDemo((tx) =>
      tx.execute(sql`select a.tabela, a.paciente_id from auditoria a join (
          select 'ambulatorio_atendimento' as t, id from ambulatorio_atendimento where id = ${id}
          union all select 'ambulatorio_diagnostico', id from ambulatorio_diagnostico where ambulatorio_atendimento_id = ${id}
          union all select 'ambulatorio_receita', id from ambulatorio_receita where ambulatorio_atendimento_id = ${id}
          union all select 'ambulatorio_receita_item', i.id from ambulatorio_receita_item i
            join ambulatorio_receita r on r.id = i.receita_id where r.ambulatorio_atendimento_id = ${id}
          union all select 'ambulatorio_documento', id from ambulatorio_documento where ambulatorio_atendimento_id = ${id}
        ) g on g.t = a.tabela and g.id = a.registro_id where a.acao = 'INSERT'`),
    );
    const tabelas = new Set(trilha.rows.map((r) => r.tabela));
    expect(tabelas).toEqual(
      new Set([
        'ambulatorio_atendimento',
        'ambulatorio_diagnostico',
        'ambulatorio_receita',
        'ambulatorio_receita_item',
        'ambulatorio_documento',
      ]),
    );
    expect(trilha.rows.filter((r) => Number(r.paciente_id) !== pacienteId)).toEqual([]);
    // the first problem went to the patient's list, with its start
    const lista = await emDemo((tx) =>
      tx.execute(sql`select cid_codigo, situacao, inicio_data::text as inicio from paciente_problema where paciente_id = ${pacienteId}`),
    );
    expect(lista.rows).toEqual([{ cid_codigo: 'I10', situacao: 1, inicio: '2020-01-15' }]);

    const ver = await get(`${API}/${id}`);
    expect(ver.statusCode, ver.body).toBe(200);
    const m = json(ver).model;
    expect(m.problemas[0]).toMatchObject({ cid_codigo: 'I10', principal: true, idade_inicio: '34 anos e 9 meses' });
    expect(m.receitas[0].itens[0]).toMatchObject({ descricao: 'Losartana 50 mg', quantidade: '30 comprimidos' });
    expect(m.documentos.map((d: { tipo_nome: string }) => d.tipo_nome)).toEqual(['Atestado médico', 'Carta médica']);

    // the next attendance of the patient shows the list and the history
    const { filaId: outra } = await noConsultorioDe(pacienteId);
    const f2 = json(await get(`${API}/create/${outra}`)).form;
    expect(f2.problemas_paciente.map((p: { descricao: string }) => p.descricao)).toEqual([expect.stringMatching(/^I10 - /)]);
    expect(f2.historico[0]).toMatchObject({ id, problema_principal: expect.stringMatching(/^I10 - /) });
  });

  it('refuses a repeated CID, no problem, no SOAP, a blue prescription of a common medicine and a missing DUM, writing nothing', async () => {
    const { filaId } = await noConsultorio({ sexo: 1 });
    const res = await post(API, corpo(filaId, { problemas: [{ cid_codigo: 'I10' }, { cid_codigo: 'i10' }] }));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors['problemas.1.cid_codigo']).toEqual([M.cidRepetido]);

    const vazio = await post(API, { fila_id: filaId, problemas: [] });
    expect(vazio.statusCode).toBe(422);
    expect(json(vazio).errors.problemas).toEqual(['Informe ao menos um problema/condição (CIAP-2 ou CID-10).']);
    expect(json(vazio).errors.avaliacao).toEqual(['Preencha ao menos um campo do SOAP (subjetivo, objetivo, avaliação ou plano).']);

    const azul = await post(
      API,
      corpo(filaId, {
        receitas: [{ tipo: 3, itens: [{ medicamento_id: medicamentoComum, descricao: 'X', quantidade: '1', posologia: 'x' }] }],
      }),
    );
    expect(azul.statusCode).toBe(422);
    expect(json(azul).errors['receitas.0.itens.0.medicamento_id'][0]).toMatch(
      /não é das listas B1 e B2 e não pode ir na notificação de receita B \(azul\)\.$/,
    );

    const prenatal = await post(API, corpo(filaId, { problemas: [{ cid_codigo: 'Z34' }] }));
    expect(prenatal.statusCode).toBe(422);
    expect(json(prenatal).errors.dum).toEqual([M.semDatacao]);

    const homem = await noConsultorio({ sexo: 0 });
    const sexo = await post(API, corpo(homem.filaId, { problemas: [{ cid_codigo: 'N70', principal: true }] }));
    expect(sexo.statusCode).toBe(422);
    expect(json(sexo).errors['problemas.0.cid_codigo']).toEqual(['O CID N70 é exclusivo do sexo feminino.']);
    expect(
      await um(sql`select count(*)::int as id from ambulatorio_atendimento a join atendimento_ambulatorial x on x.id = a.atendimento_ambulatorial_id
      where x.id in (select referencia_id from fila where id in (${filaId}, ${homem.filaId}))`),
    ).toBe(0);
    expect(await um(sql`select status as id from fila where id = ${filaId}`)).toBe(StatusFila.EM_ESPERA);
  });

  it('classifies the prenatal attendance from the codes and dates the pregnancy by the LMP', async () => {
    const { filaId, pacienteId } = await noConsultorio({ sexo: 1, nascimento: '1995-07-01' });
    const hoje = agoraLocal().hoje;
    const dia = (d: number) => new Date(Date.parse(`${hoje}T12:00:00Z`) - d * 86_400_000).toISOString().slice(0, 10);
    const res = await post(API, corpo(filaId, { problemas: [{ cid_codigo: 'Z34', principal: true }], dum: dia(70) }));
    expect(res.statusCode, res.body).toBe(201);
    const m = json(await get(`${API}/${json(res).atendimento.id}`)).model;
    expect(m).toMatchObject({ gestacao: 1, gestacao_nome: 'Pré-natal de risco habitual', idade_gestacional: '10 semanas (DUM)' });
    const proxima = await noConsultorioDe(pacienteId);
    expect(json(await get(`${API}/create/${proxima.filaId}`)).form.gestacao).toMatchObject({
      metodo: 'DUM',
      idade_gestacional: '10 semanas',
    });
  });

  it('warns (never refuses) when an exam is asked again within its validity', async () => {
    const { filaId, pacienteId } = await noConsultorio();
    const antes = json(await get(`${API}/exame-dentro-prazo-validade?paciente_id=${pacienteId}&exame_id=${exameId}`)).data;
    expect(antes).toMatchObject({ dentro_do_prazo: false, ultima_solicitacao: null, validade_dias: 90 });
    expect((await post(API, corpo(filaId, { exames: [{ exame_id: exameId }] }))).statusCode).toBe(201);
    const depois = json(await get(`${API}/exame-dentro-prazo-validade?paciente_id=${pacienteId}&exame_id=${exameId}`)).data;
    expect(depois.dentro_do_prazo).toBe(true);
    expect(depois.message).toMatch(
      /^Hemoglobina glicada teste \w+ já foi solicitado em \d\d\/\d\d\/\d{4}, dentro do prazo de validade de 90 dias\.$/,
    );
    const proxima = await noConsultorioDe(pacienteId);
    // the request goes through: the warning is only the form's
    expect((await post(API, corpo(proxima.filaId, { exames: [{ exame_id: exameId }] }))).statusCode).toBe(201);
  });

  it('refuses another doctor in the middle, a second store, no permission and another municipality', async () => {
    const { filaId } = await noConsultorio();
    expect((await put(`/api/ambulatorio/fila/atender/${filaId}`, {}, outroMedico)).statusCode).toBe(200);
    const alheio = await post(API, corpo(filaId));
    expect(alheio.statusCode).toBe(409);
    expect(json(alheio).message).toBe('O paciente está em atendimento por outro profissional.');
    const feito = await post(API, corpo(filaId), outroMedico);
    expect(feito.statusCode).toBe(201);
    const denovo = await post(API, corpo(filaId), outroMedico);
    expect(denovo.statusCode).toBe(409);

    const soVer = await usuarioCom(ctx, [AMB.atendimentoVer]);
    expect((await post(API, corpo(filaId), soVer)).statusCode).toBe(403);
    const outra = (await ctx.login('admin', 'outra')).headers;
    // another municipality never finds the entry nor the attendance (row-level security)
    expect((await get(`${API}/create/${filaId}`, outra)).statusCode).toBe(404);
    expect((await get(`${API}/${json(feito).atendimento.id}`, outra)).statusCode).toBe(404);
  });
});

describe('ambulatorio/atendimento: prints and signature', () => {
  it('prints the attendance and each document (PDF text), the signing variant, and keeps the signed copy', async () => {
    const { login, headers } = await doutorDaPoliclinica();
    const { filaId, pacienteId } = await noConsultorio();
    const res = await post(
      API,
      corpo(filaId, {
        receitas: [
          {
            tipo: 5,
            justificativa: 'Paciente intolerante à opção padronizada.',
            itens: [{ descricao: 'Olmesartana 20 mg', quantidade: '30 comprimidos', posologia: '1 ao dia' }],
          },
        ],
        documentos: [{ tipo: 1, dias: 3, data_inicio: agoraLocal().hoje, exibir_cid: false }],
        exames: [{ exame_id: exameId, quantidade: 1, justificativa: 'Controle glicêmico' }],
      }),
      headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    const impressoes = json(res).impressoes as { documento: string; id: number; caminho: string; titulo: string }[];
    expect(impressoes.map((i) => i.documento)).toEqual([
      'atendimento',
      'receita-medica-nao-padronizada-comum',
      'receita-medica-nao-padronizada',
      'atestado',
      'servico-analise-diagnostico-terapia-solicitacao-exame',
    ]);
    const texto = async (url: string) => {
      const r = await get(url, headers);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      return (await lerPdf(r.rawPayload)).textos.join('\n');
    };
    const [atendimento, receita, pedido, atestado, exames] = await Promise.all(impressoes.map((i) => texto(i.caminho)));
    expect(atendimento).toContain('ATENDIMENTO AMBULATORIAL');
    expect(atendimento).toMatch(/CID I10 \(principal\)\s+I10 - /);
    expect(atendimento).toContain('Hipertensão arterial sem controle.');
    expect(receita).toContain('Receita de medicamento não padronizado (comum)');
    expect(receita).toContain('Olmesartana 20 mg');
    expect(pedido).toContain('SOLICITAÇÃO DE MEDICAMENTO NÃO PADRONIZADO');
    expect(pedido).toContain('Paciente intolerante à opção padronizada.');
    // without the patient's consent the certificate carries no CID
    expect(atestado).toMatch(/necessita de 3 \(três\) dias de afastamento/);
    expect(atestado).not.toContain('CID-10');
    expect(exames).toContain('02.02.01.050-3');
    expect(exames).toContain('SOLICITAÇÃO DE EXAMES – SADT');
    expect(atendimento).toContain('Assinatura e carimbo');
    const eletronico = await texto(`${impressoes[0]?.caminho}?para_assinatura_eletronica=true`);
    expect(eletronico).toContain('Documento assinado eletronicamente');
    expect(eletronico).not.toContain('Assinatura e carimbo');
    // a kind that is not the row's is not found
    expect((await get(`/impressao/ambulatorio/receita-medica-comum/${impressoes[1]?.id}`, headers)).statusCode).toBe(404);

    const listagem = json(await get(`${API}/impressoes?origem=atendimento&atendimento_id=${json(res).atendimento.id}`, headers)).data.form;
    expect(listagem.impressoes).toHaveLength(5);
    const leituras = await um(
      sql`select count(*)::int as id from auditoria where acao = 'LEITURA' and tabela = 'ambulatorio_atendimento' and paciente_id = ${pacienteId}`,
    );
    // every print is a read of the record (the five and the signing copy; the refused kind read nothing)
    expect(leituras).toBe(6);

    const thumbprint = await comCertificado(login, headers);
    const pendentesAntes = json(await get('/api/ambulatorio/assinatura-eletronica/datatable?draw=1&start=0&length=50', headers));
    expect(pendentesAntes.data.map((d: { documento: string }) => d.documento)).toContain('atendimento');
    const assinado = await assinar(headers, thumbprint, `${impressoes[0]?.caminho}?para_assinatura_eletronica=true`);
    const outro = await post(
      `${API}/store-atendimento-assinado`,
      { documento: 'atestado', id: impressoes[3]?.id, nome_arquivo: 'atestado.pdf', arquivo: assinado },
      headers,
    );
    expect(outro.statusCode).toBe(422);
    expect(json(outro).errors.arquivo).toEqual(['O arquivo assinado é de outro documento.']);
    const guardado = await post(
      `${API}/store-atendimento-assinado`,
      { documento: 'atendimento', id: json(res).atendimento.id, nome_arquivo: 'atendimento.pdf', arquivo: assinado },
      headers,
    );
    expect(guardado.statusCode, guardado.body).toBe(201);
    expect(json(guardado).message).toBe('Documento assinado salvo com sucesso!');
    const depois = json(await get(`${API}/impressoes?origem=atendimento&atendimento_id=${json(res).atendimento.id}`, headers)).data.form
      .impressoes;
    expect(depois[0]).toMatchObject({ documento: 'atendimento', assinado: true });
    const pendentes = json(await get('/api/ambulatorio/assinatura-eletronica/datatable?draw=1&start=0&length=50', headers)).data as {
      documento: string;
      atendimento_id: number;
    }[];
    expect(pendentes.filter((d) => d.atendimento_id === json(res).atendimento.id).map((d) => d.documento)).toEqual([
      'receita-medica-nao-padronizada-comum',
      'receita-medica-nao-padronizada',
      'atestado',
      'servico-analise-diagnostico-terapia-solicitacao-exame',
    ]);
    // another doctor cannot keep a copy of this doctor's document
    const alheio = await post(
      `${API}/store-atendimento-assinado`,
      { documento: 'atendimento', id: json(res).atendimento.id, nome_arquivo: 'a.pdf', arquivo: assinado },
      outroMedico,
    );
    expect(alheio.statusCode).toBe(422);
    expect(json(alheio).errors.id).toEqual(['Somente o profissional que emitiu o documento pode assiná-lo.']);
  }, 60_000);
});

describe('ambulatorio/atendimento: national exam request forms', () => {
  // what the web form sends (its fields only: patient, unit and professional come from the server)
  const colo = {
    formulario: 'citopatologico-colo-utero',
    motivo_exame: 'RASTREAMENTO',
    fez_preventivo: 'SIM',
    ano_ultimo_preventivo: 2022,
    usa_diu: 'NAO',
    esta_gravida: 'NAO',
    usa_pilula: 'SIM',
    usa_hormonio_menopausa: 'NAO',
    fez_radioterapia: 'NAO',
    data_ultima_menstruacao: null,
    dum_nao_sabe: true,
    sangramento_apos_relacoes: 'NAO',
    sangramento_apos_menopausa: 'NAO_MENOPAUSA',
    inspecao_colo: 'NORMAL',
    sinais_dst: false,
  };
  const apac = (codigo: string) => ({
    formulario: 'apac',
    itens: [{ codigo, nome: 'HEMODIÁLISE (MÁXIMO 3 SESSÕES POR SEMANA)', quantidade: 13 }],
    descricao_diagnostico: 'Doença renal crônica em estádio final, em programa de hemodiálise.',
    cid_principal: 'N18.0',
  });

  it('refuses a request missing what its form asks and an unknown SIGTAP code, saves both, prints them and gives them back to the correction', async () => {
    const { filaId } = await noConsultorio({ sexo: 1 });
    const semDum = await post(API, corpo(filaId, { requisicoes: [{ ...colo, dum_nao_sabe: false }] }));
    expect(semDum.statusCode).toBe(422);
    expect(json(semDum).errors['requisicoes.0.data_ultima_menstruacao']).toEqual(['Informe a data da última menstruação.']);
    const desconhecido = await post(API, corpo(filaId, { requisicoes: [colo, apac('0305010999')] }));
    expect(desconhecido.statusCode).toBe(422);
    expect(json(desconhecido).errors['requisicoes.1.itens.0.codigo']).toEqual(['Procedimento não encontrado na tabela SIGTAP.']);

    const res = await post(API, corpo(filaId, { requisicoes: [colo, apac('03.05.01.010-7')] }));
    expect(res.statusCode, res.body).toBe(201);
    const id = json(res).atendimento.id as number;
    const impressoes = json(res).impressoes as { documento: string; titulo: string; caminho: string }[];
    expect(impressoes.slice(1).map((i) => [i.documento, i.titulo])).toEqual([
      ['requisicao-exame-citopatologico-colo-utero', 'REQUISIÇÃO DE EXAME CITOPATOLÓGICO – COLO DO ÚTERO'],
      ['laudo-solicitacao-autorizacao-procedimento-ambulatorial', 'LAUDO PARA SOLICITAÇÃO/AUTORIZAÇÃO DE PROCEDIMENTO AMBULATORIAL'],
    ]);
    const texto = async (url: string) => {
      const r = await get(url);
      expect(r.statusCode, r.body).toBe(200);
      return (await lerPdf(r.rawPayload)).textos.join('\n');
    };
    const [coloPdf, apacPdf] = await Promise.all(impressoes.slice(1).map((i) => texto(i.caminho)));
    expect(coloPdf).toMatch(/8\. Data da última menstruação\/regra:\s+Data: _+\s+X\s+Não sabe \/ Não lembra/);
    expect(coloPdf).toMatch(/Quando fez o último exame\? \(ano\): 2022/);
    expect(apacPdf).toContain('03.05.01.010-7');
    expect(apacPdf).toContain('HEMODIÁLISE (MÁXIMO 3 SESSÕES POR SEMANA)');
    expect(apacPdf).toContain('Doença renal crônica em estádio final, em programa de hemodiálise.');

    // the correction screen gets them as they were sent, and saving them back keeps them
    const reabrir = await put(`/api/ambulatorio/alteracao-consultas-finalizadas/reabrir/${id}`, {
      motivo: 'Faltou o laudo da hemodiálise',
    });
    expect(reabrir.statusCode, reabrir.body).toBe(200);
    const edit = await get(`${API}/edit/${id}`);
    expect(edit.statusCode, edit.body).toBe(200);
    const devolvidas = json(edit).requisicoes as Record<string, unknown>[];
    expect(devolvidas).toEqual([
      expect.objectContaining({ formulario: 'citopatologico-colo-utero', dum_nao_sabe: true, ano_ultimo_preventivo: 2022 }),
      expect.objectContaining({ formulario: 'apac', cid_principal: 'N180', itens: [expect.objectContaining({ codigo: '0305010107' })] }),
    ]);
    const { fila_id: _f, ...correcao } = corpo(0, { requisicoes: devolvidas });
    const corrigida = await put(`${API}/${id}`, correcao);
    expect(corrigida.statusCode, corrigida.body).toBe(200);
    expect(json(corrigida).impressoes.map((i: { documento: string }) => i.documento)).toEqual([
      'atendimento',
      'requisicao-exame-citopatologico-colo-utero',
      'laudo-solicitacao-autorizacao-procedimento-ambulatorial',
    ]);
  }, 60_000);
});

describe('fechamento-consulta, alteracao-consultas-finalizadas and historico-atendimento', () => {
  it('closes with the procedure of the CBO, refuses twice and an incompatible one; reopens with a reason; the author corrects', async () => {
    const { filaId, pacienteId } = await noConsultorio();
    const id = json(await post(API, corpo(filaId))).atendimento.id as number;
    const lista = json(await get(`/api/ambulatorio/fechamento-consulta/datatable?draw=1&start=0&length=100`));
    const linha = (lista.data as { id: number; sugerido: { codigo: string } | null; status_nome: string }[]).find((l) => l.id === id);
    expect(linha).toMatchObject({ status_nome: 'Finalizado', sugerido: { codigo: '0301010072' } });
    const incompativel = await put('/api/ambulatorio/fechamento-consulta', {
      itens: [{ atendimento_id: id, procedimento_codigo: '0301010048' }],
    });
    expect(incompativel.statusCode).toBe(422);
    expect(json(incompativel).errors['itens.0.procedimento_codigo']).toEqual([
      MENSAGENS_CONSULTA.procedimentoIncompativel('03.01.01.004-8', '225125'),
    ]);
    const fechar = await put('/api/ambulatorio/fechamento-consulta', {
      itens: [{ atendimento_id: id, procedimento_codigo: '0301010072' }],
    });
    expect(fechar.statusCode, fechar.body).toBe(200);
    expect(json(fechar)).toEqual({ fechadas: 1, message: '1 consulta fechada.' });
    const denovo = await put('/api/ambulatorio/fechamento-consulta', {
      itens: [{ atendimento_id: id, procedimento_codigo: '0301010072' }],
    });
    expect(json(denovo).errors['itens.0.atendimento_id']).toEqual([MENSAGENS_CONSULTA.jaFechada]);

    const semMotivo = await put(`/api/ambulatorio/alteracao-consultas-finalizadas/reabrir/${id}`, { motivo: '' });
    expect(semMotivo.statusCode).toBe(422);
    expect(json(semMotivo).errors.motivo).toEqual(['O motivo deve conter no mínimo 10 caracteres.']);
    const semPermissao = await usuarioCom(ctx, [AMB.atendimentoVer]);
    expect(
      (
        await put(
          `/api/ambulatorio/alteracao-consultas-finalizadas/reabrir/${id}`,
          { motivo: 'CID digitado errado no atendimento' },
          semPermissao,
        )
      ).statusCode,
    ).toBe(403);
    const reabrir = await put(`/api/ambulatorio/alteracao-consultas-finalizadas/reabrir/${id}`, {
      motivo: 'CID digitado errado no atendimento',
    });
    expect(reabrir.statusCode, reabrir.body).toBe(200);
    expect(json(reabrir).message).toBe(MENSAGENS_CONSULTA.reaberta);

    const { fila_id: _f, ...correcao } = corpo(0, { problemas: [{ cid_codigo: 'I11', principal: true }] });
    const alheia = await put(`${API}/${id}`, correcao, outroMedico);
    expect(alheia.statusCode).toBe(409);
    expect(json(alheia).message).toBe(MENSAGENS_CONSULTA.outroProfissional);
    const corrigida = await put(`${API}/${id}`, correcao);
    expect(corrigida.statusCode, corrigida.body).toBe(200);
    expect(json(corrigida).message).toBe('Atendimento corrigido.');
    const m = json(await get(`${API}/${id}`)).model;
    expect(m).toMatchObject({ status: StatusAtendimentoConsulta.FINALIZADO, procedimento_codigo: null });
    expect(m.problemas.map((p: { cid_codigo: string }) => p.cid_codigo)).toEqual(['I11']);
    expect(m.alteracoes[0]).toMatchObject({ motivo: 'CID digitado errado no atendimento' });
    // the trail keeps the row as it was before the correction
    expect(
      await um(
        sql`select count(*)::int as id from auditoria where tabela = 'ambulatorio_diagnostico' and acao = 'DELETE' and antes->>'ambulatorio_atendimento_id' = ${String(id)}`,
      ),
    ).toBe(1);

    const historico = await get(
      `/api/ambulatorio/historico-atendimento/datatable?draw=1&start=0&length=10&paciente_id=${pacienteId}`,
      enfermeira,
    );
    expect(historico.statusCode, historico.body).toBe(200);
    expect(json(historico).data).toEqual([expect.objectContaining({ id, problema_principal: expect.stringMatching(/^I11 - /) })]);
    expect((await get(`/api/ambulatorio/historico-atendimento/${id}`, enfermeira)).statusCode).toBe(200);
    // the nurse reads the history, never writes an attendance
    expect((await post(API, corpo(filaId), enfermeira)).statusCode).toBe(403);
  });

  it('answers the pregnancy calculator (geral/gestacao/calculos) and its 422', async () => {
    const r = await get('/api/geral/gestacao/calculos/2025/1/10?referencia=2025-04-06');
    expect(r.statusCode, r.body).toBe(200);
    expect(json(r).data).toMatchObject({ metodo: 'DUM', idade_gestacional: '12 semanas e 2 dias', dpp: '2025-10-17' });
    const usg = json(await get('/api/geral/gestacao/calculos/2025/3/1?semanas=10&dias=3&referencia=2025-03-15')).data;
    expect(usg).toMatchObject({ metodo: 'USG', dum: '2024-12-18', dpp: '2025-09-24' });
    const futura = await get('/api/geral/gestacao/calculos/2025/5/2?referencia=2025-05-01');
    expect(futura.statusCode).toBe(422);
    expect(json(futura).errors.dum).toEqual(['A data da última menstruação não pode ser posterior à data de referência.']);
  });
});

async function noConsultorioDe(pacienteId: number) {
  const chegada = await post('/api/ambulatorio/recepcao', { paciente_id: pacienteId }, recepcao);
  expect(chegada.statusCode, chegada.body).toBe(201);
  const pre = await post(
    '/api/ambulatorio/atendimento-enfermagem',
    { fila_id: json(chegada).fila.id, tipo: 1, anotacao: 'Retorno' },
    enfermeira,
  );
  expect(pre.statusCode, pre.body).toBe(201);
  return { filaId: json(pre).destino_fila_id as number };
}

/** The doctor's A1 certificate uploaded in Meu perfil (the signature tests sign through rest-pki for real). */
async function comCertificado(login: string, headers: Record<string, string>) {
  const cpf = String(
    (
      (await emDemo((tx) => tx.execute(sql`select c.cpf from usuario u join cidadao c on c.id = u.cidadao_id where u.login = ${login}`)))
        .rows[0] as { cpf: string }
    ).cpf,
  );
  const limite = '----pfx';
  const senha = 'Senh@-do-A1';
  const payload = Buffer.concat([
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="arquivo"; filename="a1.pfx"\r\nContent-Type: application/x-pkcs12\r\n\r\n`,
    ),
    pfxDeTeste({ nome: 'MEDICA DA POLICLINICA', cpf, senha }),
    Buffer.from(`\r\n--${limite}\r\nContent-Disposition: form-data; name="senha_certificado"\r\n\r\n${senha}\r\n--${limite}--\r\n`),
  ]);
  const up = await ctx.app.inject({
    method: 'POST',
    url: '/api/cadastro/usuario-perfil/assinatura',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${limite}` },
    payload,
  });
  expect(up.statusCode, up.body).toBe(200);
  return json(up).data.thumbprint as string;
}

/** A print signed through the real rest-pki start/finish. */
async function assinar(headers: Record<string, string>, thumbprint: string, url: string) {
  const pdf = await get(url, headers);
  expect(pdf.statusCode, pdf.body).toBe(200);
  const ini = await post(
    '/api/rest-pki/start',
    { base64: pdf.rawPayload.toString('base64'), thumbprint, nome_arquivo: 'documento.pdf' },
    headers,
  );
  expect(ini.statusCode, ini.body).toBe(200);
  const fim = await post('/api/rest-pki/finish', { token: json(ini).data.token }, headers);
  expect(fim.statusCode, fim.body).toBe(200);
  return json(fim).data as string;
}
