import { describe, expect, it } from 'vitest';
import {
  isCepFormato,
  isCertidaoNascimentoFormato,
  isCidFormato,
  isIbgeFormato,
  isPlacaAntiga,
  isPlacaMercosul,
  isValidPlaca,
  isValidProcedimentoSigtap,
  isValidTelefone,
} from './codigos.js';

describe('SIGTAP procedure code (formats §5.5)', () => {
  it.each([
    ['0301010064', true], // the worked example: S = 51, dv 4
    ['03.01.01.006-4', true],
    ['0301010065', false],
    ['0301010060', false],
    ['030101006', false],
    ['03010100644', false],
    ['', false],
    [null, false],
  ])('%j → %s', (codigo, valido) => {
    expect(isValidProcedimentoSigtap(codigo)).toBe(valido);
  });
});

describe('CEP format (8 digits)', () => {
  it.each([
    ['01310100', true],
    ['01.310-100', true],
    ['0131010', false],
    ['013101000', false],
    ['', false],
    [null, false],
  ])('%j → %s', (cep, valido) => {
    expect(isCepFormato(cep)).toBe(valido);
  });
});

describe('phone (10 or 11 digits)', () => {
  it.each([
    ['(11) 3456-7890', true],
    ['(11) 93456-7890', true],
    ['1134567890', true],
    ['113456789', false],
    ['119345678901', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (telefone, valido) => {
    expect(isValidTelefone(telefone)).toBe(valido);
  });
});

describe('CID-10 format ^[A-Z][0-9]{2}[0-9]?$', () => {
  it.each([
    ['J45', true],
    ['J450', true],
    ['U07', true],
    ['Z000', true],
    ['j45', false],
    ['J45.0', false],
    ['J4', false],
    ['J4500', false],
    ['145', false],
    ['JJ45', false],
    ['', false],
    [null, false],
  ])('%j → %s', (cid, valido) => {
    expect(isCidFormato(cid)).toBe(valido);
  });
});

describe('IBGE municipality code format (7 digits; membership is a table lookup)', () => {
  it.each([
    ['3550308', true],
    ['5300108', true],
    ['355030', false],
    ['35503080', false],
    ['35503O8', false],
    [null, false],
  ])('%j → %s', (codigo, valido) => {
    expect(isIbgeFormato(codigo)).toBe(valido);
  });
});

describe('vehicle plates', () => {
  it.each([
    ['ABC1234', true, false],
    ['ABC-1234', true, false],
    ['abc-1234', true, false],
    ['ABC1D23', false, true],
    ['ABC-1D23', false, true],
    ['abc1d23', false, true],
    ['AB12345', false, false],
    ['ABCD123', false, false],
    ['ABC12345', false, false],
    ['ABC1DD3', false, false],
    ['', false, false],
    [null, false, false],
  ])('%j → old %s, Mercosul %s', (placa, antiga, mercosul) => {
    expect(isPlacaAntiga(placa)).toBe(antiga);
    expect(isPlacaMercosul(placa)).toBe(mercosul);
    expect(isValidPlaca(placa)).toBe(antiga || mercosul);
  });
});

describe('new-model birth certificate (32 digits)', () => {
  it.each([
    ['10453901552013100012021000012321', true],
    ['104539 01 55 2013 1 00012 021 0000123 21', true],
    ['1045390155201310001202100001232', false],
    ['104539015520131000120210000123210', false],
    ['', false],
    [null, false],
  ])('%j → %s', (numero, valido) => {
    expect(isCertidaoNascimentoFormato(numero)).toBe(valido);
  });
});
