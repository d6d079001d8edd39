import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, capturarFalha, entrar, openBrowser } from '../support/browser.js';

let b: Browser;
beforeAll(async () => {
  b = await openBrowser();
});
afterAll(() => b.close());
afterEach(capturarFalha(() => b));

const letras = (n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
function cpfValido(): string {
  const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  const dv = (ds: number[], peso: number) => {
    const r = ds.reduce((s, d, i) => s + d * (peso - i), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base, 10);
  return [...base, d1, dv([...base, d1], 11)].join('');
}
function cnsValido(): string {
  for (;;) {
    const d = `7${Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join('')}`;
    if ([...d].reduce((s, c, i) => s + Number(c) * (15 - i), 0) % 11 === 0) return d;
  }
}

async function escolher(page: Page, rotulo: string, opcao: string | RegExp, digitar?: string) {
  // a plain select is labelled by its form item; an autocomplete names its combobox itself
  const campo = digitar ? page.getByRole('combobox', { name: rotulo, exact: true }) : page.getByLabel(rotulo, { exact: true });
  await campo.click();
  if (digitar) await campo.fill(digitar);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: opcao }).first().click();
}

describe('cadastro › paciente', () => {
  it('the receptionist registers a patient with the whole form, then finds and opens it', async () => {
    const { page, baseUrl } = b;
    const sufixo = letras(6);
    const nome = `JOSÉ ÉDSON ${sufixo} ARAÚJO`;
    const cpf = cpfValido();
    const cns = cnsValido();
    await entrar(page, baseUrl, 'recepcao');
    await page.waitForURL(`${baseUrl}/dashboard`);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByText('Cadastro', { exact: true }).click();
    await menu.getByText('Pacientes', { exact: true }).click();
    await page.waitForURL(`${baseUrl}/cadastro/paciente/index`);
    await page.getByRole('heading', { name: 'Pacientes' }).waitFor();
    await page.getByRole('button', { name: 'Novo' }).click();
    await page.waitForURL(`${baseUrl}/cadastro/paciente/create`);
    await page.getByRole('heading', { name: 'Cadastrar paciente' }).waitFor();

    // Identificação: a wrong CPF and a wrong CNS first
    await page.getByLabel('CPF', { exact: true }).fill('123.456.789-00');
    await page.getByText('O CPF informado é inválido.').waitFor();
    await page.getByLabel('CNS', { exact: true }).fill('123456789012345');
    await page.getByText('O CNS informado é inválido.').waitFor();
    await page.getByLabel('CPF', { exact: true }).fill(cpf);
    await page.getByLabel('CNS', { exact: true }).fill(cns);
    await page.getByText('O CPF informado é inválido.').waitFor({ state: 'detached' });
    await page.getByText('O CNS informado é inválido.').waitFor({ state: 'detached' });
    await page.getByLabel('Nome', { exact: true }).fill(nome);
    await page.getByLabel('Data de nascimento', { exact: true }).fill('14/02/1968');
    await escolher(page, 'Sexo', 'Masculino');
    await escolher(page, 'Raça/cor', 'Parda');
    await escolher(page, 'Estado civil', 'Casado(a)');
    await escolher(page, 'Tipo sanguíneo', 'O+');
    await page.getByLabel('Nome da mãe', { exact: true }).fill(`MARIA ${sufixo} ARAÚJO`);
    await page.getByLabel('Nome do pai', { exact: true }).fill(`JOÃO ${sufixo} ARAÚJO`);

    await page.getByRole('tab', { name: 'Nascimento e nacionalidade' }).click();
    await escolher(page, 'Nacionalidade', 'Brasileira');
    await escolher(page, 'Local de nascimento', 'Hospital');
    await escolher(page, 'Município de nascimento', 'Garanhuns - PE', 'garanh');

    await page.getByRole('tab', { name: 'Endereço' }).click();
    await page.getByLabel('CEP', { exact: true }).fill('55290010');
    await expect.poll(() => page.getByLabel('Bairro', { exact: true }).inputValue(), { timeout: 10000 }).toBe('Centro');
    expect(await page.getByLabel('Município', { exact: true }).inputValue()).toBe('Garanhuns');
    expect(await page.getByLabel('IBGE', { exact: true }).inputValue()).toBe('2606002');
    await page.getByLabel('Número', { exact: true }).fill('120');
    await page.getByLabel('Complemento', { exact: true }).fill('Apto 201');
    await escolher(page, 'Zona', 'Urbana');

    await page.getByRole('tab', { name: 'Contato e convênios' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill('jose.edson@example.com');
    await page.getByLabel('Telefone 1', { exact: true }).fill('87999887766');
    expect(await page.getByLabel('Telefone 1', { exact: true }).inputValue()).toBe('(87) 99988-7766');
    await page.getByRole('button', { name: 'Adicionar convênio' }).click();
    await escolher(page, 'Convênio 1', /Hapvida/, 'hapv');
    await escolher(page, 'Escolaridade', 'Ensino fundamental completo');

    await page.getByRole('tab', { name: 'Documentos' }).click();
    await page.getByLabel('Número do RG', { exact: true }).fill('7654321');
    const uf = page.getByLabel('UF do RG', { exact: true });
    await uf.click();
    await uf.fill('PE');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^PE$/ }).click();
    await page.getByLabel('Órgão emissor', { exact: true }).fill('SDS');

    await page.getByRole('tab', { name: 'Saúde' }).click();
    await page.getByRole('button', { name: 'Adicionar alergia' }).click();
    await escolher(page, 'Alergia 1', /Dipirona/, 'dipir');
    await escolher(page, 'Criticidade', 'Alta');
    await page.getByLabel('Reações / observações', { exact: true }).fill('Edema de glote');
    await page.getByLabel('Hipertensão arterial', { exact: true }).check();

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Registro salvo com sucesso!').first().waitFor();
    await page.waitForURL(/\/cadastro\/paciente\/index/);

    // found by a fragment of the name typed without accents
    await page.getByPlaceholder('Nome, mãe, CPF, CNS ou dd/mm/aaaa').fill(`edson ${sufixo.toLowerCase()}`);
    const linha = page.getByRole('row').filter({ hasText: nome });
    await linha.waitFor();
    expect(await linha.textContent()).toContain(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
    await linha.getByRole('button', { name: `Editar: ${nome}` }).click();
    await page.getByRole('heading', { name: `Editar paciente: ${nome}` }).waitFor();
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe(nome);
    expect(await page.getByLabel('CNS', { exact: true }).inputValue()).toBe(
      `${cns.slice(0, 3)} ${cns.slice(3, 7)} ${cns.slice(7, 11)} ${cns.slice(11)}`,
    );
    expect(await page.getByLabel('Nome da mãe', { exact: true }).inputValue()).toBe(`MARIA ${sufixo} ARAÚJO`);
    await page.getByRole('tab', { name: 'Endereço' }).click();
    expect(await page.getByLabel('Número', { exact: true }).inputValue()).toBe('120');
    expect(await page.getByLabel('Bairro', { exact: true }).inputValue()).toBe('Centro');
    await page.getByRole('tab', { name: 'Contato e convênios' }).click();
    expect(await page.getByLabel('Telefone 1', { exact: true }).inputValue()).toBe('(87) 99988-7766');
    await page.getByRole('tab', { name: 'Saúde' }).click();
    await page
      .getByText(/Dipirona/)
      .first()
      .waitFor();
    expect(await page.getByLabel('Reações / observações', { exact: true }).inputValue()).toBe('Edema de glote');
  });
});
