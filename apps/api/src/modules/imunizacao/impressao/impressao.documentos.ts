import { type CodigoDose, DOSE_NOME, formatCns, formatCpf, identificacaoPdfImunizacao } from '@saude/shared';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../../lib/print/cabecalho.js';
import { documentoA4 } from '../../../lib/print/documento-a4.js';
import { dataBr } from '../../../lib/print/formatos.js';
import { type DadosVacinais, dataOuTraco, origemImpressa } from './impressao.dados.js';

const GRUPOS: [string, string][] = [
  ['crianca', 'Criança'],
  ['adolescente', 'Adolescente'],
  ['adulto', 'Adulto'],
  ['idoso', 'Idoso'],
  ['gestante', 'Gestante'],
];
const SITUACAO: Record<string, string> = {
  aplicada: 'Aplicada',
  em_dia: 'A aplicar',
  devida: 'Devida',
  atrasada: 'Atrasada',
  fora_da_faixa: 'Fora da faixa etária',
};
const COR: Record<string, string> = { atrasada: '#b00020', devida: '#8a5a00', aplicada: '#1b5e20' };

const doseNome = (d: string) => DOSE_NOME[d as CodigoDose] ?? d;
const sexoNome = (s: 'F' | 'M' | null) => (s === 'F' ? 'Feminino' : s === 'M' ? 'Masculino' : 'Não informado');
const doc = (d?: string | null, f?: (x: string) => string) => (d ? (f ? f(d) : d) : '—');

function identificacao(d: DadosVacinais): Content {
  const p = d.paciente;
  return {
    table: {
      widths: ['*', 'auto', 'auto'],
      body: [
        [
          { text: [{ text: 'Nome: ', bold: true }, p.nome] },
          { text: [{ text: 'Nascimento: ', bold: true }, dataOuTraco(p.nascimento)] },
          { text: [{ text: 'Sexo: ', bold: true }, sexoNome(p.sexo)] },
        ],
        [
          { text: [{ text: 'Mãe: ', bold: true }, p.mae ?? '—'] },
          { text: [{ text: 'CNS: ', bold: true }, doc(p.cns, formatCns)] },
          { text: [{ text: 'CPF: ', bold: true }, doc(p.cpf, formatCpf)] },
        ],
      ],
    },
    layout: 'noBorders',
    margin: [0, 0, 0, 6],
  };
}

/** The card: per population group, each dose of the calendar with what was given (date, lot, unit) or is due. */
export function cartaoVacinacao(d: DadosVacinais, cab: CabecalhoImpressao, usuario: string): TDocumentDefinitions {
  const blocos: Content[] = [];
  for (const [grupo, nome] of GRUPOS) {
    const itens = d.itens.filter((i) => i.grupos.includes(grupo) && (grupo !== 'gestante' || d.gestante || i.situacao === 'aplicada'));
    if (!itens.length) continue;
    const corpo: TableCell[][] = itens.map((i) => [
      i.nome,
      i.rotulo,
      { text: SITUACAO[i.situacao] ?? i.situacao, color: COR[i.situacao] ?? '#333333', bold: i.situacao === 'atrasada' },
      i.aplicadaEm ? `${dataBr(i.aplicadaEm)}${i.transcrita ? ' (T)' : ''}` : '',
      i.lote ?? '',
      i.local ?? '',
      i.situacao === 'aplicada' ? (i.devidaEm ? `Próxima: ${dataBr(i.devidaEm)}` : '') : dataOuTraco(i.devidaEm),
    ]);
    blocos.push({
      table: {
        headerRows: 2,
        dontBreakRows: true,
        widths: ['*', 60, 52, 52, 50, 90, 56],
        body: [
          [{ text: nome, colSpan: 7, style: 'grupo', fontSize: 9.5 }, {}, {}, {}, {}, {}, {}],
          ['Vacina', 'Dose', 'Situação', 'Aplicada em', 'Lote', 'Unidade', 'Prevista'].map((t) => ({ text: t, style: 'cabecalhoTabela' })),
          ...corpo,
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 0, 0, 8],
    });
  }
  const fora = d.doses.filter((x) => !x.sigla);
  if (fora.length)
    blocos.push({
      table: {
        headerRows: 2,
        widths: ['*', 60, 52, 50, 110],
        body: [
          [{ text: 'Outras doses registradas', colSpan: 5, style: 'grupo' }, {}, {}, {}, {}],
          ['Vacina', 'Dose', 'Data', 'Lote', 'Unidade'].map((t) => ({ text: t, style: 'cabecalhoTabela' })),
          ...fora.map((x): TableCell[] => [
            x.vacina,
            doseNome(x.dose),
            `${dataBr(x.data)}${x.origem !== 1 ? ' (T)' : ''}`,
            x.lote ?? '',
            x.local ?? '',
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
    });
  const def = documentoA4({
    cabecalho: cab,
    titulo: 'CARTÃO DE VACINAÇÃO',
    subtitulo: 'Calendário Nacional de Vacinação',
    filtros: [`Situação em ${dataBr(d.hoje)}`],
    usuario,
    conteudo: [
      identificacao(d),
      ...(blocos.length ? blocos : [{ text: 'Nenhuma dose do calendário se aplica a este paciente.', italics: true } as Content]),
      {
        text: '(T) dose transcrita de caderneta anterior ou aplicada no exterior. "A aplicar": ainda não chegou a data prevista; "Devida": já pode ser aplicada; "Atrasada": passou da data prevista e da tolerância.',
        fontSize: 7.5,
        color: '#555555',
        margin: [0, 6, 0, 0],
      },
    ],
  });
  return { ...def, info: { ...def.info, keywords: identificacaoPdfImunizacao('cartao', d.paciente.id) } };
}

/** The doses the certificate lists as pending: due or overdue today. */
export const pendenciasDoAtestado = (d: DadosVacinais) => d.itens.filter((i) => i.situacao === 'devida' || i.situacao === 'atrasada');

/** The regularity certificate (school/work enrolment): up to date, or the pending doses; the professional signs. */
export function atestadoVacinacao(
  d: DadosVacinais,
  cab: CabecalhoImpressao,
  usuario: string,
  prof: { nome: string; registro: string | null; cbo: string | null },
  municipio: string | null,
): TDocumentDefinitions {
  const pend = pendenciasDoAtestado(d);
  const p = d.paciente;
  const ident = [
    p.nome,
    p.nascimento ? `nascido(a) em ${dataBr(p.nascimento)}` : null,
    p.cns ? `CNS ${formatCns(p.cns)}` : p.cpf ? `CPF ${formatCpf(p.cpf)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const conteudo: Content[] = [
    {
      text: [
        'Atesto, para fins de matrícula escolar, trabalho ou outros fins, que ',
        { text: ident, bold: true },
        pend.length
          ? ', conforme os registros deste serviço e o Calendário Nacional de Vacinação, apresenta as seguintes pendências vacinais:'
          : ', conforme os registros deste serviço e o Calendário Nacional de Vacinação, está com a situação vacinal em dia.',
      ],
      alignment: 'justify',
      fontSize: 11,
      lineHeight: 1.4,
      margin: [0, 16, 0, 12],
    },
  ];
  if (pend.length)
    conteudo.push({
      table: {
        headerRows: 1,
        widths: ['*', 80, 70, 70],
        body: [
          ['Vacina', 'Dose', 'Prevista em', 'Situação'].map((t) => ({ text: t, style: 'cabecalhoTabela' })),
          ...pend.map((i): TableCell[] => [i.nome, i.rotulo, dataOuTraco(i.devidaEm), SITUACAO[i.situacao]]),
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 10,
      margin: [0, 0, 0, 12],
    });
  const aplicadas = d.doses.length;
  conteudo.push(
    {
      text: `Doses registradas: ${aplicadas}${aplicadas ? `, a última em ${dataBr(d.doses[d.doses.length - 1].data)}${origemImpressa(d.doses[d.doses.length - 1].origem)}` : ''}.`,
      fontSize: 9,
      color: '#555555',
    },
    { text: `${municipio ? `${municipio}, ` : ''}${dataBr(d.hoje)}.`, fontSize: 11, margin: [0, 24, 0, 0] },
    {
      stack: [
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 260, y2: 0, lineWidth: 0.5 }], margin: [0, 48, 0, 2] },
        { text: prof.nome, bold: true },
        ...(prof.registro ? [{ text: prof.registro, fontSize: 9 }] : []),
        ...(prof.cbo ? [{ text: prof.cbo, fontSize: 9 }] : []),
      ],
      alignment: 'center',
    },
  );
  const def = documentoA4({
    cabecalho: cab,
    titulo: 'ATESTADO DE VACINAÇÃO',
    subtitulo: 'Situação vacinal',
    usuario,
    conteudo,
  });
  return { ...def, info: { ...def.info, keywords: identificacaoPdfImunizacao('atestado', d.paciente.id) } };
}
