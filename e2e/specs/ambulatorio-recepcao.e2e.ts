import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, capturarFalha, dialogo, entrar, entrarAtePainel, openBrowser } from '../support/browser.js';

/**
 * The polyclinic's morning at 1366 × 768 (issue 17), one patient along the whole path: the desk (`agenda`) marks a
 * scheduled patient's arrival; the nurse (`ambulatorio`) finds them in the nursing queue, calls the next with F2,
 * does the pre-consultation, and the patient shows in the office queue; the demo doctor (`medico`, at the
 * polyclinic's offices) calls and attends them — SOAP, a CID, a common prescription, an exam request — signs the
 * documents with his A1 test certificate, and the desk sees the appointment "Realizado" in the day's management.
 */
let desk: Browser;
let enfermeira: Browser;
let medico: Browser;
let atual: () => Browser | undefined = () => enfermeira;

const hojeNoRecife = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Recife' }).format(new Date());
const literal = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The demo doctor works at the UPA and at the polyclinic's offices: at /lotacao he chooses the polyclinic. */
async function medicoNaPoliclinica(b: Browser) {
  await entrar(b.page, b.baseUrl, 'medico');
  await b.page.waitForURL(`${b.baseUrl}/lotacao`);
  await b.page.getByRole('radio', { name: /Ambulatório de Especialidades/ }).check();
  await b.page.getByRole('radio', { name: /Consultórios do Ambulatório/ }).check();
  await b.page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await b.page.waitForURL(`${b.baseUrl}/dashboard`);
}

beforeAll(async () => {
  [desk, enfermeira, medico] = await Promise.all([openBrowser(), openBrowser(), openBrowser()]);
  await entrarAtePainel(desk.page, desk.baseUrl, 'agenda');
  await entrarAtePainel(enfermeira.page, enfermeira.baseUrl, 'ambulatorio');
  await medicoNaPoliclinica(medico);
});
afterEach(capturarFalha(() => atual()));
afterAll(async () => {
  await Promise.all([desk?.close(), enfermeira?.close(), medico?.close()]);
});

/** The table's content is no wider than its area: no sideways scroll. */
async function semRolagemLateral(b: Browser) {
  const larguras = await b.page.locator('.ant-table-content').evaluate((el) => ({ total: el.scrollWidth, visivel: el.clientWidth }));
  expect(larguras.total).toBeLessThanOrEqual(larguras.visivel + 1);
}

describe('recepção, fila, pré-consulta e consulta médica do ambulatório', () => {
  let chegou = '';
  let chamado = '';

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
    chamado = ((await aviso.textContent()) ?? '').replace(/^Chamada de /, '').replace(/ (registrada|enviada para .+)\.$/, '');
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

  it('the doctor calls them from the office queue, attends with a CID, a prescription and an exam, signs, and the appointment is realised', async () => {
    atual = () => medico;
    const { page, baseUrl } = medico;
    expect(page.viewportSize()).toEqual({ width: 1366, height: 768 });
    expect(chamado).not.toBe('');
    await page.goto(`${baseUrl}/ambulatorio/fila-atendimento/index`);
    // the session's cost centre is the office: its queue opens by itself, with the patient the nurse sent
    await page.getByText(/^Consultórios do Ambulatório — /).waitFor();
    const linha = page.getByRole('row').filter({ hasText: chamado }).first();
    await linha.getByText('Pré-consulta feita').waitFor();
    await semRolagemLateral(medico);

    await page.getByRole('button', { name: `Chamar ${chamado}`, exact: true }).click();
    // the first call in this queue asks the room once (another spec may have answered it already)
    const onde = dialogo(page, 'Onde você chama os pacientes?');
    const aviso = page.getByText(new RegExp(`^Chamada de ${literal(chamado)} (registrada|enviada para .+)\\.$`));
    await Promise.race([onde.waitFor(), aviso.waitFor()]);
    if (await onde.isVisible()) {
      for (const grupo of await onde.getByRole('radiogroup').all()) await grupo.getByRole('radio').first().check();
      await onde.getByRole('button', { name: 'Chamar' }).click();
    }
    await aviso.waitFor();

    await page.getByRole('button', { name: `Atender ${chamado}`, exact: true }).click();
    await page.waitForURL(/\/ambulatorio\/atendimento\/create\/\d+\/\d+$/);
    await page.getByText(chamado, { exact: true }).first().waitFor();
    // the nurse's pre-consultation is above the SOAP
    await page.getByText('124/82 mmHg').waitFor();
    await page.getByRole('textbox', { name: 'Subjetivo' }).fill('Cefaleia occipital ao acordar há duas semanas. Sem uso de medicação.');
    await page.getByRole('textbox', { name: 'Objetivo' }).fill('Bom estado geral, eupneica. Ausculta cardíaca sem alterações.');
    await page.getByRole('textbox', { name: 'Avaliação' }).fill('Hipertensão arterial sistêmica, diagnóstico inicial.');
    await page.getByRole('textbox', { name: 'Plano' }).fill('Losartana, dieta hipossódica, creatinina e retorno em 30 dias.');

    await page.getByRole('tab', { name: /^Problemas e condições/ }).click();
    await page.getByRole('combobox', { name: 'CID-10 do problema 1' }).fill('I10');
    await page
      .locator('.ant-select-item-option', { hasText: /^I10 - / })
      .first()
      .click();

    await page.getByRole('tab', { name: /^Receitas/ }).click();
    const receitas = page.getByRole('region', { name: 'Receitas' });
    await receitas.getByRole('button', { name: 'Adicionar receita' }).click();
    await receitas.getByText('Receita 1 — Receita comum').waitFor();
    await receitas.getByRole('combobox', { name: 'Medicamento 1 da receita 1' }).fill('losartana');
    await page.locator('.ant-select-item-option', { hasText: 'Losartana potássica 50 mg' }).first().click();
    // the medicine chosen fills the printed description
    await expect.poll(() => receitas.getByLabel('Medicamento', { exact: true }).inputValue()).toMatch(/^Losartana potássica 50 mg/);
    await receitas.getByLabel('Quantidade', { exact: true }).fill('30 comprimidos');
    await receitas.getByLabel('Posologia', { exact: true }).fill('1 comprimido pela manhã');

    await page.getByRole('tab', { name: /^Exames/ }).click();
    const exames = page.getByRole('region', { name: 'Exames', exact: true });
    await exames.getByRole('button', { name: 'Solicitar exame' }).click();
    await exames.getByRole('combobox', { name: 'Exame 1', exact: true }).fill('creatinina');
    await page.locator('.ant-select-item-option', { hasText: 'Creatinina (0202010317)' }).first().click();

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const pergunta = dialogo(page, 'Atendimento salvo. Deseja assinar?');
    await pergunta.getByRole('button', { name: 'Assinar', exact: true }).click();
    // the signing dialog: the doctor's only certificate (the demo's A1 test one) comes preselected
    const assinatura = page.getByRole('dialog').filter({ hasText: 'Certificado' }).last();
    await assinatura
      .getByText(/RICARDO LINS CAVALCANTI/i)
      .first()
      .waitFor();
    await assinatura.getByRole('button', { name: 'Assinar', exact: true }).click();
    await page.getByText('Documentos assinados e guardados no atendimento.').waitFor({ timeout: 30_000 });
    // back to the queue the doctor came from, without the patient attended
    await page.waitForURL(/\/ambulatorio\/fila-atendimento\/index/);
    await page.getByRole('row').filter({ hasText: chamado }).first().waitFor({ state: 'detached' });

    // the desk's day: the appointment is realised
    atual = () => desk;
    await desk.page.goto(`${desk.baseUrl}/ambulatorio/gerenciamento-diario/index?data=${hojeNoRecife()}&q=${encodeURIComponent(chamado)}`);
    await desk.page.getByRole('row').filter({ hasText: chamado }).first().getByText('Realizado', { exact: true }).waitFor();
  }, 120_000);
});
