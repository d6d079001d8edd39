import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, capturarFalha, dialogo, entrarAtePainel, openBrowser } from '../support/browser.js';

/**
 * The pharmacy's morning at 1366 × 768 (issue 19): the pharmacist (`farmacia`) calls from the queue the patient the
 * demo doctor prescribed for at the UPA, dispenses that prescription with the suggested lots and the 8 cm receipt
 * prints; the losartan a patient took ten days ago is refused today as an early repeat (the supervisor's
 * authorisation is asked, and cancelled); the blue-form clonazepam of the demo has its line in the open psychotropic
 * book; the pharmacist in charge (`farmaceutico`) closes the book and signs it with his A1 test certificate.
 */
const exec = promisify(execFile);
const pasta = mkdtempSync(join(tmpdir(), 'saude-e2e-farmacia-'));
let farmacia: Browser;
let supervisor: Browser;
let atual: Browser | undefined;

/** The demo doctor (login `medico`), prescriber of the latest emergency-care prescription. */
const MEDICO_DEMO = 'Ricardo Lins Cavalcanti';
/** The demo's blue-form clonazepam (dispensacao.demo.ts): its notification number goes to the book's line. */
const NOTIFICACAO_CLONAZEPAM = 'PE2417730';
const LOSARTANA = 'Losartana potássica 50 mg comprimido';
const literal = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface EntradaFila {
  paciente: { id: number; nome: string; nome_social: string | null };
  acoes: string[];
}
interface ReceitaDoForm {
  origem: string;
  prescritor_nome: string | null;
}

/** What the server answers this page's session (a print, an API read), as bytes. */
async function baixarNaPagina(page: Page, caminho: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (url) => {
    const { token } = JSON.parse(localStorage.getItem('autenticacao') ?? '{}') as { token?: string };
    const r = await fetch(url, { headers: { Authorization: `Bearer ${token}`, 'X-Cliente': 'demo' } });
    if (!r.ok) throw new Error(`${url}: ${r.status}`);
    const bytes = new Uint8Array(await r.arrayBuffer());
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  }, caminho);
  return Buffer.from(base64, 'base64');
}

/** A read of the API with the page's session (to find in the demo data what the walk needs). */
const lerApi = async <T>(page: Page, caminho: string): Promise<T> => JSON.parse((await baixarNaPagina(page, caminho)).toString('utf8'));

beforeAll(async () => {
  [farmacia, supervisor] = await Promise.all([openBrowser(), openBrowser()]);
  await entrarAtePainel(farmacia.page, farmacia.baseUrl, 'farmacia', {
    lotacao: /Farmácia Central/,
    centroCusto: /Dispensação de Medicamentos/,
  });
  await entrarAtePainel(supervisor.page, supervisor.baseUrl, 'farmaceutico');
}, 120_000);
afterEach(capturarFalha(() => atual));
afterAll(async () => {
  await Promise.all([farmacia?.close(), supervisor?.close()]);
  rmSync(pasta, { recursive: true, force: true });
});

describe('farmácia: fila, dispensação com lotes e comprovante, retirada antecipada, livro de psicotrópicos', () => {
  it('the pharmacist calls the patient of the demo doctor’s prescription, dispenses it with the suggested lots and the receipt prints', async () => {
    atual = farmacia;
    const { page, baseUrl, ctx } = farmacia;
    const [resposta] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/farmacia/fila-atendimento' && r.ok()),
      page.goto(`${baseUrl}/farmacia/fila-atendimento/index`),
    ]);
    // the demo queues the patient of the doctor's latest emergency-care prescription: find who it is
    const { fila } = ((await resposta.json()) as { data: { model: { fila: EntradaFila[] } } }).data.model;
    let paciente: EntradaFila['paciente'] | undefined;
    for (const e of fila.filter((x) => x.acoes.includes('chamar'))) {
      const { form } = await lerApi<{ form: { receitas: ReceitaDoForm[] } }>(page, `/api/farmacia/dispensacao/create/${e.paciente.id}`);
      if (form.receitas.some((r) => r.origem === 'pronto-atendimento' && r.prescritor_nome === MEDICO_DEMO)) {
        paciente = e.paciente;
        break;
      }
    }
    expect(paciente, 'a patient with the demo doctor’s emergency-care prescription in the queue').toBeDefined();
    const nome = paciente?.nome_social || paciente?.nome || '';
    await page.getByRole('row').filter({ hasText: nome }).first().waitFor();

    await page.getByRole('button', { name: `Chamar ${nome}`, exact: true }).click();
    // the first call may ask where the pharmacist calls from (when the pharmacy has a TV or rooms to choose)
    const onde = dialogo(page, 'Onde você chama os pacientes?');
    const aviso = page.getByText(new RegExp(`^Chamada de ${literal(nome)} (registrada|enviada para .+)\\.$`));
    await Promise.race([onde.waitFor(), aviso.waitFor()]);
    if (await onde.isVisible()) {
      for (const grupo of await onde.getByRole('radiogroup').all()) await grupo.getByRole('radio').first().check();
      await onde.getByRole('button', { name: 'Chamar' }).click();
    }
    await aviso.waitFor();

    await page.getByRole('button', { name: `Atender ${nome}`, exact: true }).click();
    await page.waitForURL(new RegExp(`/farmacia/dispensacao/create/${paciente?.id}/\\d+$`));
    await page.getByText(nome, { exact: true }).first().waitFor();
    // the prescription the doctor wrote at the UPA: every item goes to the right with the whole quantity
    const receita = page.locator('.ant-card').filter({ hasText: `Pronto atendimento · ` }).filter({ hasText: MEDICO_DEMO }).first();
    const botoes = receita.getByRole('button', { name: /^Dispensar / });
    await botoes.first().waitFor();
    const itens = await botoes.count();
    expect(itens).toBeGreaterThan(0);
    for (let i = 0; i < itens; i++) await botoes.nth(i).click();

    // the first-expiry-first-out suggestion covers each line's quantity
    const sugestoes = page.getByLabel('Lotes sugeridos');
    await expect.poll(() => sugestoes.count()).toBe(itens);
    const lotes: string[] = [];
    for (let i = 0; i < itens; i++) {
      const linha = page.locator('.ant-table-tbody tr.ant-table-row').nth(i);
      const quantidade = Number(await linha.getByLabel(/^Quantidade/).inputValue());
      expect(quantidade).toBeGreaterThan(0);
      const tags = linha.getByLabel('Lotes sugeridos').locator('.ant-tag');
      await tags.first().waitFor();
      let soma = 0;
      for (const t of await tags.allInnerTexts()) {
        const m = /^Lote (\S+) \(val\. \d{2}\/\d{2}\/\d{4}\): (\d+)$/.exec(t.trim());
        expect(m, t).not.toBeNull();
        lotes.push(m?.[1] ?? '');
        soma += Number(m?.[2]);
      }
      expect(soma).toBe(quantidade);
    }

    // saving prints the 8 cm receipt: the PDF opens in the print window
    const [janela, recibo] = await Promise.all([
      ctx.waitForEvent('page'),
      page.waitForResponse((r) => /^\/impressao\/farmacia\/dispensacao\/\d+$/.test(new URL(r.url()).pathname)),
      page.getByRole('button', { name: 'Dispensar e imprimir' }).click(),
    ]);
    expect(recibo.status()).toBe(200);
    expect(recibo.headers()['content-type']).toContain('application/pdf');
    expect(janela.url()).toMatch(/^blob:/);
    // the same print read again for its text (the window's blob is not readable from here)
    const arquivo = join(pasta, 'recibo.pdf');
    writeFileSync(arquivo, await baixarNaPagina(page, new URL(recibo.url()).pathname));
    const texto = (await exec('pdftotext', ['-layout', arquivo, '-'])).stdout;
    expect(texto).toContain('COMPROVANTE DE DISPENSAÇÃO');
    expect(texto).toContain(`Paciente: ${paciente?.nome}`);
    expect(texto).toContain(`Médico: ${MEDICO_DEMO}`);
    for (const lote of lotes) expect(texto).toContain(lote);
    await janela.close().catch(() => {});

    await page.getByText('Dispensação registrada.').first().waitFor();
    // back at the queue, the patient's entry is finished
    await page.waitForURL(`${baseUrl}/farmacia/fila-atendimento/index`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await page.getByRole('row').filter({ hasText: nome }).first().waitFor({ state: 'detached' });
  });

  it('losartan taken ten days ago for thirty is refused today as an early repeat, and nothing is saved', async () => {
    atual = farmacia;
    const { page, baseUrl } = farmacia;
    await page.goto(`${baseUrl}/farmacia/dispensacao/index`);
    const anterior = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: LOSARTANA }).first();
    await anterior.waitFor();
    const nome = (await anterior.getByRole('cell').nth(1).innerText()).trim();
    expect(nome).not.toBe('');

    await page.getByRole('combobox', { name: 'Nova dispensação: paciente' }).fill(nome);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(literal(nome), 'i') })
      .first()
      .click();
    await page.waitForURL(/\/farmacia\/dispensacao\/create\/\d+$/);
    await page.getByText(nome, { exact: true }).first().waitFor();
    await page
      .getByRole('button', { name: `Dispensar ${LOSARTANA}`, exact: true })
      .first()
      .click();
    // the warning shows before saving: next pickup still ahead, only with a supervisor
    await page
      .locator('.ant-alert-error')
      .filter({ hasText: `${LOSARTANA}: retirada antecipada.` })
      .filter({ hasText: 'Só com a autorização de um supervisor.' })
      .waitFor();

    const [recusa] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/farmacia/dispensacao' && r.request().method() === 'POST'),
      page.getByRole('button', { name: /^Dispensar( e imprimir)?$/ }).click(),
    ]);
    expect(recusa.status()).toBe(422);
    const modal = dialogo(page, 'Retirada antecipada: autorização do supervisor');
    await modal
      .getByText(new RegExp(`^${literal(LOSARTANA)}: retirada antecipada\\. A última retirada foi em \\d{2}/\\d{2}/\\d{4}`))
      .waitFor();
    await modal.getByLabel('Usuário do supervisor').waitFor();
    await modal.getByRole('button', { name: 'Cancelar' }).click();
    await modal.waitFor({ state: 'hidden' });
    // still on the form, unsaved: the patient has the one losartan pickup of ten days ago
    expect(new URL(page.url()).pathname).toMatch(/\/farmacia\/dispensacao\/create\/\d+$/);
    await page.goto(`${baseUrl}/farmacia/dispensacao/index`);
    await page.getByLabel('Pesquisar').fill(nome);
    const doPaciente = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: nome });
    await expect.poll(() => doPaciente.count()).toBe(1);
    expect(await doPaciente.innerText()).toContain(LOSARTANA);
  });

  it('the blue-form clonazepam has its line, with the notification number, in the open psychotropic book', async () => {
    atual = farmacia;
    const { page, baseUrl } = farmacia;
    await page.goto(`${baseUrl}/farmacia/livro-psicotropico/index`);
    const aberto = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Aberto' }).first();
    await aberto.waitFor();
    const numero = (await aberto.getByRole('cell').first().innerText()).trim();
    await page.getByRole('button', { name: `Abrir o livro nº ${numero}`, exact: true }).click();
    await page.getByRole('heading', { name: `Livro de psicotrópicos — livro nº ${numero}` }).waitFor();

    // a click on the substance filters the book's lines to it
    await page
      .getByRole('row')
      .filter({ hasText: /^Clonazepam 2 mg comprimido/ })
      .first()
      .click();
    const linha = page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: `receita/notificação nº ${NOTIFICACAO_CLONAZEPAM}` })
      .first();
    await linha.waitFor();
    expect(await linha.innerText()).toContain('Clonazepam 2 mg comprimido');
    expect(await linha.getByText('Saída', { exact: true }).count()).toBe(1);
    expect(await linha.getByRole('cell', { name: '30', exact: true }).count()).toBe(1);
  });

  it('the pharmacist in charge closes the book and signs it with his A1 certificate, and the book shows the signature', async () => {
    atual = supervisor;
    const { page, baseUrl } = supervisor;
    await page.goto(`${baseUrl}/farmacia/livro-psicotropico/index`);
    const aberto = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Aberto' }).first();
    await aberto.waitFor();
    const numero = (await aberto.getByRole('cell').first().innerText()).trim();
    await page.getByRole('button', { name: `Abrir o livro nº ${numero}`, exact: true }).click();
    await page.getByRole('heading', { name: `Livro de psicotrópicos — livro nº ${numero}` }).waitFor();
    await page.getByText('assina-se depois de fechado').waitFor();

    await page.getByRole('button', { name: 'Fechar livro' }).click();
    const fechar = dialogo(page, `Fechar o livro nº ${numero}`);
    await fechar.getByRole('button', { name: 'Fechar livro' }).click();
    await page.getByText('Livro fechado com sucesso!').first().waitFor();
    await page.getByText('Termo de encerramento').waitFor();
    // a closed book takes no lines
    expect(await page.getByRole('button', { name: 'Lançar linha manual' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Assinar', exact: true }).click();
    // the signing dialog: his only certificate (the demo's A1 test one) comes preselected
    const assinatura = dialogo(page, 'Certificado');
    await assinatura
      .getByText(/MARCELO AUGUSTO FALC[AÃ]O/i)
      .first()
      .waitFor();
    await assinatura.getByRole('button', { name: 'Assinar', exact: true }).click();
    const pronto = dialogo(page, 'O documento foi assinado.');
    const codigo = /código de verificação (\S+)/.exec(await pronto.getByText(/código de verificação/).innerText())?.[1] ?? '';
    expect(codigo).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const [baixado] = await Promise.all([
      page.waitForEvent('download'),
      pronto.getByRole('button', { name: 'Baixar', exact: true }).click(),
    ]);
    await pronto.waitFor({ state: 'hidden' });
    const assinado = join(pasta, 'livro-assinado.pdf');
    await baixado.saveAs(assinado);
    expect((await exec('pdfsig', [assinado])).stdout).toContain('Signature is Valid');
    // "Baixar" ends the signing: the dialog closes

    // the book and the list show the verification code
    await page.getByText('Livro assinado').first().waitFor();
    await page.getByRole('link', { name: codigo }).waitFor();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL(`${baseUrl}/farmacia/livro-psicotropico/index`);
    const fechado = page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ has: page.getByRole('cell', { name: numero, exact: true }) });
    await fechado.getByText(codigo, { exact: true }).waitFor();
    expect(await fechado.innerText()).toContain('Fechado');
  });
});
