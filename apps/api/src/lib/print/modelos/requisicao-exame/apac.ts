import { FORMULARIO_REQUISICAO_EXAME, type ItemRequisicaoExame } from '@saude/shared';
import type { Content, ContentTable, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../cabecalho.js';
import { mm } from '../../pdf.js';
import { documentoProfissional, enderecoLinha, RACA_COR, racaCorChave, SEXO, SUBTITULO_SUS } from './blocos.js';
import {
  cepTexto,
  cidFormatado,
  cnsTexto,
  dataOuBranco,
  linha,
  montar,
  opcoes,
  secao,
  sigtapFormatado,
  telefoneTexto,
  textoLivre,
} from './comum.js';
import type { DadosLaudoApac, OpcoesRequisicaoExame } from './tipos.js';

/** The paper form has room for five secondary procedures (fields 21–35). */
const SECUNDARIOS = 5;
const DOCUMENTO = { CNS: 'CNS', CPF: 'CPF' } as const;

/** Fields 18–35: the main procedure, then the secondary rows (blank ones kept to be written by hand). */
function procedimentosApac(itens: readonly ItemRequisicaoExame[]): Content[] {
  const [principal, ...secundarios] = itens;
  const linhaItem = (n: number, it: ItemRequisicaoExame | undefined): TableCell[] => [
    { stack: [{ text: `${n} – Código do procedimento`, fontSize: 6, color: '#444444' }, { text: it ? sigtapFormatado(it.codigo) : ' ' }] },
    { stack: [{ text: `${n + 1} – Nome do procedimento`, fontSize: 6, color: '#444444' }, { text: it?.nome ?? ' ' }] },
    {
      stack: [
        { text: `${n + 2} – Qtde.`, fontSize: 6, color: '#444444' },
        { text: it ? String(it.quantidade) : ' ', alignment: 'right' },
      ],
    },
  ];
  const tabela = (linhas: TableCell[][]): ContentTable => ({
    table: { widths: [mm(36), '*', mm(16)], body: linhas },
    layout: {
      hLineWidth: () => 0.6,
      vLineWidth: () => 0.6,
      paddingLeft: () => mm(1),
      paddingRight: () => mm(1),
      paddingTop: () => 1,
      paddingBottom: () => 1.5,
    },
  });
  return [
    secao('Procedimento solicitado', [tabela([linhaItem(18, principal)])]),
    secao('Procedimento(s) secundário(s)', [tabela(Array.from({ length: SECUNDARIOS }, (_, i) => linhaItem(21 + i * 3, secundarios[i])))]),
  ];
}

/**
 * "Laudo para solicitação/autorização de procedimento ambulatorial" (APAC; spec 001 §7
 * laudoSolicitacaoAutorizacaoProcedimentoAmbulatorial), numbered 1–55 as the SIA/SUS model: requesting unit,
 * patient, main and secondary procedures, justification with the CIDs, the requester, the authoriser's
 * part (blank until authorised) and the executing unit.
 */
export function laudoSolicitacaoAutorizacaoProcedimentoAmbulatorial(
  d: DadosLaudoApac,
  cab: CabecalhoImpressao,
  o: OpcoesRequisicaoExame,
): TDocumentDefinitions {
  const p = d.paciente;
  const e = p.endereco ?? {};
  const c = d.clinico;
  const a = d.autorizacao ?? {};
  const doc = documentoProfissional(d.profissional);
  const conteudo: Content[] = [
    secao('Identificação do estabelecimento de saúde (solicitante)', [
      linha(
        { rotulo: '1 – Nome do estabelecimento de saúde solicitante', valor: d.unidade.nome },
        { rotulo: '2 – CNES', valor: d.unidade.cnes, largura: mm(36) },
      ),
    ]),
    secao('Identificação do paciente', [
      linha({ rotulo: '3 – Nome do paciente', valor: p.nome }, { rotulo: '4 – Nº do prontuário', valor: p.prontuario, largura: mm(36) }),
      linha(
        { rotulo: '5 – Cartão Nacional de Saúde (CNS)', valor: cnsTexto(p.cns), largura: mm(48) },
        { rotulo: '6 – Data de nascimento', valor: dataOuBranco(p.dataNascimento), largura: mm(28) },
        { rotulo: '7 – Sexo', conteudo: opcoes(SEXO, p.sexo), largura: mm(40) },
        { rotulo: '8 – Raça/cor', conteudo: opcoes(RACA_COR, racaCorChave(p.racaCor), 3) },
      ),
      linha(
        { rotulo: '9 – Nome da mãe', valor: p.nomeMae },
        { rotulo: '10 – Telefone de contato', valor: telefoneTexto(p.telefone), largura: mm(40) },
      ),
      linha(
        { rotulo: '11 – Nome do responsável', valor: p.responsavelNome },
        { rotulo: '12 – Telefone de contato', valor: telefoneTexto(p.responsavelTelefone), largura: mm(40) },
      ),
      linha({ rotulo: '13 – Endereço (rua, nº, bairro)', valor: enderecoLinha(p) }),
      linha(
        { rotulo: '14 – Município de residência', valor: e.municipio },
        { rotulo: '15 – Cód. IBGE município', valor: e.ibge, largura: mm(32) },
        { rotulo: '16 – UF', valor: e.uf, largura: mm(12) },
        { rotulo: '17 – CEP', valor: cepTexto(e.cep), largura: mm(26) },
      ),
    ]),
    ...procedimentosApac(c.itens),
    secao('Justificativa do(s) procedimento(s) solicitado(s)', [
      linha(
        { rotulo: '36 – Descrição do diagnóstico', valor: c.descricaoDiagnostico },
        { rotulo: '37 – CID10 principal', valor: cidFormatado(c.cidPrincipal), largura: mm(24) },
        { rotulo: '38 – CID10 secundário', valor: c.cidSecundario ? cidFormatado(c.cidSecundario) : '', largura: mm(24) },
        {
          rotulo: '39 – CID10 causas associadas',
          valor: c.cidCausasAssociadas ? cidFormatado(c.cidCausasAssociadas) : '',
          largura: mm(28),
        },
      ),
      textoLivre('40 – Observações', c.observacoes, 3),
    ]),
    secao('Solicitação', [
      linha(
        { rotulo: '41 – Nome do profissional solicitante', valor: d.profissional.nome },
        { rotulo: '42 – Data da solicitação', valor: dataOuBranco(d.dataSolicitacao), largura: mm(30) },
      ),
      linha(
        { rotulo: '43 – Documento', conteudo: opcoes(DOCUMENTO, doc.tipo), largura: mm(30) },
        { rotulo: '44 – Nº documento (CNS/CPF) do profissional solicitante', valor: doc.numero, largura: mm(62) },
        { rotulo: '45 – Assinatura e carimbo (nº registro do conselho)', valor: d.profissional.conselho },
      ),
    ]),
    secao('Autorização', [
      linha(
        { rotulo: '46 – Nome do profissional autorizador', valor: a.profissionalNome },
        { rotulo: '47 – Cód. órgão emissor', valor: a.orgaoEmissor, largura: mm(36) },
      ),
      linha(
        { rotulo: '48 – Documento', conteudo: opcoes(DOCUMENTO, a.documentoTipo), largura: mm(30) },
        { rotulo: '49 – Nº documento (CNS/CPF) do autorizador', valor: a.documentoNumero, largura: mm(52) },
        { rotulo: '50 – Data da autorização', valor: dataOuBranco(a.data), largura: mm(30) },
        { rotulo: '51 – Assinatura e carimbo', valor: ' ' },
      ),
      linha(
        { rotulo: '52 – Nº da autorização (APAC)', valor: a.numeroApac, largura: mm(60) },
        {
          rotulo: '53 – Período de validade da APAC',
          valor:
            a.validadeInicio || a.validadeFim
              ? `${dataOuBranco(a.validadeInicio) || '__/__/____'} a ${dataOuBranco(a.validadeFim) || '__/__/____'}`
              : '',
        },
      ),
    ]),
    secao('Identificação do estabelecimento de saúde (executante)', [
      linha(
        { rotulo: '54 – Nome fantasia do estabelecimento de saúde executante', valor: d.unidadeExecutante?.nome },
        { rotulo: '55 – CNES', valor: d.unidadeExecutante?.cnes, largura: mm(36) },
      ),
    ]),
  ];
  return montar(FORMULARIO_REQUISICAO_EXAME.APAC.titulo, `${SUBTITULO_SUS} — SIA/SUS`, conteudo, cab, o);
}
