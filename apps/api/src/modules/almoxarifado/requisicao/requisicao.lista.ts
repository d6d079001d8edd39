import { type DatatableRequest, SITUACAO_ITEM_REQUISICAO, SITUACAO_REQUISICAO } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { porNome } from '../../../lib/sql/texto.js';
import { paginar } from '../lista.js';
import type { LadoRequisicao } from './requisicao.service.js';

interface FiltroRequisicao {
  situacao?: number;
  dataInicio?: string;
  dataFim?: string;
  pendentes?: '1' | '0';
}

/** The requisitions of the session's cost centre, as the sector that asked or as the warehouse that supplies. */
export function listarRequisicoes(tx: Tx, q: DatatableRequest & FiltroRequisicao, centroCustoId: number, lado: LadoRequisicao) {
  const onde = [
    lado === 'setor' ? sql`r.centro_custo_requisitante_id = ${centroCustoId}` : sql`r.centro_custo_almoxarifado_id = ${centroCustoId}`,
  ];
  if (q.situacao) onde.push(sql`r.situacao = ${q.situacao}`);
  if (q.pendentes === '1') onde.push(sql`r.situacao in (${SITUACAO_REQUISICAO.ABERTA}, ${SITUACAO_REQUISICAO.ATENDIDA_PARCIALMENTE})`);
  if (q.dataInicio) onde.push(sql`r.data >= ${q.dataInicio}`);
  if (q.dataFim) onde.push(sql`r.data <= ${q.dataFim}`);
  return paginar(tx, q, {
    de: sql`from almoxarifado_requisicao r join centro_custo s on s.id = r.centro_custo_requisitante_id
            join centro_custo a on a.id = r.centro_custo_almoxarifado_id`,
    onde,
    colunas: sql`r.id, r.data::text as data, s.nome as setor, a.nome as almoxarifado, r.situacao,
      (select count(*) from almoxarifado_requisicao_item i where i.requisicao_id = r.id) as "quantidadeItens",
      (select count(*) from almoxarifado_requisicao_item i where i.requisicao_id = r.id
          and i.situacao = ${SITUACAO_ITEM_REQUISICAO.PENDENTE_PERMISSAO}) as "itensPendentes"`,
    ordenaveis: {
      id: sql`r.id`,
      data: sql`r.data`,
      setor: porNome(sql`s.nome`),
      almoxarifado: porNome(sql`a.nome`),
      situacao: sql`r.situacao`,
    },
    // the warehouse serves the oldest first; the sector looks at its latest
    ordemPadrao: lado === 'setor' ? sql`r.data desc, r.id desc` : sql`r.data, r.id`,
    busca: [sql`s.nome`, sql`a.nome`, sql`r.observacao`, sql`r.id::text`],
  });
}
