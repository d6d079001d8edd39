import type { RelatorioDef } from '@saude/shared';
import { Tag } from 'antd';
import type { ComponentType } from 'react';
import type { RenderizadoresRelatorio } from '../../../components/relatorio/colunas';
import { RelatorioPage } from '../../../components/relatorio/RelatorioPage';

/** Days overdue as a tag: the health agent looks for the longest first. */
const atraso = (v: unknown) => {
  const dias = Number(v);
  return <Tag color={dias > 60 ? 'red' : dias > 30 ? 'orange' : 'gold'}>{dias} dias</Tag>;
};
const render: RenderizadoresRelatorio = { diasAtraso: atraso };

/** The page of one immunization report (`/imunizacao/relatorio-<slug>/index`): the report engine's page over its declaration. */
export function paginaDoRelatorio(def: RelatorioDef): ComponentType {
  return function PaginaRelatorioImunizacao() {
    return <RelatorioPage def={def} render={render} />;
  };
}
