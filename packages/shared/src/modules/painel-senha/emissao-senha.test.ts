import { describe, expect, it } from 'vitest';
import { emitirSenhaSchema, somenteEmissaoSenha } from './emissao-senha.js';
import { PS } from './permissoes.js';

describe('somenteEmissaoSenha', () => {
  it.each([
    [[PS.emitir], true],
    [[PS.emitir, PS.emitir], true],
    [[PS.emitir, PS.filaVer], false],
    [[PS.filaVer], false],
    [[], false],
    [null, false],
  ])('%j → %s', (permissoes, esperado) => {
    expect(somenteEmissaoSenha(permissoes)).toBe(esperado);
  });
});

describe('emitirSenhaSchema', () => {
  const erros = (v: unknown) => emitirSenhaSchema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
  it.each([
    [{ opcaoEntradaId: 3 }, []],
    [{ opcaoEntradaId: '3', prioridadeId: null }, []],
    [{ opcaoEntradaId: 3, prioridadeId: 7 }, []],
    [{}, ['opcaoEntradaId: O campo Opção de entrada é obrigatório.']],
    [{ opcaoEntradaId: 0 }, ['opcaoEntradaId: O campo Opção de entrada é obrigatório.']],
    [{ opcaoEntradaId: 2.5 }, ['opcaoEntradaId: Opção de entrada inválida']],
    [{ opcaoEntradaId: 3, prioridadeId: -1 }, ['prioridadeId: Prioridade inválida']],
    [{ opcaoEntradaId: 3, prioridadeId: 'x' }, ['prioridadeId: Prioridade inválida']],
  ])('%j', (entrada, esperado) => {
    expect(erros(entrada)).toEqual(esperado);
  });
});
