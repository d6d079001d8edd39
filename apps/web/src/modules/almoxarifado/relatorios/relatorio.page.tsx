import type { RelatorioDef } from '@saude/shared';
import { Tag } from 'antd';
import type { ComponentType } from 'react';
import type { RenderizadoresRelatorio } from '../../../components/relatorio/colunas';
import { RelatorioPage } from '../../../components/relatorio/RelatorioPage';

const COR: Record<string, string> = {
  Ativa: 'green',
  Estornada: 'red',
  Vencido: 'red',
  Vencendo: 'orange',
  Válido: 'green',
  Aberta: 'blue',
  'Atendida parcialmente': 'orange',
  Atendida: 'green',
  Recusada: 'red',
  Cancelada: 'default',
};

/** Situations as coloured tags: the cells where the plain text says too little at a glance. */
const render: RenderizadoresRelatorio = {
  situacao: (v) => <Tag color={COR[String(v)]}>{String(v)}</Tag>,
};

/** The page of one warehouse report (`/almoxarifado/relatorio-<nome>/index`): the report engine's page over its declaration. */
export function paginaDoRelatorio(def: RelatorioDef): ComponentType {
  return function PaginaRelatorioAlmoxarifado() {
    return <RelatorioPage def={def} render={render} />;
  };
}
