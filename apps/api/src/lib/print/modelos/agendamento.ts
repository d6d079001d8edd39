import { formatCep } from '@saude/shared';
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

/** Scheduling request slip (spec 001 §3 "Scheduling request slip"): 8 cm or 10.3 cm paper. */
export const AGENDAMENTO_LARGURAS_CM = [8, 10.3] as const;
export type LarguraAgendamento = (typeof AGENDAMENTO_LARGURAS_CM)[number];

export interface ExameIncluido {
  codigo: string;
  nome: string;
  /** Notes of the request, or the preparation the patient must follow (fasting, full bladder). */
  observacao?: string | null;
  preparo?: string | null;
}

/**
 * The spec's flat field list: the requesting unit's address fields have no suffix; the laboratory's,
 * the collection place's and the executing unit's carry the suffixes Laboratorio, Coleta, Executante.
 */
export interface AgendamentoDados {
  pacienteNome: string;
  /** `nomeSocial` is the spec's other spelling of the same field. */
  pacienteNomeSocial?: string | null;
  nomeSocial?: string | null;
  prontuario?: string | number | null;
  dataNascimento?: string | null;
  /** Age as the module words it ("67 anos"). */
  idade?: string | number | null;
  /** The requesting physician. */
  medicoNome?: string | null;
  /** The professional who scheduled or will perform. */
  profissionalNome?: string | null;
  nomeResponsavel?: string | null;

  unidade?: string | null;
  unidadeSolicitante?: string | null;
  tipo?: string | null;
  endereco?: string | null;
  numeroEndereco?: string | null;
  bairro?: string | null;
  cep?: string | null;
  telefone?: string | null;

  laboratorio?: string | null;
  tipoLaboratorio?: string | null;
  enderecoLaboratorio?: string | null;
  numeroEnderecoLaboratorio?: string | null;
  bairroLaboratorio?: string | null;
  cepLaboratorio?: string | null;
  telefoneLaboratorio?: string | null;

  localColeta?: string | null;
  tipoColeta?: string | null;
  enderecoColeta?: string | null;
  numeroEnderecoColeta?: string | null;
  bairroColeta?: string | null;
  cepColeta?: string | null;
  telefoneColeta?: string | null;

  unidadeExecutante?: string | null;
  tipoExecutante?: string | null;
  enderecoExecutante?: string | null;
  numeroEnderecoExecutante?: string | null;
  bairroExecutante?: string | null;
  cepExecutante?: string | null;
  telefoneExecutante?: string | null;

  agendamentoNumero: string | number;
  /** Date of the exam or consultation (YYYY-MM-DD). */
  data?: string | null;
  horaExame?: string | null;
  /** When the result is delivered (YYYY-MM-DD). */
  dataEntrega?: string | null;
  grupoExameNome?: string | null;
  observacao?: string | null;
  mensagemProtocolo?: string | null;
  /** The user who prints. */
  usuario: string;
  urgente?: boolean | null;
  regulacaoMensagemComprovanteAgendamento?: string | null;
  regulacaoProtocoloFechamento?: string | number | null;
  examesIncluido?: readonly ExameIncluido[] | null;
}

export interface OpcoesAgendamento extends OpcoesImpressao {
  /** Paper width in cm: 8 (receipt printer) or 10.3 (slip printer). */
  largura: LarguraAgendamento;
}

interface Endereco {
  tipo?: string | null;
  endereco?: string | null;
  numeroEndereco?: string | null;
  bairro?: string | null;
  cep?: string | null;
  telefone?: string | null;
}

/** "Rua Dom José, 120 – Heliópolis – CEP 55.295-000 – Tel.: (87) 3761-1234". */
export function enderecoTexto(e: Endereco): string {
  const rua = [e.tipo, e.endereco].filter(Boolean).join(' ');
  const partes = [
    rua && e.numeroEndereco ? `${rua}, ${e.numeroEndereco}` : rua,
    e.bairro,
    e.cep ? `CEP ${formatCep(e.cep)}` : '',
    e.telefone ? `Tel.: ${telefones(e.telefone)}` : '',
  ];
  return partes.filter(Boolean).join(' – ');
}

function local(rotulo: string, nome: string | null | undefined, e: Endereco): Content[] {
  const end = enderecoTexto(e);
  if (!nome && !end) return [];
  return [{ stack: [...campo(rotulo, nome || '-'), ...(end ? [{ text: end, fontSize: 7 } as Content] : [])], margin: [0, 0, 0, mm(0.8)] }];
}

function exames(lista: readonly ExameIncluido[], p: Papel): Content[] {
  return [
    ...secao(`Exames (${lista.length})`, p),
    ...lista.map(
      (e): Content => ({
        stack: [
          { text: [{ text: `${e.codigo}  `, bold: true }, e.nome] },
          ...(e.preparo ? [{ text: `Preparo: ${e.preparo}`, fontSize: 7, italics: true } as Content] : []),
          ...(e.observacao ? [{ text: `Obs.: ${e.observacao}`, fontSize: 7, italics: true } as Content] : []),
        ],
        margin: [0, 0, 0, mm(0.8)],
      }),
    ),
  ];
}

/** "Pedido do Agendamento" on 8 cm or 10.3 cm paper. */
export function pedidoAgendamento(dados: AgendamentoDados, cabecalho: CabecalhoImpressao, opcoes: OpcoesAgendamento): TDocumentDefinitions {
  const d = dados;
  const estreito = opcoes.largura === 8;
  const p = papel(opcoes.largura);
  const content: Content[] = [
    ...cabecalhoBobina(cabecalho, p, { alturaLogo: px(30), lado: !estreito }),
    titulo('Pedido do Agendamento', estreito ? 11 : 12),
    ...(d.urgente ? [faixa('URGENTE')] : []),
    {
      text: [
        { text: 'Nº ', bold: true },
        { text: String(d.agendamentoNumero), bold: true, fontSize: 12 },
      ],
      alignment: 'center',
    },
    ...secao('Paciente', p),
    { text: nomeComSocial(d.pacienteNome, d.pacienteNomeSocial ?? d.nomeSocial), bold: true, fontSize: 9.5 },
    ...par(
      campo('Prontuário', d.prontuario),
      campo('Nascimento', [dataBr(d.dataNascimento), d.idade ? `(${d.idade})` : ''].filter(Boolean).join(' ')),
    ),
    ...campo('Responsável', d.nomeResponsavel),
    ...campo('Médico solicitante', d.medicoNome),
    ...campo('Profissional', d.profissionalNome),
    ...secao('Agendamento', p),
    ...campo('Grupo de exames', d.grupoExameNome),
    ...par(campo('Data', dataBr(d.data)), campo('Hora', horaCurta(d.horaExame))),
    ...campo('Entrega do resultado', dataBr(d.dataEntrega)),
    ...campo('Unidade', d.unidade),
    ...local('Unidade solicitante', d.unidadeSolicitante, d),
    ...local('Local de coleta', d.localColeta, {
      tipo: d.tipoColeta,
      endereco: d.enderecoColeta,
      numeroEndereco: d.numeroEnderecoColeta,
      bairro: d.bairroColeta,
      cep: d.cepColeta,
      telefone: d.telefoneColeta,
    }),
    ...local('Laboratório', d.laboratorio, {
      tipo: d.tipoLaboratorio,
      endereco: d.enderecoLaboratorio,
      numeroEndereco: d.numeroEnderecoLaboratorio,
      bairro: d.bairroLaboratorio,
      cep: d.cepLaboratorio,
      telefone: d.telefoneLaboratorio,
    }),
    ...local('Unidade executante', d.unidadeExecutante, {
      tipo: d.tipoExecutante,
      endereco: d.enderecoExecutante,
      numeroEndereco: d.numeroEnderecoExecutante,
      bairro: d.bairroExecutante,
      cep: d.cepExecutante,
      telefone: d.telefoneExecutante,
    }),
    ...(d.examesIncluido?.length ? exames(d.examesIncluido, p) : []),
    ...(d.observacao ? [caixa([{ text: d.observacao }], 'Observação')] : []),
    ...(d.regulacaoProtocoloFechamento || d.regulacaoMensagemComprovanteAgendamento
      ? [
          caixa(
            [
              ...campo('Protocolo de fechamento', d.regulacaoProtocoloFechamento),
              ...(d.regulacaoMensagemComprovanteAgendamento ? [{ text: d.regulacaoMensagemComprovanteAgendamento } as Content] : []),
            ],
            'Regulação',
          ),
        ]
      : []),
    ...(d.mensagemProtocolo ? [caixa([{ text: d.mensagemProtocolo }], 'ATENÇÃO')] : []),
    rodapeBobina(cabecalho, d.usuario, opcoes.impressoEm ?? new Date()),
  ];
  return bobina(p, { titulo: 'Pedido do Agendamento', cabecalho }, content, estreito ? 7.5 : 8.5);
}
