// The national exam request forms (spec 001 §7, docs/impressao.md "Requisições de exame"): one pure builder
// per form, (dados, cabecalho, opcoes) => TDocumentDefinitions, A4, ready for electronic signing.
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { CabecalhoImpressao } from '../../cabecalho.js';
import { laudoSolicitacaoAutorizacaoProcedimentoAmbulatorial } from './apac.js';
import { requisicaoExameCitopatologicoColoUtero } from './colo-utero.js';
import { requisicaoExameCitopatologicoMama } from './mama.js';
import { requisicaoExameHistopatologicoMamografia } from './mamografia.js';
import { fichaRequisicaoServicoAuxiliarDiagnoseTerapia, servicoAnaliseDiagnosticoTerapiaSolicitacaoExame } from './sadt.js';
import type {
  DadosFichaSadt,
  DadosLaudoApac,
  DadosRequisicaoCitopatologicoMama,
  DadosRequisicaoColoUtero,
  DadosRequisicaoHistopatologicoMamografia,
  DadosSolicitacaoExameSadt,
  OpcoesRequisicaoExame,
} from './tipos.js';

export type * from './tipos.js';
export {
  fichaRequisicaoServicoAuxiliarDiagnoseTerapia,
  laudoSolicitacaoAutorizacaoProcedimentoAmbulatorial,
  requisicaoExameCitopatologicoColoUtero,
  requisicaoExameCitopatologicoMama,
  requisicaoExameHistopatologicoMamografia,
  servicoAnaliseDiagnosticoTerapiaSolicitacaoExame,
};

/** One request to print, by the form's code (FORMULARIO_REQUISICAO_EXAME of shared). */
export type RequisicaoExameImpressao =
  | { formulario: 'citopatologico-colo-utero'; dados: DadosRequisicaoColoUtero }
  | { formulario: 'citopatologico-mama'; dados: DadosRequisicaoCitopatologicoMama }
  | { formulario: 'histopatologico-mamografia'; dados: DadosRequisicaoHistopatologicoMamografia }
  | { formulario: 'apac'; dados: DadosLaudoApac }
  | { formulario: 'sadt'; dados: DadosFichaSadt }
  | { formulario: 'sadt-solicitacao-exame'; dados: DadosSolicitacaoExameSadt };

/** Builds the form a request names (the attendance stores the code beside the request). */
export function requisicaoExame(r: RequisicaoExameImpressao, cab: CabecalhoImpressao, opcoes: OpcoesRequisicaoExame): TDocumentDefinitions {
  switch (r.formulario) {
    case 'citopatologico-colo-utero':
      return requisicaoExameCitopatologicoColoUtero(r.dados, cab, opcoes);
    case 'citopatologico-mama':
      return requisicaoExameCitopatologicoMama(r.dados, cab, opcoes);
    case 'histopatologico-mamografia':
      return requisicaoExameHistopatologicoMamografia(r.dados, cab, opcoes);
    case 'apac':
      return laudoSolicitacaoAutorizacaoProcedimentoAmbulatorial(r.dados, cab, opcoes);
    case 'sadt':
      return fichaRequisicaoServicoAuxiliarDiagnoseTerapia(r.dados, cab, opcoes);
    case 'sadt-solicitacao-exame':
      return servicoAnaliseDiagnosticoTerapiaSolicitacaoExame(r.dados, cab, opcoes);
  }
}
