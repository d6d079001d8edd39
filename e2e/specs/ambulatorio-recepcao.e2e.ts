import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, capturarFalha, dialogo, entrarAtePainel, openBrowser } from '../support/browser.js';

/**
 * The polyclinic's morning at 1366 × 768 (issue 17): the desk (`agenda`) marks a scheduled patient's arrival; the
 * nurse (`ambulatorio`) finds them in the nursing queue, calls the next with F2, does the pre-consultation, and the
 * patient shows in the office queue.
 */
let desk: Browser;
let enfermeira: Browser;

beforeAll(async () => {
  desk = await openBrowser();
  enfermeira = await openBrowser();
  await entrarAtePainel(desk.page, desk.baseUrl, 'agenda');
  await entrarAtePainel(enfermeira.page, enfermeira.baseUrl, 'ambulatorio');
});
afterEach(capturarFalha(() => enfermeira));
afterAll(async () => {
  await desk?.close();
  await enfermeira?.close();
});

/** The table's content is no wider than its area: no sideways scroll. */
async function semRolagemLateral(b: Browser) {
  const larguras = await b.page.locator('.ant-table-content').evaluate((el) => ({ total: el.scrollWidth, visivel: el.clientWidth }));
  expect(larguras.total).toBeLessThanOrEqual(larguras.visivel + 1);
}

describe('recepção, fila e pré-consulta do ambulatório', () => {
  let chegou = '';

  it('the desk marks the arrival of a scheduled patient', async () => {
    const { page, baseUrl } = desk;
    expect(page.viewportSize()).toEqual({ width: 1366, height: 768 });
    await page.goto(`${baseUrl}/ambulatorio/recepcao/index`);
    const botao = page.getByRole('button', { name: /^Chegou / }).first();
    await botao.waitFor();
    await semRolagemLateral(desk);
    chegou = ((await botao.getAttribute('aria-label')) ?? '').replace(/^Chegou /, '');
    await botao.click();
    const d = dialogo(page, 'Registrar chegada');
    await d.getByRole('button', { name: 'Confirmar chegada' }).click();
    await page.getByText(/^Chegada registrada: .+ entrou na fila\.$/).waitFor();
    // the row now says when the patient arrived
    await page
      .getByRole('row')
      .filter({ hasText: chegou })
      .getByText(/^Chegou às \d\d:\d\d$/)
      .waitFor();
  });

  it('the nurse calls the next with F2, does the pre-consultation, and the patient goes to the office queue', async () => {
    const { page, baseUrl } = enfermeira;
    await page.goto(`${baseUrl}/ambulatorio/fila-atendimento/index`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    // the patient the desk received is in the nursing queue
    await page.getByRole('row').filter({ hasText: chegou }).first().waitFor();
    await semRolagemLateral(enfermeira);
    const caixa = await page
      .getByRole('button', { name: /^Chamar / })
      .first()
      .boundingBox();
    expect((caixa?.x ?? 0) + (caixa?.width ?? 0)).toBeLessThanOrEqual(1366);

    await page.keyboard.press('F2');
    // the first call of this queue may ask where the nurse calls from (when there is a choice)
    const onde = dialogo(page, 'Onde você chama os pacientes?');
    if (await onde.isVisible({ timeout: 1500 }).catch(() => false)) {
      for (const grupo of await onde.getByRole('radiogroup').all()) await grupo.getByRole('radio').first().check();
      await onde.getByRole('button', { name: 'Chamar' }).click();
    }
    const aviso = page.getByText(/^Chamada de .+ (registrada|enviada para .+)\.$/);
    await aviso.waitFor();
    const chamado = ((await aviso.textContent()) ?? '').replace(/^Chamada de /, '').replace(/ (registrada|enviada para .+)\.$/, '');
    expect(chamado).not.toBe('');

    await page.getByRole('button', { name: `Atender ${chamado}`, exact: true }).click();
    await page.waitForURL(/\/ambulatorio\/atendimento-enfermagem\/create\/1\/\d+/);
    await page.getByText(chamado, { exact: true }).first().waitFor();
    await page.getByLabel('PA sistólica').fill('124');
    await page.getByLabel('PA diastólica').fill('82');
    await page.getByLabel('Peso').fill('70');
    await page.getByLabel('Altura').fill('165');
    await page.getByText('25,71').waitFor();
    await page.getByRole('button', { name: 'Salvar e encaminhar ao consultório' }).click();
    await page.getByText('Pré-consulta salva. O paciente foi encaminhado para o atendimento.').waitFor();
    await page.waitForURL(/\/ambulatorio\/fila-atendimento\/index/);

    // the office queue of the unit has them, with the pre-consultation done
    await page.getByRole('combobox', { name: 'Fila' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Consultório' }).first().click();
    const linha = page.getByRole('row').filter({ hasText: chamado }).first();
    await linha.getByText('Pré-consulta feita').waitFor();
    await semRolagemLateral(enfermeira);
  });
});
