/**
 * Numbers written out in Brazilian Portuguese, as prescriptions and certificates need them
 * (Portaria SVS/MS 344/98 asks the quantity of a controlled medicine "em algarismos arábicos e por
 * extenso"; a certificate writes its days the same way, so neither can be altered by adding a digit).
 */
export type Genero = 'm' | 'f';

const UNIDADES = ['', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'];
const DEZ_A_DEZENOVE = ['dez', 'onze', 'doze', 'treze', 'quatorze', 'quinze', 'dezesseis', 'dezessete', 'dezoito', 'dezenove'];
const DEZENAS = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'];
const CENTENAS = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
];

/** Scales above the thousand: always masculine nouns ("dois milhões de caixas"). */
const ESCALAS: [singular: string, plural: string][] = [
  ['milhão', 'milhões'],
  ['bilhão', 'bilhões'],
  ['trilhão', 'trilhões'],
];

function feminino(palavra: string): string {
  if (palavra === 'um') return 'uma';
  if (palavra === 'dois') return 'duas';
  return palavra.endsWith('entos') ? palavra.replace(/entos$/, 'entas') : palavra;
}

/** 1..999. */
function ate999(n: number, genero: Genero): string {
  if (n === 100) return 'cem';
  const c = Math.floor(n / 100);
  const resto = n % 100;
  const partes: string[] = [];
  if (c) partes.push(genero === 'f' ? feminino(CENTENAS[c] as string) : (CENTENAS[c] as string));
  if (resto >= 10 && resto < 20) partes.push(DEZ_A_DEZENOVE[resto - 10] as string);
  else {
    const d = Math.floor(resto / 10);
    const u = resto % 10;
    if (d) partes.push(DEZENAS[d] as string);
    if (u) partes.push(genero === 'f' ? feminino(UNIDADES[u] as string) : (UNIDADES[u] as string));
  }
  return partes.join(' e ');
}

/**
 * A whole number from 0 to 999 999 999 999 999 in words: 1001 "mil e um", 1234 "mil duzentos e trinta e
 * quatro", 2 000 000 "dois milhões", 1 000 100 "um milhão e cem". `genero` 'f' agrees the units, hundreds
 * and thousands with a feminine noun ("duas caixas", "duzentas e uma ampolas", "duas mil"); millions and
 * above are masculine nouns and keep "dois milhões".
 */
export function porExtenso(valor: number, genero: Genero = 'm'): string {
  if (!Number.isInteger(valor) || valor < 0 || valor > 999_999_999_999_999)
    throw new RangeError(`porExtenso aceita inteiros de 0 a 999 trilhões: ${valor}`);
  if (valor === 0) return 'zero';
  // groups of three digits, lowest first: [unidades, milhares, milhões, bilhões, trilhões]
  const grupos: number[] = [];
  for (let n = valor; n > 0; n = Math.floor(n / 1000)) grupos.push(n % 1000);
  const textos: { valor: number; texto: string }[] = [];
  for (let i = grupos.length - 1; i >= 0; i--) {
    const g = grupos[i] as number;
    if (!g) continue;
    if (i === 0) textos.push({ valor: g, texto: ate999(g, genero) });
    else if (i === 1) textos.push({ valor: g, texto: g === 1 ? 'mil' : `${ate999(g, genero)} mil` });
    else {
      const [um, varios] = ESCALAS[i - 2] as [string, string];
      textos.push({ valor: g, texto: `${ate999(g, 'm')} ${g === 1 ? um : varios}` });
    }
  }
  // "e" before the last group when it is below a hundred or a round hundred ("mil e cem", "mil e vinte");
  // otherwise the groups follow one another ("mil duzentos e trinta")
  return textos
    .map((t, i) => {
      if (i === 0) return t.texto;
      const ultimo = i === textos.length - 1;
      return ultimo && (t.valor < 100 || t.valor % 100 === 0) ? `e ${t.texto}` : t.texto;
    })
    .join(' ');
}

/** Nouns of dispensing units that are feminine in Portuguese without ending in "a". */
const FEMININOS = new Set(['unidade', 'unidades', 'dose', 'doses', 'colher', 'colheres']);
/** And masculine ones that do. */
const MASCULINOS = new Set(['dia', 'dias']);

/** The gender of the unit that follows a quantity ("caixas", "frasco-ampola", "comprimidos"). */
export function generoDaUnidade(unidade: string): Genero {
  // "frasco-ampola" agrees with "frasco"
  const palavra = ((unidade.trim().split(/\s+/)[0] ?? '').toLowerCase().split('-')[0] ?? '').replace(/[.,;:]$/, '');
  return FEMININOS.has(palavra) || (/as?$/.test(palavra) && !MASCULINOS.has(palavra)) ? 'f' : 'm';
}

/**
 * A quantity as typed on a prescription, with its number also in words: "30 comprimidos" →
 * "30 (trinta) comprimidos", "2 caixas" → "2 (duas) caixas". Text without a leading whole number is
 * returned as it is.
 */
export function quantidadePorExtenso(quantidade: string): string {
  const m = /^\s*(\d{1,15})(?![\d,.])\s*(.*)$/s.exec(quantidade);
  if (!m) return quantidade.trim();
  const n = Number(m[1]);
  const resto = (m[2] ?? '').trim();
  const palavras = porExtenso(n, resto ? generoDaUnidade(resto) : 'm');
  return resto ? `${n} (${palavras}) ${resto}` : `${n} (${palavras})`;
}
