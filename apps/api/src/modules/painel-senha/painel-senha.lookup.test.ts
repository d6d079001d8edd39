import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { type Tx, withTenant } from '../../db/client.js';
import { centroCusto, cliente, opcaoEntrada, prioridade, tela } from '../../db/schema/index.js';
import { classificacaoRisco } from '../pronto-atendimento/index.js';
import { classificacoesRisco, opcoesDoFormularioDaFila } from './painel-senha.lookup.js';

let ctx: TestContext;
let clienteId: number;
const cc: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const [c] = await ctx.database.db.select({ id: cliente.id }).from(cliente).where(eq(cliente.link, 'demo'));
  clienteId = c?.id as number;
  await demo(async (tx) => {
    for (const r of await tx.select({ id: centroCusto.id, nome: centroCusto.nome }).from(centroCusto)) cc[r.nome] = r.id;
  });
});
afterAll(() => ctx.close());

const demo = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(ctx.database.db, { clienteId }, fn);

/** Runs inside the demo municipality and rolls everything back: changes here never reach other tests. */
async function semGravar(fn: (tx: Tx) => Promise<void>) {
  const desfazer = new Error('desfazer');
  await expect(
    demo(async (tx) => {
      await fn(tx);
      throw desfazer;
    }),
  ).rejects.toBe(desfazer);
}

/** Keeps only the seeded names, in the order given: other suites may add rows on a shared database. */
const semeados = <T extends { nome: string }>(lista: T[], nomes: string[]) => lista.filter((x) => nomes.includes(x.nome));

describe('leituras do painel de senhas para as filas', () => {
  it('gives the risk colours in force, most urgent first', async () => {
    const cores = await demo((tx) => classificacoesRisco(tx));
    expect(cores.map((c) => c.ordem)).toEqual([...cores.map((c) => c.ordem)].sort((a, b) => a - b));
    expect(semeados(cores, ['Vermelho', 'Laranja', 'Amarelo', 'Verde', 'Azul']).map(({ id: _, ...c }) => c)).toEqual([
      { nome: 'Vermelho', cor: '#d32f2f', tempoAlvoMinutos: 0, ordem: 1 },
      { nome: 'Laranja', cor: '#f57c00', tempoAlvoMinutos: 10, ordem: 2 },
      { nome: 'Amarelo', cor: '#fbc02d', tempoAlvoMinutos: 60, ordem: 3 },
      { nome: 'Verde', cor: '#388e3c', tempoAlvoMinutos: 120, ordem: 4 },
      { nome: 'Azul', cor: '#1976d2', tempoAlvoMinutos: 240, ordem: 5 },
    ]);
    await semGravar(async (tx) => {
      await tx.update(classificacaoRisco).set({ bloqueado: true }).where(eq(classificacaoRisco.nome, 'Azul'));
      expect((await classificacoesRisco(tx)).map((c) => c.nome)).not.toContain('Azul');
    });
  });

  it('gives the entry options by name, the priorities lightest first and the wait thresholds in order', async () => {
    const triagem = cc['Triagem e Classificação de Risco'] as number;
    const f = await demo((tx) => opcoesDoFormularioDaFila(tx, { centroCustoId: triagem }));
    expect(
      semeados(f.opcoesEntrada, [
        'Demanda espontânea',
        'SAMU 192',
        'Corpo de Bombeiros',
        'Transferência de outra unidade',
        'Retorno',
        'Polícia',
      ]).map((o) => o.nome),
    ).toEqual(['Corpo de Bombeiros', 'Demanda espontânea', 'Polícia', 'Retorno', 'SAMU 192', 'Transferência de outra unidade']);
    expect(f.opcoesEntrada[0]).toHaveProperty('faixaEtariaId', null);
    const prioridades = semeados(f.prioridades, [
      'Sem prioridade',
      'Gestante',
      'Pessoa com deficiência',
      'Transtorno do espectro autista',
      'Lactante ou com criança de colo',
      'Idoso 60+',
      'Idoso 80+',
    ]);
    expect(prioridades.map(({ id: _, ...p }) => p)).toEqual([
      { nome: 'Sem prioridade', peso: 0, legal: false },
      { nome: 'Gestante', peso: 10, legal: true },
      { nome: 'Idoso 60+', peso: 10, legal: true },
      { nome: 'Lactante ou com criança de colo', peso: 10, legal: true },
      { nome: 'Pessoa com deficiência', peso: 10, legal: true },
      { nome: 'Transtorno do espectro autista', peso: 10, legal: true },
      { nome: 'Idoso 80+', peso: 20, legal: true },
    ]);
    expect(f.temposEspera.map(({ id: _, ...t }) => t)).toEqual([
      { minutos: 0, cor: '#388e3c' },
      { minutos: 30, cor: '#fbc02d' },
      { minutos: 60, cor: '#f57c00' },
      { minutos: 120, cor: '#d32f2f' },
    ]);
    await semGravar(async (tx) => {
      await tx.update(opcaoEntrada).set({ bloqueado: true }).where(eq(opcaoEntrada.nome, 'Polícia'));
      await tx.update(prioridade).set({ bloqueado: true }).where(eq(prioridade.nome, 'Gestante'));
      const depois = await opcoesDoFormularioDaFila(tx, { centroCustoId: triagem });
      expect(depois.opcoesEntrada.map((o) => o.nome)).not.toContain('Polícia');
      expect(depois.prioridades.map((p) => p.nome)).not.toContain('Gestante');
    });
  });

  it('offers the screens of the queue location, its own cost centre first, plus the screens bound to none', async () => {
    const telas = async (centro: string) =>
      (await demo((tx) => opcoesDoFormularioDaFila(tx, { centroCustoId: cc[centro] as number }))).telas.map((t) => t.nome);
    const UPA = ['TV da recepção do PA', 'TV dos consultórios do PA'];
    expect((await telas('Consultórios do Pronto Atendimento')).filter((n) => UPA.includes(n))).toEqual([
      'TV dos consultórios do PA',
      'TV da recepção do PA',
    ]);
    expect((await telas('Triagem e Classificação de Risco')).filter((n) => UPA.includes(n))).toEqual(UPA);
    expect((await telas('Recepção do Ambulatório')).filter((n) => UPA.includes(n))).toEqual([]);

    await semGravar(async (tx) => {
      await tx.insert(tela).values({ nome: 'TV do saguão principal' });
      await tx.update(tela).set({ bloqueado: true }).where(eq(tela.nome, 'TV da recepção do PA'));
      const nomes = (await opcoesDoFormularioDaFila(tx, { centroCustoId: cc['Recepção do Ambulatório'] as number })).telas.map(
        (t) => t.nome,
      );
      expect(nomes).toContain('TV do saguão principal');
      const daTriagem = (await opcoesDoFormularioDaFila(tx, { centroCustoId: cc['Triagem e Classificação de Risco'] as number })).telas;
      expect(daTriagem.map((t) => t.nome)).toContain('TV dos consultórios do PA');
      expect(daTriagem.map((t) => t.nome)).not.toContain('TV da recepção do PA');
    });
  });
});
