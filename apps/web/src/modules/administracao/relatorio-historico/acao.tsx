import { Tag } from 'antd';
import type { RenderizadoresRelatorio } from '../../../components/relatorio/colunas';

/** The three history reports draw the Ação column as a tag: green when granted, red when taken away. */
export const renderHistorico: RenderizadoresRelatorio = {
  acao: (v: string) => <Tag color={v === 'Concedido' ? 'green' : 'red'}>{v}</Tag>,
};
