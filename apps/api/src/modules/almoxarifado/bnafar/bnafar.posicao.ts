import {
  type BnafarReferenciaInput,
  hojeIso,
  MENSAGENS_BNAFAR,
  SetorTipo,
  SITUACAO_INVENTARIO,
  type TipoEstabelecimentoBnafar,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import type { RegistroPosicaoEstoque, TipoProdutoBnafar } from '../../../lib/integracoes/bnafar/index.js';
import { dataLocal } from '../../../lib/sql/tempo.js';
import { posicao } from '../../estoque/index.js';

/** The position being sent: an applied inventory (its application day) or the last day of a month. */
export interface ReferenciaPosicao {
  tipo: 'inventario' | 'mes';
  inventarioId: number | null;
  competencia: string | null;
  data: string;
  descricao: string;
}

const dataBr = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The date of the position. An inventory must be applied and of the session's stock (another stock's is not found);
 * a month is sent from its last day on (manual v2.8: "stock position once a month, last day"; BNAFAR refuses a
 * `dtRegistro` before the month's last working day, E032).
 */
export async function resolverReferencia(
  tx: Tx,
  centroCustoId: number,
  q: Pick<BnafarReferenciaInput, 'inventarioId' | 'competencia'>,
  hoje = hojeIso(),
): Promise<ReferenciaPosicao> {
  if (q.inventarioId != null) {
    const { rows } = await tx.execute(sql`
      select situacao, ${dataLocal(sql`aplicado_em`)}::text as data from almoxarifado_inventario
       where id = ${q.inventarioId} and centro_custo_id = ${centroCustoId}`);
    if (!rows[0]) throw notFound('Inventário não encontrado.');
    if (Number(rows[0].situacao) !== SITUACAO_INVENTARIO.APLICADO || !rows[0].data)
      throw unprocessable({ inventario_id: [MENSAGENS_BNAFAR.inventarioNaoAplicado] }, MENSAGENS_BNAFAR.inventarioNaoAplicado);
    const data = String(rows[0].data);
    return {
      tipo: 'inventario',
      inventarioId: q.inventarioId,
      competencia: null,
      data,
      descricao: `Inventário nº ${q.inventarioId}, aplicado em ${dataBr(data)}`,
    };
  }
  const competencia = String(q.competencia);
  const [ano, mes] = competencia.split('-').map(Number);
  const ultimo = new Date(Date.UTC(ano, mes, 0)).toISOString().slice(0, 10);
  if (ultimo > hoje)
    throw unprocessable({ competencia: [MENSAGENS_BNAFAR.mesNaoEncerrado(ultimo)] }, MENSAGENS_BNAFAR.mesNaoEncerrado(ultimo));
  return {
    tipo: 'mes',
    inventarioId: null,
    competencia,
    data: ultimo,
    descricao: `Posição de ${dataBr(ultimo)} (fechamento de ${competencia.slice(5)}/${ano})`,
  };
}

export interface NaoEnviavel {
  materialId: number;
  material: string;
  lote: string;
  validade: string;
  quantidade: number;
  motivo: string;
}

export interface PosicaoBnafar {
  centroCusto: { id: number; nome: string };
  unidade: string;
  cnes: string | null;
  ibge: number | null;
  /** A pharmacy's stock goes as `F`, the warehouse's as `A`; the clerk may choose `R` (regional) or another. */
  tipoSugerido: TipoEstabelecimentoBnafar;
  /** What blocks both the submission and the XML: the unit's CNES, the municipality's IBGE. */
  pendencias: string[];
  registros: RegistroPosicaoEstoque[];
  quantidadeEnviavel: number;
  naoEnviaveis: NaoEnviavel[];
  /** Lots of materials that are not medicines and have no CATMAT code: outside the national base. */
  foraDoBnafar: number;
}

/**
 * The stock of the cost centre at the end of `data` (the engine's position, from the ledger) mapped to BNAFAR records:
 * each lot of a material with a CATMAT code and product type is a record (product = type letter + CATMAT, lot,
 * expiry, quantity, the unit's CNES); a medicine without them is listed as not sendable with the reason, never left
 * out silently; the other materials (gauze, forms) are counted as outside BNAFAR.
 */
export async function montarPosicaoBnafar(
  tx: Tx,
  p: { centroCustoId: number; data: string; municipioId: number | null; tipoEstabelecimento?: TipoEstabelecimentoBnafar },
): Promise<PosicaoBnafar> {
  const { rows: cc } = await tx.execute(sql`
    select cc.id, cc.nome, u.nome_fantasia as unidade, u.cnes, s.setor_tipo_id
      from centro_custo cc join infraestrutura i on i.id = cc.infraestrutura_id join unidade u on u.id = i.unidade_id
      join setor s on s.id = cc.setor_id
     where cc.id = ${p.centroCustoId}`);
  const c = cc[0];
  if (!c) throw notFound('Estoque não encontrado.');
  const cnes = c.cnes ? String(c.cnes) : null;
  const unidade = String(c.unidade);
  const pendencias: string[] = [];
  if (!cnes || !/^\d{7}$/.test(cnes)) pendencias.push(MENSAGENS_BNAFAR.semCnes(unidade));
  if (!p.municipioId) pendencias.push(MENSAGENS_BNAFAR.semMunicipio);
  const tipoSugerido: TipoEstabelecimentoBnafar = Number(c.setor_tipo_id) === SetorTipo.FARMACIA ? 'F' : 'A';
  const tipo = p.tipoEstabelecimento ?? tipoSugerido;

  const lotes = await posicao(tx, p.centroCustoId, p.data);
  const ids = [...new Set(lotes.map((l) => l.materialId))];
  const materiais = new Map<number, { catmat: string | null; tipo: TipoProdutoBnafar | null; medicamento: boolean }>();
  if (ids.length) {
    const { rows } = await tx.execute(sql`
      select id, catmat, tipo_produto_bnafar, medicamento from material where id in (${sql.join(ids, sql`, `)})`);
    for (const r of rows)
      materiais.set(Number(r.id), {
        catmat: (r.catmat as string | null) ?? null,
        tipo: (r.tipo_produto_bnafar as TipoProdutoBnafar | null) ?? null,
        medicamento: Boolean(r.medicamento),
      });
  }

  const registros: RegistroPosicaoEstoque[] = [];
  const naoEnviaveis: NaoEnviavel[] = [];
  let foraDoBnafar = 0;
  let quantidadeEnviavel = 0;
  for (const l of lotes) {
    if (l.quantidade <= 0) continue;
    const m = materiais.get(l.materialId);
    const linha = { materialId: l.materialId, material: l.material, lote: l.lote, validade: l.validade, quantidade: l.quantidade };
    if (m?.catmat && m.tipo) {
      quantidadeEnviavel += l.quantidade;
      registros.push({
        estabelecimento: { coCNES: cnes ?? '', coTipoEstabelecimento: tipo },
        produto: {
          coRegistroOrigem: l.loteId,
          tipoProduto: m.tipo,
          catmat: m.catmat,
          nuLote: l.lote,
          dtValidade: l.validade,
          qtProduto: l.quantidade,
          dtRegistro: p.data,
        },
      });
    } else if (m?.catmat) naoEnviaveis.push({ ...linha, motivo: MENSAGENS_BNAFAR.semTipoProduto });
    else if (m?.medicamento) naoEnviaveis.push({ ...linha, motivo: MENSAGENS_BNAFAR.semCatmat });
    else foraDoBnafar++;
  }
  return {
    centroCusto: { id: Number(c.id), nome: String(c.nome) },
    unidade,
    cnes,
    ibge: p.municipioId,
    tipoSugerido,
    pendencias,
    registros,
    quantidadeEnviavel,
    naoEnviaveis,
    foraDoBnafar,
  };
}
