import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pfxDeTeste } from '../../apps/api/src/lib/signature/certificado.fixture.js';
import { type Browser, capturarFalha, dialogo, entrarComoAdmin, openBrowser } from '../support/browser.js';

const exec = promisify(execFile);
let b: Browser;
const pasta = mkdtempSync(join(tmpdir(), 'saude-e2e-relatorio-'));

beforeAll(async () => {
  b = await openBrowser();
  await entrarComoAdmin(b.page, b.baseUrl);
});
afterAll(() => b.close());
afterEach(capturarFalha(() => b));

describe('relatórios: prévia, impressão, exportação, segundo plano e assinatura eletrônica', () => {
  it('filters the permission history by role, prints it in a new window and exports XLSX and CSV', async () => {
    const { page, baseUrl, ctx } = b;
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByText('Administração', { exact: true }).click();
    await menu.getByText('Histórico de permissões por papel', { exact: true }).click();
    await page.waitForURL(`${baseUrl}/administracao/relatorio-historico-permissao-papel/index`);
    await page.getByRole('heading', { name: 'Histórico de permissões por papel' }).waitFor();

    await page.getByRole('combobox', { name: 'Papel' }).fill('Enfer');
    await page.locator('.ant-select-item-option[title="Enfermagem"]').click();
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.waitForURL(/papel_id=\d+/);
    await page.getByRole('cell', { name: 'Enfermagem' }).first().waitFor();

    const [janela] = await Promise.all([ctx.waitForEvent('page'), page.getByRole('button', { name: 'Imprimir' }).click()]);
    expect(janela.url()).toMatch(/^blob:/);
    await janela.close().catch(() => {});

    await page.getByRole('button', { name: /Exportar/ }).click();
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByText('Planilha (XLSX)').click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^relatorio-historico-permissao-papel-\d{8}-\d{4}\.xlsx$/);
    await page.getByRole('button', { name: /Exportar/ }).click();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
    const arquivoCsv = join(pasta, 'historico.csv');
    await csv.saveAs(arquivoCsv);
    const texto = readFileSync(arquivoCsv, 'utf8');
    expect(texto.startsWith('\uFEFFData/Hora;Ação;Papel;Permissão;Descrição;Responsável')).toBe(true);
    expect(texto).toContain(';Enfermagem;');
  });

  it('a print too big to answer at once runs in the background and is downloaded from "Tarefas"', async () => {
    const { page, baseUrl } = b;
    await page.goto(`${baseUrl}/administracao/relatorio-historico-permissao-papel/index`);
    await page.getByRole('heading', { name: 'Histórico de permissões por papel' }).waitFor();
    await page.getByRole('button', { name: 'Imprimir' }).click();
    await page.getByText('Relatório em segundo plano').first().waitFor();
    await page.getByText('Relatório pronto: Histórico de permissões por papel (PDF)').first().waitFor({ timeout: 30_000 });
    // it survives navigation: the job is listed from another page
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('button', { name: /^Tarefas/ }).click();
    const tarefa = page
      .getByRole('list', { name: 'Tarefas' })
      .getByRole('listitem', { name: 'Histórico de permissões por papel (PDF)' })
      .first();
    await tarefa.getByText('Pronto').waitFor();
    const [pdf] = await Promise.all([page.waitForEvent('download'), tarefa.getByRole('button', { name: /Baixar/ }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  });

  it('signs the report PDF with the A1 certificate sent in "Meu perfil", and the public page verifies it', async () => {
    const { page, baseUrl } = b;
    const pfx = join(pasta, 'helena.pfx');
    writeFileSync(pfx, pfxDeTeste({ nome: 'HELENA VASCONCELOS PRADO', cpf: '52998224725', senha: 'segredo-a1' }));
    await page.goto(`${baseUrl}/cadastro/usuario-perfil`);
    await page.getByText('Certificado digital (A1)').first().waitFor();
    await page.locator('input[type=file][accept=".pfx,.p12"]').setInputFiles(pfx);
    await page.getByLabel('Senha do certificado').fill('segredo-a1');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByText('HELENA VASCONCELOS PRADO').first().waitFor();

    await page.goto(`${baseUrl}/administracao/relatorio-historico-permissao-papel/index`);
    await page.getByRole('combobox', { name: 'Papel' }).fill('Regula');
    await page.locator('.ant-select-item-option', { hasText: 'Regulação' }).click();
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByRole('cell', { name: 'Regulação' }).first().waitFor();
    await page.getByRole('button', { name: /Assinar$/ }).click();
    const assinatura = dialogo(page, 'Assinatura');
    await assinatura.getByText('HELENA VASCONCELOS PRADO').first().waitFor(); // the only certificate, preselected
    await assinatura.getByRole('button', { name: 'Assinar', exact: true }).click();
    const [baixado] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar', exact: true }).click()]);
    const assinado = join(pasta, 'assinado.pdf');
    await baixado.saveAs(assinado);
    const { stdout } = await exec('pdfsig', [assinado]);
    expect(stdout).toContain('Signature is Valid');
    const ultima = (await exec('pdftotext', ['-layout', assinado, '-'])).stdout;
    expect(ultima).toContain('Assinado eletronicamente por HELENA VASCONCELOS PRADO (529.982.247-25)');
    const codigo = /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(ultima)?.[1];
    expect(codigo).toBeTruthy();

    await page.goto(`${baseUrl}/verificar/${codigo}`);
    await page.getByText('HELENA VASCONCELOS PRADO').first().waitFor();
    await page.locator('input[type=file]').setInputFiles(assinado);
    await page.getByRole('button', { name: 'Conferir' }).click();
    await page.getByText('O arquivo confere com o documento assinado.').waitFor();
  });
});
