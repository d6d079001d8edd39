import { afterAll, beforeAll, describe, it } from 'vitest';
import { type Browser, entrar, entrarComoAdmin, openBrowser } from '../support/browser.js';

let b: Browser;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());

describe('administração › notificações', () => {
  it('an administrator sends a notice to a placement and that user finds it in the bell', async () => {
    const { page, baseUrl } = b;
    await entrarComoAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/administracao/notificacao/create`);
    await page.getByLabel('Título').fill('Plantão extra no sábado');
    await page.getByRole('textbox', { name: 'Mensagem' }).fill('Confirme sua escala até quinta-feira.');
    await page.getByLabel('Destinatários').click();
    await page.getByLabel('Destinatários').fill('Joana');
    // antd renders hidden role=option twins for screen readers; click the visible item
    await page.locator('.ant-select-item-option', { hasText: 'Joana Batista de Araújo' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Tipo').click();
    await page.locator('.ant-select-item-option', { hasText: 'Alerta' }).click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Registro salvo com sucesso!').first().waitFor();
    await page.waitForURL(`${baseUrl}/administracao/notificacao/index`);
    await page.getByRole('cell', { name: 'Plantão extra no sábado', exact: true }).waitFor();

    await page.evaluate(() => localStorage.removeItem('autenticacao'));
    await entrar(page, baseUrl, 'recepcao');
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('button', { name: /^Notificações/ }).click();
    const lista = page.getByRole('dialog').filter({ hasText: 'Visualizada' });
    await lista.getByRole('button', { name: 'Abrir mensagem: Plantão extra no sábado' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Alerta - Plantão extra no sábado' })
      .getByText('Confirme sua escala até quinta-feira.')
      .waitFor();
  });
});
