import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../cabecalho.js';
import { codigoDeBarras } from '../code128.js';
import { dataBr, dataHoraBr } from '../formatos.js';
import { cm, mm } from '../pdf.js';
import { bobina, campo, linha, nomeComSocial, type OpcoesImpressao, papel, separador } from './comum.js';

/**
 * Labels (spec 001 §3 "Labels", §9): specimen 10 × 3 cm, collection 8 × 2.8 cm (single and batch),
 * both with a Code 128 barcode; the scheduled-exam list on an 8.3 cm roll. A label is one fixed page:
 * every line is measured and shrunk or cut with '…' (medida-texto.ts), so a long name never pushes
 * the label onto a second page.
 */
export const ETIQUETA_AMOSTRA = { larguraCm: 10, alturaCm: 3 } as const;
export const ETIQUETA_COLETA = { larguraCm: 8, alturaCm: 2.8 } as const;
export const ETIQUETA_LISTA_LARGURA_CM = 8.3;

const MARGEM = mm(2);

export interface EtiquetaAmostraDados {
  pacienteNome: string;
  pacienteNomeSocial?: string | null;
  pacienteIdade?: string | number | null;
  dataNascimento?: string | null;
  /** The specimen's code, printed as the barcode the laboratory scans. */
  codigoAmostra: string;
  agendamentoNumero?: string | number | null;
  /** Exam abbreviations ("HMG, GLI, COL"). */
  siglaExame: string;
  /** Specimen material and tube ("Sangue — EDTA"). */
  material?: string | null;
  /** When the specimen was collected (instant or YYYY-MM-DD). */
  dataColeta?: string | null;
  laboratorioInfraestruturaNome?: string | null;
}

export interface EtiquetaColetaDados {
  pacienteNome: string;
  pacienteNomeSocial?: string | null;
  /** As the module words it ("67 anos"). */
  pacienteIdade?: string | number | null;
  siglaExame: string;
  /** Printed as the Code 128 barcode. */
  agendamentoNumero: string | number;
  /** Where the specimen is collected. */
  infraestruturaNome?: string | null;
  /** The laboratory that receives it. */
  laboratorioInfraestruturaNome?: string | null;
}

export interface EtiquetaListaExamesItem {
  paciente: string;
  dataNascimento?: string | null;
  agendamentoNumero: string | number;
  medicoSolicitante?: string | null;
  /** Date of the exam (YYYY-MM-DD). */
  data?: string | null;
  exame: string;
}

const idadeTexto = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '' : typeof v === 'number' ? `${v} ${v === 1 ? 'ano' : 'anos'}` : v;

function folhaFixa(
  tamanho: { larguraCm: number; alturaCm: number },
  titulo: string,
  cab: CabecalhoImpressao,
  etiquetas: Content[][],
): TDocumentDefinitions {
  if (!etiquetas.length) throw new Error(`${titulo}: nenhuma etiqueta para imprimir`);
  return {
    pageSize: { width: cm(tamanho.larguraCm), height: cm(tamanho.alturaCm) },
    pageMargins: [MARGEM, MARGEM, MARGEM, mm(1)],
    info: { title: titulo, author: cab.nomePrefeitura, subject: titulo },
    defaultStyle: { font: 'Roboto', fontSize: 7, lineHeight: 1, color: '#000000' },
    content: etiquetas.map((stack, i): Content => ({ stack, ...(i ? { pageBreak: 'before' as const } : {}) })),
  };
}

function amostra(d: EtiquetaAmostraDados): Content[] {
  const util = cm(ETIQUETA_AMOSTRA.larguraCm) - 2 * MARGEM;
  const larguraCodigo = mm(52);
  const lado = util - larguraCodigo - mm(2);
  const nasc = [d.dataNascimento ? `Nasc. ${dataBr(d.dataNascimento)}` : '', idadeTexto(d.pacienteIdade)].filter(Boolean).join(' · ');
  const coleta = d.dataColeta ? (d.dataColeta.length === 10 ? dataBr(d.dataColeta) : dataHoraBr(d.dataColeta)) : '';
  return [
    linha(nomeComSocial(d.pacienteNome, d.pacienteNomeSocial), util, 9, { negrito: true, minimo: 6.5 }),
    {
      columns: [
        codigoDeBarras(d.codigoAmostra, { largura: larguraCodigo, altura: mm(11) }),
        {
          width: lado,
          stack: [
            linha(d.siglaExame, lado, 9, { negrito: true, minimo: 6 }),
            ...(d.material ? [linha(d.material, lado, 7, { minimo: 5.5 })] : []),
            ...(nasc ? [linha(nasc, lado, 7, { minimo: 5.5 })] : []),
            ...(coleta ? [linha(`Coleta ${coleta}`, lado, 7, { minimo: 5.5 })] : []),
            ...(d.agendamentoNumero ? [linha(`Agend. ${d.agendamentoNumero}`, lado, 7, { minimo: 5.5 })] : []),
            ...(d.laboratorioInfraestruturaNome ? [linha(d.laboratorioInfraestruturaNome, lado, 6.5, { minimo: 5 })] : []),
          ],
        },
      ],
      columnGap: mm(2),
      margin: [0, mm(1), 0, 0],
    },
  ];
}

function coleta(d: EtiquetaColetaDados): Content[] {
  const util = cm(ETIQUETA_COLETA.larguraCm) - 2 * MARGEM;
  const larguraCodigo = mm(44);
  const lado = util - larguraCodigo - mm(2);
  return [
    linha(nomeComSocial(d.pacienteNome, d.pacienteNomeSocial), util, 8.5, { negrito: true, minimo: 6 }),
    {
      columns: [
        codigoDeBarras(String(d.agendamentoNumero), { largura: larguraCodigo, altura: mm(8) }),
        {
          width: lado,
          stack: [
            linha(d.siglaExame, lado, 9, { negrito: true, minimo: 6 }),
            ...(idadeTexto(d.pacienteIdade) ? [linha(idadeTexto(d.pacienteIdade), lado, 7, { minimo: 5.5 })] : []),
          ],
        },
      ],
      columnGap: mm(2),
      margin: [0, mm(0.6), 0, mm(0.4)],
    },
    ...(d.infraestruturaNome ? [linha(`Coleta: ${d.infraestruturaNome}`, util, 6.5, { minimo: 5 })] : []),
    ...(d.laboratorioInfraestruturaNome ? [linha(`Laboratório: ${d.laboratorioInfraestruturaNome}`, util, 6.5, { minimo: 5 })] : []),
  ];
}

/** Specimen labels ("Etiqueta", 10 × 3 cm), one per page. */
export function etiquetaAmostra(
  dados: EtiquetaAmostraDados | readonly EtiquetaAmostraDados[],
  cabecalho: CabecalhoImpressao,
  _opcoes: OpcoesImpressao = {},
): TDocumentDefinitions {
  const lista = Array.isArray(dados) ? dados : [dados as EtiquetaAmostraDados];
  return folhaFixa(ETIQUETA_AMOSTRA, 'Etiqueta', cabecalho, lista.map(amostra));
}

/** One collection label (8 × 2.8 cm). */
export function etiquetaColeta(
  dados: EtiquetaColetaDados,
  cabecalho: CabecalhoImpressao,
  opcoes: OpcoesImpressao = {},
): TDocumentDefinitions {
  return etiquetaColetaLote([dados], cabecalho, opcoes);
}

/** Collection labels in batch: one label per page, in the order given. */
export function etiquetaColetaLote(
  lista: readonly EtiquetaColetaDados[],
  cabecalho: CabecalhoImpressao,
  _opcoes: OpcoesImpressao = {},
): TDocumentDefinitions {
  return folhaFixa(ETIQUETA_COLETA, 'Etiqueta de coleta', cabecalho, lista.map(coleta));
}

/** Scheduled-exam list label: 8.3 cm roll, one block per scheduled exam, height of its content. */
export function etiquetaListaExames(
  itens: readonly EtiquetaListaExamesItem[],
  cabecalho: CabecalhoImpressao,
  _opcoes: OpcoesImpressao = {},
): TDocumentDefinitions {
  if (!itens.length) throw new Error('etiquetaListaExames: nenhum exame para imprimir');
  const p = papel(ETIQUETA_LISTA_LARGURA_CM, 2);
  const content = itens.flatMap((e, i): Content[] => [
    ...(i ? [separador(p)] : []),
    { text: e.paciente, bold: true, fontSize: 8.5 },
    ...campo('Nasc.', dataBr(e.dataNascimento)),
    ...campo('Agendamento', e.agendamentoNumero),
    ...campo('Médico solicitante', e.medicoSolicitante),
    ...campo('Data', dataBr(e.data)),
    ...campo('Exame', e.exame, { bold: false }),
  ]);
  const doc = bobina(p, { titulo: 'Exames agendados', cabecalho }, content, 7.5);
  return { ...doc, pageMargins: [p.margem, mm(2), p.margem, mm(3)] };
}
