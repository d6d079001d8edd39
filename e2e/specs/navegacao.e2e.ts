import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, entrar, entrarComoAdmin, openBrowser } from '../support/browser.js';

let b: Browser;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());

describe('navegação', () => {
  it('without a session an inner page answers 401 and leads back to the municipality login', async () => {
    const { page, baseUrl } = b;
    await page.goto(`${baseUrl}/login/demo`);
    await page.getByLabel('Usuário ou CPF').waitFor();
    await page.goto(`${baseUrl}/administracao/auditoria/index`);
    await page.getByText('Não autorizado').waitFor();
    await page.getByRole('button', { name: 'Ir para o login' }).click();
    await page.waitForURL(`${baseUrl}/login/demo`);
  });

  it('the sidebar comes from the server menu and opens the outbox and the audit trail', async () => {
    const { page, baseUrl } = b;
    await entrarComoAdmin(page, baseUrl);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByText('Administração', { exact: true }).click();
    await menu.getByText('Caixa de saída de e-mails', { exact: true }).click();
    await page.waitForURL(`${baseUrl}/administracao/email-saida/index`);
    await page.getByRole('columnheader', { name: 'Destinatário' }).waitFor();
    await menu.getByText('Auditoria', { exact: true }).click();
    // the trail opens on this month: the period joins the address
    await page.waitForURL(/\/administracao\/auditoria\/index\?dataInicio=/);
    await page.getByRole('columnheader', { name: 'O que foi feito' }).waitFor();
    // the active item follows the first two path segments
    const ativo = menu.locator('.ant-menu-item-selected');
    expect(await ativo.innerText()).toContain('Auditoria');
    await page.goto(`${baseUrl}/caminho/que/nao/existe`);
    await page.getByText('Página não encontrada').waitFor();
    expect(page.url()).toBe(`${baseUrl}/404`);
  });

  it('a user without the permission gets no such menu and the 403 page on the address', async () => {
    const { page, baseUrl } = b;
    await page.evaluate(() => localStorage.removeItem('autenticacao'));
    await entrar(page, baseUrl, 'recepcao');
    await page.waitForURL(`${baseUrl}/dashboard`);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByText('Início', { exact: true }).waitFor();
    expect(await menu.getByText('Administração', { exact: true }).count()).toBe(0);
    await page.goto(`${baseUrl}/administracao/auditoria/index`);
    await page.getByText('Acesso negado').waitFor();
  });
});
