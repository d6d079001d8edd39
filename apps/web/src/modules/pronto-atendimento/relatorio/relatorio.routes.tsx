import {
  type RelatorioDef,
  relatorioPaAtendimento,
  relatorioPaClassificacaoRisco,
  relatorioPaDocumentoNaoAssinado,
  relatorioPaExameImagem,
  relatorioPaPlantao,
  relatorioPaPrescricaoInterna,
  relatorioPaProducaoMedico,
  relatorioPaQuantitativoProducao,
} from '@saude/shared';
import type { RouteObject } from 'react-router';
import { type PaginaDaTela, rotasDaTela } from '../../../lib/modulo';

const PAGINAS: [RelatorioDef, PaginaDaTela[0]][] = [
  [relatorioPaAtendimento, () => import('./atendimento/index.page')],
  [relatorioPaClassificacaoRisco, () => import('./classificacao-risco/index.page')],
  [relatorioPaDocumentoNaoAssinado, () => import('./documento-nao-assinado/index.page')],
  [relatorioPaExameImagem, () => import('./exame-imagem/index.page')],
  [relatorioPaPlantao, () => import('./plantao/index.page')],
  [relatorioPaPrescricaoInterna, () => import('./prescricao-interna/index.page')],
  [relatorioPaProducaoMedico, () => import('./producao-medico/index.page')],
  [relatorioPaQuantitativoProducao, () => import('./quantitativo-producao/index.page')],
];

/**
 * The eight reports of the emergency care (spec 000 §2.3), index only, at each declaration's path
 * (`/pronto-atendimento/relatorio-<nome>/index`, the menu's link), under the report's permission.
 */
export const rotasRelatoriosPa: RouteObject[] = PAGINAS.map(([def, load]) => rotasDaTela(def.relatorio, { index: [load, def.permissao] }));
