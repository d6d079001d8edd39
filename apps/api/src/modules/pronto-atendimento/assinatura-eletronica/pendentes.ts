import {
  ASSINATURA_PENDENTE_DIAS,
  caminhoImpressaoPa,
  type DatatableRequest,
  requestedOrder,
  TIPO_ASSINADO_DO_DOCUMENTO,
  TIPO_DOCUMENTO_CLINICO_NOME,
  TIPO_RECEITA_NOME,
  TipoDocumentoAssinado,
  toCamel,
} from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { StatusAtendimento } from '../../../db/schema/index.js';
import { buscaFaa } from '../impressao/impressao-index.routes.js';

/** A CASE over a coded column giving the label of each code. */
const rotulo = (coluna: SQL, nomes: Record<number, string>) =>
  sql`case ${coluna} ${sql.join(
    Object.entries(nomes).map(([k, v]) => sql`when ${Number(k)} then ${v}`),
    sql` `,
  )} end`;

/** The user's documents of the last days, each with the kind it is filed under once signed. */
const documentosDoUsuario = (usuarioId: number) => sql`
  select am.atendimento_id, am.criado_em as em, 'Atendimento médico (FAA)' as documento,
         ${TipoDocumentoAssinado.FAA}::text as tipo, am.id as referencia
    from atendimento_medico am
   where am.usuario_id = ${usuarioId} and am.criado_em >= now() - ${`${ASSINATURA_PENDENTE_DIAS} days`}::interval
  union all
  select r.atendimento_id, r.criada_em, ${rotulo(sql`r.tipo`, TIPO_RECEITA_NOME)}, ${TipoDocumentoAssinado.RECEITA}::text, r.id
    from receita r
   where r.usuario_id = ${usuarioId} and r.criada_em >= now() - ${`${ASSINATURA_PENDENTE_DIAS} days`}::interval
  union all
  select dc.atendimento_id, dc.criado_em, ${rotulo(sql`dc.tipo`, TIPO_DOCUMENTO_CLINICO_NOME)},
         ${rotulo(sql`dc.tipo`, TIPO_ASSINADO_DO_DOCUMENTO)}, dc.id
    from documento_clinico dc
   where dc.usuario_id = ${usuarioId} and dc.criado_em >= now() - ${`${ASSINATURA_PENDENTE_DIAS} days`}::interval`;

const ORDENAVEIS: Record<string, SQL> = {
  em: sql`d.em`,
  paciente: sql`cidadao.nome`,
  numero: sql`atendimento.numero`,
  documento: sql`d.documento`,
};

type LinhaPendente = {
  /** One of the kinds the union above writes. */
  tipo: TipoDocumentoAssinado;
  referenciaId: number;
  atendimentoId: number;
  numero: number;
  paciente: string;
  nomeSocial: string | null;
  em: string;
  documento: string;
};

/** Where the document prints for signing, and the name its signed copy gets. */
function paraAssinar(l: LinhaPendente) {
  const url =
    l.tipo === TipoDocumentoAssinado.FAA
      ? caminhoImpressaoPa.faa(l.atendimentoId, 'completa')
      : l.tipo === TipoDocumentoAssinado.RECEITA
        ? caminhoImpressaoPa.receita(l.referenciaId)
        : caminhoImpressaoPa.documento(l.referenciaId);
  const nomeArquivo = `${l.tipo.toLowerCase()}-${l.numero}-${l.referenciaId}.pdf`;
  return { ...l, chave: `${l.tipo}-${l.referenciaId}`, url, nomeArquivo };
}

/**
 * GET assinatura-eletronica/index: the current user's doctor evaluations (the FAA), prescriptions and
 * clinical documents of the last 30 days that have no signed copy, server-paged, each with the print to
 * sign. A cancelled FAA has nothing left to sign.
 */
export async function documentosPendentes(tx: Tx, usuarioId: number, q: DatatableRequest) {
  const base = sql`from (${documentosDoUsuario(usuarioId)}) d
    join atendimento on atendimento.id = d.atendimento_id
    join cidadao on cidadao.id = atendimento.paciente_id
   where atendimento.status <> ${StatusAtendimento.CANCELADO}
     and not exists (select 1 from documento_assinado_pa s where s.tipo = d.tipo and s.referencia_id = d.referencia)`;
  const termo = q.search?.value?.trim() ?? '';
  const busca = termo ? sql` and ${buscaFaa(termo)}` : sql``;
  const contar = async (filtro: SQL) =>
    Number((await tx.execute<{ total: number }>(sql`select count(*)::int as total ${base}${filtro}`)).rows[0]?.total ?? 0);
  const ordem = requestedOrder(
    { ...q, order: q.order?.map((o) => ({ ...o, columnName: o.columnName ? toCamel(o.columnName) : undefined })) },
    Object.keys(ORDENAVEIS),
  ).map((o) => sql`${ORDENAVEIS[o.column]} ${sql.raw(o.dir === 'desc' ? 'desc nulls last' : 'asc nulls first')}`);
  const recordsTotal = await contar(sql``);
  const recordsFiltered = termo ? await contar(busca) : recordsTotal;
  const { rows } = await tx.execute<LinhaPendente>(sql`
    select d.tipo as "tipo", d.referencia::int as "referenciaId", d.atendimento_id::int as "atendimentoId",
           atendimento.numero::bigint as "numero", cidadao.nome as "paciente", cidadao.nome_social as "nomeSocial",
           d.em as "em", d.documento as "documento"
    ${base}${busca}
    order by ${sql.join(ordem.length ? ordem : [sql`d.em desc`], sql`, `)}, d.tipo, d.referencia desc
    limit ${q.length} offset ${q.start}`);
  return {
    draw: q.draw,
    recordsTotal,
    recordsFiltered,
    data: rows.map((l) => paraAssinar({ ...l, numero: Number(l.numero), em: new Date(l.em).toISOString() })),
  };
}
