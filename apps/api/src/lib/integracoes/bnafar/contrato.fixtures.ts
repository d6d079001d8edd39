import type { NoXml } from './xml.js';

/**
 * The shape of the stock-position batch as the BNAFAR integration manual v2.8 describes it (formats/README.md
 * §4.4), written down here as data for the tests: each complex type is an ordered list of child elements with
 * their occurrences, each simple value with its restriction. The Ministry's own schema files are not copied into
 * the project; when the manual changes, this description changes with it and the envelope test says what differs.
 */
type Simples = {
  inteiro?: boolean;
  valores?: readonly string[];
  padrao?: RegExp;
  tamanho?: number;
  min?: number;
  max?: number;
  minValor?: bigint;
  maxValor?: bigint;
  digitos?: number;
};
type Filho = { nome: string; min?: number; max?: number; tipo: string | Simples };

const data = { padrao: /^\d{2}-\d{2}-\d{4}$/ } as const;
const TIPOS: Record<string, readonly Filho[]> = {
  InformarPosicaoEstoqueEmLote: [
    { nome: 'identificacao', tipo: 'Identificacao' },
    { nome: 'registro', max: Number.POSITIVE_INFINITY, tipo: 'Registro' },
  ],
  Identificacao: [
    { nome: 'idOrigem', tipo: { valores: ['M', 'E'], tamanho: 1 } },
    { nome: 'coIBGE', tipo: { inteiro: true, minValor: 11n, maxValor: 5400000n } },
  ],
  Registro: [
    { nome: 'estabelecimento', tipo: 'Estabelecimento' },
    { nome: 'produto', tipo: 'Produto' },
  ],
  Estabelecimento: [
    { nome: 'coCNES', tipo: { inteiro: true, digitos: 7 } },
    { nome: 'coTipoEstabelecimento', tipo: { valores: ['A', 'R', 'F'] } },
  ],
  Produto: [
    { nome: 'coRegistroOrigem', min: 0, tipo: { inteiro: true, digitos: 30 } },
    { nome: 'nuProduto', tipo: { min: 1, max: 30 } },
    { nome: 'nuLote', tipo: { min: 1, max: 30 } },
    { nome: 'dtValidade', tipo: data },
    { nome: 'qtProduto', tipo: { inteiro: true, minValor: 1n, maxValor: 999999999999n } },
    { nome: 'dtRegistro', tipo: data },
    { nome: 'sgProgramaSaude', min: 0, tipo: { padrao: /^[A-Z]{1,15}$/ } },
    { nome: 'coIUM', min: 0, tipo: { min: 1, max: 200 } },
  ],
};
const ELEMENTOS: Record<string, string> = { informarPosicaoEstoqueEmLote: 'InformarPosicaoEstoqueEmLote' };

function checarSimples(valor: string, r: Simples, caminho: string): string[] {
  const erros: string[] = [];
  if (r.inteiro && !/^-?\d+$/.test(valor)) erros.push(`${caminho}: "${valor}" não é inteiro`);
  if (r.valores && !r.valores.includes(valor)) erros.push(`${caminho}: "${valor}" fora de ${r.valores.join('|')}`);
  if (r.padrao && !r.padrao.test(valor)) erros.push(`${caminho}: "${valor}" não segue o padrão ${r.padrao.source}`);
  if (r.tamanho !== undefined && valor.length !== r.tamanho) erros.push(`${caminho}: tamanho ${valor.length} ≠ ${r.tamanho}`);
  if (r.min !== undefined && valor.length < r.min) erros.push(`${caminho}: tamanho ${valor.length} < ${r.min}`);
  if (r.max !== undefined && valor.length > r.max) erros.push(`${caminho}: tamanho ${valor.length} > ${r.max}`);
  if (r.inteiro && /^-?\d+$/.test(valor)) {
    const n = BigInt(valor);
    if (r.minValor !== undefined && n < r.minValor) erros.push(`${caminho}: ${valor} < ${r.minValor}`);
    if (r.maxValor !== undefined && n > r.maxValor) erros.push(`${caminho}: ${valor} > ${r.maxValor}`);
    if (r.digitos !== undefined && String(n < 0n ? -n : n).length > r.digitos) erros.push(`${caminho}: mais de ${r.digitos} dígitos`);
  }
  return erros;
}

function validarContra(no: NoXml, tipo: string | Simples, caminho: string): string[] {
  if (no.nome !== no.local && caminho.includes('/'))
    return [`${caminho}: elemento filho qualificado (${no.nome}); os filhos não levam namespace`];
  if (typeof tipo === 'string') return validarFilhos(no, TIPOS[tipo], caminho);
  if (no.filhos.length) return [`${caminho}: elemento simples com filhos`];
  if (no.texto !== no.texto.trim() || no.texto === '') return [`${caminho}: valor vazio ou com espaços nas pontas`];
  return checarSimples(no.texto, tipo, caminho);
}

function validarFilhos(no: NoXml, filhos: readonly Filho[], caminho: string): string[] {
  const erros: string[] = [];
  let i = 0;
  for (const f of filhos) {
    const min = f.min ?? 1;
    const max = f.max ?? 1;
    let n = 0;
    while (i < no.filhos.length && no.filhos[i].local === f.nome) {
      erros.push(...validarContra(no.filhos[i], f.tipo, `${caminho}/${f.nome}[${n + 1}]`));
      i++;
      n++;
    }
    if (n < min) erros.push(`${caminho}: falta ${f.nome} (mínimo ${min})`);
    if (n > max) erros.push(`${caminho}: ${f.nome} repetido ${n} vezes (máximo ${max})`);
  }
  for (const resto of no.filhos.slice(i)) erros.push(`${caminho}: elemento inesperado ou fora de ordem: ${resto.nome}`);
  return erros;
}

/** The problems of `no` as the operation element `nome` (empty when it conforms): every difference at once. */
export function validarContrato(no: NoXml, nome: string): string[] {
  const tipo = ELEMENTOS[nome];
  if (!tipo) return [`elemento ${nome} não descrito`];
  if (no.local !== nome) return [`esperado ${nome}, veio ${no.local}`];
  return validarContra(no, tipo, nome);
}

/** The child element names of a described type, in order (what the builder must follow). */
export const sequenciaDo = (tipo: string) => (TIPOS[tipo] ?? []).map((f) => f.nome);
