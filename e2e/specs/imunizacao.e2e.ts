import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, capturarFalha, dialogo, entrarAtePainel, openBrowser } from '../support/browser.js';

/**
 * The vaccination room at 1366 × 768 (issue 20): the room's nurse (`vacina`) calls from the queue the demo child, sees
 * the doses of the national calendar she is due or overdue for, records two of them (the multi-dose VIP opens a vial,
 * the single-dose pentavalent does not) from the room's lots and prints the vaccination card; the overdue list no
 * longer has the child for those vaccines; the room's stock of those lots dropped by one dose each and the opened vial
 * shows in the open-vials panel.
 */
const exec = promisify(execFile);
const pasta = mkdtempSync(join(tmpdir(), 'saude-e2e-imunizacao-'));
let enfermeira: Browser;

/** The child the demo queues in the UBS room (CRIANCA_FILA_DEMO of apps/api/…/imunizacao/registro/registro.demo.ts). */
const CRIANCA = 'Alice Ferreira Gomes';
/** The two D2s given: a multi-dose vaccine (VIP, 10 doses a vial) and a single-dose one (pentavalent). */
const DADAS = ['VIP', 'PENTA'] as const;
const literal = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const dataBr = (iso: string) => iso.split('-').reverse().join('/');

interface EntradaFila {
  id: number;
  paciente: { id: number; nome: string };
  acoes: string[];
}
interface DadosRegistro {
  hoje: string;
  situacao: { sigla: string; dose: string; nome: string; rotulo: string; situacao: string }[];
  vacinas: { id: number; nome: string; sigla: string | null; lotes: { lote_id: number; lote: string; disponivel: number }[] }[];
}
interface Estoque {
  lotes: { lote_id: number; lote: string; vacina: string; doses: number }[];
  frascos: { id: number; lote_id: number; vacina: string; lote: string; doses_frasco: number; doses_restantes: number }[];
}
interface Faltoso {
  paciente: string;
  vacina: string;
}

/** What the server answers this page's session (a print, an API read), as bytes. */
async function baixarNaPagina(page: Page, caminho: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (url) => {
    const { token } = JSON.parse(localStorage.getItem('autenticacao') ?? '{}') as { token?: string };
    const r = await fetch(url, { headers: { Authorization: `Bearer ${token}`, 'X-Cliente': 'demo' } });
    if (!r.ok) throw new Error(`${url}: ${r.status}`);
    const bytes = new Uint8Array(await r.arrayBuffer());
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  }, caminho);
  return Buffer.from(base64, 'base64');
}
const lerApi = async <T>(page: Page, caminho: string): Promise<T> => JSON.parse((await baixarNaPagina(page, caminho)).toString('utf8'));

/** The room's stock as the "Consulta de estoque" screen reads it (reading first closes the expired open vials). */
async function estoqueNaTela(page: Page, baseUrl: string): Promise<Estoque> {
  const [resposta] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/imunizacao/consulta-estoque/estoque' && r.ok()),
    page.goto(`${baseUrl}/imunizacao/consulta-estoque/index`),
  ]);
  await page.getByRole('heading', { name: 'Consulta de estoque de vacinas' }).waitFor();
  return (await resposta.json()) as Estoque;
}

/** The child's lines in the overdue report (Faltosos), read with the page's session. */
async function faltososDaCrianca(page: Page): Promise<Faltoso[]> {
  const r = await lerApi<{ data: Faltoso[]; records_filtered: number }>(
    page,
    '/api/imunizacao/relatorio-faltoso-aprazamento/list?start=0&length=100',
  );
  expect(r.records_filtered, 'the demo’s overdue list fits one page').toBeLessThanOrEqual(100);
  return r.data.filter((l) => l.paciente === CRIANCA);
}

beforeAll(async () => {
  enfermeira = await openBrowser();
  await entrarAtePainel(enfermeira.page, enfermeira.baseUrl, 'vacina', {
    lotacao: /Unidade Básica Heliópolis/,
    centroCusto: /Sala de Vacinação da UBS Heliópolis/,
  });
}, 120_000);
afterEach(capturarFalha(() => enfermeira));
afterAll(async () => {
  await enfermeira?.close();
  rmSync(pasta, { recursive: true, force: true });
});

describe('imunização: fila, calendário, registro de duas doses, cartão, faltosos e estoque da sala', () => {
  it('the nurse calls the demo child, records two due doses from the room’s lots, prints the card; the overdue list and the stock follow', async () => {
    const { page, baseUrl, ctx } = enfermeira;

    // before: the room's stock and the child's overdue lines
    const antes = await estoqueNaTela(page, baseUrl);
    const faltavam = await faltososDaCrianca(page);

    // the queue of the UBS room: the demo child is waiting
    const [resposta] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/imunizacao/fila-atendimento' && r.ok()),
      page.goto(`${baseUrl}/imunizacao/fila-atendimento/index`),
    ]);
    await page.getByRole('heading', { name: 'Fila de atendimento da sala de vacinação' }).waitFor();
    const { fila } = ((await resposta.json()) as { data: { model: { fila: EntradaFila[] } } }).data.model;
    const entrada = fila.find((e) => e.paciente.nome === CRIANCA && e.acoes.includes('chamar'));
    expect(entrada, 'the demo child waiting in the UBS room’s queue').toBeDefined();
    const pacienteId = entrada?.paciente.id as number;
    await page.getByRole('row').filter({ hasText: CRIANCA }).first().waitFor();

    await page.getByRole('button', { name: `Chamar ${CRIANCA}`, exact: true }).click();
    // the first call may ask where the nurse calls from (when the room has a TV or rooms to choose)
    const onde = dialogo(page, 'Onde você chama os pacientes?');
    const aviso = page.getByText(new RegExp(`^Chamada de ${literal(CRIANCA)} (registrada|enviada para .+)\\.$`));
    await Promise.race([onde.waitFor(), aviso.waitFor()]);
    if (await onde.isVisible()) {
      for (const grupo of await onde.getByRole('radiogroup').all()) await grupo.getByRole('radio').first().check();
      await onde.getByRole('button', { name: 'Chamar' }).click();
    }
    await aviso.waitFor();

    const [criacao] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/imunizacao/registro-vacinacao/create/${pacienteId}` && r.ok()),
      page.getByRole('button', { name: `Atender ${CRIANCA}`, exact: true }).click(),
    ]);
    await page.waitForURL(new RegExp(`/imunizacao/registro-vacinacao/create/${pacienteId}/${entrada?.id}$`));
    const d = ((await criacao.json()) as { data: DadosRegistro }).data;
    await page.getByText(CRIANCA, { exact: true }).first().waitFor();

    // the calendar's pending doses: the 4-month D2s are due or overdue; the nurse picks VIP and pentavalent
    const pendentes = page.getByLabel('Doses pendentes');
    const escolhidas = DADAS.map((sigla) => {
      const item = d.situacao.find((i) => i.sigla === sigla && i.dose === 'D2');
      expect(item?.situacao, `${sigla} D2 pending`).toMatch(/^(devida|atrasada)$/);
      const vacina = d.vacinas.find((v) => v.sigla === sigla);
      const lote = vacina?.lotes[0];
      expect(lote, `a valid lot of ${sigla} in the room`).toBeDefined();
      return {
        sigla,
        item: item as DadosRegistro['situacao'][number],
        vacina: vacina?.nome ?? '',
        lote: lote?.lote ?? '',
        loteId: lote?.lote_id ?? 0,
      };
    });
    for (const e of escolhidas) {
      await pendentes
        .getByRole('button', { name: new RegExp(`^${literal(`${e.item.nome} — ${e.item.rotulo}`)} \\((devida|atrasada)\\)$`) })
        .click();
      // the line comes with the room's lot (FEFO first) selected
      await page
        .getByText(new RegExp(`^${literal(e.lote)} — val\\. `))
        .first()
        .waitFor();
    }

    // save: a rule that needs a reason asks for it
    const [gravacao] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/imunizacao/registro-vacinacao' && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Registrar', exact: true }).click(),
    ]);
    if (gravacao.status() === 422) {
      const motivo = dialogo(page, 'Justificativa necessária');
      await motivo.getByLabel('Justificativa').fill('Doses em atraso aplicadas na visita de hoje.');
      const [segunda] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === '/api/imunizacao/registro-vacinacao' && r.request().method() === 'POST'),
        motivo.getByRole('button', { name: 'Registrar com justificativa' }).click(),
      ]);
      expect(segunda.status()).toBe(201);
    } else expect(gravacao.status()).toBe(201);
    await page.getByText('2 doses registradas.').first().waitFor();
    // saving finishes the queue entry: back at the queue, the child is no longer waiting
    await page.waitForURL(`${baseUrl}/imunizacao/fila-atendimento/index`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: `Chamar ${CRIANCA}`, exact: true }).waitFor({ state: 'detached' });

    // the card, from her record: the PDF has her name and the two doses of today with their lots
    await page.goto(`${baseUrl}/imunizacao/registro-vacinacao/create/${pacienteId}`);
    const hoje = dataBr(d.hoje);
    for (const e of escolhidas)
      await page
        .locator('.ant-table-tbody tr.ant-table-row')
        .filter({ hasText: e.vacina })
        .filter({ hasText: hoje })
        .filter({ hasText: e.lote })
        .first()
        .waitFor();
    const [janela, cartao] = await Promise.all([
      ctx.waitForEvent('page'),
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/imunizacao/impressao/cartao/${pacienteId}`),
      page.getByRole('button', { name: 'Cartão de vacinação' }).click(),
    ]);
    expect(cartao.status()).toBe(200);
    expect(cartao.headers()['content-type']).toContain('application/pdf');
    await janela.close().catch(() => {});
    const arquivo = join(pasta, 'cartao.pdf');
    writeFileSync(arquivo, await baixarNaPagina(page, new URL(cartao.url()).pathname));
    const texto = (await exec('pdftotext', ['-layout', arquivo, '-'])).stdout;
    expect(texto).toContain(CRIANCA);
    const linhas = texto.split('\n');
    // a line per dose: vaccine (its name wraps in the column), dose, "Aplicada", today, the lot
    for (const e of escolhidas) {
      const inicio = e.item.nome.split(' ')[0] ?? '';
      const linha = linhas.find((l) => l.trimStart().startsWith(inicio) && l.includes(` ${e.item.rotulo} `) && l.includes(hoje));
      expect(linha, `the card's line of ${e.sigla} ${e.item.rotulo} given today`).toBeDefined();
      expect(linha).toMatch(new RegExp(`Aplicada\\s+${literal(hoje)}\\s+${literal(e.lote)}\\s`));
    }

    // the overdue report no longer lists the child for those vaccines (the other 4-month doses still are)
    await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/imunizacao/relatorio-faltoso-aprazamento/list' && r.ok()),
      page.goto(`${baseUrl}/imunizacao/relatorio-faltoso-aprazamento/index`),
    ]);
    await page.getByRole('heading', { name: 'Faltosos (aprazamento vencido)' }).waitFor();
    const faltam = await faltososDaCrianca(page);
    for (const e of escolhidas) {
      expect(faltavam.map((l) => l.vacina)).toContain(e.vacina);
      expect(faltam.map((l) => l.vacina)).not.toContain(e.vacina);
    }
    expect(faltam.length).toBe(faltavam.length - escolhidas.length);

    // the room's stock: each lot one dose less, nothing else moved; the VIP vial opened today shows
    const depois = await estoqueNaTela(page, baseUrl);
    const doses = (e: Estoque, loteId: number) => e.lotes.find((l) => l.lote_id === loteId)?.doses ?? 0;
    for (const l of antes.lotes) {
      const dadas = escolhidas.filter((e) => e.loteId === l.lote_id).length;
      expect(doses(depois, l.lote_id), l.lote).toBe(l.doses - dadas);
    }
    const lotes = page.locator('.ant-card').filter({ hasText: 'Lotes (alerta de validade' });
    for (const e of escolhidas) {
      const linha = lotes.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: e.lote }).filter({ hasText: e.vacina });
      await linha
        .getByRole('cell', { name: String(doses(depois, e.loteId)), exact: true })
        .first()
        .waitFor();
    }
    const [vip, penta] = escolhidas as [(typeof escolhidas)[0], (typeof escolhidas)[0]];
    const novos = depois.frascos.filter((f) => f.lote_id === vip.loteId && !antes.frascos.some((a) => a.id === f.id));
    expect(novos).toHaveLength(1);
    expect(novos[0]).toMatchObject({ doses_frasco: 10, doses_restantes: 9 });
    expect(
      depois.frascos.some((f) => f.lote_id === penta.loteId),
      'a single-dose vaccine opens no vial',
    ).toBe(false);
    const frascos = page.locator('.ant-card').filter({ hasText: 'Frascos abertos' });
    await frascos.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: vip.lote }).filter({ hasText: '9/10' }).waitFor();
  });
});
