import { describe, expect, it } from 'vitest';
import { encaminhamentoResource, MENSAGENS_ENCAMINHAMENTO } from './encaminhamento.resource.js';
import { MENSAGENS_OPCAO_ENTRADA, opcaoEntradaResource } from './opcao-entrada.resource.js';
import { PREFIXO_SENHA_MENSAGEM } from './senha.js';

const erros = (schema: { safeParse(v: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } }, v: unknown) =>
  Object.fromEntries((schema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('opção de entrada', () => {
  const s = opcaoEntradaResource.schema;
  it.each([
    [{ nome: 'Retorno', totem: true }, { prefixo: MENSAGENS_OPCAO_ENTRADA.prefixoObrigatorio }],
    [{ nome: 'Retorno', totem: true, prefixo: ' ' }, { prefixo: MENSAGENS_OPCAO_ENTRADA.prefixoObrigatorio }],
    [{ nome: 'Retorno', totem: false }, {}],
    [{ nome: 'Retorno', totem: true, prefixo: 'R' }, {}],
    [{ nome: 'Retorno', prefixo: 'I' }, { prefixo: PREFIXO_SENHA_MENSAGEM }],
    [{ nome: 'Retorno', prefixo: 'o' }, { prefixo: PREFIXO_SENHA_MENSAGEM }],
    [{ nome: 'Retorno', prefixo: 'ABC' }, { prefixo: PREFIXO_SENHA_MENSAGEM }],
    [{ nome: 'Retorno', prefixo: 'r', prefixoPrioridade: 'R' }, { prefixoPrioridade: MENSAGENS_OPCAO_ENTRADA.prefixoPrioridadeIgual }],
    [
      { nome: '', totem: true },
      { nome: 'O campo Nome é obrigatório.', prefixo: MENSAGENS_OPCAO_ENTRADA.prefixoObrigatorio },
    ],
    [{ nome: 'x'.repeat(61) }, { nome: 'Nome deve conter no máximo 60 caracteres' }],
    [{ nome: 'Retorno', ordem: 100 }, { ordem: 'Ordem deve ser menor ou igual a 99' }],
  ])('%j → %j', (entrada, esperado) => expect(erros(s, entrada)).toEqual(esperado));

  it('upper-cases the prefixes and fills the defaults', () => {
    expect(s.parse({ nome: ' Demanda espontânea ', totem: true, prefixo: 'a', prefixoPrioridade: 'ap', faixaEtariaId: '' })).toEqual({
      nome: 'Demanda espontânea',
      faixaEtariaId: null,
      totem: true,
      prefixo: 'A',
      prefixoPrioridade: 'AP',
      perguntarPrioridade: true,
      centroCustoId: null,
      ordem: 0,
    });
  });
});

describe('encaminhamento', () => {
  it('origin and destination must differ', () => {
    const s = encaminhamentoResource.schema;
    expect(erros(s, { nome: 'Volta', origemCentroCustoId: 3, destinoCentroCustoId: '3' })).toEqual({
      destinoCentroCustoId: MENSAGENS_ENCAMINHAMENTO.mesmaFila,
    });
    expect(erros(s, { nome: 'Triagem', origemCentroCustoId: 3, destinoCentroCustoId: 4 })).toEqual({});
  });
});
