import { formatCns } from '@saude/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../cabecalho.js';
import { dataBr } from '../formatos.js';
import { mm } from '../pdf.js';
import {
  bobina,
  cabecalhoBobina,
  caixa,
  campo,
  faixa,
  horaCurta,
  nomeComSocial,
  type OpcoesImpressao,
  type Papel,
  papel,
  par,
  px,
  rodapeBobina,
  secao,
  telefones,
  titulo,
} from './comum.js';

/** Transport request slip (spec 001 §3 "Transport request slip"): 10.3 cm paper, 30 px logo. */
export const TRANSPORTE_LARGURA_CM = 10.3;
export const TRANSPORTE_ALTURA_LOGO = px(30);

export interface AcompanhanteTransporte {
  nome: string;
  cns?: string | null;
  telefone?: string | null;
  /** Kinship or relation to the patient ("Filha", "Cuidador"). */
  relacao?: string | null;
}

export interface TransporteDados {
  pacienteNome: string;
  pacienteNomeSocial?: string | null;
  prontuario?: string | number | null;
  /** YYYY-MM-DD. */
  dataNascimento?: string | null;
  telefones?: string | readonly string[] | null;
  destino: string;
  /** The trip reason (consultation, exam, treatment). */
  motivo?: string | null;
  /** Time of the consultation at the destination ('HH:MM[:SS]'). */
  horario?: string | null;
  /** Stop point where the patient boards. */
  ponto?: string | null;
  veiculo?: string | null;
  observacao?: string | null;
  /** At most two (spec); printed only when `opcoes.comprovanteAcompanhante` is set. */
  acompanhantes?: readonly AcompanhanteTransporte[] | null;
  /** A recurring trip's period (YYYY-MM-DD); when absent the single departure is printed. */
  dataInicial?: string | null;
  dataFinal?: string | null;
  dataSaida?: string | null;
  horarioSaida?: string | null;
  /** The user who prints (patient block and footer). */
  usuario: string;
  /** The urgent variant: banner, closing protocol number and regulation confirmation message. */
  urgente?: boolean | null;
  regulacaoSolicitacaoNumero?: string | number | null;
  regulacaoMensagemComprovanteAgendamento?: string | null;
  /** The municipality's protocol message, printed in the warning box. */
  mensagemProtocolo?: string | null;
}

export interface OpcoesTransporte extends OpcoesImpressao {
  /** Prints the companions block (spec: "shown only when comprovanteAcompanhante is set"). */
  comprovanteAcompanhante?: boolean;
}

export const AVISO_TRANSPORTE =
  'Esteja no ponto de embarque com 30 minutos de antecedência, com documento de identidade com foto, o Cartão Nacional de Saúde e este comprovante. Em caso de desistência, avise a Secretaria de Saúde com antecedência para liberar a vaga.';

function acompanhantes(lista: readonly AcompanhanteTransporte[], p: Papel): Content[] {
  return [
    ...secao(lista.length > 1 ? 'Acompanhantes' : 'Acompanhante', p),
    ...lista.slice(0, 2).map(
      (a, i): Content => ({
        stack: [
          ...campo('Nome', a.nome),
          ...par(campo('CNS', a.cns ? formatCns(a.cns) : null), campo('Telefone', telefones(a.telefone))),
          ...campo('Relação', a.relacao),
        ],
        margin: [0, i ? mm(1) : 0, 0, 0],
      }),
    ),
  ];
}

function via(d: TransporteDados, cab: CabecalhoImpressao, p: Papel, opcoes: OpcoesTransporte, impressoEm: Date): Content[] {
  const periodo = d.dataInicial || d.dataFinal;
  return [
    ...cabecalhoBobina(cab, p, { alturaLogo: TRANSPORTE_ALTURA_LOGO, lado: true }),
    titulo('TRANSPORTE', 13),
    ...(d.urgente ? [faixa('SOLICITAÇÃO URGENTE')] : []),
    ...secao('Paciente', p),
    { text: nomeComSocial(d.pacienteNome, d.pacienteNomeSocial), bold: true, fontSize: 10 },
    ...par(campo('Prontuário', d.prontuario), campo('Nascimento', dataBr(d.dataNascimento))),
    ...campo('Telefone', telefones(d.telefones)),
    ...par(campo('Unidade', cab.unidade), campo('Tel. da unidade', telefones(cab.telefone))),
    ...campo('Usuário', d.usuario),
    ...secao('Viagem', p),
    ...campo('Destino', d.destino, { fontSize: 9.5 }),
    ...campo('Motivo', d.motivo),
    ...par(campo('Horário da consulta', horaCurta(d.horario)), campo('Veículo', d.veiculo)),
    ...campo('Ponto de embarque', d.ponto),
    ...(d.observacao ? [caixa([{ text: d.observacao }], 'Observação')] : []),
    ...(opcoes.comprovanteAcompanhante && d.acompanhantes?.length ? acompanhantes(d.acompanhantes, p) : []),
    ...secao(periodo ? 'Período' : 'Saída', p),
    ...(periodo
      ? par(campo('Data inicial', dataBr(d.dataInicial)), campo('Data final', dataBr(d.dataFinal)))
      : par(campo('Data da saída', dataBr(d.dataSaida)), campo('Horário de saída', horaCurta(d.horarioSaida)))),
    ...(d.urgente
      ? [
          ...campo('Protocolo de fechamento', d.regulacaoSolicitacaoNumero, { fontSize: 10, margin: [0, mm(1.5), 0, 0] }),
          ...(d.regulacaoMensagemComprovanteAgendamento ? [caixa([{ text: d.regulacaoMensagemComprovanteAgendamento }], 'Regulação')] : []),
        ]
      : []),
    caixa([{ text: d.mensagemProtocolo || AVISO_TRANSPORTE }], 'ATENÇÃO'),
    rodapeBobina(cab, d.usuario, impressoEm),
  ];
}

/** One transport slip. */
export function transporte(dados: TransporteDados, cabecalho: CabecalhoImpressao, opcoes: OpcoesTransporte = {}): TDocumentDefinitions {
  return transporteLote([dados], cabecalho, opcoes);
}

/** A batch of slips in one PDF, one slip per page (spec: "a multi-page batch of slips"). */
export function transporteLote(
  lista: readonly TransporteDados[],
  cabecalho: CabecalhoImpressao,
  opcoes: OpcoesTransporte = {},
): TDocumentDefinitions {
  if (!lista.length) throw new Error('transporteLote: nenhum comprovante para imprimir');
  const p = papel(TRANSPORTE_LARGURA_CM);
  const impressoEm = opcoes.impressoEm ?? new Date();
  const content = lista.map(
    (d, i): Content => ({ stack: via(d, cabecalho, p, opcoes, impressoEm), ...(i ? { pageBreak: 'before' as const } : {}) }),
  );
  return bobina(p, { titulo: 'TRANSPORTE', cabecalho }, content, 8.5);
}
