import { AVISO_PRESTACAO_CONTA_TRANSPORTE, type RelatorioDef, relatorioTpPrestacaoConta } from '@saude/shared';
import { Alert, Tag } from 'antd';
import type { ComponentType } from 'react';
import type { RenderizadoresRelatorio } from '../../../components/relatorio/colunas';
import { RelatorioPage } from '../../../components/relatorio/RelatorioPage';

const COR_SITUACAO: Record<string, string> = { Embarcou: 'green', Faltou: 'red', Cancelado: 'default', Aberta: 'blue', Fechada: 'green' };
/** A passenger's or a trip's situation as a tag: who missed the trip stands out. */
const situacao = (v: unknown) => (v ? <Tag color={COR_SITUACAO[String(v)] ?? 'default'}>{String(v)}</Tag> : '—');
const render: RenderizadoresRelatorio = { situacao };

/** The page of one transport report (`/transporte-paciente/<slug>/index`): the report engine's page over its declaration. */
export function paginaDoRelatorio(def: RelatorioDef): ComponentType {
  // the accountability counts closed trips only: said above the table, as on the print's description
  const acima =
    def.relatorio === relatorioTpPrestacaoConta.relatorio ? (
      <Alert type="warning" showIcon title={AVISO_PRESTACAO_CONTA_TRANSPORTE} style={{ marginBottom: 16 }} />
    ) : undefined;
  return function PaginaRelatorioTransporte() {
    return <RelatorioPage def={def} render={render} acima={acima} />;
  };
}
