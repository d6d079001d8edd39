import { eq, inArray } from 'drizzle-orm';
import { TIPOS_OPCAO_CHAMADA } from '../../../modules/painel-senha/painel-senha.tables.js';
import type { Tx } from '../../client.js';
import { aviso, encaminhamento, opcaoChamada, opcaoEntrada, tela, telaCentroCusto } from '../../schema/index.js';
import type { SeedContexto } from '../municipio.js';

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
}
