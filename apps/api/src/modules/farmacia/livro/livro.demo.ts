import { hojeIso, somarDias, termoFechamentoLivro } from '@saude/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { abrirLivro, dadosDoTermo, responsavelPadrao } from './livro.service.js';
import { sincronizarLivro } from './livro.sync.js';
import { farmaciaLivro, farmaciaLivroLinha } from './livro.table.js';

const TRANSCRICAO = 'Transcrição do livro em papel, anterior à implantação do sistema.';

/**
 * The demo pharmacy's books (issue 19), seeded after everything else of the pharmacy so they read its stock
 * entries and dispensings: psychotropic book nº 1, transcribed from paper and closed the day before the system
 * went live; nº 2 open since then (40 days ago, the opening stock's day), with the entries and dispensings as lines;
 * and the open thalidomide book.
 */
export async function seedLivrosDemo(tx: Tx, centroCustoId: number, farmaceuticoId: number | null) {
  if (!farmaceuticoId) return;
  const hoje = hojeIso();
  const implantacao = somarDias(hoje, -40);
  const responsavel = await responsavelPadrao(tx, farmaceuticoId);
  const { rows } = await tx.execute(sql`
    select id, nome from material where nome in ('Clonazepam 2 mg comprimido', 'Diazepam 10 mg comprimido')`);
  const material = new Map(rows.map((r) => [String(r.nome), Number(r.id)]));
  const clonazepam = material.get('Clonazepam 2 mg comprimido');
  const diazepam = material.get('Diazepam 10 mg comprimido');

  const antigo = await abrirLivro(tx, 'psicotropico', centroCustoId, { dataAbertura: somarDias(hoje, -400), ...responsavel });
  const linhas: [number | undefined, number, 'entrada' | 'saida' | 'perda', number, string][] = [
    [clonazepam, -380, 'entrada', 200, 'Transferência recebida do Almoxarifado Central'],
    [diazepam, -380, 'entrada', 100, 'Transferência recebida do Almoxarifado Central'],
    [clonazepam, -300, 'saida', 90, 'Dispensações do período (notificações B arquivadas)'],
    [diazepam, -250, 'saida', 100, 'Dispensações do período (notificações B arquivadas)'],
    [clonazepam, -120, 'saida', 60, 'Dispensações do período (notificações B arquivadas)'],
    [clonazepam, -60, 'perda', 50, 'Lote CZ2304 vencido, recolhido pela vigilância sanitária'],
  ];
  // written as rows, not through the manual-line service: that one first reads the ledger, and the opening stock
  // (dated after this book's closing, seeded before it) belongs to the next book
  const saldos = new Map<number, number>();
  for (const [materialId, dias, tipo, quantidade, historico] of linhas) {
    if (!materialId) continue;
    const entra = tipo === 'entrada';
    const saldo = (saldos.get(materialId) ?? 0) + (entra ? quantidade : -quantidade);
    saldos.set(materialId, saldo);
    await tx.insert(farmaciaLivroLinha).values({
      livroId: antigo,
      materialId,
      data: somarDias(hoje, dias),
      tipo,
      quantidadeEntrada: entra ? quantidade : 0,
      quantidadeSaida: entra ? 0 : quantidade,
      saldo,
      historico,
      justificativa: TRANSCRICAO,
      usuarioId: farmaceuticoId,
    });
  }
  // closed by hand for the same reason (closing reads the ledger too), with the term the service writes
  const [livro] = await tx.select().from(farmaciaLivro).where(eq(farmaciaLivro.id, antigo));
  const dataFechamento = somarDias(implantacao, -1);
  const termoFechamento = termoFechamentoLivro({
    ...(await dadosDoTermo(tx, livro)),
    dataAbertura: livro.dataAbertura,
    dataFechamento,
    linhas: linhas.filter(([m]) => m).length,
    substancias: saldos.size,
  });
  await tx
    .update(farmaciaLivro)
    .set({ dataFechamento, termoFechamento, fechadoEm: sql`now()`, fechadoPor: farmaceuticoId })
    .where(eq(farmaciaLivro.id, antigo));

  for (const tipo of ['psicotropico', 'talidomida'] as const) {
    const id = await abrirLivro(tx, tipo, centroCustoId, { dataAbertura: implantacao, ...responsavel });
    await sincronizarLivro(tx, id);
  }
}
