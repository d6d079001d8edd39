import {
  formatDataBr,
  formatTelefone,
  hojeIso,
  somarDias,
  TIPO_RECEITA_NOME,
  TipoReceita,
  VALIDADE_ANTIMICROBIANO_DIAS,
  VALIDADE_ANTIMICROBIANO_USO_CONTINUO_DIAS,
  VIAS_RECEITA_ANTIMICROBIANO,
} from '@saude/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../cabecalho.js';
import { documentoA4 } from '../../documento-a4.js';
import { quantidadePorExtenso } from '../../extenso.js';
import { mm } from '../../pdf.js';
import { nomeComSocial } from '../comum.js';
import { assinatura, bordasCompletas, finalizar, localEData, type OpcoesA4, rotulado, secao } from './blocos.js';
import type { OrigemClinica, ProfissionalImpressao } from './tipos.js';

/** A take-home prescription as every module prints it. */
export interface ReceitaImpressao {
  id: number;
  /** The Portaria 344/98 form it prints on (TipoReceita). */
  tipo: number;
  /** The title when the module's kind is not the form's name (a non-standard medicine's prescription). */
  titulo?: string | null;
  numeroNotificacao: string | null;
  em: Date;
  prescritor: ProfissionalImpressao | null;
  origem: OrigemClinica;
  /** The PDF Keywords naming this document (identificacaoPdfPa, identificacaoPdfAmbulatorio). */
  identificacao: string;
  itens: {
    descricao: string;
    quantidade: string;
    posologia: string;
    usoContinuo: boolean;
    /** Portaria 344/98 list of a registered medicine ('B1'), when it has one. */
    lista: string | null;
    /** A registered medicine marked antimicrobial (RDC 20/2011): two copies and 10 days of validity. */
    antimicrobiano?: boolean;
  }[];
}

type Item = ReceitaImpressao['itens'][number];

const COR_NOTIFICACAO: Record<number, { faixa: string; texto: string; nome: string }> = {
  [TipoReceita.AZUL]: { faixa: '#1f4e9c', texto: '#ffffff', nome: 'NOTIFICAÇÃO DE RECEITA B' },
  [TipoReceita.AMARELA]: { faixa: '#f2c200', texto: '#000000', nome: 'NOTIFICAÇÃO DE RECEITA A' },
};

const paciente = (r: ReceitaImpressao) => nomeComSocial(r.origem.paciente.nome, r.origem.paciente.nomeSocial);
const enderecoPaciente = (r: ReceitaImpressao) => [r.origem.paciente.endereco, r.origem.paciente.cidade].filter(Boolean).join(' – ') || '-';
const enderecoEmitente = (r: ReceitaImpressao) => {
  const u = r.origem.unidade;
  const cidade = u.cidade ? `${u.cidade}${u.uf ? `/${u.uf}` : ''}` : null;
  return [u.endereco, cidade, u.telefone ? `Tel.: ${formatTelefone(u.telefone)}` : null].filter(Boolean).join(' – ');
};

function itemLinha(item: Item, n: number, extenso: boolean): Content {
  return {
    stack: [
      {
        columns: [
          { text: `${n}. ${item.descricao}`, bold: true, width: '*' },
          { text: extenso ? quantidadePorExtenso(item.quantidade) : item.quantidade, width: 'auto', alignment: 'right' },
        ],
      },
      { text: item.posologia, margin: [mm(4), mm(0.5), 0, 0] },
      ...(item.usoContinuo ? [{ text: 'Uso contínuo', italics: true, margin: [mm(4), 0, 0, 0] } as Content] : []),
    ],
    margin: [0, mm(1.5), 0, mm(1.5)],
    unbreakable: true,
  };
}

/** Labelled blanks to be filled in at the pharmacy (Portaria 344/98, comprador/fornecedor): the line takes what the label leaves. */
function quadro(titulo: string, campos: string[][]): Content {
  const linha = (rotulos: string[]): Content => ({
    table: {
      widths: rotulos.flatMap(() => ['auto', '*']),
      body: [
        rotulos.flatMap((r) => [
          { text: `${r}:`, bold: true, border: [false, false, false, false] },
          { text: ' ', border: [false, false, false, true] },
        ]),
      ],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0,
      paddingLeft: () => 1,
      paddingRight: () => 2,
      paddingTop: () => 4,
      paddingBottom: () => 1,
    },
  });
  return {
    table: {
      widths: ['*'],
      body: [[{ text: titulo, bold: true, fillColor: '#eeeeee' }], [{ stack: campos.map(linha) }]],
    },
    layout: bordasCompletas,
    margin: [0, mm(2), 0, 0],
    unbreakable: true,
  };
}

const COMPRADOR = [['Nome'], ['Ident.', 'Órg. emissor'], ['Endereço'], ['Cidade', 'UF'], ['Telefone']];
const FORNECEDOR = [['Nome do farmacêutico'], ['Assinatura', 'Data']];
const compradorFornecedor = (): Content => ({
  columns: [
    { width: '*', stack: [quadro('IDENTIFICAÇÃO DO COMPRADOR', COMPRADOR)] },
    { width: '*', stack: [quadro('IDENTIFICAÇÃO DO FORNECEDOR', FORNECEDOR)] },
  ],
  columnGap: mm(3),
});

function emitente(r: ReceitaImpressao): Content {
  return {
    table: {
      widths: ['*'],
      body: [
        [{ text: 'IDENTIFICAÇÃO DO EMITENTE', bold: true, fillColor: '#eeeeee' }],
        [
          {
            stack: [
              rotulado('Nome', r.prescritor?.nome),
              rotulado('Registro', r.prescritor?.registro),
              rotulado('Unidade', `${r.origem.unidade.nome}${r.origem.unidade.cnes ? ` — CNES ${r.origem.unidade.cnes}` : ''}`),
              rotulado('Endereço', enderecoEmitente(r)),
            ],
          },
        ],
      ],
    },
    layout: bordasCompletas,
  };
}

function pacienteBloco(r: ReceitaImpressao, comEndereco: boolean): Content[] {
  return [rotulado('Paciente', paciente(r)), ...(comEndereco ? [rotulado('Endereço', enderecoPaciente(r))] : [])];
}

const temAntimicrobiano = (r: ReceitaImpressao) => r.itens.some((i) => i.antimicrobiano);

/**
 * RDC 20/2011 (decision 0022): an antimicrobial prescription is valid for 10 days from its issue, or 90 for the
 * items marked for continuous use; the print says until when, in the issuing zone's calendar.
 */
function validadeAntimicrobiano(r: ReceitaImpressao): Content[] {
  if (!temAntimicrobiano(r)) return [];
  const emissao = hojeIso(r.em);
  const ate = (dias: number) => formatDataBr(somarDias(emissao, dias));
  const continuo = r.itens.some((i) => i.antimicrobiano && i.usoContinuo);
  return [
    {
      text: [
        { text: 'Antimicrobiano — validade: ', bold: true },
        `${VALIDADE_ANTIMICROBIANO_DIAS} dias a contar da emissão (até ${ate(VALIDADE_ANTIMICROBIANO_DIAS)})`,
        continuo
          ? `; uso contínuo: retiradas em até ${VALIDADE_ANTIMICROBIANO_USO_CONTINUO_DIAS} dias (até ${ate(VALIDADE_ANTIMICROBIANO_USO_CONTINUO_DIAS)})`
          : '',
        '. RDC Anvisa 20/2011.',
      ],
      margin: [0, mm(3), 0, 0],
    },
  ];
}

/** Receita comum: the patient, the numbered items and the prescriber's signature. */
function comum(r: ReceitaImpressao, o: OpcoesA4, via?: string): Content[] {
  return [
    ...(via
      ? [{ text: via, bold: true, alignment: 'right' as const, margin: [0, 0, 0, mm(1.5)] as [number, number, number, number] }]
      : []),
    ...pacienteBloco(r, false),
    rotulado(r.origem.sigla, String(r.origem.numero)),
    secao('Prescrição'),
    ...r.itens.map((it, i) => itemLinha(it, i + 1, false)),
    ...validadeAntimicrobiano(r),
    localEData(r.origem, r.em),
    assinatura(r.prescritor, undefined, o.paraAssinatura),
  ];
}

/** A common prescription with an antimicrobial comes out in two copies (RDC 20/2011): one kept by the pharmacy. */
function comumEmDuasVias(r: ReceitaImpressao, o: OpcoesA4): Content[] {
  return VIAS_RECEITA_ANTIMICROBIANO.flatMap((via, i): Content[] =>
    i ? [{ text: '', pageBreak: 'before' }, ...comum(r, o, via)] : comum(r, o, via),
  );
}

/** Receituário de controle especial (Portaria 344/98 art. 52): one copy per page, "1ª via farmácia / 2ª via paciente". */
function especial(r: ReceitaImpressao, o: OpcoesA4): Content[] {
  return ['1ª via — Farmácia', '2ª via — Paciente'].flatMap((via, i): Content[] => [
    {
      columns: [
        { text: 'RECEITUÁRIO DE CONTROLE ESPECIAL', bold: true, fontSize: 11, width: '*' },
        { text: via, bold: true, alignment: 'right', width: 'auto' },
      ],
      ...(i ? { pageBreak: 'before' as const } : {}),
      margin: [0, 0, 0, mm(1.5)],
    },
    emitente(r),
    { text: '', margin: [0, mm(1), 0, 0] },
    ...pacienteBloco(r, true),
    secao('Prescrição'),
    ...r.itens.map((it, n) => itemLinha(it, n + 1, true)),
    ...validadeAntimicrobiano(r),
    localEData(r.origem, r.em),
    assinatura(r.prescritor, 'Assinatura do médico', o.paraAssinatura),
    compradorFornecedor(),
  ]);
}

/** Notificação de receita A (amarela) or B (azul), one medicine per form (Portaria 344/98 arts. 40 and 45). */
function notificacao(r: ReceitaImpressao, o: OpcoesA4): Content[] {
  const cor = COR_NOTIFICACAO[r.tipo] ?? (COR_NOTIFICACAO[TipoReceita.AZUL] as { faixa: string; texto: string; nome: string });
  return r.itens.flatMap((item, i): Content[] => [
    {
      table: {
        widths: ['*', 'auto', 'auto'],
        body: [
          [
            { text: cor.nome, bold: true, fontSize: 12, color: cor.texto },
            { text: `UF: ${r.origem.unidade.uf ?? '__'}`, bold: true, color: cor.texto },
            { text: `Nº ${r.numeroNotificacao ?? '____________'}`, bold: true, fontSize: 11, color: cor.texto },
          ],
        ],
      },
      layout: { fillColor: () => cor.faixa, hLineWidth: () => 0, vLineWidth: () => 0, paddingTop: () => 5, paddingBottom: () => 5 },
      ...(i ? { pageBreak: 'before' as const } : {}),
    },
    { text: '', margin: [0, mm(1), 0, 0] },
    emitente(r),
    {
      table: {
        widths: ['*'],
        body: [
          [{ text: 'PACIENTE', bold: true, fillColor: '#eeeeee' }],
          [{ stack: [rotulado('Nome', paciente(r)), rotulado('Endereço', enderecoPaciente(r))] }],
          [{ text: 'MEDICAMENTO OU SUBSTÂNCIA', bold: true, fillColor: '#eeeeee' }],
          [
            {
              stack: [
                { text: item.descricao, bold: true, fontSize: 10 },
                ...(item.lista ? [rotulado('Lista (Portaria 344/98)', item.lista)] : []),
                rotulado('Quantidade e forma farmacêutica', quantidadePorExtenso(item.quantidade)),
                rotulado('Posologia', item.posologia),
              ],
            },
          ],
        ],
      },
      layout: bordasCompletas,
      margin: [0, mm(1.5), 0, 0],
    },
    localEData(r.origem, r.em),
    assinatura(r.prescritor, 'Assinatura do médico', o.paraAssinatura),
    compradorFornecedor(),
  ]);
}

/**
 * The four take-home prescription forms of Portaria SVS/MS 344/98 (TipoReceita): comum (in two copies with its
 * validity when it holds an antimicrobial, RDC 20/2011); controle
 * especial in two copies; notificação B (azul) and A (amarela) with the notification number, the
 * prescriber, the patient, the medicine and its quantity in numbers and words, and the
 * buyer/supplier blocks filled in at the pharmacy.
 */
export function receitaImpressao(r: ReceitaImpressao, cab: CabecalhoImpressao, o: OpcoesA4): TDocumentDefinitions {
  const conteudo =
    r.tipo === TipoReceita.ESPECIAL
      ? especial(r, o)
      : r.tipo === TipoReceita.AZUL || r.tipo === TipoReceita.AMARELA
        ? notificacao(r, o)
        : temAntimicrobiano(r)
          ? comumEmDuasVias(r, o)
          : comum(r, o);
  const def = documentoA4({
    cabecalho: cab,
    titulo: r.titulo ?? TIPO_RECEITA_NOME[r.tipo] ?? 'Receita',
    subtitulo: `${r.origem.sigla} nº ${r.origem.numero}`,
    conteudo,
    usuario: o.usuario,
    geradoEm: o.impressoEm,
  });
  return finalizar(def, r.identificacao);
}
