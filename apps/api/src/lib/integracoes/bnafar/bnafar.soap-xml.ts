import type {
  EstabelecimentoBnafar,
  IdentificacaoBnafar,
  ProdutoBnafar,
  ProtocoloBnafar,
  RegistroPosicaoEstoque,
  ResultadoConsultaBnafar,
  ResultadoEnvioBnafar,
} from './bnafar.port.js';
import { buscar, buscarTodos, type ElementoXml, escreverXml, lerXml, type NoXml, textoDe } from './xml.js';

/**
 * The SOAP bodies of the BNAFAR web service and the reading of its answers, as pure functions (formats §4.4): element
 * names and order from the manual v2.8 (described in `contrato.fixtures.ts`, checked by bnafar.test.ts); document/literal,
 * the operation element qualified by the HorusTypes namespace and its children unqualified (elementFormDefault
 * unqualified), as the Ministry's examples send it.
 */
export const NS_SOAP = 'http://schemas.xmlsoap.org/soap/envelope/';
export const NS_HORUS = 'http://www.saude.gov.br/horus-ws/schemas/v1/HorusTypes';
export const OPERACAO_POSICAO_LOTE = 'informarPosicaoEstoqueEmLote';
export const OPERACAO_CONSULTA = 'consultarResultadoProcessamento';

/** `YYYY-MM-DD` → `DD-MM-AAAA` (the XSD pattern `\d{2}-\d{2}-\d{4}`). */
export const dataBnafar = (iso: string) => {
  const [a, m, d] = iso.slice(0, 10).split('-');
  return `${d}-${m}-${a}`;
};

/** An element with text, or nothing when the value is empty: the manual wants empty optional tags omitted. */
const folha = (nome: string, valor: string | number | null | undefined): ElementoXml | null =>
  valor == null || String(valor).trim() === '' ? null : { nome, conteudo: String(valor).trim() };

/** A required element: an empty value here is a bug of the caller (the mapping refuses such records first). */
const obrigatoria = (nome: string, valor: string | number | null | undefined): ElementoXml => {
  const e = folha(nome, valor);
  if (!e) throw new Error(`BNAFAR: ${nome} obrigatório sem valor`);
  return e;
};

const identificacao = (i: IdentificacaoBnafar): ElementoXml => ({
  nome: 'identificacao',
  conteudo: [obrigatoria('idOrigem', i.idOrigem), obrigatoria('coIBGE', i.coIBGE)],
});

const estabelecimento = (e: EstabelecimentoBnafar): ElementoXml => ({
  nome: 'estabelecimento',
  conteudo: [obrigatoria('coCNES', e.coCNES), obrigatoria('coTipoEstabelecimento', e.coTipoEstabelecimento)],
});

/** XSD ProdutoType, in its sequence order. */
const produto = (p: ProdutoBnafar): ElementoXml => ({
  nome: 'produto',
  conteudo: [
    folha('coRegistroOrigem', p.coRegistroOrigem),
    obrigatoria('nuProduto', `${p.tipoProduto}${p.catmat}`),
    obrigatoria('nuLote', p.nuLote),
    obrigatoria('dtValidade', dataBnafar(p.dtValidade)),
    obrigatoria('qtProduto', p.qtProduto),
    obrigatoria('dtRegistro', dataBnafar(p.dtRegistro)),
    folha('sgProgramaSaude', p.sgProgramaSaude),
    folha('coIUM', p.coIUM),
  ],
});

/** The body of `informarPosicaoEstoqueEmLote` (XSD InformarPosicaoEstoqueEmLoteType). */
export const corpoPosicaoEstoqueEmLote = (ident: IdentificacaoBnafar, registros: RegistroPosicaoEstoque[]): ElementoXml => ({
  nome: `hor:${OPERACAO_POSICAO_LOTE}`,
  conteudo: [
    identificacao(ident),
    ...registros.map((r): ElementoXml => ({ nome: 'registro', conteudo: [estabelecimento(r.estabelecimento), produto(r.produto)] })),
  ],
});

/** The body of `consultarResultadoProcessamento`: the protocol element (XSD ProtocoloType). */
export const corpoConsultaProtocolo = (p: ProtocoloBnafar): ElementoXml => ({
  nome: 'hor:protocolo',
  conteudo: [obrigatoria('nuProtocoloEntrada', p.nuProtocoloEntrada), obrigatoria('dtRecebimento', p.dtRecebimento)],
});

/** A SOAP 1.1 envelope around a body; `recuo` pretty-prints it (the file offered for download). */
export function envelopeSoap(corpo: ElementoXml, recuo?: string): string {
  const envelope: ElementoXml = {
    nome: 'soapenv:Envelope',
    atributos: { 'xmlns:soapenv': NS_SOAP, 'xmlns:hor': NS_HORUS },
    conteudo: [
      { nome: 'soapenv:Header', conteudo: [] },
      { nome: 'soapenv:Body', conteudo: [corpo] },
    ],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>${recuo ? '\n' : ''}${escreverXml(envelope, recuo)}${recuo ? '\n' : ''}`;
}

const LIMITE_MENSAGEM = 2000;

/**
 * The text of a SOAP Fault (1.1 `faultstring`, 1.2 `Reason/Text`) with the service's codes from its detail
 * (XSD InconsistenciaType / SistemaExceptionType: `codigo` + `mensagem`), or null when the answer is no fault.
 */
export function textoDaFalha(raiz: NoXml): string | null {
  const falha = buscar(raiz, 'Fault');
  if (!falha) return null;
  const texto = textoDe(falha, 'faultstring') ?? textoDe(falha, 'Text') ?? '';
  const detalhe = buscar(falha, 'detail') ?? buscar(falha, 'Detail');
  const codigos = detalhe
    ? buscarTodos(detalhe, 'codigo')
        .map((c, i) => {
          const mensagem = buscarTodos(detalhe, 'mensagem')[i]?.texto.trim();
          return mensagem ? `${c.texto.trim()} - ${mensagem}` : c.texto.trim();
        })
        .filter((c) => c && !texto.includes(c))
    : [];
  const tudo = [texto, ...codigos].filter(Boolean).join('; ') || 'falha sem descrição';
  return tudo.length > LIMITE_MENSAGEM ? `${tudo.slice(0, LIMITE_MENSAGEM - 1)}…` : tudo;
}

/** The answer of a batch: the protocol (XSD element `protocolo`), or the fault. */
export function lerRespostaEnvio(xml: string): ResultadoEnvioBnafar {
  const raiz = lerXml(xml);
  const falha = textoDaFalha(raiz);
  if (falha !== null) return { ok: false, falha: 'recusa', mensagem: falha };
  const nuProtocoloEntrada = textoDe(raiz, 'nuProtocoloEntrada');
  if (!nuProtocoloEntrada) return { ok: false, falha: 'indisponivel', mensagem: 'resposta sem número de protocolo' };
  return { ok: true, protocolo: { nuProtocoloEntrada, dtRecebimento: textoDe(raiz, 'dtRecebimento') ?? '' } };
}

/** The answer of `consultarResultadoProcessamento` (XSD RespostaProcessamentoLoteType), or the fault. */
export function lerRespostaConsulta(xml: string): ResultadoConsultaBnafar {
  const raiz = lerXml(xml);
  const falha = textoDaFalha(raiz);
  if (falha !== null) return { ok: false, falha: 'recusa', mensagem: falha };
  const situacao = textoDe(raiz, 'situacaoProcessamento');
  if (situacao !== 'AGUARDANDO' && situacao !== 'FINALIZADO')
    return { ok: false, falha: 'indisponivel', mensagem: 'resposta sem a situação do processamento' };
  const registros = buscarTodos(raiz, 'registro')
    .filter((r) => r.filhos.some((f) => f.local === 'situacao'))
    .map((r) => ({
      coRegistroOrigem: textoDe(r, 'coRegistroOrigem'),
      situacao: (r.filhos.find((f) => f.local === 'situacao')?.texto.trim() === 'N' ? 'N' : 'S') as 'S' | 'N',
    }));
  return { ok: true, situacao, registros };
}
