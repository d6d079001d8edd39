import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, capturarFalha, dialogo, entrarComoAdmin, openBrowser, pesquisar } from '../support/browser.js';

let b: Browser;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());
afterEach(capturarFalha(() => b));

describe('administração › papéis', () => {
  it('creates a role with permissions, finds it, edits it and deletes it', async () => {
    const { page, baseUrl } = b;
    await entrarComoAdmin(page, baseUrl);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByText('Administração', { exact: true }).click();
    await menu.getByText('Papéis', { exact: true }).click();
    await page.waitForURL(`${baseUrl}/administracao/papel/index`);
    await page.getByRole('heading', { name: 'Papéis' }).waitFor();
    await page.getByRole('cell', { name: 'Administrador', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Novo' }).click();
    await page.waitForURL(`${baseUrl}/administracao/papel/create`);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('O campo Nome é obrigatório.').waitFor();
    await page.getByLabel('Nome', { exact: true }).fill('Auditor interno');
    await page.getByLabel('Descrição').fill('Consulta a trilha de auditoria');
    await page.getByLabel(/Consultar a trilha de auditoria do município/).check();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Registro salvo com sucesso!').first().waitFor();
    await page.waitForURL(`${baseUrl}/administracao/papel/index`);

    await page.getByRole('row', { name: /Administrador/ }).waitFor(); // the list's first answer: the page has settled
    await pesquisar(page, 'auditor', /q=auditor/);
    const linha = page.getByRole('row', { name: /Auditor interno/ });
    await linha.waitFor();
    expect(await linha.innerText()).toContain('1');

    await page.getByRole('button', { name: 'Editar: Auditor interno' }).click();
    await page.waitForURL(/\/administracao\/papel\/edit\/\d+/);
    expect(await page.getByLabel(/Consultar a trilha de auditoria do município/).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Voltar' }).click();
    // back to the list as it was left: the search is still there
    await page.waitForURL(/\/administracao\/papel\/index\?q=auditor/);

    await page.getByRole('button', { name: 'Excluir: Auditor interno' }).click();
    const confirmacao = dialogo(page, 'Confirmação de exclusão');
    await confirmacao.getByText('Deseja realmente excluir o item selecionado?').waitFor();
    await confirmacao.getByRole('button', { name: 'Sim', exact: true }).click();
    await page.getByText('Registro excluído.').first().waitFor();
    await page.getByRole('row', { name: /Auditor interno/ }).waitFor({ state: 'detached' });
    await page.getByText('Não há registros correspondentes à sua solicitação').waitFor();
  });

  it('grants a permission to a role from the permission screen', async () => {
    const { page, baseUrl } = b;
    await page.goto(`${baseUrl}/administracao/permissao/index`);
    await pesquisar(page, 'caixa de saída', /q=caixa/); // the debounced search is in the URL: the list below is its answer
    const linha = page.getByRole('row', { name: /email-saida/ });
    await linha.waitFor();
    await linha.getByRole('button', { name: /^Editar/ }).click();
    await page.waitForURL(/\/administracao\/permissao\/edit\/\d+/);
    await page.getByText('visualizar-administracao-email-saida').waitFor();
    await page.getByLabel('Regulação').check();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Registro salvo com sucesso!').first().waitFor();
    await page.waitForURL(/\/administracao\/permissao\/index/);
    await page.getByRole('row', { name: /email-saida.*Regulação/ }).waitFor();
  });

  it('changes the product name in the settings and the login page shows it', async () => {
    const { page, baseUrl } = b;
    await page.goto(`${baseUrl}/administracao/configuracao/index`);
    const nome = page.getByLabel('Nome do sistema');
    await nome.fill('');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('O campo Nome do sistema é obrigatório.').waitFor();
    await nome.fill('Saúde Garanhuns');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Registro salvo com sucesso!').first().waitFor();
    await page.goto(`${baseUrl}/login/demo`);
    await page.getByText('Saúde Garanhuns', { exact: true }).first().waitFor();
    await page.goto(`${baseUrl}/administracao/configuracao/index`);
    await page.getByLabel('Nome do sistema').fill('Saúde Municipal');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Registro salvo com sucesso!').first().waitFor();
  });

  it('changes the city through the IBGE autocomplete (real lookup) and the login page follows', async () => {
    const { page, baseUrl } = b;
    await page.goto(`${baseUrl}/administracao/configuracao/index`);
    await page.getByText('teste', { exact: true }).first().waitFor(); // default forbidden terms as tags
    const cidade = page.getByRole('combobox', { name: 'Município' });
    await cidade.click();
    await cidade.fill('recif');
    await page.locator('.ant-select-item-option', { hasText: 'Recife - PE' }).click();
    await page.getByRole('button', { name: 'Salvar município' }).click();
    await page.getByText('Município atualizado: Recife - PE.').waitFor();
    await page.goto(`${baseUrl}/login/demo`);
    await page.getByText('Recife - PE').first().waitFor();

    await page.goto(`${baseUrl}/administracao/configuracao/index`);
    const denovo = page.getByRole('combobox', { name: 'Município' });
    await denovo.click();
    await denovo.fill('garanhu');
    await page.locator('.ant-select-item-option', { hasText: 'Garanhuns - PE' }).click();
    await page.getByRole('button', { name: 'Salvar município' }).click();
    await page.getByText('Município atualizado: Garanhuns - PE.').waitFor();
  });
});
