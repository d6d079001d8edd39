import {
  BI_RADS,
  CARACTERISTICA_LESAO_MAMA,
  CIRURGIA_MAMA,
  DETECCAO_LESAO,
  EXAMINADA_ANTES,
  INDICACAO_MAMOGRAFIA,
  LADO_MAMA,
  MAMOGRAFIA_DIAGNOSTICA,
  MAMOGRAFIA_RASTREAMENTO,
  PROCEDIMENTO_HISTOPATOLOGICO_MAMA,
  QUADRANTE_MAMA,
  type RequisicaoMamografia,
  SIM_NAO_NAO_SABE,
  TITULO_EXAME_MAMA,
} from '@saude/shared';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../cabecalho.js';
import { decimalBr } from '../../formatos.js';
import { mm } from '../../pdf.js';
import { achadosMamas, laboratorioEmBranco, pacienteSiscan, responsavel, unidadeSiscan } from './blocos.js';
import { dataOuBranco, escrito, linha, marca, moldura, montar, opcoes, pergunta, SUBTITULO_SISCAN, secao, simNao } from './comum.js';
import type { DadosRequisicaoHistopatologicoMamografia, OpcoesRequisicaoExame } from './tipos.js';

type Cirurgia = RequisicaoMamografia['cirurgias'][number];

/** One surgery of the list: its name, then a box and the year for each breast (SISCAN question 6). */
function cirurgiaCelulas(tipo: string, nome: string, feitas: readonly Cirurgia[]): TableCell[] {
  const lado = (l: 'DIREITA' | 'ESQUERDA'): TableCell => {
    const c = feitas.find((x) => x.tipo === tipo && x.lado === l);
    return {
      columns: [
        { width: 8, stack: [marca(!!c)], margin: [0, 1, 0, 0] },
        { width: '*', text: c?.ano ? String(c.ano) : '' },
      ],
    };
  };
  return [{ text: nome, fontSize: 7 }, lado('DIREITA'), lado('ESQUERDA')];
}

function cirurgias(feitas: readonly Cirurgia[]): Content {
  const tipos = Object.entries(CIRURGIA_MAMA);
  const metade = Math.ceil(tipos.length / 2);
  // fresh nodes for each half: pdfmake writes into the nodes it lays out, so one object cannot appear twice
  const cab = (): TableCell[] => ['Cirurgia', 'Dir. (ano)', 'Esq. (ano)'].map((t) => ({ text: t, bold: true, fontSize: 6.5 }));
  const body: TableCell[][] = [[...cab(), ...cab()]];
  for (let i = 0; i < metade; i++) {
    const a = tipos[i];
    const b = tipos[i + metade];
    body.push([
      ...(a ? cirurgiaCelulas(a[0], a[1], feitas) : [{ text: '' }, { text: '' }, { text: '' }]),
      ...(b ? cirurgiaCelulas(b[0], b[1], feitas) : [{ text: '' }, { text: '' }, { text: '' }]),
    ]);
  }
  return {
    table: { widths: ['*', mm(15), mm(15), '*', mm(15), mm(15)], body },
    layout: { hLineWidth: () => 0, vLineWidth: (i) => (i === 3 ? 0.4 : 0), paddingTop: () => 0.5, paddingBottom: () => 0.5 },
  };
}

function anamnese(c: RequisicaoMamografia): Content {
  const snn = (v: string) => opcoes(SIM_NAO_NAO_SABE, v);
  const nodulo = [...(c.noduloDireita ? ['DIREITA'] : []), ...(c.noduloEsquerda ? ['ESQUERDA'] : [])];
  return secao('Dados da anamnese', [
    moldura([
      pergunta(
        '1. Tem nódulo ou caroço na mama?',
        opcoes({ DIREITA: 'Sim, mama direita', ESQUERDA: 'Sim, mama esquerda', NAO: 'Não' }, nodulo.length ? nodulo : ['NAO']),
        { emLinha: true },
      ),
      pergunta('2. Apresenta risco elevado para câncer de mama?', snn(c.riscoElevado), { emLinha: true }),
      pergunta(
        '3. Antes desta consulta, teve as mamas examinadas por um profissional de saúde?',
        opcoes(EXAMINADA_ANTES, c.examinadaAntes),
      ),
      pergunta('4. Fez mamografia alguma vez?', snn(c.fezMamografia), {
        emLinha: true,
        extra: escrito('Quando fez a última? (ano)', c.anoUltimaMamografia),
      }),
      pergunta('5. Fez radioterapia na mama ou no plastrão?', snn(c.fezRadioterapia), {
        emLinha: true,
        extra: {
          columns: [escrito('Direita (ano)', c.anoRadioterapiaDireita), escrito('Esquerda (ano)', c.anoRadioterapiaEsquerda)],
          columnGap: mm(4),
        },
      }),
      pergunta('6. Fez cirurgia de mama?', simNao(c.cirurgias.length > 0), { emLinha: true }),
      cirurgias(c.cirurgias),
    ]),
  ]);
}

function indicacaoMamografia(c: RequisicaoMamografia): Content {
  return secao(
    'Indicação clínica',
    [
      moldura([
        pergunta('7. Indicação:', opcoes(INDICACAO_MAMOGRAFIA, c.indicacao), { emLinha: true }),
        pergunta('Mamografia diagnóstica:', opcoes(MAMOGRAFIA_DIAGNOSTICA, c.diagnostica, 2)),
      ]),
      achadosMamas('8. Exame clínico das mamas (achados):', c.achadosDireita, c.achadosEsquerda),
      moldura([pergunta('9. Mamografia de rastreamento:', opcoes(MAMOGRAFIA_RASTREAMENTO, c.rastreamento))]),
    ],
    { inteira: false },
  );
}

function histopatologico(c: RequisicaoMamografia): Content {
  const h = c.histopatologico;
  return secao('Dados do exame histopatológico', [
    moldura([
      pergunta('7. Detecção da lesão:', opcoes(DETECCAO_LESAO, h?.deteccaoLesao), { emLinha: true }),
      pergunta('8. Característica da lesão:', opcoes(CARACTERISTICA_LESAO_MAMA, h?.caracteristica, 4)),
      pergunta('9. Classificação radiológica (BI-RADS®):', opcoes(BI_RADS, h?.biRads), { emLinha: true }),
      pergunta('10. Procedimento cirúrgico / material enviado:', opcoes(PROCEDIMENTO_HISTOPATOLOGICO_MAMA, h?.procedimento, 2)),
      pergunta('11. Procedente de:', opcoes(LADO_MAMA, h?.lado), { emLinha: true }),
      pergunta('12. Localização da lesão:', opcoes(QUADRANTE_MAMA, h?.localizacao), { emLinha: true }),
      pergunta('13. Tamanho da lesão:', escrito('cm', h?.tamanhoLesaoCm == null ? null : decimalBr(h.tamanhoLesaoCm)), { emLinha: true }),
    ]),
    linha({ rotulo: 'Data da coleta', valor: dataOuBranco(h?.dataColeta), largura: 90 }, { rotulo: 'Observação', valor: ' ' }),
  ]);
}

/**
 * The spec's requisicaoExameHistopatologicoMamografia: the SISCAN "Requisição de mamografia" (anamnesis,
 * clinical indication: diagnostic with the findings of each breast, or screening), or, with
 * `exame: 'HISTOPATOLOGICO'`, the breast histopathology request (same anamnesis; lesion, BI-RADS and the
 * material sent instead of the indication).
 */
export function requisicaoExameHistopatologicoMamografia(
  d: DadosRequisicaoHistopatologicoMamografia,
  cab: CabecalhoImpressao,
  o: OpcoesRequisicaoExame,
): TDocumentDefinitions {
  const c = d.clinico;
  const mamografia = c.exame === 'MAMOGRAFIA';
  const conteudo: Content[] = [
    unidadeSiscan(d),
    ...pacienteSiscan(d.paciente),
    anamnese(c),
    mamografia ? indicacaoMamografia(c) : histopatologico(c),
    responsavel(d.profissional, d.dataSolicitacao, 'Responsável pela requisição'),
    ...(mamografia ? [] : [laboratorioEmBranco()]),
  ];
  return montar(TITULO_EXAME_MAMA[c.exame], SUBTITULO_SISCAN, conteudo, cab, o);
}
