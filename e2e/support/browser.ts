import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

export interface Browser {
  ctx: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A fresh browser context (its own cookies and storage, like a new profile) in the run's one Debian Chromium
 * (started by support/server.ts; STACK G33, snippet E).
 */
export async function openBrowser(): Promise<Browser> {
  const navegador = await chromium.connect(inject('chromiumWs'));
  const ctx = await navegador.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Recife',
    viewport: { width: 1366, height: 768 },
  });
  const page = await ctx.newPage();
  // A print opens the PDF in a new window; left open, it makes the tested page a background tab whose timers
  // Chromium throttles (a select then took 16 s to open: docs/testing.md, "Sessão 9"). A test that checks the window
  // (`ctx.waitForEvent('page')`) gets it first; a second later it is closed.
  ctx.on('page', (janela) => {
    if (janela !== page) setTimeout(() => void janela.close().catch(() => {}), 1000);
  });
  return {
    ctx,
    page,
    baseUrl: inject('baseUrl'),
    async close() {
      await ctx.close();
      await navegador.close();
    },
  };
}

/** Logs in through the real login page of a municipality. */
export async function entrar(page: Page, baseUrl: string, login: string, senha = 'saude123', cliente = 'demo') {
  await page.goto(`${baseUrl}/login/${cliente}`);
  await page.getByLabel('Usuário ou CPF').fill(login);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** The demo admin has two placements: log in, keep the proposed one at /lotacao, land on the dashboard. */
export async function entrarComoAdmin(page: Page, baseUrl: string) {
  await entrar(page, baseUrl, 'admin');
  await page.waitForURL(`${baseUrl}/lotacao`);
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  // the refresh must land before any next page load, or the old (ended) token would be kept
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/**
 * Logs in and lands on the dashboard: a user with more than one placement or cost centre (the demo doctor
 * works in the consulting rooms and the observation room) keeps the proposed one at /lotacao.
 */
export async function entrarAtePainel(page: Page, baseUrl: string, login: string, lugar?: Lugar) {
  await entrar(page, baseUrl, login);
  await page.waitForURL((u) => u.pathname === '/lotacao' || u.pathname === '/dashboard');
  if (new URL(page.url()).pathname === '/lotacao') {
    // the proposal is the last placement used, which another spec may have changed: name it when it matters
    if (lugar) {
      await page.getByRole('radio', { name: lugar.lotacao }).check();
      await page.getByRole('radio', { name: lugar.centroCusto }).check();
    }
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  }
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/** A placement and cost centre chosen at /lotacao (radio names: the unit, then the cost centre). */
export interface Lugar {
  lotacao: RegExp;
  centroCusto: RegExp;
}
/** The demo doctor works at the UPA and in the polyclinic's offices. */
export const MEDICO_NA_UPA: Lugar = { lotacao: /UPA 24h/, centroCusto: /Consultórios do Pronto Atendimento/ };

/** antd draws a confirm dialog's title twice (hidden and visible): take the visible dialog. */
export const dialogo = (page: Page, titulo: string) => page.getByRole('dialog').filter({ hasText: titulo }).last();

/**
 * Answers a confirm dialog: a click that lands while the dialog is still animating open is lost (seen on a loaded
 * machine), so while the dialog stays open and its button is not busy, the button is clicked again.
 */
export async function confirmar(dialog: Locator, botao = 'Sim') {
  const alvo = dialog.getByRole('button', { name: botao });
  for (let tentativa = 0; tentativa < 4; tentativa++) {
    await alvo.click().catch(() => {});
    const fechou = await dialog
      .waitFor({ state: 'hidden', timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (fechou) return;
    // a button in loading state is the request under way: wait for it instead of clicking again
    if (await alvo.evaluate((b) => b.classList.contains('ant-btn-loading')).catch(() => false)) {
      await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
      return;
    }
  }
  await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
}

/** afterEach hook: a failed test leaves a full-page screenshot in $TMPDIR/saude-e2e-falhas/ for diagnosis. */
export function capturarFalha(browser: () => Browser | undefined) {
  return async (ctx: { task: { name: string; result?: { state?: string } } }) => {
    const b = browser();
    if (!b || ctx.task.result?.state !== 'fail') return;
    const dir = join(tmpdir(), 'saude-e2e-falhas');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `${ctx.task.name.replace(/[^\w-]+/g, '_').slice(0, 80)}.png`);
    await b.page.screenshot({ path, fullPage: true }).catch(() => {});
    console.error(`captura da falha: ${path}`);
  };
}

/**
 * Types into a list's search box and waits for the debounced search in the address. A list still settling when the
 * text arrived (its lazy page mounting right after a save's redirect) may start over from the address and drop what
 * was typed (a loaded CI did): then it types again, up to three times.
 */
export async function pesquisar(page: Page, texto: string, naUrl: RegExp, rotulo = 'Pesquisar') {
  for (let tentativa = 1; ; tentativa++) {
    await page.getByLabel(rotulo).fill(texto);
    try {
      await page.waitForURL(naUrl, { timeout: 5_000 });
      return;
    } catch (e) {
      if (tentativa >= 3) throw e;
    }
  }
}
