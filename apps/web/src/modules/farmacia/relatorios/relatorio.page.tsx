import { type RelatorioDef, STATUS_ALTO_CUSTO_COR, STATUS_ALTO_CUSTO_NOME, type StatusAltoCusto } from '@saude/shared';
import { Tag } from 'antd';
import type { ComponentType } from 'react';
import type { RenderizadoresRelatorio } from '../../../components/relatorio/colunas';
import { RelatorioPage } from '../../../components/relatorio/RelatorioPage';

/** By the text the report prints: the dispensing's situation and the CEAF status (their colours are the process screen's). */
const COR: Record<string, string> = {
  Ativa: 'green',
  Estornada: 'red',
  ...Object.fromEntries(
    Object.entries(STATUS_ALTO_CUSTO_NOME).map(([s, nome]) => [nome, STATUS_ALTO_CUSTO_COR[Number(s) as StatusAltoCusto]]),
  ),
};

/** Dispensing situations and CEAF statuses as coloured tags: the cells the eye looks for first. */
const tag = (v: unknown) => <Tag color={COR[String(v)]}>{String(v)}</Tag>;
const render: RenderizadoresRelatorio = { situacao: tag, status: tag };

/** The page of one pharmacy report (`/farmacia/relatorio-<slug>/index`): the report engine's page over its declaration. */
export function paginaDoRelatorio(def: RelatorioDef): ComponentType {
  return function PaginaRelatorioFarmacia() {
    return <RelatorioPage def={def} render={render} />;
  };
}
