import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../cabecalho.js';
import { dataBr, dataHoraBr, inteiroBr, ouTraco } from '../formatos.js';
import { mm } from '../pdf.js';
import {
  bobina,
  cabecalhoBobina,
  campo,
  horaCurta,
  nomeComSocial,
  type OpcoesImpressao,
  type Papel,
  papel,
  par,
  px,
  rodapeBobina,
  secao,
  separador,
  titulo,
} from './comum.js';

/** Medication dispensing receipt (spec 001 §3): 8 cm roll, height of its content. */
export const RECIBO_LARGURA_CM = 8;

/** One batch the stock exit took the units from. */
export interface EntradaItemDispensada {
  lote?: string | null;
  /** YYYY-MM-DD. */
  validadeLote?: string | null;
  quantidadeSaida: number;
}

export interface MedicamentoDispensado {
  material: { descricaoCompleta: string };
  /** What the prescription asks for in this dispensing ("30", "1 frasco"). */
  prescrito?: string | number | null;
  /** When the patient may come back for the next withdrawal (YYYY-MM-DD). */
  proximaRetirada?: string | null;
  entradaItens: readonly EntradaItemDispensada[];
}

export interface MaterialDispensado {
  material: { descricaoCompleta: string };
  quantidade: number;
}

interface ReciboBase {
  pacienteNome: string;
  pacienteNomeSocial?: string | null;
  prontuario?: string | number | null;
  dataNascimento?: string | null;
  medicoNome?: string | null;
  /** When the dispensing happened (YYYY-MM-DD or an instant). */
  dataEntrega: string;
  /** Set on a reprint: the reprint moment. */
  dataAtual?: string | Date | null;
  horaAtendimento?: string | null;
  /** The user who prints. */
  usuario: string;
  /** Who handed the items over (pharmacists, clerks). */
  operadores?: string | readonly string[] | null;
}

/** The prescription variant: medicines with what was prescribed and the batches dispensed. */
export type ReciboPrescricaoDados = ReciboBase & { medicamentos: readonly MedicamentoDispensado[] };
/** The plain variant: items and quantities. */
export type ReciboSimplesDados = ReciboBase & { materiais: readonly MaterialDispensado[] };
export type ReciboDispensacaoDados = ReciboPrescricaoDados | ReciboSimplesDados;

const lotes = (itens: readonly EntradaItemDispensada[]): Content => ({
  table: {
    widths: ['*', 'auto', 'auto'],
    headerRows: 1,
    body: [
      [
        { text: 'Lote', bold: true, fontSize: 7 },
        { text: 'Validade', bold: true, fontSize: 7 },
        { text: 'Qtd.', bold: true, fontSize: 7, alignment: 'right' },
      ],
      ...(itens.length ? itens : [{ lote: null, validadeLote: null, quantidadeSaida: 0 }]).map((e): TableCell[] => [
        { text: ouTraco(e.lote) },
        { text: ouTraco(dataBr(e.validadeLote)) },
        { text: inteiroBr(e.quantidadeSaida), alignment: 'right' },
      ]),
    ],
  },
  layout: {
    hLineWidth: (i: number) => (i === 1 ? 0.5 : 0),
    vLineWidth: () => 0,
    paddingLeft: () => 0,
    paddingRight: () => mm(1),
    paddingTop: () => 0.5,
    paddingBottom: () => 0.5,
  },
  margin: [mm(2), mm(0.5), 0, 0],
});

function medicamentos(lista: readonly MedicamentoDispensado[], p: Papel): Content[] {
  return [
    ...secao('Medicamentos', p),
    ...lista.map((m, i): Content => {
      const total = m.entradaItens.reduce((a, e) => a + e.quantidadeSaida, 0);
      return {
        stack: [
          { text: m.material.descricaoCompleta, bold: true },
          // spec 001 §3: what is missing shows a dash (a prescription without a number, a pickup without posology)
          ...par(campo('Prescrito', ouTraco(m.prescrito == null ? null : String(m.prescrito))), campo('Dispensado', inteiroBr(total))),
          ...campo('Próxima retirada', ouTraco(dataBr(m.proximaRetirada))),
          lotes(m.entradaItens),
        ],
        margin: [0, i ? mm(1.5) : 0, 0, 0],
      };
    }),
  ];
}

function materiais(lista: readonly MaterialDispensado[], p: Papel): Content[] {
  return [
    ...secao('Itens dispensados', p),
    {
      table: {
        widths: ['*', 'auto'],
        headerRows: 1,
        body: [
          [
            { text: 'Descrição', bold: true, fontSize: 7 },
            { text: 'Qtd.', bold: true, fontSize: 7, alignment: 'right' },
          ],
          ...lista.map((m): TableCell[] => [{ text: m.material.descricaoCompleta }, { text: inteiroBr(m.quantidade), alignment: 'right' }]),
        ],
      },
      layout: {
        hLineWidth: (i: number) => (i === 1 ? 0.5 : 0),
        vLineWidth: () => 0,
        paddingLeft: () => 0,
        paddingRight: () => mm(1),
        paddingTop: () => 1,
        paddingBottom: () => 1,
      },
    },
  ];
}

/** The dispensing receipt; the variant follows the data (medicamentos → prescription, materiais → plain). */
export function reciboDispensacao(
  dados: ReciboDispensacaoDados,
  cabecalho: CabecalhoImpressao,
  opcoes: OpcoesImpressao = {},
): TDocumentDefinitions {
  const d = dados;
  const p = papel(RECIBO_LARGURA_CM);
  const operadores = Array.isArray(d.operadores) ? d.operadores.join(', ') : (d.operadores as string | null | undefined);
  const entrega = /^\d{4}-\d{2}-\d{2}$/.test(d.dataEntrega) ? dataBr(d.dataEntrega) : dataHoraBr(d.dataEntrega);
  const content: Content[] = [
    ...cabecalhoBobina(cabecalho, p, { alturaLogo: px(40), unidade: true }),
    titulo('COMPROVANTE DE DISPENSAÇÃO', 10),
    ...(d.dataAtual ? [{ text: `REIMPRESSÃO — ${dataHoraBr(d.dataAtual)}`, bold: true, alignment: 'center' } as Content] : []),
    separador(p),
    { text: [{ text: 'Paciente: ', bold: true }, nomeComSocial(d.pacienteNome, d.pacienteNomeSocial)] },
    ...par(campo('Prontuário', d.prontuario), campo('Nascimento', dataBr(d.dataNascimento))),
    ...campo('Médico', d.medicoNome),
    ...par(campo('Entrega', entrega), campo('Hora', horaCurta(d.horaAtendimento))),
    ...('medicamentos' in d ? medicamentos(d.medicamentos, p) : materiais(d.materiais, p)),
    separador(p),
    ...campo('Atendido por', operadores),
    {
      stack: [
        { canvas: [{ type: 'line', x1: p.util * 0.1, y1: 0, x2: p.util * 0.9, y2: 0, lineWidth: 0.6 }] },
        { text: 'Assinatura do paciente ou responsável', fontSize: 7, alignment: 'center' },
      ],
      margin: [0, mm(8), 0, 0],
    },
    rodapeBobina(cabecalho, d.usuario, opcoes.impressoEm ?? new Date()),
  ];
  return bobina(p, { titulo: 'Comprovante de dispensação', cabecalho }, content, 8);
}
