import { TIPO_DOCUMENTO_CLINICO_NOME, TipoDocumentoClinico } from '@saude/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../cabecalho.js';
import { documentoA4 } from '../../documento-a4.js';
import { porExtenso } from '../../extenso.js';
import { dataBr } from '../../formatos.js';
import { mm } from '../../pdf.js';
import { horaCurta, nomeComSocial } from '../comum.js';
import { assinatura, finalizar, localEData, type OpcoesA4, paragrafo, rotulado } from './blocos.js';
import type { OrigemClinica, ProfissionalImpressao } from './tipos.js';

/** A clinical document (certificate, declaration, referral, guidance, medical letter) as every module prints it. */
export interface DocumentoImpressao {
  id: number;
  /** TipoDocumentoClinico, or a module's own kind printed as free text under `titulo` (the medical letter). */
  tipo: number;
  titulo?: string | null;
  em: Date;
  dias: number | null;
  dataInicio: string | null;
  horaInicio: string | null;
  horaFim: string | null;
  acompanhante: string | null;
  /** Printed only when the patient consented (the column is filled only then). */
  cid: { codigo: string; descricao: string } | null;
  especialidade: string | null;
  destino: string | null;
  texto: string | null;
  profissional: ProfissionalImpressao | null;
  origem: OrigemClinica;
  /** The PDF Keywords naming this document. */
  identificacao: string;
}

const corpo = (texto: string): Content => ({
  text: texto,
  fontSize: 11,
  lineHeight: 1.5,
  alignment: 'justify',
  margin: [0, mm(6), 0, mm(3)],
});

/** "Maria da Silva, CPF 529.982.247-25": the patient as a document names them. */
function quem(d: DocumentoImpressao): string {
  const p = d.origem.paciente;
  const doc = p.cpf ? `, CPF ${p.cpf}` : p.cns ? `, CNS ${p.cns}` : '';
  return `${nomeComSocial(p.nome, p.nomeSocial)}${doc}`;
}

const dataDoAtendimento = (d: DocumentoImpressao) => dataBr(d.origem.atendidoEm);

function atestado(d: DocumentoImpressao): Content[] {
  const dias = d.dias ?? 0;
  const inicio = d.dataInicio ? dataBr(d.dataInicio) : dataDoAtendimento(d);
  const c: Content[] = [
    corpo(
      `Atesto, para os devidos fins, que ${quem(d)}, foi atendido(a) nesta unidade em ${dataDoAtendimento(d)} e necessita de ` +
        `${dias} (${porExtenso(dias)}) ${dias === 1 ? 'dia' : 'dias'} de afastamento de suas atividades a partir de ${inicio}.`,
    ),
  ];
  // CFM Res. 1.658/2002: the diagnosis goes on the certificate only with the patient's consent
  if (d.cid) c.push(rotulado('CID-10', `${d.cid.codigo} — ${d.cid.descricao} (informado com autorização do paciente)`));
  c.push(...paragrafo('Observações', d.texto));
  return c;
}

function declaracao(d: DocumentoImpressao): Content[] {
  const periodo =
    d.horaInicio && d.horaFim
      ? `, das ${horaCurta(d.horaInicio)} às ${horaCurta(d.horaFim)}`
      : d.horaInicio
        ? `, a partir das ${horaCurta(d.horaInicio)}`
        : '';
  const dia = d.dataInicio ? dataBr(d.dataInicio) : dataDoAtendimento(d);
  const onde = `${d.origem.unidade.nome}`;
  const texto = d.acompanhante
    ? `Declaro, para os devidos fins, que ${d.acompanhante} esteve nesta unidade de saúde (${onde}) no dia ${dia}${periodo}, ` +
      `acompanhando o(a) paciente ${quem(d)}, em atendimento.`
    : `Declaro, para os devidos fins, que ${quem(d)}, esteve nesta unidade de saúde (${onde}) no dia ${dia}${periodo}, em atendimento.`;
  return [corpo(texto), ...paragrafo('Observações', d.texto)];
}

function encaminhamento(d: DocumentoImpressao): Content[] {
  const p = d.origem.paciente;
  return [
    rotulado('Encaminho ao serviço de', d.especialidade),
    ...(d.destino ? [rotulado('Destino', d.destino)] : []),
    corpo(
      `Encaminho o(a) paciente ${quem(d)}${p.idade ? `, ${p.idade}` : ''}, atendido(a) nesta unidade em ${dataDoAtendimento(d)}, para avaliação e conduta.`,
    ),
    ...paragrafo('Motivo e resumo clínico', d.texto),
  ];
}

function orientacao(d: DocumentoImpressao): Content[] {
  return [rotulado('Paciente', quem(d)), { text: d.texto ?? '', fontSize: 10.5, lineHeight: 1.4, margin: [0, mm(4), 0, 0] }];
}

const CORPO: Record<number, (d: DocumentoImpressao) => Content[]> = {
  [TipoDocumentoClinico.ATESTADO]: atestado,
  [TipoDocumentoClinico.DECLARACAO_COMPARECIMENTO]: declaracao,
  [TipoDocumentoClinico.ENCAMINHAMENTO]: encaminhamento,
  [TipoDocumentoClinico.ORIENTACAO]: orientacao,
};

/** A letter to a colleague (carta médica): to whom, the patient, the text as written. */
function carta(d: DocumentoImpressao): Content[] {
  return [
    rotulado('Paciente', quem(d)),
    ...(d.destino ? [rotulado('Ao(À)', d.destino)] : []),
    { text: d.texto ?? '', fontSize: 10.5, lineHeight: 1.4, margin: [0, mm(4), 0, 0] },
  ];
}

/**
 * Atestado (days also in words, CID only when consented), declaração de comparecimento, encaminhamento,
 * orientações; any other kind (the outpatient medical letter) prints its text under its `titulo`.
 */
export function documentoImpressao(d: DocumentoImpressao, cab: CabecalhoImpressao, o: OpcoesA4): TDocumentDefinitions {
  const montar = CORPO[d.tipo] ?? carta;
  const def = documentoA4({
    cabecalho: cab,
    titulo: (d.titulo ?? TIPO_DOCUMENTO_CLINICO_NOME[d.tipo] ?? 'Documento').toUpperCase(),
    subtitulo: `${d.origem.sigla} nº ${d.origem.numero}`,
    conteudo: [...montar(d), localEData(d.origem, d.em), assinatura(d.profissional, undefined, o.paraAssinatura)],
    usuario: o.usuario,
    geradoEm: o.impressoEm,
  });
  return finalizar(def, d.identificacao);
}
