import { hojeIso } from '@saude/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { aviso, encaminhamento, opcaoChamada, opcaoEntrada, prioridade, tela, telaCentroCusto } from '../../db/schema/index.js';
import type { SeedContexto } from '../../db/seed/municipio.js';
import { emitirSenha } from './emissao-senha/emissao-senha.service.js';
import { TIPOS_OPCAO_CHAMADA } from './registros.table.js';

const RECEPCAO_PA = 'Recepção do Pronto Atendimento';
const TRIAGEM_PA = 'Triagem e Classificação de Risco';

/** Kiosk buttons of the UPA: the entry options of issue 6 that a citizen picks at the kiosk. */
const TOTEM = [
  { nome: 'Demanda espontânea', prefixo: 'A', prefixoPrioridade: 'P', perguntarPrioridade: true, ordem: 1 },
  { nome: 'Retorno', prefixo: 'R', prefixoPrioridade: null, perguntarPrioridade: true, ordem: 2 },
];

/** What each screen shows besides the calls addressed to it. */
const TELAS: Record<string, string[]> = {
  'TV da recepção do PA': [RECEPCAO_PA, TRIAGEM_PA],
  'TV dos consultórios do PA': ['Consultórios do Pronto Atendimento', 'Medicação do Pronto Atendimento', 'Sala de Observação'],
};

/**
 * The ticket panel of the demo municipality (issue 7): the UPA's kiosk buttons, its three reception
 * counters, the queues each TV shows, a forwarding route from the reception to the triage and two notices.
 * Runs after the emergency-care seed (entry options, priorities and screens come from there).
 */
export async function seedPainelSenhaDemo(tx: Tx, ctx: SeedContexto) {
  const recepcao = ctx.centrosCusto.get(RECEPCAO_PA);
  const triagem = ctx.centrosCusto.get(TRIAGEM_PA);
  if (!recepcao) return;
  for (const o of TOTEM) {
    await tx
      .update(opcaoEntrada)
      .set({
        totem: true,
        prefixo: o.prefixo,
        prefixoPrioridade: o.prefixoPrioridade,
        perguntarPrioridade: o.perguntarPrioridade,
        ordem: o.ordem,
        centroCustoId: recepcao,
      })
      .where(eq(opcaoEntrada.nome, o.nome));
  }
  await tx
    .insert(opcaoChamada)
    .values([1, 2, 3].map((n) => ({ nome: `Guichê ${n}`, tipoId: TIPOS_OPCAO_CHAMADA.GUICHE, centroCustoId: recepcao })));
  const telas = await tx
    .select({ id: tela.id, nome: tela.nome })
    .from(tela)
    .where(inArray(tela.nome, Object.keys(TELAS)));
  for (const t of telas) {
    const centros = (TELAS[t.nome] ?? []).map((n) => ctx.centrosCusto.get(n)).filter((id): id is number => id !== undefined);
    // the migration already lists the main cost centre; add the others
    const ja = await tx.select({ id: telaCentroCusto.centroCustoId }).from(telaCentroCusto).where(eq(telaCentroCusto.telaId, t.id));
    const faltam = centros.filter((c) => !ja.some((j) => j.id === c));
    if (faltam.length) await tx.insert(telaCentroCusto).values(faltam.map((centroCustoId) => ({ telaId: t.id, centroCustoId })));
  }
  if (triagem)
    await tx
      .insert(encaminhamento)
      .values({ nome: 'Acolhimento na triagem', origemCentroCustoId: recepcao, destinoCentroCustoId: triagem });
  await tx.insert(aviso).values([
    {
      titulo: 'Vacinação contra a gripe',
      mensagem: 'Campanha de vacinação contra a gripe nas Unidades de Saúde da Família, de segunda a sexta, das 8h às 16h.',
      todasTelas: true,
    },
    {
      titulo: 'Classificação de risco',
      mensagem: 'O atendimento segue a classificação de risco, não a ordem de chegada: casos mais graves são atendidos primeiro.',
      todasTelas: true,
    },
  ]);
  await emitirSenhasDoDia(tx, ctx, recepcao);
}

/**
 * This morning at the UPA kiosk (issue 7): five ordinary tickets, two priority ones and a return, issued by
 * the kiosk's user through the real service, a few minutes apart, so the ticket queue opens with people.
 */
async function emitirSenhasDoDia(tx: Tx, ctx: SeedContexto, recepcao: number) {
  const usuarioId = ctx.usuarios.get('totem');
  if (!usuarioId) return;
  const opcoes = await tx.select({ id: opcaoEntrada.id, nome: opcaoEntrada.nome }).from(opcaoEntrada).where(eq(opcaoEntrada.totem, true));
  const prioridades = await tx.select({ id: prioridade.id, nome: prioridade.nome }).from(prioridade);
  const opcao = (nome: string) => opcoes.find((o) => o.nome === nome)?.id;
  const prio = (nome: string) => prioridades.find((p) => p.nome === nome)?.id;
  const [demanda, retorno] = [opcao('Demanda espontânea'), opcao('Retorno')];
  if (!demanda || !retorno) return;
  const fila: { opcaoEntradaId: number; prioridadeId?: number }[] = [
    { opcaoEntradaId: demanda },
    { opcaoEntradaId: demanda },
    { opcaoEntradaId: demanda, prioridadeId: prio('Idoso 60+') },
    { opcaoEntradaId: retorno },
    { opcaoEntradaId: demanda },
    { opcaoEntradaId: demanda, prioridadeId: prio('Gestante') },
    { opcaoEntradaId: demanda },
    { opcaoEntradaId: demanda },
  ];
  const agora = new Date();
  for (const [i, pedido] of fila.entries()) {
    // four minutes apart, oldest first, but never on the day before (a seed run just after midnight)
    const em = new Date(agora.getTime() - (fila.length - 1 - i) * 4 * 60_000);
    await emitirSenha(
      tx,
      { clienteId: ctx.clienteId, usuarioId, centroCustoId: recepcao },
      pedido,
      hojeIso(em) === hojeIso(agora) ? em : agora,
    );
  }
}
