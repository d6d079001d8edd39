import { identificacaoPdfPa, StatusAdministracao, StatusPrescricaoItem } from '@saude/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../../../lib/print/cabecalho.js';
import { documentoA4 } from '../../../../lib/print/documento-a4.js';
import { dataBr, dataHoraBr, horaBr } from '../../../../lib/print/formatos.js';
import {
  assinatura,
  bordasCompletas,
  finalizar,
  identificacaoPaciente,
  type OpcoesA4,
  secao,
} from '../../../../lib/print/modelos/clinico/blocos.js';
import { mm } from '../../../../lib/print/pdf.js';
import type { ItemPrescricaoImpressao } from '../faa.dados.js';
import type { CabecalhoFaa } from '../impressao.dados.js';

const HORA = 3_600_000;
/** A checklist covers the first day of an open-ended item; a counted item gets all its doses, up to two days. */
const DOSES_MAXIMAS = 48;
const CAIXAS_POR_LINHA = 6;
/** Boxes left blank for "if necessary" items, to write the time by hand. */
const CAIXAS_SE_NECESSARIO = 6;

/**
 * The times an item is due, from when it was prescribed, every `intervaloHoras`: `quantidadeDoses`
 * doses, or one day's worth while open ("até nova ordem"). A single dose is due once; "se necessário"
 * has no schedule.
 */
export function horariosDoItem(
  item: Pick<ItemPrescricaoImpressao, 'prescritoEm' | 'intervaloHoras' | 'quantidadeDoses' | 'seNecessario'>,
): Date[] {
  if (item.seNecessario) return [];
  const inicio = item.prescritoEm.getTime();
  if (!item.intervaloHoras) return [new Date(inicio)];
  const doses = Math.min(item.quantidadeDoses ?? Math.ceil(24 / item.intervaloHoras), DOSES_MAXIMAS);
  return Array.from({ length: doses }, (_, k) => new Date(inicio + k * item.intervaloHoras! * HORA));
}

/** The administration recorded for a due time: the nearest within half an interval. */
function registroDe(item: ItemPrescricaoImpressao, horario: Date) {
  const janela = ((item.intervaloHoras ?? 1) * HORA) / 2;
  return item.administracoes
    .filter((a) => Math.abs(a.em.getTime() - horario.getTime()) <= janela)
    .sort((a, b) => Math.abs(a.em.getTime() - horario.getTime()) - Math.abs(b.em.getTime() - horario.getTime()))[0];
}

function caixa(hora: string, dia: string | null, registro?: string): Content {
  return {
    stack: [
      ...(dia ? [{ text: dia, fontSize: 6.5 } as Content] : []),
      { text: hora, bold: true, fontSize: 8 },
      { text: registro ?? ' ', fontSize: 6.5, margin: [0, mm(3), 0, 0] },
    ],
    alignment: 'center',
  };
}

function caixas(item: ItemPrescricaoImpressao, diaDe: (d: Date) => string | null): Content {
  const lista: Content[] = item.seNecessario
    ? Array.from({ length: CAIXAS_SE_NECESSARIO }, () => caixa('__:__', null))
    : horariosDoItem(item).map((h) => {
        const r = registroDe(item, h);
        const feito = r ? `${r.status === StatusAdministracao.ADMINISTRADO ? 'feito' : 'não feito'} ${horaBr(r.em)}` : undefined;
        return caixa(horaBr(h), diaDe(h), feito);
      });
  const linhas: Content[][] = [];
  for (let i = 0; i < lista.length; i += CAIXAS_POR_LINHA) {
    const l = lista.slice(i, i + CAIXAS_POR_LINHA);
    while (l.length < CAIXAS_POR_LINHA) l.push({ text: '', border: [false, false, false, false] } as Content);
    linhas.push(l);
  }
  return { table: { widths: Array(CAIXAS_POR_LINHA).fill(38), body: linhas }, layout: bordasCompletas };
}

/**
 * The nursing checklist of the internal prescription (issue 6 step 7): each item with dose, route and
 * interval, a box per due time to tick (with what was already recorded), and blank boxes for the
 * "if necessary" items; suspended items are shown without boxes.
 */
export function prescricaoInternaImpressao(
  faa: CabecalhoFaa,
  itens: ItemPrescricaoImpressao[],
  cab: CabecalhoImpressao,
  o: OpcoesA4,
): TDocumentDefinitions {
  const hoje = dataBr(o.impressoEm ?? new Date());
  // a due time on another day than the print carries its date
  const diaDe = (h: Date) => (dataBr(h) === hoje ? null : dataBr(h).slice(0, 5));
  const corpo: Content[][] = itens.map((it, i) => {
    const suspenso = it.status === StatusPrescricaoItem.SUSPENSO;
    return [
      { text: String(i + 1), bold: true },
      {
        stack: [
          { text: it.descricao, bold: true, decoration: suspenso ? 'lineThrough' : undefined },
          { text: [it.dose, it.via].filter(Boolean).join(' — ') || ' ' },
          ...(it.observacao ? [{ text: it.observacao, fontSize: 7.5 } as Content] : []),
          {
            text: `Prescrito em ${dataHoraBr(it.prescritoEm)}${it.prescritoPor ? ` por ${it.prescritoPor}` : ''}`,
            fontSize: 7,
            color: '#555555',
          },
        ],
      },
      {
        text: it.seNecessario
          ? 'Se necessário'
          : it.intervaloHoras
            ? `${it.intervaloHoras}/${it.intervaloHoras} h${it.quantidadeDoses ? `\n${it.quantidadeDoses} doses` : ''}`
            : 'Dose única',
      },
      suspenso
        ? { text: `SUSPENSO${it.suspensoEm ? ` em ${dataHoraBr(it.suspensoEm)}` : ''}`, bold: true, color: '#a00000' }
        : caixas(it, diaDe),
    ];
  });
  const conteudo: Content[] = [
    ...identificacaoPaciente(faa, false),
    secao('Itens prescritos'),
    itens.length
      ? {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: [14, '*', 62, 'auto'],
            body: [
              ['Nº', 'Medicamento / cuidado', 'Intervalo', 'Horários (marque ao administrar)'].map((t) => ({
                text: t,
                bold: true,
                fillColor: '#e8eef5',
              })),
              ...corpo,
            ],
          },
          layout: bordasCompletas,
        }
      : { text: 'Nenhum item na prescrição interna.', color: '#555555' },
    {
      columns: [
        { width: '*', stack: [assinatura(null, 'Enfermagem — plantão diurno')] },
        { width: '*', stack: [assinatura(null, 'Enfermagem — plantão noturno')] },
      ],
      margin: [0, mm(4), 0, 0],
    },
  ];
  const def = documentoA4({
    cabecalho: cab,
    titulo: 'Prescrição interna — checagem de enfermagem',
    subtitulo: `FAA nº ${faa.numero}`,
    conteudo,
    usuario: o.usuario,
    geradoEm: o.impressoEm,
  });
  return finalizar(def, identificacaoPdfPa('PRESCRICAO', faa.id));
}
