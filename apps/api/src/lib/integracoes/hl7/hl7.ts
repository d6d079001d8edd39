/**
 * HL7 v2 (pipe-and-hat) reader: the format laboratory systems send results in (issue 21, importar-laudo).
 *
 * A file may hold several messages, each starting at its MSH segment; segments end with CR (the standard), LF or
 * CRLF (files that passed through other systems). Every MSH declares its own encoding characters: the field
 * separator is the 4th character of the segment and MSH-2 lists component, repetition, escape and subcomponent
 * separators (default `^~\&`). Values are returned unescaped (`\F\ \S\ \T\ \R\ \E\`, `\.br\`, `\Xhh\`).
 *
 * Field numbering follows the standard: MSH-1 is the field separator itself and MSH-2 the encoding characters, so
 * `campo(msh, 9)` is the message type for MSH as for any other segment.
 */

export interface Delimitadores {
  campo: string;
  componente: string;
  repeticao: string;
  escape: string;
  subcomponente: string;
}

export interface Hl7Segmento {
  nome: string;
  /** 1-based line of the file where the segment is: what an import's problem list points to. */
  linha: number;
  /** The raw fields (index = field number; for MSH index 1 is the field separator, 2 the encoding characters). */
  campos: string[];
}

export interface Hl7Mensagem {
  delimitadores: Delimitadores;
  segmentos: Hl7Segmento[];
}

export class Hl7Erro extends Error {
  constructor(
    message: string,
    readonly linha: number,
  ) {
    super(message);
  }
}

const PADRAO: Delimitadores = { campo: '|', componente: '^', repeticao: '~', escape: '\\', subcomponente: '&' };

function delimitadoresDo(msh: string, linha: number): Delimitadores {
  const campo = msh[3];
  if (!campo || /[A-Za-z0-9\s]/.test(campo)) throw new Hl7Erro('Segmento MSH sem separador de campos.', linha);
  const enc = msh.slice(4).split(campo)[0] ?? '';
  if (enc.length < 2) throw new Hl7Erro('Segmento MSH sem os caracteres de codificação (MSH-2).', linha);
  return {
    campo,
    componente: enc[0] ?? PADRAO.componente,
    repeticao: enc[1] ?? PADRAO.repeticao,
    escape: enc[2] ?? PADRAO.escape,
    subcomponente: enc[3] ?? PADRAO.subcomponente,
  };
}

const VT = String.fromCharCode(0x0b);
const FS = String.fromCharCode(0x1c);
/** A line without the MLLP frame characters (VT before a message, FS after it). */
function semMoldura(s: string): string {
  let i = 0;
  let f = s.length;
  while (i < f && (s[i] === VT || s[i] === FS)) i++;
  while (f > i && (s[f - 1] === VT || s[f - 1] === FS)) f--;
  return s.slice(i, f);
}

/** Splits the text of a file into messages and segments. Anything before the first MSH is refused. */
export function lerHl7(texto: string): Hl7Mensagem[] {
  const mensagens: Hl7Mensagem[] = [];
  let atual: Hl7Mensagem | null = null;
  // CRLF counts as one line end; a lone CR or LF as one each
  const linhas = texto.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const [i, bruta] of linhas.entries()) {
    const linha = i + 1;
    // some senders wrap messages in MLLP framing (VT … FS CR) even in files
    const s = semMoldura(bruta);
    if (!s.trim()) continue;
    if (s.startsWith('MSH')) {
      const d = delimitadoresDo(s, linha);
      // MSH-1 is the separator itself: field n of MSH is split index n-1, shifted so the numbering matches
      const partes = s.split(d.campo);
      atual = { delimitadores: d, segmentos: [{ nome: 'MSH', linha, campos: ['MSH', d.campo, ...partes.slice(1)] }] };
      mensagens.push(atual);
      continue;
    }
    if (!atual) throw new Hl7Erro('O arquivo não começa com um segmento MSH.', linha);
    const partes = s.split(atual.delimitadores.campo);
    const nome = partes[0] ?? '';
    if (!/^[A-Z][A-Z0-9]{2}$/.test(nome)) throw new Hl7Erro(`Segmento inválido: "${s.slice(0, 20)}".`, linha);
    atual.segmentos.push({ nome, linha, campos: partes });
  }
  return mensagens;
}

/** Undoes the escape sequences of a value, with the delimiters of its message. */
export function desescapar(v: string, d: Delimitadores): string {
  if (!v.includes(d.escape)) return v;
  const e = d.escape;
  let saida = '';
  let i = 0;
  while (i < v.length) {
    const c = v[i] as string;
    if (c !== e) {
      saida += c;
      i++;
      continue;
    }
    const fim = v.indexOf(e, i + 1);
    if (fim < 0) {
      saida += v.slice(i);
      break;
    }
    const seq = v.slice(i + 1, fim);
    switch (seq) {
      case 'F':
        saida += d.campo;
        break;
      case 'S':
        saida += d.componente;
        break;
      case 'T':
        saida += d.subcomponente;
        break;
      case 'R':
        saida += d.repeticao;
        break;
      case 'E':
        saida += d.escape;
        break;
      case '.br':
        saida += '\n';
        break;
      default:
        if (/^X([0-9A-Fa-f]{2})+$/.test(seq)) saida += Buffer.from(seq.slice(1), 'hex').toString('latin1');
        // formatting commands (\H\, \N\, \.sp\ …) carry no text
        else if (!/^(H|N|\.[a-z]{2}[+-]?\d*)$/.test(seq)) saida += `${e}${seq}${e}`;
    }
    i = fim + 1;
  }
  return saida;
}

/** The raw text of field n (empty when absent). */
export const campoBruto = (s: Hl7Segmento, n: number): string => s.campos[n] ?? '';

/** The repetitions of field n, each split into its components, unescaped. */
export function repeticoes(s: Hl7Segmento, n: number, d: Delimitadores): string[][] {
  const bruto = campoBruto(s, n);
  if (!bruto) return [];
  // MSH-2 holds the encoding characters themselves: never split it
  if (s.nome === 'MSH' && n <= 2) return [[bruto]];
  return bruto.split(d.repeticao).map((r) => r.split(d.componente).map((c) => desescapar(c, d)));
}

/** Component c (1-based) of repetition r (0-based) of field n, unescaped; '' when absent. */
export function campo(s: Hl7Segmento, n: number, d: Delimitadores, c = 1, r = 0): string {
  return repeticoes(s, n, d)[r]?.[c - 1] ?? '';
}

/** An observation (OBX) of an ORU^R01 result. */
export interface Hl7Observacao {
  linha: number;
  /** OBX-2: NM numeric, ST string, TX text, CE coded entry (others read as text). */
  tipo: string;
  /** OBX-3.1: the code of the result field (lab_exame_campo.codigo). */
  codigo: string;
  /** OBX-3.2 */
  nome: string;
  /** OBX-5: NM/ST as sent; TX repetitions joined by line breaks; CE the text (component 2) or else the code. */
  valor: string;
  /** OBX-6.1 */
  unidade: string;
  /** OBX-8 (H, L, HH, LL, N, A …), as the sender flagged it. */
  anormalidade: string;
  /** OBX-11: F final, C correction, P preliminary … */
  situacao: string;
}

/** One ordered exam (OBR) and its observations. */
export interface Hl7Pedido {
  linha: number;
  /** OBR-2 placer order number (ORC-2 when OBR-2 is empty): the number we gave the order, our scheduling number. */
  numeroSolicitante: string;
  /** OBR-3 filler order number: the support laboratory's own number (kept for reference only). */
  numeroExecutor: string;
  /** OBR-4.1 / OBR-4.2: the exam as the support laboratory codes it. */
  exameCodigo: string;
  exameNome: string;
  observacoes: Hl7Observacao[];
}

export interface Hl7Resultado {
  /** The line of the message's MSH. */
  linha: number;
  /** MSH-4.1: sending facility (checked against laboratorio.codigo_hl7). */
  remetente: string;
  /** MSH-9 as written, e.g. ORU^R01. */
  tipo: string;
  /** MSH-10 */
  controle: string;
  /** PID-3.1 and PID-5 (family^given) of the patient the sender believes this is. */
  pacienteId: string;
  pacienteNome: string;
  pedidos: Hl7Pedido[];
}

/**
 * Reads an ORU^R01 message: its MSH, the patient (PID) and every OBR with the OBX that follow it. Any other
 * segment (PV1, ORC, NTE, SPM …) is passed over; ORC-2 stands in for an empty OBR-2 (some senders put the placer
 * number only on the common order). A message of another type is refused.
 */
export function lerOruR01(m: Hl7Mensagem): Hl7Resultado {
  const d = m.delimitadores;
  const [msh] = m.segmentos;
  if (!msh) throw new Hl7Erro('Mensagem vazia.', 0);
  const tipo = `${campo(msh, 9, d, 1)}^${campo(msh, 9, d, 2)}`;
  if (tipo !== 'ORU^R01') throw new Hl7Erro(`Mensagem ${tipo.replace(/\^$/, '')} não é um resultado (ORU^R01).`, msh.linha);
  const r: Hl7Resultado = {
    linha: msh.linha,
    remetente: campo(msh, 4, d),
    tipo,
    controle: campo(msh, 10, d),
    pacienteId: '',
    pacienteNome: '',
    pedidos: [],
  };
  let orc = '';
  let pedido: Hl7Pedido | null = null;
  for (const s of m.segmentos.slice(1)) {
    if (s.nome === 'PID') {
      r.pacienteId = campo(s, 3, d);
      r.pacienteNome = [campo(s, 5, d, 2), campo(s, 5, d, 3), campo(s, 5, d, 1)].filter(Boolean).join(' ');
    } else if (s.nome === 'ORC') {
      orc = campo(s, 2, d);
    } else if (s.nome === 'OBR') {
      pedido = {
        linha: s.linha,
        numeroSolicitante: campo(s, 2, d) || orc,
        numeroExecutor: campo(s, 3, d),
        exameCodigo: campo(s, 4, d, 1),
        exameNome: campo(s, 4, d, 2),
        observacoes: [],
      };
      r.pedidos.push(pedido);
      orc = '';
    } else if (s.nome === 'OBX') {
      if (!pedido) throw new Hl7Erro('Segmento OBX antes de qualquer OBR.', s.linha);
      const tipoValor = campo(s, 2, d).toUpperCase();
      const reps = repeticoes(s, 5, d);
      const valor =
        tipoValor === 'CE' || tipoValor === 'CWE'
          ? reps[0]?.[1] || reps[0]?.[0] || ''
          : tipoValor === 'TX' || tipoValor === 'FT'
            ? reps.map((x) => x.join(d.componente)).join('\n')
            : (reps[0]?.join(d.componente) ?? '');
      pedido.observacoes.push({
        linha: s.linha,
        tipo: tipoValor,
        codigo: campo(s, 3, d, 1),
        nome: campo(s, 3, d, 2),
        valor: valor.trim(),
        unidade: campo(s, 6, d, 1),
        anormalidade: repeticoes(s, 8, d)
          .map((x) => x[0])
          .filter(Boolean)
          .join(','),
        situacao: campo(s, 11, d).toUpperCase(),
      });
    }
  }
  return r;
}
