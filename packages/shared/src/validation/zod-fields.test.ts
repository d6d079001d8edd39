import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  naoDuplicado,
  naoIgualAoPaciente,
  zAlfanumericoTamanho,
  zCep,
  zCertidaoNascimento,
  zCid,
  zCidsSemDuplicados,
  zCnpj,
  zCns,
  zCpf,
  zData,
  zDataMax,
  zDataMin,
  zEmail,
  zHora,
  zIbge,
  zNomeCompleto,
  zNumero,
  zObrigatorio,
  zOpcional,
  zPis,
  zPlaca,
  zPressaoArterial,
  zProcedimento,
  zSemHtmlMax,
  zTelefone,
  zTermoInvalido,
} from './zod-fields.js';

/** What the form shows: the parsed value, or the first message (spec 000 §5: only the first error shows). */
function resultado(schema: z.ZodType, valor: unknown) {
  const r = schema.safeParse(valor);
  return r.success ? { valor: r.data } : { mensagem: r.error.issues[0].message };
}

describe('identifiers: masked input in, normalised value out', () => {
  it.each([
    [zCpf(), '529.982.247-25', { valor: '52998224725' }],
    [zCpf(), '123.456.789-00', { mensagem: 'O CPF informado é inválido.' }],
    [zCpf(), '', { mensagem: 'O campo CPF é obrigatório.' }],
    [zCpf(), undefined, { mensagem: 'O campo CPF é obrigatório.' }],
    [zCpf('CPF do acompanhante'), null, { mensagem: 'O campo CPF do acompanhante é obrigatório.' }],
    [zCns(), '898 0062 0997 3606', { valor: '898006209973606' }],
    [zCns(), '100000000000104', { mensagem: 'O CNS informado é inválido.' }],
    [zCnpj(), '11.222.333/0001-81', { valor: '11222333000181' }],
    [zCnpj(), '12.abc.345/01de-35', { valor: '12ABC34501DE35' }],
    [zCnpj(), '11.222.333/0001-80', { mensagem: 'O CNPJ informado é inválido.' }],
    [zPis(), '120.56431.25-6', { valor: '12056431256' }],
    [zPis(), '120.56431.25-5', { mensagem: 'O PIS / PASEP | NIS informado é inválido.' }],
    [zCep(), '01.310-100', { valor: '01310100' }],
    [zCep(), '01.310-10', { mensagem: 'O CEP informado é inválido.' }],
    [zTelefone(), '(11) 93456-7890', { valor: '11934567890' }],
    [zTelefone('Celular'), '(11) 3456-789', { mensagem: 'Celular deve conter 10 ou 11 dígitos.' }],
    [zProcedimento(), '03.01.01.006-4', { valor: '0301010064' }],
    [zProcedimento(), '0301010065', { mensagem: 'O código de procedimento informado é inválido.' }],
    [zIbge(), '3550308', { valor: '3550308' }],
    [zIbge(), '355030', { mensagem: 'O código IBGE informado é inválido.' }],
    [zPlaca(), 'abc-1d23', { valor: 'ABC1D23' }],
    [zPlaca(), 'AB-12345', { mensagem: 'A placa informada é inválida.' }],
    [zCertidaoNascimento(), '104539 01 55 2013 1 00012 021 0000123 21', { valor: '10453901552013100012021000012321' }],
    [zCertidaoNascimento(), '123', { mensagem: 'A matrícula da certidão deve conter 32 dígitos.' }],
    [zCid(), 'j45.0', { valor: 'J450' }],
    [zCid(), 'J4', { mensagem: 'O CID informado é inválido.' }],
  ])('%#: %j → %j', (schema, valor, esperado) => {
    expect(resultado(schema, valor)).toEqual(esperado);
  });
});

describe('zOpcional: blank is null, anything else follows the rule', () => {
  it.each([
    ['', { valor: null }],
    ['   ', { valor: null }],
    [null, { valor: null }],
    [undefined, { valor: null }],
    ['529.982.247-25', { valor: '52998224725' }],
    ['529.982.247-26', { mensagem: 'O CPF informado é inválido.' }],
  ])('%j → %j', (valor, esperado) => {
    expect(resultado(zOpcional(zCpf()), valor)).toEqual(esperado);
  });
});

describe('text fields', () => {
  it.each([
    [zObrigatorio('Nome'), '  Maria  ', { valor: 'Maria' }],
    [zObrigatorio('Nome'), '   ', { mensagem: 'O campo Nome é obrigatório.' }],
    [zObrigatorio('Nome'), 42, { mensagem: 'O campo Nome é obrigatório.' }],
    [zEmail(), ' maria@saude.gov.br ', { valor: 'maria@saude.gov.br' }],
    [zEmail(), 'maria@', { mensagem: 'E-mail deve ser válido.' }],
    [zEmail('E-mail do responsável'), '', { mensagem: 'O campo E-mail do responsável é obrigatório.' }],
    [zNomeCompleto(), '  José   da Silva ', { valor: 'José da Silva' }],
    [zNomeCompleto(), 'José', { mensagem: 'Digite um Nome e Sobrenome válidos.' }],
    [zPressaoArterial(), '120/80', { valor: '120/80' }],
    [zPressaoArterial(), '120', { mensagem: 'A Pressão Arterial informada é inválida. Utilize o formato 000/000.' }],
    [zPressaoArterial(), '80/120', { mensagem: 'A pressão Diastólica deve ser menor que a Sistólica' }],
    [zPressaoArterial(), '', { mensagem: 'O campo Pressão Arterial é obrigatório.' }],
    [zAlfanumericoTamanho('RG', 9, 9), '12.345.678-9', { valor: '12.345.678-9' }],
    [zAlfanumericoTamanho('RG', 9, 9), '12.345.678', { mensagem: 'O campo RG deve conter 9 caracteres' }],
    [zAlfanumericoTamanho('RG', 8, 10), '1234567', { mensagem: 'RG deve conter entre 8 e 10 caracteres' }],
    [zTermoInvalido('Nome', ['teste']), 'Maria Silva', { valor: 'Maria Silva' }],
    [zTermoInvalido('Nome', ['teste']), 'Maria TÉSTE', { mensagem: 'Nome possui um termo inválido: "TÉSTE".' }],
    [zSemHtmlMax('Observação', 5), '<p>12345</p>', { valor: '<p>12345</p>' }],
    [zSemHtmlMax('Observação', 5), '<p>123&nbsp;45</p>', { mensagem: 'O campo Observação deve conter no máximo 5 caracteres' }],
    [zSemHtmlMax('Observação', 5), '<p> </p>', { mensagem: 'O campo Observação é obrigatório.' }],
  ])('%#: %j → %j', (schema, valor, esperado) => {
    expect(resultado(schema, valor)).toEqual(esperado);
  });
});

describe('dates, times and numbers', () => {
  it.each([
    [zData('Data'), '31/12/2024', { valor: '2024-12-31' }],
    [zData('Data'), '2024-12-31', { valor: '2024-12-31' }],
    [zData('Data'), '31/02/2024', { mensagem: 'Data deve ser uma data válida.' }],
    [zData('Data'), '', { mensagem: 'O campo Data é obrigatório.' }],
    [zDataMax('Data de nascimento', '2024-05-10'), '10/05/2024', { valor: '2024-05-10' }],
    [zDataMax('Data de nascimento', '2024-05-10'), '11/05/2024', { mensagem: 'Data de nascimento deve ser menor ou igual a 10/05/2024' }],
    [
      zDataMax('Data de nascimento', () => '2024-05-10'),
      '2024-05-11',
      { mensagem: 'Data de nascimento deve ser menor ou igual a 10/05/2024' },
    ],
    [zDataMin('Validade', '2024-05-10'), '09/05/2024', { mensagem: 'Validade deve ser maior ou igual a 10/05/2024' }],
    [zData('Data', { min: '2024-01-01', max: '2024-12-31' }), '2025-01-01', { mensagem: 'Data deve ser menor ou igual a 31/12/2024' }],
    [zData('Data', { min: '2024-01-01', max: '2024-12-31' }), '2023-12-31', { mensagem: 'Data deve ser maior ou igual a 01/01/2024' }],
    [zHora('Entrada'), '08:30', { valor: '08:30:00' }],
    [zHora('Entrada'), '08:30:15', { valor: '08:30:15' }],
    [zHora('Entrada'), '25:00', { mensagem: 'Entrada deve ser um horário válido.' }],
    [zHora('Entrada', { max: '18:00' }), '18:30', { mensagem: 'Entrada deve ser menor ou igual a 18:00' }],
    [zHora('Entrada', { min: '08:00', max: null }), '07:59', { mensagem: 'Entrada deve ser maior ou igual a 08:00' }],
    [zHora('Entrada', { max: null }), '23:59', { valor: '23:59:00' }],
    [zNumero('Peso'), '72,5', { valor: 72.5 }],
    [zNumero('Peso'), 72.5, { valor: 72.5 }],
    [zNumero('Peso', { min: 0.5, max: 300 }), '300.5', { mensagem: 'Peso deve ser menor ou igual a 300' }],
    [zNumero('Peso', { min: 0.5, max: 300 }), '0,4', { mensagem: 'Peso deve ser maior ou igual a 0,5' }],
    [zNumero('Peso'), 'setenta', { mensagem: 'Peso deve ser um número válido.' }],
    [zNumero('Peso'), ' ', { mensagem: 'O campo Peso é obrigatório.' }],
    [zNumero('Peso'), undefined, { mensagem: 'O campo Peso é obrigatório.' }],
  ])('%#: %j → %j', (schema, valor, esperado) => {
    expect(resultado(schema, valor)).toEqual(esperado);
  });
});

describe('duplicates and the patient’s document', () => {
  it('reports each repeated CID on its own entry', () => {
    const r = zCidsSemDuplicados().safeParse(['J45', 'I10', 'j45.0', 'j45']);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path, i.message])).toEqual([[[3], 'J45 não pode ser duplicado.']]);
    expect(zCidsSemDuplicados().parse(['J45', 'J450'])).toEqual(['J45', 'J450']);
  });

  it.each([
    ['I10', { valor: 'I10' }],
    ['j45', { mensagem: 'J45 não pode ser duplicado.' }],
  ])('a single CID against the listed ones: %j', (valor, esperado) => {
    expect(resultado(zCid().superRefine(naoDuplicado(['J45', 'E11'])), valor)).toEqual(esperado);
  });

  it.each([
    ['111.444.777-35', { valor: '11144477735' }],
    ['529.982.247-25', { mensagem: '52998224725 não pode ser igual ao do paciente.' }],
  ])('a companion CPF against the patient’s: %j', (valor, esperado) => {
    expect(resultado(zCpf().superRefine(naoIgualAoPaciente('52998224725')), valor)).toEqual(esperado);
  });
});
