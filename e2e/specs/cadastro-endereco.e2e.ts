import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { type Browser, capturarFalha, entrar, openBrowser } from '../support/browser.js';

let b: Browser;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());
afterEach(capturarFalha(() => b));

describe('cadastro › bairros e logradouros', () => {
  it('a receptionist registers a neighbourhood and a street through the autocompletes', async () => {
    const { page, baseUrl } = b;
    await entrar(page, baseUrl, 'recepcao');
    await page.waitForURL(`${baseUrl}/dashboard`);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByText('Cadastro', { exact: true }).click();
    await menu.getByText('Bairros', { exact: true }).click();
    await page.waitForURL(`${baseUrl}/cadastro/bairro/index`);
    // lazy routes keep the previous page on screen until theirs loads: wait for this one
    await page.getByRole('heading', { name: 'Bairros' }).waitFor();
    await page.getByRole('button', { name: 'Novo' }).click();
    await page.waitForURL(`${baseUrl}/cadastro/bairro/create`);
    await page.getByRole('heading', { name: 'Cadastrar bairro' }).waitFor(); // the list's "Nome" header is labelled too
    await page.getByLabel('Nome', { exact: true }).fill('Parque dos Eucaliptos');
    const municipio = page.getByRole('combobox', { name: 'Município' });
    await municipio.click();
    await municipio.fill('garanh');
    await page.locator('.ant-select-item-option', { hasText: 'Garanhuns - PE' }).click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Registro salvo com sucesso!').first().waitFor();
    await page.getByLabel('Pesquisar').fill('eucaliptos'); // the demo city has many neighbourhoods
    await page.getByRole('cell', { name: 'Parque dos Eucaliptos' }).waitFor();

    await menu.getByText('Logradouros', { exact: true }).click();
    await page.waitForURL(`${baseUrl}/cadastro/logradouro/index`);
    await page.getByRole('heading', { name: 'Logradouros' }).waitFor();
    await page.getByRole('button', { name: 'Novo' }).click();
    await page.waitForURL(`${baseUrl}/cadastro/logradouro/create`);
    await page.getByRole('heading', { name: 'Cadastrar logradouro' }).waitFor();
    await page.getByLabel('Tipo de logradouro').click();
    await page.getByLabel('Tipo de logradouro').fill('RUA');
    await page.locator('.ant-select-item-option', { hasText: /^RUA$/ }).click();
    await page.getByLabel('Nome', { exact: true }).fill('Rua Quinze de Novembro');
    await page.getByLabel('CEP').fill('55295410');
    const bairro = page.getByRole('combobox', { name: 'Bairro' });
    await bairro.click();
    await bairro.fill('eucali');
    await page.locator('.ant-select-item-option', { hasText: 'Parque dos Eucaliptos' }).click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Registro salvo com sucesso!').first().waitFor();
    await page.getByLabel('Pesquisar').fill('55295410');
    await page.getByRole('cell', { name: '55.295-410' }).waitFor();

    // the CEP now exists for every address form of the municipality
    const existe = await page.evaluate(async () => {
      const s = JSON.parse(localStorage.getItem('autenticacao') ?? '{}');
      const r = await fetch('/api/cadastro/logradouro/has-cep/55295410', {
        headers: { 'x-cliente': 'demo', authorization: `Bearer ${s.token}` },
      });
      return (await r.json()).data;
    });
    if (existe !== true) throw new Error('CEP cadastrado não foi encontrado pela verificação');
  });
});
