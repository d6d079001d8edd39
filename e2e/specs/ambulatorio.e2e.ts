import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, capturarFalha, dialogo, entrarAtePainel, openBrowser } from '../support/browser.js';

/**
 * The polyclinic's scheduling desk at 1366 × 768 (issue 17): the scheduler (`agenda`) books a patient from the
 * suggested free slots and the "Pedido do Agendamento" opens for printing; on the list, a no-show is marked and
 * undone and another appointment is cancelled with a reason.
 */
let b: Browser;

const hojeNoRecife = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Recife' }).format(new Date());

beforeAll(async () => {
  b = await openBrowser();
  await entrarAtePainel(b.page, b.baseUrl, 'agenda');
});
afterEach(capturarFalha(() => b));
afterAll(() => b?.close());

describe('agendamento do ambulatório', () => {
  it('books a patient from the suggestion and the slip opens for printing', async () => {
    const { page, baseUrl, ctx } = b;
    await page.goto(`${baseUrl}/ambulatorio/agendamento/create`);
    const paciente = page.getByRole('combobox', { name: 'Paciente' });
    await paciente.waitFor();
    // the desk starts at the patient
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('agendamento-paciente');
    await paciente.fill('Silva');
    const opcoes = page.locator('.ant-select-item-option');
    await opcoes.nth(5).waitFor();
    // the last of the answer: far from the demo's booked patients, who are the first records
    await opcoes.last().click();
    await page.getByRole('status', { name: 'Histórico de faltas' }).waitFor();

    await page.getByRole('button', { name: 'Buscar horários' }).click();
    const vaga = page.getByRole('button', { name: / de \d{2}\/\d{2}\/\d{4} com / }).first();
    await vaga.waitFor();
    await vaga.click();
    const [janela] = await Promise.all([ctx.waitForEvent('page'), page.getByRole('button', { name: 'Agendar', exact: true }).click()]);
    expect(janela.url()).toMatch(/^blob:/);
    await janela.close().catch(() => {});
    await page.getByText(/Agendamento nº \d+ registrado/).waitFor();
    // a new round: the patient field is empty and focused again
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('agendamento-paciente');
  });

  it("the day's list fits; a no-show is marked and undone, another appointment cancelled with a reason", async () => {
    const { page, baseUrl } = b;
    const hoje = hojeNoRecife();
    await page.goto(`${baseUrl}/ambulatorio/agendamento/index?dataInicio=${hoje}&dataFim=${hoje}&status=1`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const larguras = await page.locator('.ant-table-content').evaluate((el) => ({ total: el.scrollWidth, visivel: el.clientWidth }));
    expect(larguras.total).toBeLessThanOrEqual(larguras.visivel + 1);

    const faltou = page.getByRole('button', { name: /^Faltou: / }).first();
    const rotulo = (await faltou.getAttribute('aria-label')) ?? '';
    const quem = rotulo.replace(/^Faltou: /, '');
    const caixa = await faltou.boundingBox();
    expect((caixa?.x ?? 0) + (caixa?.width ?? 0)).toBeLessThanOrEqual(1366);
    await faltou.click();
    await page.getByText('Falta registrada.').waitFor();

    // the no-show leaves the "Agendado" filter: see all statuses of the day and undo it
    await page.goto(`${baseUrl}/ambulatorio/agendamento/index?dataInicio=${hoje}&dataFim=${hoje}`);
    const desfazer = page.getByRole('button', { name: `Desfazer falta: ${quem}`, exact: true });
    await desfazer.click();
    await page.getByText('Falta desfeita.').waitFor();

    const cancelar = page.getByRole('button', { name: /^Cancelar: / });
    await cancelar.first().waitFor();
    const outros = await cancelar.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    const alvo = outros.find((r) => r !== `Cancelar: ${quem}`);
    expect(alvo).toBeDefined();
    await page.getByRole('button', { name: alvo, exact: true }).click();
    const d = dialogo(page, 'Cancelar agendamento');
    await d.getByLabel('Motivo').fill('Paciente pediu para remarcar');
    await d.getByRole('button', { name: 'Cancelar agendamento' }).click();
    await page.getByText('Agendamento cancelado.').waitFor();
  });
});
