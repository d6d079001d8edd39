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
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { page } from '../../../lib/lazy-page';

type Pagina = () => Promise<{ default: ComponentType }>;

const PAGINAS: [RelatorioDef, Pagina][] = [
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
export const rotasRelatoriosPa: RouteObject[] = PAGINAS.map(([def, load]) => ({
  path: def.relatorio,
  children: [
    { index: true, element: <Navigate to="index" replace /> },
    { path: 'index', lazy: page(load, { permission: def.permissao }) },
  ],
}));
