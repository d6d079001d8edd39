import { formatarProcedimentoSigtap, TIPO_RECEITA_AMBULATORIO_NOME } from '@saude/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../../lib/print/cabecalho.js';
import { documentoA4 } from '../../../lib/print/documento-a4.js';
import { dataBr, dataHoraBr } from '../../../lib/print/formatos.js';
import {
  assinatura,
  comSecao,
  finalizar,
  grade,
  identificacaoPaciente,
  localEData,
  type OpcoesA4,
  paragrafo,
  rotulado,
  secao,
  tabela,
} from '../../../lib/print/modelos/clinico/blocos.js';
import type { OrigemClinica, ProfissionalImpressao } from '../../../lib/print/modelos/clinico/tipos.js';
import type { DetalheAtendimento } from './atendimento.leitura.js';

interface DadosAtendimento {
  origem: OrigemClinica;
  profissional: ProfissionalImpressao | null;
  detalhe: DetalheAtendimento;
}

const periodo = (inicio: string | null, fim: string | null, idadeInicio: string | null, idadeFim: string | null) =>
  [
    inicio ? `${dataBr(inicio)}${idadeInicio ? ` (${idadeInicio})` : ''}` : null,
    fim ? `até ${dataBr(fim)}${idadeFim ? ` (${idadeFim})` : ''}` : null,
  ]
    .filter(Boolean)
    .join(' ') || '-';

/**
 * The outpatient attendance on paper (spec 001 §7 `atendimento`, printable and signable): the patient, the visit,
 * the SOAP, the problems/conditions with their periods and the patient's ages, the pregnancy dating, and what was
 * issued (prescriptions, documents, exams), with the professional's signature.
 */
export function atendimentoImpressao(
  d: DadosAtendimento,
  cab: CabecalhoImpressao,
  o: OpcoesA4 & { identificacao: string },
): TDocumentDefinitions {
  const a = d.detalhe;
  const conteudo: Content[] = [
    ...identificacaoPaciente(d.origem),
    ...comSecao('Atendimento', [
      grade(
        [
          ['Data', dataHoraBr(a.finalizadoEm)],
          ['Unidade', a.unidade],
          ['Especialidade', a.especialidade],
          ['Profissional', a.profissional],
          ['Registro', a.registro],
          ['CBO', a.ocupacaoCodigo],
          ['Situação', a.statusNome],
          [
            'Procedimento faturado',
            a.procedimentoCodigo ? `${formatarProcedimentoSigtap(a.procedimentoCodigo)} ${a.procedimentoNome ?? ''}` : null,
          ],
        ],
        3,
      ),
    ]),
    secao('SOAP'),
    ...paragrafo('Subjetivo', a.subjetivo),
    ...paragrafo('Objetivo', a.objetivo),
    ...paragrafo('Avaliação', a.avaliacao),
    ...paragrafo('Plano', a.plano),
    ...comSecao('Problemas e condições', [
      tabela(
        ['Código', 'Descrição', 'Situação', 'Período'],
        a.problemas.map((p) => [
          `${p.cidCodigo ? `CID ${p.cidCodigo}` : `CIAP ${p.ciapCodigo}`}${p.principal ? ' (principal)' : ''}`,
          p.descricao,
          p.situacaoNome,
          periodo(p.inicioData, p.fimData, p.idadeInicio, p.idadeFim),
        ]),
        ['auto', '*', 'auto', 'auto'],
      ),
    ]),
  ];
  if (a.gestacao)
    conteudo.push(
      ...comSecao('Gestação', [
        grade(
          [
            ['Classificação', a.gestacaoNome],
            ['DUM', a.dum ? dataBr(a.dum) : null],
            ['Ultrassonografia', a.usgData ? `${dataBr(a.usgData)} — ${a.usgSemanas} semanas e ${a.usgDias ?? 0} dias` : null],
            ['Idade gestacional', a.idadeGestacional],
            ['Data provável do parto', a.dpp ? dataBr(a.dpp) : null],
          ],
          3,
        ),
      ]),
    );
  if (a.receitas.length)
    conteudo.push(
      ...comSecao(
        'Receitas',
        a.receitas.map((r) => ({
          stack: [
            { text: TIPO_RECEITA_AMBULATORIO_NOME[r.tipo] ?? r.tipoNome, bold: true },
            ...r.itens.map((i) => ({ text: `${i.descricao} — ${i.quantidade} — ${i.posologia}` })),
          ],
          margin: [0, 0, 0, 4],
        })),
      ),
    );
  if (a.documentos.length) conteudo.push(...comSecao('Documentos emitidos', [{ ul: a.documentos.map((x) => x.tipoNome) }]));
  if (a.exames.length)
    conteudo.push(
      ...comSecao('Exames solicitados', [
        tabela(
          ['Exame', 'SIGTAP', 'Qtd.', 'Justificativa'],
          a.exames.map((e) => [e.nome, formatarProcedimentoSigtap(e.procedimentoCodigo), String(e.quantidade), e.justificativa ?? '-']),
          ['*', 'auto', 'auto', '*'],
        ),
      ]),
    );
  conteudo.push(localEData(d.origem, new Date(a.finalizadoEm)), assinatura(d.profissional, undefined, o.paraAssinatura));
  const def = documentoA4({
    cabecalho: cab,
    titulo: 'ATENDIMENTO AMBULATORIAL',
    subtitulo: `Atendimento nº ${a.id}`,
    conteudo,
    usuario: o.usuario,
    geradoEm: o.impressoEm,
  });
  return finalizar(def, o.identificacao);
}

/**
 * The request for a medicine outside the municipal standard list (receitaMedicaNaoPadronizada): what is prescribed
 * and why, for the pharmacy's committee, signed by the prescriber.
 */
export function naoPadronizadoImpressao(
  d: {
    origem: OrigemClinica;
    profissional: ProfissionalImpressao | null;
    itens: { descricao: string; quantidade: string; posologia: string }[];
    justificativa: string | null;
    em: Date;
  },
  cab: CabecalhoImpressao,
  o: OpcoesA4 & { identificacao: string },
): TDocumentDefinitions {
  const def = documentoA4({
    cabecalho: cab,
    titulo: 'SOLICITAÇÃO DE MEDICAMENTO NÃO PADRONIZADO',
    subtitulo: `${d.origem.sigla} nº ${d.origem.numero}`,
    conteudo: [
      ...identificacaoPaciente(d.origem, false),
      secao('Medicamentos solicitados'),
      tabela(
        ['Medicamento', 'Quantidade', 'Posologia'],
        d.itens.map((i) => [i.descricao, i.quantidade, i.posologia]),
        ['*', 'auto', '*'],
      ),
      secao('Justificativa'),
      { text: d.justificativa ?? '-', lineHeight: 1.3 },
      rotulado('Unidade', d.origem.unidade.nome),
      localEData(d.origem, d.em),
      assinatura(d.profissional, undefined, o.paraAssinatura),
    ],
    usuario: o.usuario,
    geradoEm: o.impressoEm,
  });
  return finalizar(def, o.identificacao);
}
