import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type Browser, capturarFalha, dialogo, entrarAtePainel, openBrowser } from '../support/browser.js';

/**
 * The laboratory from the doctor's request to the delivered result, at 1366 × 768 (issue 21): the demo doctor's
 * lipid profile waits on the scheduling desk; the scheduler (`agenda`) books it (the requesting unit's quota drops by
 * the exams booked); the technician (`laboratorio`) prints the batch collection labels — the PDF's Code 128 decodes
 * to the scheduling number — records the collection, enters the results (the LDL is computed by Friedewald as the
 * other fields are typed); the biochemist (`bioquimico`) signs them with his test A1 certificate; the technician
 * prints the final report and records its delivery.
 *
 * The booking is made on the scheduling desk's retroactive screen for the last working day: a collection cannot be
 * recorded before its scheduled day, and the suite runs at any hour (today's collection agenda may be over).
 */
const exec = promisify(execFile);
const pasta = mkdtempSync(join(tmpdir(), 'saude-e2e-laboratorio-'));
let b: Browser | undefined;
const afterFalha = capturarFalha(() => b as Browser);

interface Pendente {
  pacienteId: number;
  pacienteNome: string;
  exameNome: string;
  solicitanteNome: string;
  unidadeId: number | null;
}
interface Cota {
  unidadeSolicitanteId: number;
  competencia: string;
  quantidade: number;
  quantidadeUsada: number;
}
const hojeNoRecife = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Recife' }).format(new Date());
const diaAnterior = (iso: string) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};
const dataBr = (iso: string) => iso.split('-').reverse().join('/');
const camel = (s: string) => s.replace(/_([a-z])/g, (_, l: string) => l.toUpperCase());
const camelizar = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(camelizar)
    : v && typeof v === 'object'
      ? Object.fromEntries(Object.entries(v).map(([k, x]) => [camel(k), camelizar(x)]))
      : v;

/** What the server answers this page's session, as bytes. */
async function baixarNaPagina(page: Page, caminho: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (url) => {
    const { token } = JSON.parse(localStorage.getItem('autenticacao') ?? '{}') as { token?: string };
    const r = await fetch(url, { headers: { Authorization: `Bearer ${token}`, 'X-Cliente': 'demo' } });
    if (!r.ok) throw new Error(`${url}: ${r.status}`);
    const bytes = new Uint8Array(await r.arrayBuffer());
    let s = '';
    for (const x of bytes) s += String.fromCharCode(x);
    return btoa(s);
  }, caminho);
  return Buffer.from(base64, 'base64');
}
const lerApi = async <T>(page: Page, caminho: string): Promise<T> =>
  camelizar(JSON.parse((await baixarNaPagina(page, caminho)).toString('utf8'))) as T;

async function entrarComo(login: string) {
  await b?.close();
  b = await openBrowser();
  await entrarAtePainel(b.page, b.baseUrl, login);
  return b;
}

// what one step hands the next
let paciente: Pendente;
let numero = '';
let dia = '';

afterEach(afterFalha);
afterAll(async () => {
  await b?.close();
  rmSync(pasta, { recursive: true, force: true });
});

describe('exame laboratorial: do pedido do médico ao resultado entregue', () => {
  it('the scheduler books the demo doctor’s lipid profile; the requesting unit’s quota drops by the exams booked', async () => {
    const { page, baseUrl } = await entrarComo('agenda');
    const pendentes = await lerApi<{ data: Pendente[] }>(page, '/api/exame-laboratorial/agendamento-exame/pendentes');
    const ldl = pendentes.data.find((p) => p.exameNome === 'Colesterol LDL');
    expect(ldl, 'a lipid profile asked by the demo doctor waits to be scheduled').toBeDefined();
    paciente = ldl as Pendente;
    const doPaciente = pendentes.data.filter((p) => p.pacienteId === paciente.pacienteId).map((p) => p.exameNome);
    expect(doPaciente).toEqual(expect.arrayContaining(['Colesterol total', 'Colesterol HDL', 'Triglicerídeos', 'Colesterol LDL']));

    // the desk's list of requests waiting: one line per patient, "Agendar" opens the scheduling with the requests
    await page.goto(`${baseUrl}/exame-laboratorial/agendamento-exame/index`);
    await page.getByText('Solicitações aguardando agendamento').waitFor();
    await page.getByRole('button', { name: `Agendar ${paciente.pacienteNome}`, exact: true }).click();
    await page.waitForURL(new RegExp(`/agendamento-exame/create/${paciente.pacienteId}$`));
    await page.getByRole('checkbox', { name: 'Incluir Colesterol LDL' }).waitFor();

    // the booking, on the retroactive desk for the last working day (see above)
    await page.goto(`${baseUrl}/exame-laboratorial/agendamento-exame-retroativo/create/${paciente.pacienteId}`);
    for (const nome of ['Colesterol total', 'Colesterol HDL', 'Colesterol LDL', 'Triglicerídeos'])
      await page.getByRole('checkbox', { name: `Incluir ${nome}` }).check();
    await page.getByRole('combobox', { name: 'Laboratório' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Laboratório Municipal de Análises Clínicas' }).click();

    const vaga = page.getByRole('button', { name: / de \d{2}\/\d{2}\/\d{4} em / }).first();
    const nenhuma = page.getByText('Nenhum horário de coleta livre.');
    dia = hojeNoRecife();
    for (let tentativa = 0; tentativa < 7; tentativa++) {
      const data = page.getByRole('textbox', { name: 'Data', exact: true });
      await data.fill(dataBr(dia));
      await data.press('Tab');
      await page.getByRole('button', { name: 'Buscar horários' }).click();
      await Promise.race([vaga.waitFor(), nenhuma.waitFor()]);
      if (await vaga.isVisible()) break;
      dia = diaAnterior(dia);
    }
    await vaga.click();
    const competencia = dia.slice(0, 7);
    const cotaDaUnidade = async () =>
      (await lerApi<{ data: Cota[] }>(page, `/api/exame-laboratorial/jornada/cota?competencia=${competencia}`)).data.find(
        (c) => c.unidadeSolicitanteId === paciente.unidadeId,
      );
    const antes = await cotaDaUnidade();
    expect(antes, 'the requesting unit has a quota in the month booked').toBeDefined();

    const [resposta] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/exame-laboratorial/agendamento-exame-retroativo' && r.request().method() === 'POST',
      ),
      page.getByRole('button', { name: 'Agendar', exact: true }).click(),
    ]);
    expect(resposta.status()).toBe(201);
    numero = String(((await resposta.json()) as { data: { numero: number } }).data.numero);
    await page.getByText(new RegExp(`Agendamento nº ${numero} registrado`)).waitFor();
    const depois = await cotaDaUnidade();
    expect((depois?.quantidadeUsada ?? 0) - (antes?.quantidadeUsada ?? 0)).toBe(4);
    expect((depois?.quantidade ?? 0) - (depois?.quantidadeUsada ?? 0)).toBe((antes?.quantidade ?? 0) - (antes?.quantidadeUsada ?? 0) - 4);
  });

  it('the technician prints the batch collection labels (the barcode reads the scheduling number) and records the collection', async () => {
    expect(numero).not.toBe('');
    const { page, baseUrl } = await entrarComo('laboratorio');
    await page.goto(`${baseUrl}/exame-laboratorial/coleta-agendada/create?data=${dia}`);
    const linha = page.getByRole('row').filter({ hasText: numero });
    await linha.waitFor();
    await linha.getByRole('checkbox').check();
    // another patient of the day in the same batch, when there is one
    const outra = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasNotText: numero }).first();
    if (await outra.isVisible()) await outra.getByRole('checkbox').check();
    const [etiquetas] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/exame-laboratorial/coleta-agendada/etiqueta-coleta' && r.ok()),
      page.getByRole('button', { name: /Etiquetas de coleta \(\d\)/ }).click(),
    ]);
    const pdf = join(pasta, 'etiquetas.pdf');
    // the print window took the answer: the same request again, with this page's session
    const url = new URL(etiquetas.url());
    expect(url.searchParams.get('agendamentos')?.split(',').length).toBeGreaterThanOrEqual(1);
    writeFileSync(pdf, await baixarNaPagina(page, `${url.pathname}${url.search}`));
    await exec('pdftoppm', ['-r', '300', '-png', pdf, join(pasta, 'etiqueta')]);
    const lidos: string[] = [];
    for (const png of readdirSync(pasta).filter((f) => f.endsWith('.png')))
      lidos.push(...(await exec('zbarimg', ['-q', '--raw', join(pasta, png)]).catch(() => ({ stdout: '' }))).stdout.split('\n'));
    expect(lidos.some((l) => l.trim() === numero || l.trim().startsWith(`${numero}-`))).toBe(true);

    await page.goto(`${baseUrl}/exame-laboratorial/lancamento-coleta/create`);
    const campo = page.getByLabel('Número do agendamento', { exact: true });
    await campo.fill(numero);
    await campo.press('Enter');
    await page.getByText(`Agendamento nº ${numero}`).waitFor();
    await page.getByRole('button', { name: 'Marcar pendentes como coletadas' }).click();
    await page.getByRole('button', { name: 'Salvar coleta' }).click();
    await page.getByText(/^Coleta registrada: \d+ amostra\(s\) coletada\(s\)/).waitFor();
  });

  it('the technician enters the results: the LDL is computed by Friedewald as the others are typed', async () => {
    const { page, baseUrl } = b as Browser;
    await page.goto(`${baseUrl}/exame-laboratorial/lancamento-resultado/index`);
    const leitor = page.getByLabel('Número do agendamento (leitor de código de barras)', { exact: true });
    await leitor.fill(numero);
    await leitor.press('Enter');
    await page.waitForURL(/\/lancamento-resultado\/create\/\d+/);
    await page.getByText(paciente.pacienteNome).first().waitFor();
    const preencher = async (exame: string, v: string) => {
      const card = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${exame}`) }) });
      await card.locator('input:not([disabled])').first().fill(v);
    };
    await preencher('Colesterol total', '220');
    await preencher('Colesterol HDL', '50');
    await preencher('Triglicerídeos', '150');
    // LDL = CT − HDL − TG/5 = 220 − 50 − 30
    const ldl = page
      .locator('.ant-card')
      .filter({ has: page.locator('.ant-card-head-title', { hasText: /^Colesterol LDL/ }) })
      .locator('input');
    await expect.poll(() => ldl.first().inputValue()).toMatch(/^140([,.]0+)?$/);
    await page.getByRole('button', { name: /\bSalvar$/ }).click();
    // none of these values passes a critical limit: no confirmation is asked
    await page.locator('.ant-notification-notice-description').filter({ hasText: 'Resultados lançados.' }).first().waitFor();
  });

  it('the biochemist signs the results with his A1 certificate', async () => {
    const { page, baseUrl } = await entrarComo('bioquimico');
    await page.goto(`${baseUrl}/exame-laboratorial/assinatura-eletronica/index`);
    await page.getByPlaceholder('Pesquisar por paciente, exame ou nº').fill(numero);
    const linhas = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: numero });
    await expect.poll(() => linhas.count()).toBe(4);
    for (let i = 0; i < 4; i++) await linhas.nth(i).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Assinar selecionados (4)' }).click();
    const assinatura = dialogo(page, 'Assinatura');
    await assinatura.getByRole('button', { name: 'Assinar', exact: true }).click();
    await page.getByText('4 resultados assinados e liberados.').waitFor({ timeout: 60_000 });
  });

  it('the technician prints the final report and records its delivery', async () => {
    const { page, baseUrl, ctx } = await entrarComo('laboratorio');
    await page.goto(`${baseUrl}/exame-laboratorial/impressao-exame/create`);
    const busca = page.getByLabel('Número do agendamento', { exact: true });
    await busca.fill(numero);
    await busca.press('Enter');
    const linhas = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Colesterol' });
    await expect.poll(() => linhas.count()).toBeGreaterThanOrEqual(3);
    await page.locator('.ant-table-thead').getByRole('checkbox').check();
    const [janela, impressao] = await Promise.all([
      ctx.waitForEvent('page'),
      page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/exame-laboratorial/impressao-exame/pdf') && r.ok()),
      page.getByRole('button', { name: /Imprimir selecionados \(\d\)$/ }).click(),
    ]);
    expect(janela.url()).toMatch(/^blob:/);
    await janela.close().catch(() => {});
    const laudo = join(pasta, 'laudo.pdf');
    const urlLaudo = new URL(impressao.url());
    writeFileSync(laudo, await baixarNaPagina(page, `${urlLaudo.pathname}${urlLaudo.search}`));
    const texto = (await exec('pdftotext', ['-layout', laudo, '-'])).stdout;
    expect(texto).toContain('Colesterol LDL');
    expect(texto).toMatch(/140/);

    await page.goto(`${baseUrl}/exame-laboratorial/entrega-exame/create`);
    const busca2 = page.getByLabel('Número do agendamento', { exact: true });
    await busca2.fill(numero);
    await busca2.press('Enter');
    await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Colesterol' }).first().waitFor();
    await page.locator('.ant-table-thead').getByRole('checkbox').check();
    await page.getByLabel('Recebido por (nome)').fill(paciente.pacienteNome);
    await page.getByRole('button', { name: /Registrar entrega \(\d\)$/ }).click();
    await page
      .locator('.ant-notification-notice-description')
      .filter({ hasText: /entreg/i })
      .first()
      .waitFor();
  });
});
