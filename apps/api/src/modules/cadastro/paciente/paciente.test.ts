import { snakeizeKeys } from '@saude/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from '../../../../test/helpers.js';
import { withTenant } from '../../../db/client.js';
import { bairro, logradouro, loteamento } from '../../../db/schema/endereco.js';
import { auditoria, cliente, configuracao } from '../../../db/schema/index.js';
import { gerarCpf } from '../../../db/seed/municipio.js';
import { alergia } from '../alergia/alergia.table.js';
import { convenioMedico } from '../convenio-medico/convenio-medico.table.js';
import { medicamento } from '../medicamento/medicamento.table.js';

let ctx: TestContext;
let admin: Record<string, string>;
let recepcao: Record<string, string>;
let outra: Record<string, string>;
let demoId: number;
const refs = { alergias: [] as number[], medicamentos: [] as number[], convenios: [] as number[], logradouro: 0, loteamento: 0 };

const letras = (n = 6) => Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
const cpfNovo = () => gerarCpf(String(100000000 + Math.floor(Math.random() * 800000000)));
/** A valid provisional-rule CNS (sum of digits × 15..1 divisible by 11), starting with 7. */
function cnsNovo(): string {
  for (;;) {
    const d = `7${Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join('')}`;
    const soma = [...d].reduce((s, c, i) => s + Number(c) * (15 - i), 0);
    if (soma % 11 === 0) return d;
  }
}

function multipart(campos: [string, string][]) {
  const limite = '----pacienteteste';
  const partes = campos.map(([n, v]) => `--${limite}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`);
  return { payload: `${partes.join('')}--${limite}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

/** Flattens a JSON body into the bracketed multipart names the web sends (booleans 1/0, nulls empty). */
function achatar(obj: unknown, prefixo = ''): [string, string][] {
  if (Array.isArray(obj)) return obj.flatMap((v, i) => achatar(v, `${prefixo}[${i}]`));
  if (obj && typeof obj === 'object') return Object.entries(obj).flatMap(([k, v]) => achatar(v, prefixo ? `${prefixo}[${k}]` : k));
  if (obj === null || obj === undefined) return [[prefixo, '']];
  if (typeof obj === 'boolean') return [[prefixo, obj ? '1' : '0']];
  return [[prefixo, String(obj)]];
}

const basico = () => ({
  nome: `MARIA ${letras()} DA CONCEIÇÃO`,
  sexo_id: 1,
  data_nascimento: '1985-03-12',
  nome_mae: `JOSEFA ${letras()} DA SILVA`,
  desconhece_nome_pai: true,
  raca_cor_id: 4,
  nacionalidade_id: 1,
  municipio_nascimento_id: 2606002,
  cpf: cpfNovo(),
});
const post = (payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url: '/api/cadastro/paciente', headers, payload });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.login('admin')).headers;
  recepcao = (await ctx.login('recepcao')).headers;
  outra = (await ctx.login('admin', 'outra')).headers;
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  demoId = c.id;
  await withTenant(ctx.database.db, { clienteId: demoId }, async (tx) => {
    const s = letras();
    for (const nome of [`Dipirona teste ${s}`, `Camarão teste ${s}`]) {
      const [a] = await tx.insert(alergia).values({ nome, tipoId: 1 }).returning();
      refs.alergias.push(a.id);
    }
    for (const d of [`Losartana ${s}`, `Metformina ${s}`]) {
      const [m] = await tx.insert(medicamento).values({ denominacao: d, formaFarmaceuticaId: 1, viaAdministracaoId: 1 }).returning();
      refs.medicamentos.push(m.id);
    }
    for (const nome of [`Unimed teste ${s}`, `Hapvida teste ${s}`]) {
      const [cv] = await tx.insert(convenioMedico).values({ nome }).returning();
      refs.convenios.push(cv.id);
    }
    const [b] = await tx
      .insert(bairro)
      .values({ nome: `Bairro paciente ${s}`, municipioId: 2606002 })
      .returning();
    const [l] = await tx
      .insert(logradouro)
      .values({ tipoLogradouroCodigo: '081', nome: `Rua do paciente ${s}`, cep: '55290111', bairroId: b.id })
      .returning();
    const [lt] = await tx
      .insert(loteamento)
      .values({ nome: `Loteamento ${s}`, bairroId: b.id })
      .returning();
    refs.logradouro = l.id;
    refs.loteamento = lt.id;
  });
});
afterAll(() => ctx.close());

describe('cadastro de paciente (spec 001 §3)', () => {
  it('a seeded demo patient is a full record: opened and saved unchanged, it is accepted (issue 16)', async () => {
    const lista = json(await ctx.app.inject({ method: 'GET', url: '/api/cadastro/paciente/datatable?length=5', headers: recepcao }));
    expect(lista.data.length).toBeGreaterThan(0);
    for (const linha of lista.data.slice(0, 3)) {
      const edit = json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/paciente/${linha.id}/edit`, headers: recepcao })).model;
      expect(edit.raca_cor_id, linha.nome).not.toBeNull();
      expect(edit.nacionalidade_id, linha.nome).not.toBeNull();
      // the edit model carries pickers as objects: the form sends their ids back
      const { municipio_nascimento: _m, pais_nascimento: _p, ...resto } = edit;
      const payload = { ...resto, municipio_nascimento_id: edit.municipio_nascimento_id ?? edit.municipio_nascimento?.id ?? null };
      const salvo = await ctx.app.inject({ method: 'PUT', url: `/api/cadastro/paciente/${linha.id}`, headers: recepcao, payload });
      expect(salvo.statusCode, salvo.body).toBe(200);
    }
  });

  it('delivers every option list the spec names', async () => {
    const form = json(await ctx.app.inject({ method: 'GET', url: '/api/cadastro/paciente/create', headers: recepcao })).form;
    for (const k of [
      'termos_invalidos',
      'data_atual',
      'motivos_duplicidade_cpf',
      'preferencias_nome',
      'sexos',
      'identidades_genero',
      'estados_civis',
      'situacoes_familiares_conjugais',
      'racas_cores',
      'etnias_indigenas',
      'tipos_sanguineo',
      'deficiencias',
      'mobilidades_reduzidas',
      'locais_nascimento',
      'paises',
      'nacionalidades',
      'escolaridades',
      'zonas',
      'estados',
      'categorias',
      'certidao_tipos',
      'certidao_modelos',
      'fatores_risco',
      'alergia_criticidades',
      'alergia_tipos',
    ]) {
      expect(form[k], k).toBeDefined();
    }
    expect(form.sexos).toContainEqual({ id: 0, nome: 'Masculino' });
    expect(form.etnias_indigenas.length).toBeGreaterThan(300);
  });

  it('round-trips every field through multipart (bracketed lists) and JSON', async () => {
    const completo = {
      cadastro_simplificado: false,
      sem_documentos: false,
      cns: cnsNovo(),
      cpf: cpfNovo(),
      cpf_nao_pertence_ao_cidadao: false,
      nome: `JOANA ${letras()} DE ASSIS`,
      nome_social: `JOANA ${letras()} SOCIAL`,
      preferencia_nome_id: 2,
      data_nascimento: '1990-07-21',
      sexo_id: 1,
      identidade_genero_id: 201,
      estado_civil_id: 2,
      conjuge: 'Pedro de Assis',
      situacao_familiar_conjugal_id: 1,
      raca_cor_id: 5,
      etnia_indigena_id: 3,
      tipo_sanguineo_id: 7,
      deficiencia_id: 16,
      deficiencia_outro: 'Baixa visão parcial',
      mobilidade_reduzida_id: 1,
      desconhece_nome_mae: false,
      desconhece_nome_pai: false,
      nome_mae: `LUIZA ${letras()} DE ASSIS`,
      nome_pai: `JOSE ${letras()} DE ASSIS`,
      local_nascimento_id: 1,
      pais_nascimento_id: 31,
      nacionalidade_id: 2,
      portaria_naturalizacao: '1234/2010',
      data_naturalizacao: '2010-02-03',
      estado_nascimento_id: 26,
      municipio_nascimento_id: 2606002,
      frequenta_escola: true,
      escolaridade_id: 51,
      email: 'joana@example.com',
      telefones: [{ numero: '87999887766' }, { numero: '8737611234' }],
      convenios_medicos: refs.convenios,
      fatores_risco: [1, 99],
      fator_risco_outro: 'Sedentarismo',
      alergias: [
        { alergia_id: refs.alergias[0], tipo_id: 1, criticidade_id: 2, reacoes_observacoes: 'Urticária', cid_id: 'T886' },
        { alergia_id: refs.alergias[1], tipo_id: 2, criticidade_id: 1, reacoes_observacoes: null, cid_id: null },
      ],
      medicamentos_uso_continuo: [{ medicamento_id: refs.medicamentos[0] }, { medicamento_id: refs.medicamentos[1] }],
      data_entrada_domicilio: '2015-01-10',
      peso_id: 22,
      logradouro_id: refs.logradouro,
      numero: '123',
      sem_numero: false,
      complemento: 'Casa B',
      referencia: 'Perto da praça',
      loteamento_id: refs.loteamento,
      zona_id: 83,
      latitude: -8.890123,
      longitude: -36.492345,
      tempo_habitacao: '5 anos',
      carteira_identidade: { numero: '1234567', estado_id: 26, orgao_emissor: 'SDS', data_emissao: '2005-04-01' },
      carteira_nacional_habilitacao: {
        numero: '12345678901',
        data_emissao: '2012-06-01',
        data_validade: '2027-06-01',
        estado_id: 26,
        categoria_id: 6,
      },
      carteira_trabalho: { numero: '1234567', serie: '00123', data_emissao: '2008-01-15', estado_id: 26, nis_pis_pasep: '12056412502' },
      estrangeiro_entrada_brasil: { rne: 'V123456-7', data_entrada: '2009-05-05' },
      titulo_eleitor: { numero: '123456789012', zona: '45', secao: '123' },
      certidao: {
        tipo_id: 1,
        modelo_id: 2,
        numero: '104539 01 55 2013 1 00012 021 0000123 45'.replace(/\D/g, '').padEnd(32, '0'),
        cartorio_nome: 'Cartório do 1º Ofício',
        livro: null,
        folha: null,
        data_emissao: '1990-08-01',
        municipio_id: 2606002,
        cartorio_codigo: '104539',
      },
      outro: { protocolo_cross: 'CROSS-9981' },
    };
    // the web sends masks: they are stripped
    const enviado = {
      ...completo,
      cpf: completo.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
      cns: `${completo.cns.slice(0, 3)} ${completo.cns.slice(3, 7)} ${completo.cns.slice(7, 11)} ${completo.cns.slice(11)}`,
      telefones: [{ numero: '(87) 99988-7766' }, { numero: '(87) 3761-1234' }],
      data_nascimento: '21/07/1990',
    };
    const criado = await ctx.app.inject({
      method: 'POST',
      url: '/api/cadastro/paciente',
      headers: { ...recepcao, ...multipart(achatar(enviado)).headers },
      payload: multipart(achatar(enviado)).payload,
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const id = json(criado).id;
    const edit = json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/paciente/${id}/edit`, headers: recepcao })).model;
    const comparar = (m: Record<string, any>) => {
      for (const [k, v] of Object.entries(completo)) {
        if (v && typeof v === 'object' && !Array.isArray(v)) {
          for (const [k2, v2] of Object.entries(v)) expect(m[k][k2], `${k}.${k2}`).toEqual(v2);
        } else if (Array.isArray(v) && v.some((x) => x && typeof x === 'object')) expect(m[k], k).toMatchObject(v);
        else expect(m[k], k).toEqual(v);
      }
    };
    comparar(edit);
    expect(edit.label).toContain('JOANA');
    expect(edit.nome_exibicao).toBe(completo.nome_social);
    expect(edit.alergias[0].cid.label).toContain('T88.6');
    expect(edit.cep).toBe('55290111');
    expect(edit.municipio_nome).toBe('Garanhuns');

    // JSON update with the same values keeps them; lists can be emptied
    const atualizado = await ctx.app.inject({ method: 'PUT', url: `/api/cadastro/paciente/${id}`, headers: recepcao, payload: completo });
    expect(atualizado.statusCode, atualizado.body).toBe(200);
    comparar(json(atualizado));
    const vazio = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cadastro/paciente/${id}`,
      headers: recepcao,
      payload: {
        ...completo,
        alergias: [],
        telefones: [],
        medicamentos_uso_continuo: [],
        convenios_medicos: [],
        fatores_risco: [],
        fator_risco_outro: null,
      },
    });
    expect(json(vazio).alergias).toEqual([]);
    expect(json(vazio).telefones).toEqual([]);
  });

  it('validates CPF and CNS with the spec messages, and the field rules', async () => {
    const r = await post({ ...basico(), cpf: '123.456.789-00', cns: '123 4567 8901 2345' });
    expect(r.statusCode).toBe(422);
    expect(json(r).errors.cpf).toEqual(['O CPF informado é inválido.']);
    expect(json(r).errors.cns).toEqual(['O CNS informado é inválido.']);
    const sem = await post({ ...basico(), nome: 'MARIA', nome_mae: null, data_nascimento: '2999-01-01' });
    expect(json(sem).errors.nome).toEqual(['Digite um Nome e Sobrenome válidos.']);
    expect(json(sem).errors.data_nascimento[0]).toMatch(/^Data de nascimento deve ser menor ou igual a /);
    const velho = await post({ ...basico(), data_nascimento: '1850-01-01' });
    expect(json(velho).errors.data_nascimento[0]).toMatch(/maior ou igual/);
    const mae = await post({ ...basico(), nome_mae: null });
    expect(json(mae).errors.nome_mae).toEqual(['O campo Nome da mãe é obrigatório.']);
    const nat = await post({ ...basico(), data_naturalizacao: '2010-01-01' });
    expect(json(nat).errors.data_naturalizacao).toEqual(['Data de naturalização só se aplica a naturalizados.']);
    const termo = await post({ ...basico(), nome: 'TESTE DA SILVA' });
    expect(json(termo).errors.nome).toEqual(['Nome possui um termo inválido: "TESTE".']);
    const alergiaDup = await post({ ...basico(), alergias: [{ alergia_id: refs.alergias[0] }, { alergia_id: refs.alergias[0] }] });
    expect(json(alergiaDup).errors['alergias.1.alergia_id']).toEqual(['Alergia não pode ser duplicado.']);
    const cert = await post({ ...basico(), certidao: { tipo_id: 1, modelo_id: 2, numero: '1234' } });
    expect(json(cert).errors['certidao.numero']).toEqual(['A matrícula da certidão deve conter 32 dígitos.']);
    const semDoc = await post({ ...basico(), cpf: null });
    expect(json(semDoc).errors.cpf[0]).toMatch(/CPF ou o CNS/);
    expect((await post({ ...basico(), cpf: null, sem_documentos: true })).statusCode).toBe(201);
  });

  it('refuses a CPF or CNS already registered (422 with a link), unless the CPF does not belong to the citizen', async () => {
    const a = basico();
    const cns = cnsNovo();
    const primeiro = json(await post({ ...a, cns }));
    const dupCpf = await post({ ...basico(), cpf: a.cpf });
    expect(dupCpf.statusCode).toBe(422);
    expect(json(dupCpf).errors.cpf[0]).toMatch(/^CPF já cadastrado para /);
    expect(json(dupCpf).existentes).toEqual([{ id: primeiro.id, label: primeiro.label, campo: 'cpf' }]);
    const dupCns = await post({ ...basico(), cns });
    expect(json(dupCns).errors.cns[0]).toMatch(/^CNS já cadastrado para /);
    // "CPF não pertence ao cidadão": the reason is required, "outro" needs the text
    const semMotivo = await post({ ...basico(), cpf: a.cpf, cpf_nao_pertence_ao_cidadao: true });
    expect(json(semMotivo).errors.motivo_duplicidade_cpf_id).toEqual(['O campo Motivo é obrigatório.']);
    const outroSemTexto = await post({ ...basico(), cpf: a.cpf, cpf_nao_pertence_ao_cidadao: true, motivo_duplicidade_cpf_id: 9 });
    expect(json(outroSemTexto).errors.motivo_duplicidade_cpf_outro).toEqual(['O campo Outro motivo é obrigatório.']);
    const filho = await post({ ...basico(), cpf: a.cpf, cpf_nao_pertence_ao_cidadao: true, motivo_duplicidade_cpf_id: 1 });
    expect(filho.statusCode, filho.body).toBe(201);
    expect(json(filho).cpf).toBe(a.cpf);
    expect(json(filho).cpf_nao_pertence_ao_cidadao).toBe(true);
    // both are found by the CPF
    const busca = json(
      await ctx.app.inject({ method: 'GET', url: `/api/cadastro/paciente/datatable?search[value]=${a.cpf}`, headers: recepcao }),
    );
    expect(busca.data.map((d: { id: number }) => d.id).sort()).toEqual([primeiro.id, json(filho).id].sort());
  });

  it('one save answers every problem at once: field rules, settings rules and the database checks (issue 16 item 7)', async () => {
    const a = { ...basico(), cns: cnsNovo() };
    const primeiro = json(await post(a));
    const r = await post({
      ...basico(),
      cpf: a.cpf,
      cns: a.cns,
      sexo_id: 'x',
      nome_mae: 'Teste da Silva',
      data_naturalizacao: '2010-01-01',
      alergias: [{ alergia_id: 999999999 }],
      carteira_nacional_habilitacao: { numero: '123' },
    });
    expect(r.statusCode, r.body).toBe(422);
    const { errors, existentes } = json(r);
    expect(errors).toEqual({
      sexo_id: ['O campo Sexo é obrigatório.'],
      'carteira_nacional_habilitacao.numero': ['O campo Número da CNH deve conter 11 caracteres'],
      data_naturalizacao: ['Data de naturalização só se aplica a naturalizados.'],
      nome_mae: ['Nome da mãe possui um termo inválido: "Teste".'],
      'alergias.0.alergia_id': ['Alergia não encontrada.'],
      cpf: [expect.stringMatching(/^CPF já cadastrado para /)],
      cns: [expect.stringMatching(/^CNS já cadastrado para /)],
    });
    expect(existentes).toEqual([
      { id: primeiro.id, label: primeiro.label, campo: 'cpf' },
      { id: primeiro.id, label: primeiro.label, campo: 'cns' },
    ]);
    // an invalid CPF is not also "missing": the CPF-or-CNS rule stays quiet, the other rules still answer
    const cpfInvalido = json(await post({ ...basico(), cpf: '123.456.789-00', nome_mae: null }));
    expect(cpfInvalido.errors).toEqual({ cpf: ['O CPF informado é inválido.'], nome_mae: ['O campo Nome da mãe é obrigatório.'] });
    // the edit route answers the same way, with its own rule beside the others
    const editado = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cadastro/paciente/${primeiro.id}`,
      headers: admin,
      payload: { ...a, provisorio: true, nome: 'MARIA', cpf: null, cns: null },
    });
    expect(json(editado).errors).toMatchObject({
      provisorio: ['Um cadastro definitivo não pode voltar a ser provisório.'],
      nome: ['Digite um Nome e Sobrenome válidos.'],
    });
  });

  it('answers 409 with the similar records, and saves when confirmed', async () => {
    const a = {
      ...basico(),
      nome: `ANTONIO ${letras(8)} FERREIRA`,
      nome_mae: `MARIA ${letras(8)} FERREIRA`,
      data_nascimento: '1970-01-02',
    };
    const primeiro = json(await post(a));
    const parecido = { ...basico(), nome: a.nome.replace('ANTONIO', 'ANTÔNIO'), nome_mae: a.nome_mae, data_nascimento: a.data_nascimento };
    const r = await post(parecido);
    expect(r.statusCode, r.body).toBe(409);
    expect(json(r).duplicados).toEqual([{ id: primeiro.id, label: expect.stringContaining('ANTONIO') }]);
    const ok = await post({ ...parecido, confirmar_duplicidade: true });
    expect(ok.statusCode).toBe(201);
  });

  it('simplified and unknown (provisional) registrations, and regularisation', async () => {
    const simples = await post({
      nome: `CARLOS ${letras()} SOUZA`,
      sexo_id: 0,
      data_nascimento: '2001-01-01',
      desconhece_nome_mae: true,
      cadastro_simplificado: true,
    });
    expect(simples.statusCode, simples.body).toBe(201);
    expect(json(simples).frequenta_escola).toBe(null);

    const desconhecido = await post({
      provisorio: true,
      sexo_id: 0,
      idade_estimada: 40,
      caracteristicas_fisicas: 'Cicatriz no braço esquerdo',
    });
    expect(desconhecido.statusCode, desconhecido.body).toBe(201);
    const d = json(desconhecido);
    expect(d.nome).toMatch(/^DESCONHECIDO \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(masc\., ~40 anos\)$/);
    // hidden from the default list, shown with the flag
    const url = `/api/cadastro/paciente/datatable?search[value]=${encodeURIComponent('desconhecido')}&length=100`;
    expect(json(await ctx.app.inject({ method: 'GET', url, headers: recepcao })).data.map((x: { id: number }) => x.id)).not.toContain(d.id);
    expect(
      json(await ctx.app.inject({ method: 'GET', url: `${url}&with_paciente_provisorio=true`, headers: recepcao })).data.map(
        (x: { id: number }) => x.id,
      ),
    ).toContain(d.id);

    // regularising needs its own permission (the reception has it; the nursing staff does not) and the full validation
    const dados = { ...basico(), provisorio: false };
    const enfermagem = (await ctx.login('enfermagem')).headers;
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/cadastro/paciente/regularizar/${d.id}`, headers: enfermagem, payload: dados }))
        .statusCode,
    ).toBe(403);
    const incompleto = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cadastro/paciente/regularizar/${d.id}`,
      headers: admin,
      payload: { ...dados, nome_mae: null },
    });
    expect(incompleto.statusCode).toBe(422);
    const regular = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cadastro/paciente/regularizar/${d.id}`,
      headers: admin,
      payload: dados,
    });
    expect(regular.statusCode, regular.body).toBe(200);
    expect(json(regular).provisorio).toBe(false);
    expect(json(regular).nome).toBe(dados.nome);
    const deNovo = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cadastro/paciente/regularizar/${d.id}`,
      headers: admin,
      payload: dados,
    });
    expect(deNovo.statusCode).toBe(409);
    expect(json(deNovo)).toEqual({ message: 'Este cadastro não é provisório.' });
  });

  it('searches by name without accents, CPF masked, CNS, birth date and mother; flags and blocked', async () => {
    const sufixo = letras(7);
    const cns = cnsNovo();
    const p = json(
      await post({
        ...basico(),
        nome: `JOÃO ${sufixo} GONÇALVES`,
        nome_mae: `FRANCISCA ${sufixo} ARAÚJO`,
        cns,
        data_nascimento: '1977-11-05',
      }),
    );
    const buscar = async (termo: string, extra = '') =>
      json(
        await ctx.app.inject({
          method: 'GET',
          url: `/api/cadastro/paciente/datatable?length=100&search[value]=${encodeURIComponent(termo)}${extra}`,
          headers: recepcao,
        }),
      ).data.map((x: { id: number }) => x.id);
    expect(await buscar(`joao ${sufixo.toLowerCase()} goncal`)).toContain(p.id);
    expect(await buscar(`${sufixo.slice(1, 6)}`)).toContain(p.id);
    expect(await buscar(`francisca ${sufixo} araujo`)).toContain(p.id);
    expect(await buscar(p.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'))).toEqual([p.id]);
    expect(await buscar(cns)).toEqual([p.id]);
    expect(await buscar('05/11/1977')).toContain(p.id);
    const auto = json(
      await ctx.app.inject({
        method: 'GET',
        url: `/api/cadastro/paciente/autocomplete?search[value]=${sufixo}&length=5`,
        headers: recepcao,
      }),
    );
    expect(auto.data[0]).toEqual({
      id: p.id,
      label: expect.stringMatching(new RegExp(`^JOÃO ${sufixo} GONÇALVES — \\d{3}\\.\\d{3}\\.\\d{3}-\\d{2} — 05/11/1977$`)),
    });

    expect(json(await ctx.app.inject({ method: 'PUT', url: `/api/cadastro/paciente/bloquear/${p.id}`, headers: recepcao })).bloqueado).toBe(
      true,
    );
    expect(await buscar(cns)).toEqual([]);
    expect(await buscar(cns, '&with_paciente_bloqueado=true')).toEqual([p.id]);
    expect(await buscar(cns, '&situacao=bloqueado')).toEqual([p.id]);
  });

  it('valida-cns answers validity and the existing record', async () => {
    const cns = cnsNovo();
    const v = json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/paciente/valida-cns/${cns}`, headers: recepcao })).data;
    expect(v).toEqual({ valido: true, mensagem: 'CNS válido.', existente: null });
    const p = json(await post({ ...basico(), cns }));
    const e = json(await ctx.app.inject({ method: 'GET', url: `/api/cadastro/paciente/valida-cns/${cns}`, headers: recepcao })).data;
    expect(e.existente.id).toBe(p.id);
    const i = json(
      await ctx.app.inject({ method: 'GET', url: '/api/cadastro/paciente/valida-cns/123456789012345', headers: recepcao }),
    ).data;
    expect(i).toEqual({ valido: false, mensagem: 'O CNS informado é inválido.', existente: null });
  });

  it('audits each read of a record, and keeps municipalities apart', async () => {
    const p = json(await post(basico()));
    await ctx.app.inject({ method: 'GET', url: `/api/cadastro/paciente/${p.id}/edit`, headers: recepcao });
    const lidos = await withTenant(ctx.database.db, { clienteId: demoId }, (tx) =>
      tx
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.tabela, 'cidadao'), eq(auditoria.registroId, p.id), eq(auditoria.acao, 'LEITURA'))),
    );
    expect(lidos).toHaveLength(1);
    expect(lidos[0].usuarioId).toBeTruthy();
    expect(lidos[0].lotacaoId).toBeTruthy();
    expect((await ctx.app.inject({ method: 'GET', url: `/api/cadastro/paciente/${p.id}/edit`, headers: outra })).statusCode).toBe(404);
    const busca = json(
      await ctx.app.inject({ method: 'GET', url: `/api/cadastro/paciente/datatable?search[value]=${p.cpf}`, headers: outra }),
    );
    expect(busca.data).toEqual([]);
    // the same CPF may exist in another municipality
    expect((await post({ ...basico(), cpf: p.cpf }, outra)).statusCode).toBe(201);
  });

  it('viewing staff open the record read-only: the read is audited, saving is forbidden', async () => {
    const medico = (await ctx.login('medico')).headers;
    const p = json(await post(basico()));
    const aberto = await ctx.app.inject({ method: 'GET', url: `/api/cadastro/paciente/${p.id}/edit`, headers: medico });
    expect(aberto.statusCode).toBe(200);
    expect(json(aberto).model.nome).toBe(p.nome);
    const lidos = await withTenant(ctx.database.db, { clienteId: demoId }, (tx) =>
      tx
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.tabela, 'cidadao'), eq(auditoria.registroId, p.id), eq(auditoria.acao, 'LEITURA'))),
    );
    expect(lidos).toHaveLength(1);
    const salvar = await ctx.app.inject({ method: 'PUT', url: `/api/cadastro/paciente/${p.id}`, headers: medico, payload: basico() });
    expect(salvar.statusCode).toBe(403);
  });

  it('the registry settings change the rules (cadastro/parametrizacao)', async () => {
    const form = json(await ctx.app.inject({ method: 'GET', url: '/api/cadastro/parametrizacao/create', headers: admin }));
    expect(form.model.permitir_cadastro_simplificado).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/cadastro/parametrizacao/create', headers: recepcao })).statusCode).toBe(403);
    const salvar = (m: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/cadastro/parametrizacao', headers: admin, payload: snakeizeKeys(m) as object });
    try {
      expect((await salvar({ ...form.model, exigir_telefone: true, idade_cpf_obrigatorio: 18 })).statusCode).toBe(200);
      const r = await post({ ...basico(), telefones: [] });
      expect(json(r).errors.telefones).toEqual(['Informe ao menos um telefone.']);
      const r2 = await post({ ...basico(), cpf: null, cns: cnsNovo(), telefones: [{ numero: '87999998888' }] });
      expect(json(r2).errors.cpf).toEqual(['CPF é obrigatório a partir de 18 anos.']);
    } finally {
      await withTenant(ctx.database.db, { clienteId: demoId }, (tx) =>
        tx.delete(configuracao).where(eq(configuracao.chave, 'cadastro.exigirTelefone')),
      );
      await withTenant(ctx.database.db, { clienteId: demoId }, (tx) =>
        tx.delete(configuracao).where(eq(configuracao.chave, 'cadastro.idadeCpfObrigatorio')),
      );
    }
  });
});
