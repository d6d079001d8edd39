import { describe, expect, it } from 'vitest';
import {
  alfanumericoTamanhoProblema,
  duplicadoProblema,
  igualAoPacienteProblema,
  indicesDuplicados,
  isValidEmail,
  nomeCompletoProblema,
  obrigatorioProblema,
  semHtmlMaxProblema,
  somenteAlfanumericos,
  tamanhoSemHtml,
  termoInvalidoProblema,
} from './texto.js';

describe('required (spec 000 §5)', () => {
  it.each([
    ['x', null],
    [0, null],
    [false, null],
    [['a'], null],
    ['', 'O campo Nome é obrigatório.'],
    ['   ', 'O campo Nome é obrigatório.'],
    [null, 'O campo Nome é obrigatório.'],
    [undefined, 'O campo Nome é obrigatório.'],
    [[], 'O campo Nome é obrigatório.'],
  ])('%j → %j', (valor, mensagem) => {
    expect(obrigatorioProblema('Nome', valor)).toBe(mensagem);
  });
});

describe('length of alphanumerics (spec 000 §5)', () => {
  it.each([
    ['12.345.678-9', 9, 9, null],
    ['12.345.678-', 9, 9, 'O campo RG deve conter 9 caracteres'],
    ['12.345.678-90', 9, 9, 'O campo RG deve conter 9 caracteres'],
    ['12.345.678-9', 9, 10, null],
    ['12.345.678-90', 9, 10, null],
    ['1234567', 8, 10, 'RG deve conter entre 8 e 10 caracteres'],
    ['12345678901', 8, 10, 'RG deve conter entre 8 e 10 caracteres'],
    ['ÁB-12', 4, 4, null], // accented letters are alphanumerics
    ['', 9, 9, null],
    [null, 9, 9, null],
  ])('%j in [%i, %i]', (valor, min, max, mensagem) => {
    expect(alfanumericoTamanhoProblema('RG', valor, min, max)).toBe(mensagem);
  });

  it('strips everything but letters and digits', () => {
    expect(somenteAlfanumericos(' 12.ab-Ç/9 ')).toBe('12abÇ9');
  });
});

describe('max length without HTML (spec 000 §5)', () => {
  it.each([
    ['<p>abc</p>', 3],
    ['  <p> abc </p>  ', 3],
    ['<p>a&nbsp;b</p>', 3],
    ['<b>a&amp;b&#233;&#x41;</b>', 5],
    ['<p></p>', 0],
    ['a < b', 5], // a lone '<' is text, not a tag
    ['', 0],
    [null, 0],
  ])('tamanhoSemHtml(%j) → %i', (valor, n) => {
    expect(tamanhoSemHtml(valor)).toBe(n);
  });

  it.each([
    ['<p>12345</p>', null],
    ['<p><strong>123</strong>45&nbsp;</p>', 'O campo Observação deve conter no máximo 5 caracteres'],
    ['<p>123456</p>', 'O campo Observação deve conter no máximo 5 caracteres'],
    [null, null],
  ])('%j → %j', (valor, mensagem) => {
    expect(semHtmlMaxProblema('Observação', valor, 5)).toBe(mensagem);
  });
});

describe('full name (spec 000 §5)', () => {
  const INVALIDO = 'Digite um Nome e Sobrenome válidos.';
  it.each([
    ['Maria Silva', null],
    ['José da Silva', null],
    ['João e Maria Souza', null],
    ['Ana D Silva', null],
    ["Joana D'Ávila", null],
    ['Joana D’Ávila', null],
    ['  Maria   Silva  ', null],
    ['Zoë Müller', null],
    [null, null],
    ['', null],
    ['Maria', INVALIDO],
    ['A Silva', INVALIDO],
    ['Maria S', INVALIDO],
    ["Maria S'", INVALIDO],
    ['Maria Silva2', INVALIDO],
    ['Ana-Maria Silva', INVALIDO],
    ['Maria .', INVALIDO],
    ["Maria ' Silva", INVALIDO],
  ])('%j → %j', (nome, mensagem) => {
    expect(nomeCompletoProblema(nome)).toBe(mensagem);
  });
});

describe('forbidden terms (spec 000 §5)', () => {
  const termos = ['teste', 'não informado', 'IGNORADO'];
  it.each([
    ['Maria Silva', null],
    ['Maria Testes', null], // whole words only
    ['Contestada', null],
    ['Maria Teste', 'Nome possui um termo inválido: "Teste".'],
    ['TESTE', 'Nome possui um termo inválido: "TESTE".'],
    ['Tésté da Silva', 'Nome possui um termo inválido: "Tésté".'],
    ['Nao Informado', 'Nome possui um termo inválido: "Nao Informado".'],
    ['nome não-informado', 'Nome possui um termo inválido: "não informado".'],
    ['não consta informado', null],
    ['ignorado.', 'Nome possui um termo inválido: "ignorado".'],
    ['', null],
    [null, null],
  ])('%j → %j', (valor, mensagem) => {
    expect(termoInvalidoProblema('Nome', valor, termos)).toBe(mensagem);
  });

  it('an empty term never matches', () => {
    expect(termoInvalidoProblema('Nome', 'Maria Silva', ['', '  '])).toBeNull();
  });
});

describe('e-mail', () => {
  it.each([
    ['maria@saude.gov.br', true],
    ['maria.silva+fila@example.com', true],
    [' maria@example.com ', true],
    ["o'neil@example.com", true],
    ['maria@', false],
    ['@example.com', false],
    ['maria@example', false],
    ['maria@@example.com', false],
    ['.maria@example.com', false],
    ['maria..silva@example.com', false],
    ['maria silva@example.com', false],
    ['maria@example.c', false],
    ['', false],
    [null, false],
  ])('%j → %s', (email, valido) => {
    expect(isValidEmail(email)).toBe(valido);
  });
});

describe('no duplicated CID and not the patient’s document (spec 000 §5)', () => {
  it.each([
    ['J45', ['I10', 'E11'], null],
    ['J45', ['I10', 'J45'], 'J45 não pode ser duplicado.'],
    ['j45', ['J45 '], 'j45 não pode ser duplicado.'],
    ['J45', [null, undefined], null],
    ['', ['J45'], null],
  ])('%j among %j', (valor, existentes, mensagem) => {
    expect(duplicadoProblema(valor, existentes)).toBe(mensagem);
  });

  it.each([
    [
      ['J45', 'I10', 'j45', 'I10', 'E11'],
      [2, 3],
    ],
    [['J45', null, '', 'I10'], []],
    [[], []],
  ])('indicesDuplicados(%j) → %j', (valores, indices) => {
    expect(indicesDuplicados(valores)).toEqual(indices);
  });

  it.each([
    ['529.982.247-25', '52998224725', '529.982.247-25 não pode ser igual ao do paciente.'],
    ['52998224725', '529.982.247-25', '52998224725 não pode ser igual ao do paciente.'],
    ['111.444.777-35', '52998224725', null],
    ['', '', null],
    [null, '52998224725', null],
    ['52998224725', null, null],
  ])('%j vs patient %j', (valor, doPaciente, mensagem) => {
    expect(igualAoPacienteProblema(valor, doPaciente)).toBe(mensagem);
  });
});
