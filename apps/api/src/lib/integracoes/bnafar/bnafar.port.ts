/**
 * The port to BNAFAR, the national base of pharmaceutical assistance (formats §4.4; decision 0015). Core: the
 * warehouse sends the stock position now; the pharmacy (entries, exits, dispensations) and immunization will use the
 * same port. The record types follow the web service manual (`wsbndaf/Webservice`, `Documentacao/XSD/`: HorusTypes,
 * Identificacao, Produto, Paciente, Prescritor, Protocolo), with their element names; dates are ISO here
 * (`YYYY-MM-DD`) and become `DD-MM-AAAA` in the adapter.
 */

/** Who sends (manual IdentificacaoType): the municipality (`M`) or the state (`E`) and its IBGE code. */
export interface IdentificacaoBnafar {
  idOrigem: 'M' | 'E';
  coIBGE: number;
}

/** Manual v2.8 rule 10: central warehouse, regional warehouse, pharmacy / health unit. */
export type TipoEstabelecimentoBnafar = 'A' | 'R' | 'F';
/** Manual v2.8 rule 3: the letter in front of the CATMAT code (`nuProduto` = tipo + CATMAT). */
export type TipoProdutoBnafar = 'B' | 'E' | 'S' | 'O';

/** manual EstabelecimentoType: the establishment that holds the stock. */
export interface EstabelecimentoBnafar {
  coCNES: string;
  coTipoEstabelecimento: TipoEstabelecimentoBnafar;
}

/** manual ProdutoType: one lot of one product; optional fields left null are omitted from the XML, never sent empty. */
export interface ProdutoBnafar {
  /** Our own id of the record (the lot), echoed back in the processing result and the inconsistencies. */
  coRegistroOrigem?: number | null;
  tipoProduto: TipoProdutoBnafar;
  /** The CATMAT code as the federal catalogue writes it (BR0342320U0041). */
  catmat: string;
  nuLote: string;
  dtValidade: string;
  /** Units of presentation (≥ 1). */
  qtProduto: number;
  /** The date of the position, entry, exit or dispensation. */
  dtRegistro: string;
  sgProgramaSaude?: string | null;
  coIUM?: string | null;
}

/** A record of `informarPosicaoEstoque[EmLote]`. */
export interface RegistroPosicaoEstoque {
  estabelecimento: EstabelecimentoBnafar;
  produto: ProdutoBnafar;
}

/** manual ProtocoloType: the receipt of a batch; the query of its result needs both back. */
export interface ProtocoloBnafar {
  nuProtocoloEntrada: string;
  /** As the service wrote it: `DD-MM-AAAA HH:mm:ss`. */
  dtRecebimento: string;
}

/**
 * What a call gives: the protocol, or why nothing was received — `recusa` (a SOAP Fault, credentials refused: the
 * service answered no) or `indisponivel` (no answer, timeout, HTTP 5xx without a fault). Never thrown.
 */
export type ResultadoEnvioBnafar =
  | { ok: true; protocolo: ProtocoloBnafar }
  | { ok: false; falha: 'recusa' | 'indisponivel'; mensagem: string };

/** manual RespostaProcessamentoLoteType: `AGUARDANDO` until processed, then each record `S` (valid) or `N` (inconsistent). */
export type ResultadoConsultaBnafar =
  | {
      ok: true;
      situacao: 'AGUARDANDO' | 'FINALIZADO';
      registros: { coRegistroOrigem: string | null; situacao: 'S' | 'N' }[];
    }
  | { ok: false; falha: 'recusa' | 'indisponivel'; mensagem: string };

/** The port: what the adapters implement today. */
export interface BnafarPort {
  /** A stock position (the last day of the month, spec of the manual; or an inventory's date), asynchronous batch. */
  informarPosicaoEstoque(identificacao: IdentificacaoBnafar, registros: RegistroPosicaoEstoque[]): Promise<ResultadoEnvioBnafar>;
  /** The processing result of a batch (`consultarResultadoProcessamento`). */
  consultarProtocolo(protocolo: ProtocoloBnafar): Promise<ResultadoConsultaBnafar>;
}

/** manual EstabelecimentoCNESCNPJType: the other party of an exit or the dispensing establishment. */
export interface EstabelecimentoCnesCnpjBnafar {
  idIdentificacao: 'CNES' | 'CNPJ';
  coCNES?: string | null;
  nuCNPJ?: string | null;
}

/** manual ProdutoEntradaType (ProdutoType +). */
export interface ProdutoEntradaBnafar extends ProdutoBnafar {
  nuCNPJFabricante: string;
  noFabricanteInternacional: string;
  nuNotaFiscal: string;
  nuValorUnitario: string;
  nuCNPJDistribuidor: string;
  /** E-O, E-D, E-T… (`data/bnafar/`: the lists disagree; configurable). */
  tpEntradaEstoque: string;
}

/** manual ProdutoSaidaType (ProdutoType +). */
export interface ProdutoSaidaBnafar extends ProdutoBnafar {
  nuCNPJFabricante?: string | null;
  noFabricanteInternacional?: string | null;
  /** S-DD, S-PE, S-VV… */
  tpSaida: string;
}

/** manual ProdutoDispensacaoType (ProdutoType + `dtCompetencia` MM-AAAA, specialised component). */
export interface ProdutoDispensacaoBnafar extends ProdutoBnafar {
  dtCompetencia?: string | null;
}

/** manual PacienteType (`cid-10` is written with a hyphen in the XML). */
export interface PacienteBnafar {
  nuCNS: string;
  peso?: string | null;
  altura?: number | null;
  cid10?: string | null;
}

/** manual PrescritorType. */
export interface PrescritorBnafar {
  coCNES?: string | null;
  nuCRM?: number | null;
  ufCRM?: string | null;
}

/**
 * Declared for the pharmacy issue, NOT implemented by any adapter yet: entries, exits and dispensations travel through
 * the same port (sync one record, or `…EmLote`), with the record shapes above. The pharmacy fills them in the SOAP
 * adapter (and a REST one if its state confirms that channel) and makes BnafarPort extend this.
 */
export interface BnafarPortMovimentacao extends BnafarPort {
  informarEntrada(
    identificacao: IdentificacaoBnafar,
    registros: { estabelecimento: EstabelecimentoBnafar; produto: ProdutoEntradaBnafar }[],
  ): Promise<ResultadoEnvioBnafar>;
  informarSaida(
    identificacao: IdentificacaoBnafar,
    registros: {
      estabelecimento: EstabelecimentoBnafar;
      produto: ProdutoSaidaBnafar;
      estabelecimentoDestino: EstabelecimentoCnesCnpjBnafar;
    }[],
  ): Promise<ResultadoEnvioBnafar>;
  informarDispensacao(
    identificacao: IdentificacaoBnafar,
    registros: {
      estabelecimento: EstabelecimentoCnesCnpjBnafar;
      produto: ProdutoDispensacaoBnafar;
      paciente: PacienteBnafar;
      prescritor?: PrescritorBnafar | null;
    }[],
  ): Promise<ResultadoEnvioBnafar>;
}
