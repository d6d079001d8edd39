/**
 * Result formulas (formula-exame, issue 21): arithmetic over field codes — `CT - HDL - TG / 5` — with + − × ÷,
 * parentheses, decimal numbers (dot or comma) and unary minus. Parsed once into a tree; the server validates a
 * formula when it is saved (`validarFormula`) and the bench screen evaluates it as the fields are typed
 * (`avaliarFormula`). No `eval`: a formula is data typed by a user.
 */

export type NoFormula =
  | { t: 'num'; v: number }
  | { t: 'campo'; codigo: string }
  | { t: 'neg'; a: NoFormula }
  | { t: 'op'; op: '+' | '-' | '*' | '/'; a: NoFormula; b: NoFormula };

export class ErroFormula extends Error {}

const CODIGO = /^[A-Za-z_][A-Za-z0-9_]*/;
const NUMERO = /^\d+(?:[.,]\d+)?/;

/** Parses an expression; throws ErroFormula with a pt-BR message on a syntax error. */
export function analisarFormula(expressao: string): NoFormula {
  let s = expressao.trim();
  if (!s) throw new ErroFormula('A fórmula está vazia.');
  const pular = () => {
    s = s.trimStart();
  };
  const primario = (): NoFormula => {
    pular();
    if (s.startsWith('(')) {
      s = s.slice(1);
      const e = soma();
      pular();
      if (!s.startsWith(')')) throw new ErroFormula('Falta fechar um parêntese na fórmula.');
      s = s.slice(1);
      return e;
    }
    if (s.startsWith('-')) {
      s = s.slice(1);
      return { t: 'neg', a: primario() };
    }
    const n = NUMERO.exec(s);
    if (n) {
      s = s.slice(n[0].length);
      return { t: 'num', v: Number(n[0].replace(',', '.')) };
    }
    const c = CODIGO.exec(s);
    if (c) {
      s = s.slice(c[0].length);
      return { t: 'campo', codigo: c[0].toUpperCase() };
    }
    throw new ErroFormula(s ? `Trecho inválido na fórmula: "${s.slice(0, 10)}".` : 'A fórmula termina com um operador.');
  };
  const produto = (): NoFormula => {
    let a = primario();
    for (;;) {
      pular();
      const op = s[0];
      if (op !== '*' && op !== '/' && op !== '×' && op !== '÷') return a;
      s = s.slice(1);
      a = { t: 'op', op: op === '*' || op === '×' ? '*' : '/', a, b: primario() };
    }
  };
  const soma = (): NoFormula => {
    let a = produto();
    for (;;) {
      pular();
      const op = s[0];
      if (op !== '+' && op !== '-') return a;
      s = s.slice(1);
      a = { t: 'op', op, a, b: produto() };
    }
  };
  const arvore = soma();
  pular();
  if (s)
    throw new ErroFormula(
      s.startsWith(')') ? 'Há um parêntese fechado sem abrir na fórmula.' : `Trecho inválido na fórmula: "${s.slice(0, 10)}".`,
    );
  return arvore;
}

/** The field codes a formula reads, upper-case, without repetition. */
export function camposDaFormula(no: NoFormula): string[] {
  const out = new Set<string>();
  const visitar = (n: NoFormula) => {
    if (n.t === 'campo') out.add(n.codigo);
    else if (n.t === 'neg') visitar(n.a);
    else if (n.t === 'op') {
      visitar(n.a);
      visitar(n.b);
    }
  };
  visitar(no);
  return [...out];
}

/** The value, or null when a field it reads is empty or a division by zero happens. */
export function calcular(no: NoFormula, valores: Readonly<Record<string, number | null | undefined>>): number | null {
  switch (no.t) {
    case 'num':
      return no.v;
    case 'campo': {
      const v = valores[no.codigo];
      return v == null || !Number.isFinite(v) ? null : v;
    }
    case 'neg': {
      const a = calcular(no.a, valores);
      return a == null ? null : -a;
    }
    case 'op': {
      const a = calcular(no.a, valores);
      const b = calcular(no.b, valores);
      if (a == null || b == null) return null;
      if (no.op === '+') return a + b;
      if (no.op === '-') return a - b;
      if (no.op === '*') return a * b;
      return b === 0 ? null : a / b;
    }
  }
}

/** Parses and evaluates in one step (the bench screen); a formula that does not parse gives null. */
export function avaliarFormula(expressao: string, valores: Readonly<Record<string, number | null | undefined>>): number | null {
  try {
    return calcular(analisarFormula(expressao), valores);
  } catch {
    return null;
  }
}

/**
 * Checks a formula before it is saved: it parses, reads only numeric fields that exist (`numericos`: the codes of
 * the municipality's numeric fields), not the field it computes, and creates no cycle with the other formulas
 * (`outras`: target code → codes it reads). Returns the pt-BR problem, or null.
 */
export function validarFormula(
  expressao: string,
  alvo: string,
  numericos: ReadonlySet<string>,
  outras: ReadonlyMap<string, readonly string[]> = new Map(),
): string | null {
  let no: NoFormula;
  try {
    no = analisarFormula(expressao);
  } catch (e) {
    return e instanceof ErroFormula ? e.message : 'Fórmula inválida.';
  }
  const campos = camposDaFormula(no);
  if (!campos.length) return 'A fórmula precisa usar ao menos um campo de exame.';
  const alvoMaiusculo = alvo.toUpperCase();
  if (campos.includes(alvoMaiusculo)) return `A fórmula não pode usar o próprio campo (${alvoMaiusculo}).`;
  const desconhecidos = campos.filter((c) => !numericos.has(c));
  if (desconhecidos.length)
    return `${desconhecidos.length === 1 ? 'Campo inexistente ou não numérico' : 'Campos inexistentes ou não numéricos'}: ${desconhecidos.join(', ')}.`;
  // a field computed from one that (through other formulas) is computed from it would never settle
  const alcanca = (c: string, vistos: Set<string>): boolean => {
    if (c === alvoMaiusculo) return true;
    if (vistos.has(c)) return false;
    vistos.add(c);
    return (outras.get(c) ?? []).some((x) => alcanca(x, vistos));
  };
  if (campos.some((c) => alcanca(c, new Set()))) return 'A fórmula cria um ciclo com outra fórmula.';
  return null;
}
