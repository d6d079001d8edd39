import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, dialogo, entrar, openBrowser } from '../support/browser.js';

let b: Browser;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());

describe('notificações e sessão', () => {
  it('closing an unread message marks it read on the server and drops the badge by one', async () => {
    const { page, baseUrl } = b;
    await entrar(page, baseUrl, 'enfermagem');
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Notificações (2 não lidas)' }).click();
    const lista = page.getByRole('dialog').filter({ hasText: 'Visualizada' });
    await lista.getByRole('columnheader', { name: 'Data/Hora' }).waitFor();
    await lista.getByRole('button', { name: 'Abrir mensagem: Campanha de vacinação contra influenza' }).click();
    const mensagem = dialogo(page, 'Alerta - Campanha de vacinação contra influenza');
    await mensagem.getByText('Público prioritário: idosos e gestantes').waitFor();
    await mensagem
      .getByRole('button', { name: /fechar|close/i })
      .first()
      .click();
    await page.getByRole('button', { name: 'Notificações (1 não lidas)' }).waitFor();
    const linha = lista.getByRole('row', { name: /Campanha de vacinação/ });
    expect(await linha.innerText()).toContain('Sim');

    // the server kept it: a new page load still shows one unread
    await page.reload();
    await page.getByRole('button', { name: 'Notificações (1 não lidas)' }).waitFor();
  });

  it('logout ends the session on the server too', async () => {
    const { page, baseUrl } = b;
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('autenticacao') ?? '{}').token as string);
    await page.getByRole('button', { name: /^Usuário: / }).click();
    await page.getByRole('menuitem', { name: 'Sair do sistema' }).click();
    await page.waitForURL(`${baseUrl}/login/demo`);
    const status = await page.evaluate(
      (t) => fetch('/api/dashboard', { headers: { 'x-cliente': 'demo', authorization: `Bearer ${t}` } }).then((r) => r.status),
      token,
    );
    expect(status).toBe(401);
  });
  it('five minutes before expiry it offers to renew; renewing keeps the user in', async () => {
    const { page, baseUrl } = b;
    await page.clock.install(); // before login: the session timers run on the fake clock
    // a user with one placement and one cost centre goes straight to the dashboard
    await entrar(page, baseUrl, 'enfermagem');
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText('Olá, Marcos').waitFor();
    const exp = await page.evaluate(() => JSON.parse(localStorage.getItem('autenticacao') ?? '{}').expiration as number);
    const agora = await page.evaluate(() => Date.now());
    await page.clock.fastForward(exp * 1000 - agora - 290_000);
    await page.clock.runFor(1000);
    const aviso = dialogo(page, 'Expiração da sessão');
    await aviso.getByText('A sessão vai expirar em 5 minutos, deseja atualizar a sessão?').waitFor();
    // the server's expiration has whole seconds and this page's clock is fake: let one real second pass,
    // or a fast run renews within the login's second and gets the same expiration back
    await new Promise((r) => setTimeout(r, 1100));
    await aviso.getByRole('button', { name: 'Sim', exact: true }).click();
    await page.clock.runFor(1000);
    await aviso.waitFor({ state: 'hidden' });
    const novo = await page.evaluate(() => JSON.parse(localStorage.getItem('autenticacao') ?? '{}').expiration as number);
    expect(novo).toBeGreaterThan(exp);
    expect(page.url()).toBe(`${baseUrl}/dashboard`);
  });

  it('at expiry the session is cleared and the user is back at the municipality login', async () => {
    const { page, baseUrl } = b;
    const exp = await page.evaluate(() => JSON.parse(localStorage.getItem('autenticacao') ?? '{}').expiration as number);
    const agora = await page.evaluate(() => Date.now());
    await page.clock.fastForward(exp * 1000 - agora + 1000);
    await page.clock.runFor(1000);
    await page.waitForURL(`${baseUrl}/login/demo`);
    expect(await page.evaluate(() => localStorage.getItem('autenticacao'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('customer'))).toBe('demo');
  });
});
