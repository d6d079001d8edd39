import {
  ConselhoProfissional,
  conselhoSigla,
  type DadosTermoLivro,
  hojeIso,
  type LivroAberturaInput,
  type LivroLinhaManualInput,
  MENSAGENS_LIVRO as M,
  siglaDaLista,
  siglasDoLivro,
  somarDias,
  type TipoLivro,
  termoAberturaLivro,
  termoFechamentoLivro,
} from '@saude/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { type Livro, lerLivroTravado, listasSql, saldosDoLivro, saldosNaAbertura, sincronizarLivro } from './livro.sync.js';
import { farmaciaLivro, farmaciaLivroLinha } from './livro.table.js';

/** A book of this kind of the session's pharmacy, or 404 (another pharmacy's book is not found). */
export async function livroDaFarmacia(tx: Tx, tipo: TipoLivro, id: number, centroCustoId: number): Promise<Livro> {
  const [livro] = await tx
    .select()
    .from(farmaciaLivro)
    .where(and(eq(farmaciaLivro.id, id), eq(farmaciaLivro.tipo, tipo), eq(farmaciaLivro.centroCustoId, centroCustoId)));
  if (!livro) throw notFound(M.naoEncontrado);
  return livro;
}

/** The open book of the pharmacy and kind, if any. */
export async function livroAberto(tx: Tx, tipo: TipoLivro, centroCustoId: number) {
  const [livro] = await tx
    .select({ id: farmaciaLivro.id, numero: farmaciaLivro.numero })
    .from(farmaciaLivro)
    .where(and(eq(farmaciaLivro.tipo, tipo), eq(farmaciaLivro.centroCustoId, centroCustoId), sql`${farmaciaLivro.fechadoEm} is null`));
  return livro ?? null;
}

/** The name and council registry of the session's user ("CRF 7731/PE"), the default responsible pharmacist. */
export async function responsavelPadrao(tx: Tx, usuarioId: number) {
  const { rows } = await tx.execute(sql`
    select c.nome, u.registro_tipo_id, u.registro_tipo_outro, u.registro_numero, e.uf
      from usuario u join cidadao c on c.id = u.cidadao_id left join estado e on e.id = u.registro_estado_id
     where u.id = ${usuarioId}`);
  const u = rows[0];
  const tipoId = u?.registro_tipo_id == null ? null : Number(u.registro_tipo_id);
  const sigla = tipoId === ConselhoProfissional.OUTRO ? (u?.registro_tipo_outro as string | null) : conselhoSigla(tipoId);
  const conselho = sigla && u?.registro_numero ? `${sigla} ${u.registro_numero}${u.uf ? `/${u.uf}` : ''}` : '';
  return { responsavelNome: String(u?.nome ?? ''), responsavelConselho: conselho };
}

/** data-abertura: the day after the pharmacy's last book of this kind closed, or today. */
export async function dataAberturaSugerida(tx: Tx, tipo: TipoLivro, centroCustoId: number) {
  const [anterior] = await tx
    .select({ id: farmaciaLivro.id, numero: farmaciaLivro.numero, dataFechamento: farmaciaLivro.dataFechamento })
    .from(farmaciaLivro)
    .where(and(eq(farmaciaLivro.tipo, tipo), eq(farmaciaLivro.centroCustoId, centroCustoId)))
    .orderBy(desc(farmaciaLivro.numero))
    .limit(1);
  const hoje = hojeIso();
  const depois = anterior?.dataFechamento ? somarDias(anterior.dataFechamento, 1) : null;
  return { dataAbertura: depois && depois < hoje ? depois : hoje, anterior: anterior ?? null };
}

/** The names the terms print: the pharmacy (cost centre), its unit and the municipality. */
export async function dadosDoTermo(
  tx: Tx,
  livro: Pick<Livro, 'tipo' | 'numero' | 'centroCustoId' | 'responsavelNome' | 'responsavelConselho'>,
) {
  const { rows } = await tx.execute(sql`
    select cc.nome as farmacia, coalesce(un.nome_fantasia, i.nome) as unidade, cl.nome as municipio
      from centro_custo cc join infraestrutura i on i.id = cc.infraestrutura_id left join unidade un on un.id = i.unidade_id
      join cliente cl on cl.id = cc.cliente_id
     where cc.id = ${livro.centroCustoId}`);
  const r = rows[0] ?? {};
  const dados: DadosTermoLivro = {
    tipo: livro.tipo as TipoLivro,
    numero: livro.numero,
    farmacia: String(r.farmacia ?? ''),
    unidade: String(r.unidade ?? ''),
    municipio: String(r.municipio ?? ''),
    responsavelNome: livro.responsavelNome,
    responsavelConselho: livro.responsavelConselho,
  };
  return dados;
}

/**
 * store: opens the pharmacy's book of this kind (one open at a time, numbered in sequence), on or after the day
 * after the previous one closed, with its opening term generated. Serialised per pharmacy and kind.
 */
export async function abrirLivro(tx: Tx, tipo: TipoLivro, centroCustoId: number, e: LivroAberturaInput): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`farmacia:livro:abrir:${tipo}:${centroCustoId}`}, 0))`);
  const aberto = await livroAberto(tx, tipo, centroCustoId);
  if (aberto) throw unprocessable({ data_abertura: [M.jaAberto(aberto.numero)] }, M.jaAberto(aberto.numero));
  const { anterior } = await dataAberturaSugerida(tx, tipo, centroCustoId);
  if (anterior?.dataFechamento && e.dataAbertura <= anterior.dataFechamento) {
    throw unprocessable({ data_abertura: [M.aberturaAntesDoFechamento(anterior.numero, anterior.dataFechamento)] });
  }
  const numero = (anterior?.numero ?? 0) + 1;
  const termoAbertura = termoAberturaLivro({
    ...(await dadosDoTermo(tx, { tipo, numero, centroCustoId, ...e })),
    dataAbertura: e.dataAbertura,
  });
  const [novo] = await tx
    .insert(farmaciaLivro)
    .values({ tipo, centroCustoId, numero, termoAbertura, ...e })
    .returning({ id: farmaciaLivro.id });
  return novo.id;
}

/** update: the responsible pharmacist and the opening term of an open book. */
export async function editarLivro(
  tx: Tx,
  tipo: TipoLivro,
  centroCustoId: number,
  id: number,
  e: { responsavelNome: string; responsavelConselho: string; termoAbertura: string },
) {
  await livroDaFarmacia(tx, tipo, id, centroCustoId);
  exigirAberto(await lerLivroTravado(tx, id), 'id');
  await tx
    .update(farmaciaLivro)
    .set({ ...e, updatedAt: sql`now()` })
    .where(eq(farmaciaLivro.id, id));
}

/** The book's header and its substances: balance carried over, what came in and went out, balance now. */
export async function modeloDoLivro(tx: Tx, livro: Livro) {
  const { rows } = await tx.execute(sql`
    select l.material_id, mat.nome as material, mat.lista_controle_id, count(*)::int as linhas,
           sum(l.quantidade_entrada)::int as entradas, sum(l.quantidade_saida)::int as saidas,
           (array_agg(l.saldo order by l.id desc))[1] as saldo,
           (array_agg(l.saldo - l.quantidade_entrada + l.quantidade_saida order by l.id))[1] as saldo_anterior
      from farmacia_livro_linha l join material mat on mat.id = l.material_id
     where l.livro_id = ${livro.id}
     group by l.material_id, mat.nome, mat.lista_controle_id`);
  const substancias = rows.map((r) => ({
    materialId: Number(r.material_id),
    material: String(r.material),
    lista: siglaDaLista(r.lista_controle_id == null ? null : Number(r.lista_controle_id)),
    saldoAnterior: Number(r.saldo_anterior),
    entradas: Number(r.entradas),
    saidas: Number(r.saidas),
    saldo: Number(r.saldo),
    linhas: Number(r.linhas),
  }));
  // a substance with stock carried over but no movement in this book still has its page
  const comLinha = new Set(substancias.map((s) => s.materialId));
  const carregados = [...(await saldosNaAbertura(tx, livro))].filter(([m]) => !comLinha.has(m));
  if (carregados.length) {
    const { rows: nomes } = await tx.execute(
      sql`select id, nome, lista_controle_id from material where id in (${sql.join(
        carregados.map(([m]) => sql`${m}`),
        sql`, `,
      )})`,
    );
    for (const n of nomes) {
      const saldo = carregados.find(([m]) => m === Number(n.id))?.[1] ?? 0;
      substancias.push({
        materialId: Number(n.id),
        material: String(n.nome),
        lista: siglaDaLista(n.lista_controle_id == null ? null : Number(n.lista_controle_id)),
        saldoAnterior: saldo,
        entradas: 0,
        saidas: 0,
        saldo,
        linhas: 0,
      });
    }
  }
  substancias.sort((a, b) => a.material.localeCompare(b.material, 'pt-BR'));
  const { rows: extra } = await tx.execute(sql`
    select cc.nome as centro, (select c.nome from usuario u join cidadao c on c.id = u.cidadao_id where u.id = ${livro.fechadoPor}) as fechado_por
      from centro_custo cc where cc.id = ${livro.centroCustoId}`);
  return {
    id: livro.id,
    tipo: livro.tipo as TipoLivro,
    numero: livro.numero,
    centroCusto: String(extra[0]?.centro ?? ''),
    dataAbertura: livro.dataAbertura,
    dataFechamento: livro.dataFechamento,
    responsavelNome: livro.responsavelNome,
    responsavelConselho: livro.responsavelConselho,
    termoAbertura: livro.termoAbertura,
    termoFechamento: livro.termoFechamento,
    fechadoEm: livro.fechadoEm,
    fechadoPor: (extra[0]?.fechado_por as string | null) ?? null,
    assinaturaCodigo: livro.assinaturaCodigo,
    substancias,
  };
}
export type ModeloLivro = Awaited<ReturnType<typeof modeloDoLivro>>;

/** Refuses any change to a closed book ("O livro nº N está fechado…"). */
function exigirAberto(livro: Livro | null, campo = 'livro_id'): asserts livro is Livro {
  if (!livro) throw notFound(M.naoEncontrado);
  if (livro.fechadoEm) throw unprocessable({ [campo]: [M.fechado(livro.numero)] }, M.fechado(livro.numero));
}

/**
 * linha (POST): a line for what the system did not see (a loss found at counting, an entry on paper), with its
 * justification. The book is brought up to date first, so the balance checked is the current one; an exit or
 * loss that would leave the substance's balance below zero is refused.
 */
export async function lancarLinhaManual(tx: Tx, usuarioId: number, tipo: TipoLivro, centroCustoId: number, e: LivroLinhaManualInput) {
  await livroDaFarmacia(tx, tipo, e.livroId, centroCustoId);
  await sincronizarLivro(tx, e.livroId);
  const livro = await lerLivroTravado(tx, e.livroId);
  exigirAberto(livro);
  if (e.data < livro.dataAbertura) throw unprocessable({ data: [M.linhaAntesDaAbertura(livro.dataAbertura)] });
  const { rows } = await tx.execute(sql`
    select nome, lista_controle_id in (${listasSql(tipo)}) as do_livro from material where id = ${e.materialId}`);
  if (!rows[0]) throw unprocessable({ material_id: ['Material não encontrado.'] });
  const material = String(rows[0].nome);
  if (!rows[0].do_livro) throw unprocessable({ material_id: [M.materialForaDoLivro(material, siglasDoLivro(tipo))] });
  const saldoAtual = (await saldosDoLivro(tx, livro, [e.materialId])).get(e.materialId) ?? 0;
  const entra = e.tipo === 'entrada';
  const saldo = saldoAtual + (entra ? e.quantidade : -e.quantidade);
  if (saldo < 0) throw unprocessable({ quantidade: [M.saldoNegativo(material, saldoAtual, e.quantidade)] });
  const [linha] = await tx
    .insert(farmaciaLivroLinha)
    .values({
      livroId: livro.id,
      materialId: e.materialId,
      data: e.data,
      tipo: e.tipo,
      quantidadeEntrada: entra ? e.quantidade : 0,
      quantidadeSaida: entra ? 0 : e.quantidade,
      saldo,
      historico: e.historico,
      numeroReceita: e.numeroReceita,
      prescritor: e.prescritor,
      justificativa: e.justificativa,
      usuarioId,
    })
    .returning({ id: farmaciaLivroLinha.id });
  return linha.id;
}

/**
 * fechar/{id}: brings the book up to date, then freezes it with the closing term. A line dated after the closing
 * date forbids it: the book closes on or after its last movement (the next one opens the day after).
 */
export async function fecharLivro(tx: Tx, usuarioId: number, tipo: TipoLivro, centroCustoId: number, id: number, dataFechamento: string) {
  await livroDaFarmacia(tx, tipo, id, centroCustoId);
  const livro = await lerLivroTravado(tx, id);
  exigirAberto(livro, 'id');
  if (dataFechamento < livro.dataAbertura) throw unprocessable({ data_fechamento: [M.fechamentoAntesDaAbertura(livro.dataAbertura)] });
  // everything the ledger holds goes in first, so the refusal below does not depend on when the book was last
  // read; the lock is held until commit (advisory locks stack in one session): nothing slips in before the close
  await sincronizarLivro(tx, id);
  const { rows } = await tx.execute(sql`
    select max(data)::text as ultima, count(*)::int as linhas, count(distinct material_id)::int as substancias
      from farmacia_livro_linha where livro_id = ${id}`);
  const ultima = rows[0]?.ultima as string | null;
  if (ultima && ultima > dataFechamento) throw unprocessable({ data_fechamento: [M.fechamentoAntesDasLinhas(ultima)] });
  const termoFechamento = termoFechamentoLivro({
    ...(await dadosDoTermo(tx, livro)),
    dataAbertura: livro.dataAbertura,
    dataFechamento,
    linhas: Number(rows[0]?.linhas ?? 0),
    substancias: Number(rows[0]?.substancias ?? 0),
  });
  await tx
    .update(farmaciaLivro)
    .set({ dataFechamento, termoFechamento, fechadoEm: sql`now()`, fechadoPor: usuarioId, updatedAt: sql`now()` })
    .where(eq(farmaciaLivro.id, id));
}
