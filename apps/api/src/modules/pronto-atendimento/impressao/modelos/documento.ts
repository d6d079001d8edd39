import { identificacaoPdfPa, TIPO_DOCUMENTO_CLINICO_NOME, TipoDocumentoClinico } from '@saude/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../../../lib/print/cabecalho.js';
import { documentoA4 } from '../../../../lib/print/documento-a4.js';
import { porExtenso } from '../../../../lib/print/extenso.js';
import { dataBr } from '../../../../lib/print/formatos.js';
import { horaCurta, nomeComSocial } from '../../../../lib/print/modelos/comum.js';
import { mm } from '../../../../lib/print/pdf.js';
import type { DocumentoImpressao } from '../documentos.dados.js';
import { assinatura, finalizar, localEData, type OpcoesA4, paragrafo, rotulado } from './blocos.js';

const corpo = (texto: string): Content => ({
  text: texto,
  fontSize: 11,
  lineHeight: 1.5,
  alignment: 'justify',
  margin: [0, mm(6), 0, mm(3)],
});

/** "Maria da Silva, CPF 529.982.247-25": the patient as a document names them. */
function quem(d: DocumentoImpressao): string {
  const p = d.faa.paciente;
  const doc = p.cpf ? `, CPF ${p.cpf}` : p.cns ? `, CNS ${p.cns}` : '';
  return `${nomeComSocial(p.nome, p.nomeSocial)}${doc}`;
}

const dataDoAtendimento = (d: DocumentoImpressao) => dataBr(d.faa.recepcionadoEm);

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
  const onde = `${d.faa.unidade.nome}`;
  const texto = d.acompanhante
    ? `Declaro, para os devidos fins, que ${d.acompanhante} esteve nesta unidade de saúde (${onde}) no dia ${dia}${periodo}, ` +
      `acompanhando o(a) paciente ${quem(d)}, em atendimento.`
    : `Declaro, para os devidos fins, que ${quem(d)}, esteve nesta unidade de saúde (${onde}) no dia ${dia}${periodo}, em atendimento.`;
  return [corpo(texto), ...paragrafo('Observações', d.texto)];
}

function encaminhamento(d: DocumentoImpressao): Content[] {
  const p = d.faa.paciente;
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

/** Atestado (days also in words, CID only when consented), declaração de comparecimento, encaminhamento, orientações. */
export function documentoImpressao(d: DocumentoImpressao, cab: CabecalhoImpressao, o: OpcoesA4): TDocumentDefinitions {
  const montar = CORPO[d.tipo] ?? orientacao;
  const def = documentoA4({
    cabecalho: cab,
    titulo: (TIPO_DOCUMENTO_CLINICO_NOME[d.tipo] ?? 'Documento').toUpperCase(),
    subtitulo: `FAA nº ${d.faa.numero}`,
    conteudo: [...montar(d), localEData(d.faa, d.em), assinatura(d.profissional)],
    usuario: o.usuario,
    geradoEm: o.impressoEm,
  });
  return finalizar(def, identificacaoPdfPa('DOCUMENTO', d.id));
}
