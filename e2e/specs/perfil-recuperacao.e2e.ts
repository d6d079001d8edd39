import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, dialogo, entrar, entrarComoAdmin, openBrowser } from '../support/browser.js';

let b: Browser;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());

describe('perfil e recuperação de senha', () => {
  it('leaving the profile with unsaved changes asks first ("Atenção")', async () => {
    const { page, baseUrl } = b;
    await entrar(page, baseUrl, 'farmacia');
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('button', { name: /^Usuário: / }).click();
    await page.getByRole('menuitem', { name: 'Meu perfil' }).click();
    await page.waitForURL(`${baseUrl}/cadastro/usuario-perfil`);
    await page.getByLabel('Telefone').fill('87999990000');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByText('Início').click();
    const atencao = dialogo(page, 'Atenção');
    await atencao.getByText('As informações não salvas serão perdidas. Deseja realmente sair?').waitFor();
    await atencao.getByRole('button', { name: 'Não', exact: true }).click();
    expect(page.url()).toBe(`${baseUrl}/cadastro/usuario-perfil`);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Registro salvo com sucesso!').first().waitFor();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByText('Início').click();
    await page.waitForURL(`${baseUrl}/dashboard`);
  });

  it('a forgotten password is reset through the one-time link that the outbox holds', async () => {
    const { page, baseUrl } = b;
    await page.evaluate(() => localStorage.removeItem('autenticacao'));
    await page.goto(`${baseUrl}/recuperar-senha/demo`);
    await page.getByLabel('Usuário ou CPF').fill('almoxarifado');
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await page.getByText(/enviamos para ele um link/).waitFor();

    // no SMTP here: the administrator reads the message in the outbox
    await entrarComoAdmin(page, baseUrl);
    await page.goto(`${baseUrl}/administracao/email-saida/index`);
    await page.getByRole('cell', { name: 'almoxarifado@demo.saude.local' }).first().waitFor();
    await page.getByRole('button', { name: 'Visualizar e-mail: Saúde Municipal - Recuperação de senha' }).first().click();
    const corpo = await page.getByRole('region', { name: 'Corpo do e-mail' }).innerText();
    const link = /https?:\/\/\S+\/recuperar-senha\/demo\?token=[\w-]+/.exec(corpo)?.[0];
    expect(link).toBeTruthy();
    const token = new URL(link as string).searchParams.get('token');

    await page.evaluate(() => localStorage.removeItem('autenticacao'));
    await page.goto(`${baseUrl}/recuperar-senha/demo?token=${token}`);
    await page.getByLabel('Nova senha').fill('estoque2026');
    await page.getByLabel('Confirmação da senha').fill('estoque2026');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByRole('button', { name: 'Ir para o login' }).click();
    await entrar(page, baseUrl, 'almoxarifado', 'estoque2026');
    // the stock keeper works in several stocks: the proposed placement is kept at /lotacao
    await page.waitForURL((u) => u.pathname === '/lotacao' || u.pathname === '/dashboard');
    if (new URL(page.url()).pathname === '/lotacao') await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText('Olá, Paulo').waitFor();
  });
});
