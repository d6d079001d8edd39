import type { RelatorioDef } from '@saude/shared';
import { Tag } from 'antd';
import type { ComponentType } from 'react';
import type { RenderizadoresRelatorio } from '../../../components/relatorio/colunas';
import { RelatorioPage } from '../../../components/relatorio/RelatorioPage';

/** A quota balance below zero is a professional who requested past the quota: shown red. */
const saldo = (v: unknown) => (v === null || v === undefined ? '—' : Number(v) < 0 ? <Tag color="red">{String(v)}</Tag> : String(v));
/** A competence not (or partly) closed is not billed yet. */
const fechado = (v: unknown) => <Tag color={v === 'Sim' ? 'green' : v === 'Parcial' ? 'orange' : 'default'}>{String(v ?? '—')}</Tag>;
const render: RenderizadoresRelatorio = { saldo, fechado };

/** The page of one imaging report (`/exame-imagem/<slug>/index`): the report engine's page over its declaration. */
export function paginaDoRelatorio(def: RelatorioDef): ComponentType {
  return function PaginaRelatorioImagem() {
    return <RelatorioPage def={def} render={render} />;
  };
}
