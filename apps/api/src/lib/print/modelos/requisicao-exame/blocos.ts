import { type AchadosMama, DESCARGA_PAPILAR, QUADRANTE_MAMA } from '@saude/shared';
import type { Content, ContentTable, TableCell } from 'pdfmake/interfaces.js';
import { dataBr } from '../../formatos.js';
import { mm } from '../../pdf.js';
import { nomeComSocial } from '../comum.js';
import {
  bordas,
  cepTexto,
  cnsTexto,
  cpfTexto,
  dataOuBranco,
  linha,
  opcao,
  opcoes,
  pergunta,
  secao,
  sigtapFormatado,
  telefoneTexto,
  vazio,
} from './comum.js';
import type { PacienteRequisicao, ProfissionalRequisicao, RequisicaoExameBase } from './tipos.js';

/**
 * The identification blocks the national forms share: the SISCAN requesting unit, woman and address; the
 * SUS patient of the APAC and SADT; the professional; the breast findings; the requested procedures.
 */

const semAcento = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().trim();

/** The five IBGE colour/race boxes of the forms. */
export const RACA_COR = { BRANCA: 'Branca', PRETA: 'Preta', PARDA: 'Parda', AMARELA: 'Amarela', INDIGENA: 'Indígena' } as const;
export const racaCorChave = (v: string | null | undefined) => (v ? semAcento(v) : null);

export const SEXO = { M: 'Masculino', F: 'Feminino' } as const;

const idadeTexto = (p: PacienteRequisicao) => (vazio(p.idade) ? '' : typeof p.idade === 'number' ? `${p.idade} anos` : String(p.idade));
const nomePaciente = (p: PacienteRequisicao) => nomeComSocial(p.nome, p.nomeSocial);

/** The SISCAN header boxes: UF, CNES, protocol, requesting unit, municipality, record. */
export function unidadeSiscan(d: RequisicaoExameBase): Content {
  const u = d.unidade;
  return secao('Unidade requisitante', [
    linha(
      { rotulo: 'UF', valor: u.uf, largura: mm(12) },
      { rotulo: 'CNES', valor: u.cnes, largura: mm(28) },
      { rotulo: 'Nº do protocolo', valor: d.numero, largura: mm(40) },
      { rotulo: 'Data da solicitação', valor: dataBr(d.dataSolicitacao), largura: mm(30) },
      { rotulo: 'Prontuário', valor: d.paciente.prontuario },
    ),
    linha({ rotulo: 'Unidade requisitante', valor: u.nome }, { rotulo: 'Município', valor: u.municipio, largura: mm(60) }),
  ]);
}

/** "Informação pessoal" and "Dados residenciais" of the SISCAN requests. */
export function pacienteSiscan(p: PacienteRequisicao): Content[] {
  const e = p.endereco ?? {};
  return [
    secao('Informações pessoais', [
      linha(
        { rotulo: 'Nome completo da mulher', valor: nomePaciente(p) },
        { rotulo: 'Cartão SUS', valor: cnsTexto(p.cns), largura: mm(34) },
        { rotulo: 'CPF', valor: cpfTexto(p.cpf), largura: mm(28) },
      ),
      linha(
        { rotulo: 'Nome completo da mãe', valor: p.nomeMae },
        { rotulo: 'Apelido da mulher', valor: p.apelido, largura: mm(34) },
        { rotulo: 'Nacionalidade', valor: p.nacionalidade, largura: mm(28) },
      ),
      linha(
        { rotulo: 'Data de nascimento', valor: dataOuBranco(p.dataNascimento), largura: mm(24) },
        { rotulo: 'Idade', valor: idadeTexto(p), largura: mm(18) },
        { rotulo: 'Raça/cor', conteudo: opcoes(RACA_COR, racaCorChave(p.racaCor), 5) },
        { rotulo: 'Escolaridade', valor: p.escolaridade, largura: mm(50) },
      ),
    ]),
    secao('Dados residenciais', [
      linha(
        { rotulo: 'Logradouro', valor: e.logradouro },
        { rotulo: 'Número', valor: e.numero, largura: mm(18) },
        { rotulo: 'Complemento', valor: e.complemento, largura: mm(40) },
      ),
      linha(
        { rotulo: 'Bairro', valor: e.bairro },
        { rotulo: 'Município', valor: e.municipio },
        { rotulo: 'UF', valor: e.uf, largura: mm(10) },
        { rotulo: 'Código do município', valor: e.ibge, largura: mm(26) },
      ),
      linha(
        { rotulo: 'CEP', valor: cepTexto(e.cep), largura: mm(26) },
        { rotulo: 'Telefone', valor: telefoneTexto(p.telefone), largura: mm(36) },
        { rotulo: 'Ponto de referência', valor: e.pontoReferencia },
      ),
    ]),
  ];
}

/** The professional who requests (or collects), with the signature line. */
export function responsavel(prof: ProfissionalRequisicao, data: string, rotulo = 'Profissional responsável'): Content {
  return secao(rotulo, [
    linha(
      { rotulo: 'Nome', valor: prof.nome },
      { rotulo: 'CNS do profissional', valor: cnsTexto(prof.cns), largura: mm(44) },
      { rotulo: 'Data', valor: dataBr(data), largura: mm(24) },
    ),
    linha(
      { rotulo: 'Conselho / registro', valor: prof.conselho, largura: mm(50) },
      { rotulo: 'CBO', valor: [prof.cbo, prof.cboNome].filter(Boolean).join(' – '), largura: mm(70) },
      { rotulo: 'Assinatura e carimbo', valor: ' ' },
    ),
  ]);
}

function achadosDeUmLado(a: AchadosMama | null | undefined): Content[] {
  const linfonodos = [...(a?.linfonodoAxilar ? ['AXILAR'] : []), ...(a?.linfonodoSupraclavicular ? ['SUPRACLAVICULAR'] : [])];
  return [
    {
      columns: [
        { width: 'auto', columns: [opcao('Lesão papilar', !!a?.lesaoPapilar)] },
        { width: '*', stack: [pergunta('Descarga papilar:', opcoes(DESCARGA_PAPILAR, a?.descargaPapilar ?? null), { emLinha: true })] },
      ],
      columnGap: mm(3),
    },
    pergunta('Nódulo:', opcoes(QUADRANTE_MAMA, a?.nodulo ?? [], 5)),
    pergunta('Espessamento:', opcoes(QUADRANTE_MAMA, a?.espessamento ?? [], 5)),
    pergunta('Linfonodo palpável:', opcoes({ AXILAR: 'Axilar', SUPRACLAVICULAR: 'Supraclavicular' }, linfonodos), { emLinha: true }),
  ];
}

/**
 * SISCAN "Exame clínico das mamas": the same boxes for the right and the left breast, side by side, under the
 * question. Placed straight in its section (not inside another frame): pdfmake adds a page listener per open
 * table cell, and one more level of nesting passes Node's listener limit.
 */
export function achadosMamas(
  enunciado: string,
  direita: AchadosMama | null | undefined,
  esquerda: AchadosMama | null | undefined,
): ContentTable {
  return {
    table: {
      widths: ['*', '*'],
      body: [
        [{ text: enunciado, bold: true, fontSize: 7.5, colSpan: 2 }, { text: '' }],
        [
          { text: 'MAMA DIREITA', bold: true, fontSize: 7.5, alignment: 'center' },
          { text: 'MAMA ESQUERDA', bold: true, fontSize: 7.5, alignment: 'center' },
        ],
        [{ stack: achadosDeUmLado(direita) }, { stack: achadosDeUmLado(esquerda) }],
      ],
      dontBreakRows: true,
    },
    layout: bordas,
  };
}

/** The laboratory's boxes of the SISCAN requests, left blank: the lab fills them when the sample arrives. */
export function laboratorioEmBranco(): Content {
  return secao('Identificação do laboratório (preenchimento do laboratório)', [
    linha(
      { rotulo: 'CNES do laboratório', valor: '', largura: mm(40) },
      { rotulo: 'Nome do laboratório', valor: '' },
      { rotulo: 'Número do exame', valor: '', largura: mm(34) },
      { rotulo: 'Recebido em', valor: '', largura: mm(28) },
    ),
  ]);
}

export const SUBTITULO_SUS = 'Sistema Único de Saúde · Ministério da Saúde';

/** "Rua Dom José, 120 – ap. 2 – Heliópolis". */
export function enderecoLinha(p: PacienteRequisicao): string {
  const e = p.endereco ?? {};
  const rua = e.logradouro && e.numero ? `${e.logradouro}, ${e.numero}` : (e.logradouro ?? '');
  return [rua, e.complemento, e.bairro].filter((x) => !vazio(x)).join(' – ');
}

/** The document of a professional the SUS forms ask for: the CNS, or the CPF when there is no CNS. */
export function documentoProfissional(p: { cns?: string | null; cpf?: string | null }): { tipo: 'CNS' | 'CPF' | null; numero: string } {
  if (!vazio(p.cns)) return { tipo: 'CNS', numero: cnsTexto(p.cns) };
  if (!vazio(p.cpf)) return { tipo: 'CPF', numero: cpfTexto(p.cpf) };
  return { tipo: null, numero: '' };
}

/** The patient of the SUS forms (APAC, SADT): name, CNS, birth, sex, mother, phone, address. */
export function pacienteSus(p: PacienteRequisicao): Content[] {
  const e = p.endereco ?? {};
  return [
    linha(
      { rotulo: 'Nome do paciente', valor: nomePaciente(p) },
      { rotulo: 'Cartão Nacional de Saúde (CNS)', valor: cnsTexto(p.cns), largura: mm(48) },
    ),
    linha(
      { rotulo: 'Data de nascimento', valor: dataOuBranco(p.dataNascimento), largura: mm(28) },
      { rotulo: 'Idade', valor: idadeTexto(p), largura: mm(24) },
      { rotulo: 'Sexo', conteudo: opcoes(SEXO, p.sexo), largura: mm(44) },
      { rotulo: 'CPF', valor: cpfTexto(p.cpf), largura: mm(32) },
      { rotulo: 'Prontuário', valor: p.prontuario },
    ),
    linha(
      { rotulo: 'Nome da mãe', valor: p.nomeMae },
      { rotulo: 'Telefone de contato', valor: telefoneTexto(p.telefone), largura: mm(40) },
    ),
    linha(
      { rotulo: 'Endereço (rua, nº, bairro)', valor: enderecoLinha(p) },
      { rotulo: 'Município', valor: [e.municipio, e.uf].filter((x) => !vazio(x)).join('/'), largura: mm(44) },
      { rotulo: 'CEP', valor: cepTexto(e.cep), largura: mm(24) },
    ),
  ];
}

/** The requested procedures: SIGTAP code, name (with its note), quantity. */
export function procedimentos(
  itens: readonly { codigo: string; nome: string; quantidade: number; observacao?: string | null }[],
  opts: { numerar?: boolean; minimoLinhas?: number } = {},
): ContentTable {
  const corpo: TableCell[][] = itens.map((it, i) => [
    ...(opts.numerar === false ? [] : [{ text: String(i + 1), alignment: 'center' } as TableCell]),
    { text: sigtapFormatado(it.codigo) },
    {
      stack: [{ text: it.nome }, ...(it.observacao ? [{ text: `Obs.: ${it.observacao}`, fontSize: 7, italics: true } as Content] : [])],
    },
    { text: String(it.quantidade), alignment: 'right' },
  ]);
  const colunas = opts.numerar === false ? 3 : 4;
  // blank lines to write further items by hand, as on the paper form
  while (corpo.length < (opts.minimoLinhas ?? 0)) corpo.push(Array.from({ length: colunas }, () => ({ text: ' ' })));
  const cab = [...(opts.numerar === false ? [] : ['Nº']), 'Código do procedimento (SIGTAP)', 'Nome do procedimento', 'Qtde.'];
  return {
    table: {
      headerRows: 1,
      widths: [...(opts.numerar === false ? [] : [mm(8)]), mm(32), '*', mm(14)],
      body: [cab.map((t) => ({ text: t, fontSize: 6.5, bold: true, fillColor: '#eeeeee' })), ...corpo],
    },
    layout: bordas,
  };
}
