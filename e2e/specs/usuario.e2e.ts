import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, capturarFalha, dialogo, entrar, entrarComoAdmin, openBrowser } from '../support/browser.js';

let b: Browser;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());
afterEach(capturarFalha(() => b));

/** A valid CPF from a random base (test data only). */
function cpfAleatorio() {
  const base = String(100000000 + Math.floor(Math.random() * 800000000));
  const dv = (s: string, peso: number) => {
    const soma = [...s].reduce((t, d, i) => t + Number(d) * (peso - i), 0);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(base, 10);
  return `${base}${d1}${dv(`${base}${d1}`, 11)}`;
}

describe('cadastro › usuários', () => {
  it('the admin creates a user with a placement and a role; the user logs in with the generated password', async () => {
    const { page, baseUrl } = b;
    const login = `e2e.${Math.random().toString(36).slice(2, 8)}`;
    await entrarComoAdmin(page, baseUrl);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByText('Cadastro', { exact: true }).click();
    // the group opens with an animation and the item sits far down a long list: a click that lands while
    // it still moves does not navigate, so click again until the address changes (at most three times)
    const usuarios = menu.getByText('Usuários', { exact: true });
    for (let i = 0; i < 3 && !page.url().endsWith('/cadastro/usuario/index'); i++) {
      await usuarios.click();
      await page.waitForURL(`${baseUrl}/cadastro/usuario/index`, { timeout: 5000 }).catch(() => {});
    }
    await page.waitForURL(`${baseUrl}/cadastro/usuario/index`);
    await page.getByRole('heading', { name: 'Usuários' }).waitFor();
    await page.getByRole('button', { name: 'Novo' }).click();
    await page.waitForURL(`${baseUrl}/cadastro/usuario/create`);
    // lazy routes keep the list on screen (its headers are labelled too) until the form loads
    await page.getByRole('heading', { name: 'Cadastrar usuário' }).waitFor();

    await page.getByLabel('CPF', { exact: true }).fill(cpfAleatorio());
    await page.getByLabel('Nome', { exact: true }).fill('Rosa Maria Teste');
    await page.getByLabel('Login', { exact: true }).fill(login);

    const local = page.getByRole('combobox', { name: 'Unidade — Local' });
    await local.click();
    await local.fill('Policl');
    await page.locator('.ant-select-item-option', { hasText: 'Policlínica Municipal — Ambulatório de Especialidades' }).click();
    await page.getByRole('combobox', { name: 'Centros de custo' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Recepção do Ambulatório (Recepção)' }).click();
    await page.keyboard.press('Escape');
    // the list of roles is longer than the dropdown shows (a virtual list): type to bring the role into view
    const papeis = page.getByRole('combobox', { name: 'Papéis' });
    await papeis.click();
    await papeis.fill('Recep');
    await page.locator('.ant-select-item-option', { hasText: /^Recepção$/ }).click();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const senhaGerada = dialogo(page, 'Senha gerada');
    await senhaGerada.waitFor();
    const senha = await senhaGerada.getByLabel('Senha gerada').inputValue();
    expect(senha.length).toBeGreaterThanOrEqual(12);
    await senhaGerada.getByRole('button', { name: 'Fechar' }).click();
    // the list is paged by name: search for the new user rather than expect it on the first page
    await page.getByRole('textbox', { name: 'Pesquisar' }).fill(login);
    await page.getByRole('cell', { name: login }).waitFor();

    // the new user, in a clean session: straight to the dashboard (one placement), menu from the role
    await page.evaluate(() => localStorage.clear());
    await entrar(page, baseUrl, login, senha);
    await page.waitForURL(`${baseUrl}/dashboard`);
    // a generated password is changed before anything else (issue 24)
    await page.getByRole('heading', { name: 'Troque sua senha' }).waitFor();
    await page.getByLabel('Senha gerada (atual)').fill(senha);
    await page.getByLabel('Nova senha').fill('NovaSenha2026');
    await page.getByLabel('Confirmação da senha').fill('NovaSenha2026');
    await page.getByRole('button', { name: 'Trocar senha' }).click();
    const menuDoUsuario = page.getByRole('navigation', { name: 'Menu principal' });
    await menuDoUsuario.getByText('Cadastro', { exact: true }).click();
    await menuDoUsuario.getByText('Bairros', { exact: true }).waitFor();
    expect(await menuDoUsuario.getByText('Administração', { exact: true }).count()).toBe(0);
    expect(await menuDoUsuario.getByText('Usuários', { exact: true }).count()).toBe(0);
  });
});
