import { describe, expect, it } from 'vitest';
import {
  applyMask,
  applyMoneyMask,
  applyPlacaMask,
  applyTelefoneMask,
  formatAutorizacaoFornecimento,
  formatCep,
  formatCertidaoNascimento,
  formatCnpj,
  formatCns,
  formatMoney,
  formatPlaca,
  formatRg,
  formatTelefone,
  MASCARAS,
  parseMoney,
  unmask,
} from './masks.js';

describe('applyMask while typing', () => {
  it.each([
    [MASCARAS.cpf, '', ''],
    [MASCARAS.cpf, '5', '5'],
    [MASCARAS.cpf, '529', '529'],
    [MASCARAS.cpf, '5299', '529.9'],
    [MASCARAS.cpf, '52998224725', '529.982.247-25'],
    [MASCARAS.cpf, '529982247251234', '529.982.247-25'], // extra input dropped
    [MASCARAS.cpf, '529.982.247-25', '529.982.247-25'], // idempotent
    [MASCARAS.cpf, '529a98', '529.98'], // a letter does not fit '#'
    [MASCARAS.telefone, '1', '(1'],
    [MASCARAS.telefone, '11', '(11'],
    [MASCARAS.telefone, '113', '(11) 3'],
    [MASCARAS.telefone, '12-', '(12'], // no dangling literal
    [MASCARAS.cep, '01310100', '01.310-100'],
    [MASCARAS.cns, '898006209973606', '898 0062 0997 3606'],
    [MASCARAS.cnpj, '11222333000181', '11.222.333/0001-81'],
    [MASCARAS.cnpj, '12abc34501de35', '12.ABC.345/01DE-35'],
    [MASCARAS.cnpj, '12ABC34501DEXY', '12.ABC.345/01DE'], // check digits are digits
    [MASCARAS.rg, '123456789', '12.345.678-9'],
    [MASCARAS.autorizacaoFornecimento, '123456789', '12345/6789'],
    [MASCARAS.placa, 'abc1234', 'ABC-1234'],
    [MASCARAS.placa, '1abc', 'ABC'],
    [MASCARAS.placaMercosul, 'abc1d23', 'ABC-1D23'],
    ['XX-##', 'a1b2', 'A1-2'],
  ])('%s + %j → %j', (mascara, valor, saida) => {
    expect(applyMask(mascara, valor)).toBe(saida);
  });

  it('treats null as empty', () => {
    expect(applyMask(MASCARAS.cpf, null)).toBe('');
  });
});

describe('display of stored values (complete lengths only)', () => {
  it.each([
    [formatCep, '01310100', '01.310-100'],
    [formatCep, '0131010', '0131010'],
    [formatCns, '898006209973606', '898 0062 0997 3606'],
    [formatCns, '89800620997360', '89800620997360'],
    [formatCnpj, '11222333000181', '11.222.333/0001-81'],
    [formatCnpj, '12ABC34501DE35', '12.ABC.345/01DE-35'],
    [formatRg, '123456789', '12.345.678-9'],
    [formatRg, '1234567890', '12.345.678-90'],
    [formatRg, '1234567', '1234567'],
    [formatCertidaoNascimento, '10453901552013100012021000012321', '104539 01 55 2013 1 00012 021 0000123 21'],
    [formatAutorizacaoFornecimento, '123456789', '12345/6789'],
    [formatTelefone, '1134567890', '(11) 3456-7890'],
    [formatTelefone, '11934567890', '(11) 93456-7890'],
    [formatTelefone, '113456789', '113456789'],
    [formatPlaca, 'ABC1234', 'ABC-1234'],
    [formatPlaca, 'abc1d23', 'ABC-1D23'],
    [formatPlaca, 'AB123', 'AB123'],
    [formatCep, null, ''],
  ])('%o(%j) → %j', (format, valor, saida) => {
    expect(format(valor)).toBe(saida);
  });
});

describe('phone and plate masks switch while typing', () => {
  it.each([
    ['1134567890', '(11) 3456-7890'],
    ['11934567890', '(11) 93456-7890'],
    ['(11) 3456-78901', '(11) 34567-8901'],
    ['119345678901', '(11) 93456-7890'],
  ])('telefone %j → %j', (valor, saida) => {
    expect(applyTelefoneMask(valor)).toBe(saida);
  });

  it.each([
    ['abc1', 'ABC-1'],
    ['abc12', 'ABC-12'],
    ['abc1d', 'ABC-1D'],
    ['abc1d23', 'ABC-1D23'],
    ['abc1234', 'ABC-1234'],
  ])('placa %j → %j', (valor, saida) => {
    expect(applyPlacaMask(valor)).toBe(saida);
  });

  it('unmask keeps letters and digits', () => {
    expect(unmask('abc-1d23')).toBe('ABC1D23');
    expect(unmask('(11) 93456-7890')).toBe('11934567890');
  });
});

describe('money (spec 001 §5: pt-BR, 2 decimals, no negatives)', () => {
  it.each([
    ['1234.5', '1.234,50'],
    ['1234', '1.234,00'],
    [1234.5, '1.234,50'],
    ['0.1', '0,10'],
    ['.5', '0,50'],
    ['0', '0,00'],
    ['0001234.50', '1.234,50'],
    ['1234567.89', '1.234.567,89'],
    ['123456789012345678.99', '123.456.789.012.345.678,99'], // beyond float precision
    ['0.125', '0,13'],
    ['0.124', '0,12'],
    ['9.999', '10,00'],
    [0.1 + 0.2, '0,30'],
    ['-5', '5,00'],
    ['abc', ''],
    ['1,5', ''], // stored values use a dot
    ['', ''],
    [null, ''],
  ])('formatMoney(%j) → %j', (valor, texto) => {
    expect(formatMoney(valor)).toBe(texto);
  });

  it.each([
    ['1.234,50', '1234.50'],
    ['1.234,5', '1234.50'],
    ['1.234', '1234.00'],
    ['R$ 1.234,56', '1234.56'],
    ['0,05', '0.05'],
    [',5', '0.50'],
    ['1.234.567,89', '1234567.89'],
    ['123.456.789.012.345.678,99', '123456789012345678.99'],
    ['1,999', '2.00'],
    ['-5,00', '5.00'],
    ['', null],
    ['R$', null],
    [null, null],
  ])('parseMoney(%j) → %j', (texto, valor) => {
    expect(parseMoney(texto)).toBe(valor);
  });

  it.each([
    ['', ''],
    ['5', '0,05'],
    ['50', '0,50'],
    ['123456', '1.234,56'],
    ['0,056', '0,56'], // typing after '0,05'
    ['1.234,567', '12.345,67'],
    ['-12', '0,12'],
  ])('applyMoneyMask(%j) → %j', (digitado, texto) => {
    expect(applyMoneyMask(digitado)).toBe(texto);
  });
});
