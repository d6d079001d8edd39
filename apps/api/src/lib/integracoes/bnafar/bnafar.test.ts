import { describe, expect, it } from 'vitest';
import type { RegistroPosicaoEstoque } from './bnafar.port.js';
import { corpoPosicaoEstoqueEmLote, envelopeSoap, lerRespostaConsulta, lerRespostaEnvio, NS_HORUS, NS_SOAP } from './bnafar.soap-xml.js';
import { sequenciaDo, validarContrato } from './contrato.fixtures.js';
import { buscar, lerXml, type NoXml } from './xml.js';

const posicao: RegistroPosicaoEstoque[] = [
  {
    estabelecimento: { coCNES: '2345678', coTipoEstabelecimento: 'A' },
    produto: {
      coRegistroOrigem: 101,
      tipoProduto: 'E',
      catmat: 'BR0342320U0041',
      nuLote: 'L&23<A>',
      dtValidade: '2027-03-31',
      qtProduto: 120,
      dtRegistro: '2026-01-31',
    },
  },
  {
    estabelecimento: { coCNES: '2345678', coTipoEstabelecimento: 'A' },
    produto: {
      coRegistroOrigem: 102,
      tipoProduto: 'B',
      catmat: 'BR0266630U0118',
      nuLote: 'X9',
      dtValidade: '2026-12-01',
      qtProduto: 1,
      dtRegistro: '2026-01-31',
      sgProgramaSaude: 'DST',
      coIUM: null,
    },
  },
];

/** The operation element inside soapenv:Body, checked to be the SOAP 1.1 envelope with the HorusTypes namespace. */
function operacaoDo(xml: string): NoXml {
  const envelope = lerXml(xml);
  expect(envelope.local).toBe('Envelope');
  expect(envelope.atributos[`xmlns:${envelope.nome.split(':')[0]}`]).toBe(NS_SOAP);
  const corpo = envelope.filhos.find((f) => f.local === 'Body');
  expect(corpo?.filhos).toHaveLength(1);
  const op = corpo?.filhos[0] as NoXml;
  expect(envelope.atributos[`xmlns:${op.nome.split(':')[0]}`]).toBe(NS_HORUS);
  return op;
}

describe('BNAFAR: the SOAP envelope of informarPosicaoEstoqueEmLote against the manual shape', () => {
  it('follows the manual element names, order and restrictions, with DD-MM-AAAA dates and the product-type letter', () => {
    for (const recuo of [undefined, '  ']) {
      const xml = envelopeSoap(corpoPosicaoEstoqueEmLote({ idOrigem: 'M', coIBGE: 2606002 }, posicao), recuo);
      const op = operacaoDo(xml);
      expect(validarContrato(op, 'informarPosicaoEstoqueEmLote')).toEqual([]);
    }
    const op = operacaoDo(envelopeSoap(corpoPosicaoEstoqueEmLote({ idOrigem: 'M', coIBGE: 2606002 }, posicao)));
    expect(op.filhos.map((f) => f.local)).toEqual(['identificacao', 'registro', 'registro']);
    const [, r1, r2] = op.filhos;
    const produto = (r: NoXml) => r.filhos[1].filhos.map((f) => [f.local, f.texto]);
    // the manual's sequence, with the optional tags left out when empty (never sent empty)
    expect(produto(r1)).toEqual([
      ['coRegistroOrigem', '101'],
      ['nuProduto', 'EBR0342320U0041'],
      ['nuLote', 'L&23<A>'],
      ['dtValidade', '31-03-2027'],
      ['qtProduto', '120'],
      ['dtRegistro', '31-01-2026'],
    ]);
    expect(produto(r2).map(([n]) => n)).toEqual(sequenciaDo('Produto').filter((n) => n !== 'coIUM'));
    expect(buscar(op, 'sgProgramaSaude')?.texto).toBe('DST');
    expect(r1.filhos[0].filhos.map((f) => [f.local, f.texto])).toEqual([
      ['coCNES', '2345678'],
      ['coTipoEstabelecimento', 'A'],
    ]);
  });

  it('the validator is not a rubber stamp: wrong order, a missing tag, a bad date and an empty tag are reported', () => {
    const xml = envelopeSoap(corpoPosicaoEstoqueEmLote({ idOrigem: 'M', coIBGE: 2606002 }, posicao))
      .replace('<nuLote>X9</nuLote>', '')
      .replace(
        '<dtValidade>31-03-2027</dtValidade><qtProduto>120</qtProduto>',
        '<qtProduto>120</qtProduto><dtValidade>2027-03-31</dtValidade>',
      )
      .replace('<sgProgramaSaude>DST</sgProgramaSaude>', '<sgProgramaSaude></sgProgramaSaude>');
    const erros = validarContrato(operacaoDo(xml), 'informarPosicaoEstoqueEmLote');
    expect(erros).toEqual(
      expect.arrayContaining([
        expect.stringContaining('falta nuLote'),
        expect.stringContaining('falta dtValidade'),
        expect.stringContaining('fora de ordem: dtValidade'),
        expect.stringContaining('registro[2]/produto[1]/sgProgramaSaude[1]: valor vazio'),
      ]),
    );
  });
});

describe('BNAFAR: reading the answers', () => {
  const envelope = (corpo: string) => `<?xml version="1.0"?><S:Envelope xmlns:S="${NS_SOAP}"><S:Body>${corpo}</S:Body></S:Envelope>`;

  it('reads the protocol of a batch', () => {
    const xml = envelope(
      `<ns2:protocolo xmlns:ns2="${NS_HORUS}"><nuProtocoloEntrada>26012606002ABC000123</nuProtocoloEntrada><dtRecebimento>31-01-2026 10:20:30</dtRecebimento></ns2:protocolo>`,
    );
    expect(lerRespostaEnvio(xml)).toEqual({
      ok: true,
      protocolo: { nuProtocoloEntrada: '26012606002ABC000123', dtRecebimento: '31-01-2026 10:20:30' },
    });
  });

  it('reads a SOAP 1.1 fault with the service codes of its detail, a SOAP 1.2 fault, and an answer without protocol', () => {
    const falha = envelope(
      `<S:Fault><faultcode>S:Server</faultcode><faultstring>Erro de validação &amp; negócio</faultstring><detail><ns2:inconsistencia xmlns:ns2="x"><codigo>E040</codigo><mensagem>O usuário autenticado não pode informar dados para este código IBGE</mensagem></ns2:inconsistencia></detail></S:Fault>`,
    );
    expect(lerRespostaEnvio(falha)).toEqual({
      ok: false,
      falha: 'recusa',
      mensagem: 'Erro de validação & negócio; E040 - O usuário autenticado não pode informar dados para este código IBGE',
    });
    const soap12 =
      '<env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Body><env:Fault><env:Code><env:Value>env:Sender</env:Value></env:Code><env:Reason><env:Text xml:lang="pt">Usuário não autorizado.</env:Text></env:Reason></env:Fault></env:Body></env:Envelope>';
    expect(lerRespostaEnvio(soap12)).toMatchObject({ ok: false, falha: 'recusa', mensagem: 'Usuário não autorizado.' });
    expect(lerRespostaEnvio(envelope('<ok/>'))).toMatchObject({ ok: false, falha: 'indisponivel' });
    expect(() => lerXml('<!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>')).toThrow('DOCTYPE');
  });

  it('reads the processing result: waiting, or finished with each record valid (S) or inconsistent (N)', () => {
    const resposta = (situacao: string, registros = '') =>
      envelope(
        `<ns2:respostaProcessamentoLote xmlns:ns2="${NS_HORUS}"><identificacao><idOrigem>M</idOrigem><coIBGE>2606002</coIBGE></identificacao><situacaoProcessamento>${situacao}</situacaoProcessamento>${registros}</ns2:respostaProcessamentoLote>`,
      );
    expect(lerRespostaConsulta(resposta('AGUARDANDO'))).toEqual({ ok: true, situacao: 'AGUARDANDO', registros: [] });
    const registro = (id: number, s: string) =>
      `<registro><produto><coRegistroOrigem>${id}</coRegistroOrigem><nuProduto>EBR0342320U0041</nuProduto></produto><situacao>${s}</situacao></registro>`;
    expect(lerRespostaConsulta(resposta('FINALIZADO', registro(101, 'S') + registro(102, 'N')))).toEqual({
      ok: true,
      situacao: 'FINALIZADO',
      registros: [
        { coRegistroOrigem: '101', situacao: 'S' },
        { coRegistroOrigem: '102', situacao: 'N' },
      ],
    });
  });
});
