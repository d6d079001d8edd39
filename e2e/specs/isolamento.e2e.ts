import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, entrar, openBrowser } from '../support/browser.js';

let b: Browser;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());

describe('isolamento entre municípios', () => {
  it('a user of "outra" sees only Caruaru’s data and cannot reach Garanhuns’ records', async () => {
    const { page, baseUrl } = b;
    // the ids of a Garanhuns notification and e-mail, as an attacker might guess them
    const demo = await page.request.post(`${baseUrl}/api/administracao/autenticacao/login`, {
      headers: { 'x-cliente': 'demo' },
      data: { login: 'admin', senha: 'saude123' },
    });
    const sessaoDemo = await demo.json();
    const lista = await page.request.get(`${baseUrl}/api/administracao/notificacao/recebida`, {
      headers: { 'x-cliente': 'demo', authorization: `Bearer ${sessaoDemo.token}` },
    });
    const idDemo = (await lista.json()).data[0].id as number;

    await entrar(page, baseUrl, 'admin', 'saude123', 'outra');
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText('Hospital Municipal de Caruaru').first().waitFor();
    expect(await page.getByText('UPA 24h Dr. Arnaldo Lopes').count()).toBe(0);
    await page.getByRole('button', { name: /^Notificações/ }).click();
    const dialogo = page.getByRole('dialog').filter({ hasText: 'Visualizada' });
    await dialogo.getByText('Aviso exclusivo de Caruaru').waitFor();
    expect(await dialogo.getByText('Bem-vindo ao Saúde Municipal').count()).toBe(0);

    const resultado = await page.evaluate(async (id) => {
      const s = JSON.parse(localStorage.getItem('autenticacao') ?? '{}');
      const h = { 'x-cliente': 'outra', authorization: `Bearer ${s.token}`, 'content-type': 'application/json' };
      const marcar = await fetch(`/api/administracao/notificacao/recebida/${id}`, {
        method: 'PATCH',
        headers: h,
        body: JSON.stringify({ visualizado: true }),
      });
      const comoDemo = await fetch('/api/dashboard', { headers: { ...h, 'x-cliente': 'demo' } });
      return { marcar: marcar.status, comoDemo: comoDemo.status };
    }, idDemo);
    expect(resultado).toEqual({ marcar: 404, comoDemo: 401 });
  });
});
