import { onlyAlphanumerics, onlyDigits } from './digits.js';

type Texto = string | null | undefined;

/**
 * Input masks of spec 001 §5. '#' is a digit, 'A' a letter, 'X' a letter or digit; anything else is literal.
 * The CNPJ takes 'X' in its first 12 places for the alphanumeric CNPJ (formats §5.3); digits mask as before.
 * The birth certificate groups follow the matrícula's fields (cartório, acervo, serviço, ano, livro type,
 * livro, folha, termo, check digits).
 */
export const MASCARAS = {
  telefone: '(##) ####-####',
  celular: '(##) #####-####',
  cep: '##.###-###',
  cpf: '###.###.###-##',
  cns: '### #### #### ####',
  cnpj: 'XX.XXX.XXX/XXXX-##',
  rg: '##.###.###-##',
  certidaoNascimento: '###### ## ## #### # ##### ### ####### ##',
  autorizacaoFornecimento: '#####/####',
  placa: 'AAA-####',
  placaMercosul: 'AAA-#A##',
} as const;

const TOKENS: Record<string, RegExp> = { '#': /\d/, A: /[A-Za-z]/, X: /[0-9A-Za-z]/ };

/**
 * Masks a value as it is typed: characters that do not fit a placeholder are skipped, literals are written
 * only between placed characters (no dangling '(' or '-'), letters are upper-cased, extra input is dropped.
 * Already-masked input comes back unchanged.
 */
export function applyMask(pattern: string, value: Texto): string {
  const v = value ?? '';
  let saida = '';
  let fim = 0;
  let i = 0;
  for (const p of pattern) {
    if (i >= v.length) break;
    const token = TOKENS[p];
    if (!token) {
      saida += p;
      if (v[i] === p) i++;
      continue;
    }
    while (i < v.length && !token.test(v[i])) i++;
    if (i >= v.length) break;
    saida += v[i].toUpperCase();
    i++;
    fim = saida.length;
  }
  return saida.slice(0, fim);
}

/** The stored form of any masked value: letters and digits only, upper-cased. */
export function unmask(value: Texto): string {
  return onlyAlphanumerics(value);
}

/** Display of a stored value: masked when it has a complete length, otherwise returned as it came. */
function exibir(mascara: string, value: Texto, tamanhos: readonly number[], limpar = onlyDigits): string {
  const v = limpar(value);
  return tamanhos.includes(v.length) ? applyMask(mascara, v) : (value ?? '');
}

export const formatCep = (value: Texto) => exibir(MASCARAS.cep, value, [8]);
export const formatCns = (value: Texto) => exibir(MASCARAS.cns, value, [15]);
export const formatCnpj = (value: Texto) => exibir(MASCARAS.cnpj, value, [14], onlyAlphanumerics);
// Spec 001 §5 gives RG 9 digits but a 10-place mask; both lengths are shown masked.
export const formatRg = (value: Texto) => exibir(MASCARAS.rg, value, [9, 10]);
export const formatCertidaoNascimento = (value: Texto) => exibir(MASCARAS.certidaoNascimento, value, [32]);
export const formatAutorizacaoFornecimento = (value: Texto) => exibir(MASCARAS.autorizacaoFornecimento, value, [9]);

/** Spec 001 §5: 10 digits as (area) xxxx-xxxx, 11 as (area) xxxxx-xxxx. */
export function mascaraTelefone(value: Texto): string {
  return onlyDigits(value).length > 10 ? MASCARAS.celular : MASCARAS.telefone;
}

export const formatTelefone = (value: Texto) => exibir(mascaraTelefone(value), value, [10, 11]);
export const applyTelefoneMask = (value: Texto) => applyMask(mascaraTelefone(value), value);

/** Old plate AAA-#### or Mercosul AAA-#A##, told apart by the fifth character. */
export function mascaraPlaca(value: Texto): string {
  return /^[A-Z]{3}\d[A-Z]/.test(onlyAlphanumerics(value)) ? MASCARAS.placaMercosul : MASCARAS.placa;
}

export const formatPlaca = (value: Texto) => exibir(mascaraPlaca(value), value, [7], onlyAlphanumerics);
export const applyPlacaMask = (value: Texto) => applyMask(mascaraPlaca(value), value);

// Money (spec 001 §5, §9): pt-BR, comma decimal, 2 decimals, thousands dot, no negatives (a minus sign is
// ignored, as the mask cannot type one). Amounts go through integer cents (BigInt), never float arithmetic.

function centavos(inteiro: string, decimais: string): bigint {
  const arredonda = (decimais[2] ?? '0') >= '5' ? 1n : 0n;
  return BigInt(inteiro || '0') * 100n + BigInt(decimais.slice(0, 2).padEnd(2, '0')) + arredonda;
}

const partes = (c: bigint) => ({ inteiro: (c / 100n).toString(), decimais: (c % 100n).toString().padStart(2, '0') });

function exibirCentavos(c: bigint): string {
  const { inteiro, decimais } = partes(c);
  return `${inteiro.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${decimais}`;
}

/** A stored decimal ('1234.5', '1234', 1234.5) → '1.234,50'; beyond 2 decimals rounds half up. Unreadable → ''. */
export function formatMoney(value: string | number | null | undefined): string {
  const m = /^-?(\d*)(?:\.(\d*))?$/.exec(String(value ?? '').trim());
  if (!m || (m[1] === '' && !m[2])) return '';
  return exibirCentavos(centavos(m[1], m[2] ?? ''));
}

/** pt-BR money text ('1.234,50', '1234,5', 'R$ 10') → '1234.50', the string the API stores. Empty → null. */
export function parseMoney(value: Texto): string | null {
  const [inteiro = '', decimais = ''] = (value ?? '').replace(/[^\d,]/g, '').split(',');
  if (inteiro === '' && decimais === '') return null;
  const { inteiro: i, decimais: d } = partes(centavos(inteiro, decimais));
  return `${i}.${d}`;
}

/** Money as it is typed: the digits are cents shifted in from the right ('5' → '0,05', '123456' → '1.234,56'). */
export function applyMoneyMask(value: Texto): string {
  const digitos = onlyDigits(value);
  return digitos === '' ? '' : exibirCentavos(BigInt(digitos));
}
