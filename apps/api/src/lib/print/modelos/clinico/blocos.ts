import { formatTelefone } from '@saude/shared';
import type { Content, ContentTable, CustomTableLayout, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { dataBr } from '../../formatos.js';
import { mm } from '../../pdf.js';
import { nomeComSocial } from '../comum.js';
import type { PacienteImpressao, ProfissionalImpressao, SinaisVitais, UnidadeImpressao } from './tipos.js';

/**
 * Pieces of the clinical A4 prints (FAA, outpatient attendance, prescriptions, certificates, nursing checklist):
 * they go inside `documentoA4`, whose margins keep the bottom 28 mm free for the signature stamp. Core since
 * issue 17 (emergency care and the outpatient clinic print with them).
 */
export const LARGURA = mm(186);
const CINZA = '#555555';

export interface OpcoesA4 {
  /** Who prints (footer of every page). */
  usuario: string;
  impressoEm?: Date;
  /**
   * The copy to be signed electronically (spec 001 §7 `para_assinatura_eletronica=true`): no line to sign by
   * hand; the signature text and its QR code are stamped at the foot of the last page.
   */
  paraAssinatura?: boolean;
}

const vazio = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/** A section heading over a rule, kept with what follows it. */
export function secao(titulo: string): Content {
  return {
    stack: [
      { text: titulo.toUpperCase(), bold: true, fontSize: 9, margin: [0, mm(2.5), 0, 0] },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: LARGURA, y2: 0, lineWidth: 0.7 }], margin: [0, mm(0.4), 0, mm(1.2)] },
    ],
    unbreakable: true,
  };
}

/** A section whose heading stays on the page of its first block (never alone at the foot of a page). */
export function comSecao(titulo: string, blocos: Content[]): Content[] {
  const [primeiro, ...resto] = blocos;
  return [{ stack: [secao(titulo), ...(primeiro ? [primeiro] : [])], unbreakable: true }, ...resto];
}

export const rotulado = (rotulo: string, valor: string | number | null | undefined): Content =>
  ({ text: [{ text: `${rotulo}: `, bold: true }, vazio(valor) ? '-' : String(valor)] }) as Content;

/** Label–value pairs in columns (empty values are left out), wrapping to as many rows as needed. */
export function grade(campos: [string, string | number | null | undefined][], colunas = 3): Content {
  const cheios = campos.filter(([, v]) => !vazio(v));
  if (!cheios.length) return { text: '' };
  const linhas: Content[][] = [];
  for (let i = 0; i < cheios.length; i += colunas) {
    const linha = cheios.slice(i, i + colunas).map(([r, v]) => rotulado(r, v));
    while (linha.length < colunas) linha.push({ text: '' });
    linhas.push(linha);
  }
  return {
    table: { widths: Array(colunas).fill('*'), body: linhas },
    layout: { ...semBordas, paddingTop: () => 1, paddingBottom: () => 1 },
  };
}

/** A free text with its label above, as written (line breaks kept). */
export function paragrafo(rotulo: string, texto: string | null | undefined): Content[] {
  if (vazio(texto)) return [];
  return [
    { text: rotulo, bold: true, margin: [0, mm(1), 0, 0] },
    { text: String(texto), margin: [0, 0, 0, mm(0.8)] },
  ];
}

const semBordas: CustomTableLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: () => 0,
  paddingRight: () => mm(2),
};

export const linhasFinas: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0.6 : 0.3),
  vLineWidth: () => 0,
  hLineColor: () => '#888888',
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

export const bordasCompletas: CustomTableLayout = {
  hLineWidth: () => 0.6,
  vLineWidth: () => 0.6,
  hLineColor: () => '#333333',
  vLineColor: () => '#333333',
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

/** A listing with a shaded header row. */
export function tabela(cabecalho: string[], linhas: (string | Content)[][], widths: (string | number)[]): ContentTable {
  return {
    table: {
      headerRows: 1,
      widths,
      body: [
        cabecalho.map((t) => ({ text: t, bold: true, fillColor: '#e8eef5' })),
        ...linhas.map((l) => l.map((c) => (typeof c === 'string' ? { text: c } : c))),
      ],
    },
    layout: linhasFinas,
    margin: [0, 0, 0, mm(1)],
  };
}

/** Ruled blank lines to write on by hand. */
export function linhasEmBranco(quantas: number, altura = mm(7)): Content {
  return {
    canvas: Array.from({ length: quantas }, (_, i) => ({
      type: 'line' as const,
      x1: 0,
      y1: altura * (i + 1),
      x2: LARGURA,
      y2: altura * (i + 1),
      lineWidth: 0.4,
      lineColor: '#999999',
    })),
    margin: [0, 0, 0, mm(1)],
  };
}

/** "Ricardo Lins Cavalcanti — CRM 18342/PE — CBO 225125 Médico clínico". */
export function profissionalTexto(p: ProfissionalImpressao | null, cbo = true): string {
  if (!p) return '-';
  const partes = [p.nome, p.registro];
  if (cbo && p.cbo) partes.push(`CBO ${p.cbo}${p.cboNome ? ` ${p.cboNome}` : ''}`);
  return partes.filter(Boolean).join(' — ');
}

/**
 * The signature line of a document issued by a professional (name, council registration, CBO under it); for
 * electronic signing, no line: the stamp at the foot of the last page is the signature.
 */
export function assinatura(p: ProfissionalImpressao | null, rotulo = 'Assinatura e carimbo', eletronica = false): Content {
  if (eletronica)
    return {
      stack: [
        { text: p?.nome ?? '', bold: true, alignment: 'center' },
        ...(p?.registro ? [{ text: p.registro, alignment: 'center' } as Content] : []),
        {
          text: 'Documento assinado eletronicamente (assinatura no rodapé da última página).',
          alignment: 'center',
          fontSize: 7,
          color: CINZA,
        },
      ],
      margin: [0, mm(8), 0, 0],
      unbreakable: true,
    };
  return {
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: mm(90), y2: 0, lineWidth: 0.6 }], alignment: 'center' },
      { text: p?.nome ?? rotulo, bold: true, alignment: 'center', margin: [0, mm(0.8), 0, 0] },
      ...(p?.registro ? [{ text: p.registro, alignment: 'center' } as Content] : []),
      ...(p?.cbo
        ? [{ text: `CBO ${p.cbo}${p.cboNome ? ` — ${p.cboNome}` : ''}`, alignment: 'center', fontSize: 7.5, color: CINZA } as Content]
        : []),
      ...(p ? [{ text: rotulo, alignment: 'center', fontSize: 7, color: CINZA } as Content] : []),
    ],
    margin: [0, mm(14), 0, 0],
    unbreakable: true,
  };
}

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** "10 de março de 2026" for an instant (Brasília) or a date-only string. */
export function dataExtensa(v: Date | string): string {
  const [d, m, a] = dataBr(v).split('/');
  return `${Number(d)} de ${MESES[Number(m) - 1]} de ${a}`;
}

/** "Garanhuns/PE, 10 de março de 2026." — the place and date line above a signature. */
export function localEData(origem: { unidade: Pick<UnidadeImpressao, 'cidade' | 'uf'> }, em: Date): Content {
  const cidade = origem.unidade.cidade ? `${origem.unidade.cidade}${origem.unidade.uf ? `/${origem.unidade.uf}` : ''}, ` : '';
  return { text: `${cidade}${dataExtensa(em)}.`, alignment: 'right', margin: [0, mm(6), 0, 0] };
}

/** "PA 130/85 mmHg · FC 92 bpm · Temp. 37,8 °C …": only what was measured. */
export function sinaisTexto(s: SinaisVitais): string {
  const dec = (v: string | null | undefined) => (vazio(v) ? null : String(Number(v)).replace('.', ','));
  const partes = [
    s.paSistolica != null && s.paDiastolica != null ? `PA ${s.paSistolica}/${s.paDiastolica} mmHg` : null,
    s.frequenciaCardiaca != null ? `FC ${s.frequenciaCardiaca} bpm` : null,
    s.frequenciaRespiratoria != null ? `FR ${s.frequenciaRespiratoria} irpm` : null,
    dec(s.temperatura) ? `Temp. ${dec(s.temperatura)} °C` : null,
    s.saturacao != null ? `SatO2 ${s.saturacao}%` : null,
    s.glicemia != null ? `Glicemia ${s.glicemia} mg/dL` : null,
    s.dor != null ? `Dor ${s.dor}/10` : null,
    s.glasgow != null ? `Glasgow ${s.glasgow}` : null,
    dec(s.peso) ? `Peso ${dec(s.peso)} kg` : null,
    dec(s.altura) ? `Altura ${dec(s.altura)} cm` : null,
    dec(s.imc) ? `IMC ${dec(s.imc)}` : null,
  ];
  return partes.filter(Boolean).join(' · ') || 'Sinais vitais não registrados';
}

/** The patient block every clinical print carries (the FAA, the outpatient attendance). */
export function identificacaoPaciente(origem: { paciente: PacienteImpressao; alergias: string[] }, completa = true): Content[] {
  const p = origem.paciente;
  return [
    secao('Identificação do paciente'),
    grade(
      [
        ['Nome', nomeComSocial(p.nome, p.nomeSocial) + (p.desconhecido ? ' (paciente não identificado)' : '')],
        ['Nascimento', p.dataNascimento ? `${dataBr(p.dataNascimento)} (${p.idade})` : p.idade],
        ['Sexo', p.sexo],
        ['CPF', p.cpf],
        ['CNS', p.cns],
        ['Telefone', p.telefone ? formatTelefone(p.telefone) : null],
        ...(completa ? ([['Mãe', p.nomeMae]] as [string, string | null][]) : []),
      ],
      3,
    ),
    ...(completa && p.endereco ? [rotulado('Endereço', [p.endereco, p.cidade].filter(Boolean).join(' – '))] : []),
    ...(origem.alergias.length
      ? [{ text: [{ text: 'Alergias: ', bold: true }, origem.alergias.join('; ')], color: '#a00000' } as Content]
      : []),
  ];
}

/**
 * Finishes a clinical print: the Keywords name the document it was made from (identificacaoPdfPa,
 * identificacaoPdfAmbulatorio), so a signed copy sent back later is matched with it.
 */
export function finalizar(def: TDocumentDefinitions, identificacao: string): TDocumentDefinitions {
  return {
    ...def,
    info: { ...def.info, title: def.info?.title ?? '', keywords: identificacao },
  };
}
