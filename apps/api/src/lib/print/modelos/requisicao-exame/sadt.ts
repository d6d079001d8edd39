import { CARATER_SADT, FORMULARIO_REQUISICAO_EXAME } from '@saude/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../cabecalho.js';
import { dataBr } from '../../formatos.js';
import { mm } from '../../pdf.js';
import { pacienteSus, procedimentos, responsavel, SUBTITULO_SUS } from './blocos.js';
import { cidTexto, dataOuBranco, linha, montar, opcoes, secao, textoLivre } from './comum.js';
import type { DadosFichaSadt, DadosSolicitacaoExameSadt, OpcoesRequisicaoExame, RequisicaoExameBase } from './tipos.js';

function unidadeSolicitante(d: RequisicaoExameBase, extra: Parameters<typeof linha>[number][] = []): Content {
  const u = d.unidade;
  return secao('Unidade solicitante', [
    linha(
      { rotulo: 'Unidade solicitante', valor: u.nome },
      { rotulo: 'CNES', valor: u.cnes, largura: mm(26) },
      { rotulo: 'Município/UF', valor: [u.municipio, u.uf].filter(Boolean).join('/'), largura: mm(44) },
    ),
    linha(
      { rotulo: 'Nº da requisição', valor: d.numero, largura: mm(40) },
      { rotulo: 'Data da solicitação', valor: dataBr(d.dataSolicitacao), largura: mm(30) },
      ...extra,
    ),
  ]);
}

/**
 * "Ficha de requisição de serviço auxiliar de diagnose e terapia" (SADT; spec 001 §7
 * fichaRequisicaoServicoAuxiliarDiagnoseTerapia): requesting unit and character, patient, the procedures,
 * justification with CIDs, requester, the regulation's authorisation and the executing unit's receipt.
 */
export function fichaRequisicaoServicoAuxiliarDiagnoseTerapia(
  d: DadosFichaSadt,
  cab: CabecalhoImpressao,
  o: OpcoesRequisicaoExame,
): TDocumentDefinitions {
  const c = d.clinico;
  const a = d.autorizacao ?? {};
  const conteudo: Content[] = [
    unidadeSolicitante(d, [{ rotulo: 'Caráter do atendimento', conteudo: opcoes(CARATER_SADT, c.carater) }]),
    secao('Identificação do paciente', pacienteSus(d.paciente)),
    secao('Procedimentos solicitados', [procedimentos(c.itens, { minimoLinhas: 5 })], { inteira: false }),
    secao('Justificativa', [
      linha(
        { rotulo: 'CID-10 principal', valor: cidTexto(d, c.cidPrincipal) },
        { rotulo: 'CID-10 secundário', valor: cidTexto(d, c.cidSecundario) },
      ),
      textoLivre('Indicação clínica / resumo do caso', c.indicacaoClinica),
      ...(c.observacoes ? [textoLivre('Observações', c.observacoes)] : []),
    ]),
    responsavel(d.profissional, d.dataSolicitacao, 'Profissional solicitante'),
    secao('Autorização (regulação)', [
      linha(
        { rotulo: 'Nº da autorização', valor: a.numero, largura: mm(40) },
        { rotulo: 'Data', valor: dataOuBranco(a.data), largura: mm(26) },
        { rotulo: 'Autorizador', valor: a.autorizador },
        { rotulo: 'Assinatura e carimbo', valor: ' ', largura: mm(50) },
      ),
    ]),
    secao('Unidade executante', [
      linha(
        { rotulo: 'Unidade executante', valor: d.unidadeExecutante?.nome },
        { rotulo: 'CNES', valor: d.unidadeExecutante?.cnes, largura: mm(26) },
        { rotulo: 'Data da realização', valor: ' ', largura: mm(28) },
        { rotulo: 'Assinatura do paciente ou responsável', valor: ' ', largura: mm(56) },
      ),
    ]),
  ];
  return montar(FORMULARIO_REQUISICAO_EXAME.SADT.titulo, SUBTITULO_SUS, conteudo, cab, o);
}

/**
 * The SADT exam request (spec 001 §7 servicoAnaliseDiagnosticoTerapiaSolicitacaoExame): the doctor's plain
 * request of exams — patient, the exams with their notes or preparation, indication and CID, signature.
 */
export function servicoAnaliseDiagnosticoTerapiaSolicitacaoExame(
  d: DadosSolicitacaoExameSadt,
  cab: CabecalhoImpressao,
  o: OpcoesRequisicaoExame,
): TDocumentDefinitions {
  const c = d.clinico;
  const conteudo: Content[] = [
    unidadeSolicitante(d),
    secao('Paciente', pacienteSus(d.paciente)),
    secao(`Exames solicitados (${c.itens.length})`, [procedimentos(c.itens)], { inteira: false }),
    secao('Indicação clínica', [
      linha({ rotulo: 'CID-10', valor: cidTexto(d, c.cidPrincipal) }),
      textoLivre('Indicação clínica', c.indicacaoClinica),
      ...(c.observacoes ? [textoLivre('Observações', c.observacoes)] : []),
    ]),
    responsavel(d.profissional, d.dataSolicitacao, 'Profissional solicitante'),
  ];
  return montar(FORMULARIO_REQUISICAO_EXAME.SADT_SOLICITACAO_EXAME.titulo, SUBTITULO_SUS, conteudo, cab, o);
}
