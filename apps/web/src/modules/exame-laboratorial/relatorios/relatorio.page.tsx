import type { RelatorioDef } from '@saude/shared';
import { Tag } from 'antd';
import type { ComponentType } from 'react';
import type { RenderizadoresRelatorio } from '../../../components/relatorio/colunas';
import { RelatorioPage } from '../../../components/relatorio/RelatorioPage';

/** A quota balance below zero is a unit that booked past its quota (a retroactive booking may): shown red. */
const saldo = (v: unknown) => (v === null || v === undefined ? '—' : Number(v) < 0 ? <Tag color="red">{String(v)}</Tag> : String(v));
const saldoValor = (v: unknown) =>
  v === null || v === undefined ? (
    '—'
  ) : (
    <span style={Number(v) < 0 ? { color: '#cf1322', fontWeight: 600 } : undefined}>
      {Number(v).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })}
    </span>
  );
const render: RenderizadoresRelatorio = { saldo, saldoValor };

/** The page of one laboratory report (`/exame-laboratorial/<slug>/index`): the report engine's page over its declaration. */
export function paginaDoRelatorio(def: RelatorioDef): ComponentType {
  return function PaginaRelatorioLaboratorio() {
    return <RelatorioPage def={def} render={render} />;
  };
}
