import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, capturarFalha, entrarAtePainel, MEDICO_NA_UPA, openBrowser } from '../support/browser.js';

/**
 * The desks at 1366 × 768, the most common screen of a health unit (issue 16): the doctor's emergency queue on the
 * demo morning fits without a sideways scroll, the call and attend buttons of every row are in view, and the risk
 * colour reads (solid colour, text contrast ≥ 4.5:1).
 */
let b: Browser;

beforeAll(async () => {
  b = await openBrowser();
  await entrarAtePainel(b.page, b.baseUrl, 'medico', MEDICO_NA_UPA);
});
afterEach(capturarFalha(() => b));
afterAll(() => b?.close());

describe('mesas em 1366 × 768', () => {
  it('the emergency queue fits, with its actions in view and readable risk colours', async () => {
    const { page, baseUrl } = b;
    expect(page.viewportSize()).toEqual({ width: 1366, height: 768 });
    await page.goto(`${baseUrl}/pronto-atendimento/fila-atendimento/index`);
    const linhas = page.locator('.ant-table-tbody tr.ant-table-row');
    await linhas.first().waitFor();
    expect(await linhas.count()).toBeGreaterThan(2);

    // no sideways scroll: the table is as wide as its area
    const larguras = await page.locator('.ant-table-content').evaluate((el) => ({ total: el.scrollWidth, visivel: el.clientWidth }));
    expect(larguras.total).toBeLessThanOrEqual(larguras.visivel + 1);

    // every row's call button lies inside the window, left of its right edge
    const chamar = page.getByRole('button', { name: /^Chamar / });
    for (let i = 0; i < Math.min(await chamar.count(), 6); i++) {
      const caixa = await chamar.nth(i).boundingBox();
      expect(caixa, `Chamar da linha ${i + 1}`).not.toBeNull();
      expect((caixa?.x ?? 0) + (caixa?.width ?? 0)).toBeLessThanOrEqual(1366);
    }
    const caixaMais = await page
      .getByRole('button', { name: /^Mais ações / })
      .first()
      .boundingBox();
    expect((caixaMais?.x ?? 0) + (caixaMais?.width ?? 0)).toBeLessThanOrEqual(1366);

    // the risk colours: solid, and their text reads on them
    const tags = page.locator('.ant-table-tbody .ant-tag-solid');
    expect(await tags.count()).toBeGreaterThan(0);
    const contrastes = await tags.evaluateAll((els) => {
      // WCAG 2.1 contrast of the computed background and text colours
      const lum = (css: string) => {
        const [r = 0, g = 0, bl = 0] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((n) => {
          const c = Number(n) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
      };
      return els.map((el) => {
        const s = getComputedStyle(el);
        const [x, y] = [lum(s.backgroundColor), lum(s.color)];
        return { nome: el.textContent, razao: (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05) };
      });
    });
    for (const c of contrastes) expect(c.razao, `${c.nome}`).toBeGreaterThanOrEqual(4.5);
  });

  it('the lists the doctor works with fit too, their actions in view', async () => {
    const { page, baseUrl } = b;
    for (const url of [
      '/pronto-atendimento/plantao/index',
      '/pronto-atendimento/atendimento-medico/index',
      '/pronto-atendimento/impressao/index',
    ]) {
      await page.goto(`${baseUrl}${url}`);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      const larguras = await page.locator('.ant-table-content').evaluate((el) => ({ total: el.scrollWidth, visivel: el.clientWidth }));
      expect(larguras.total, url).toBeLessThanOrEqual(larguras.visivel + 1);
      const botoes = page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('button');
      if ((await botoes.count()) === 0) continue;
      const caixa = await botoes.last().boundingBox();
      expect((caixa?.x ?? 0) + (caixa?.width ?? 0), url).toBeLessThanOrEqual(1366);
    }
  });

  it("the counter's ticket queue fits beside its card, each ticket's actions in view", async () => {
    const recepcao = await openBrowser();
    try {
      const { page, baseUrl } = recepcao;
      await entrarAtePainel(page, baseUrl, 'recepcao');
      await page.goto(`${baseUrl}/painel-senha/fila-atendimento/index`);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      const larguras = await page.locator('.ant-table-content').evaluate((el) => ({ total: el.scrollWidth, visivel: el.clientWidth }));
      expect(larguras.total).toBeLessThanOrEqual(larguras.visivel + 1);
      const caixa = await page
        .getByRole('button', { name: /^Não compareceu / })
        .first()
        .boundingBox();
      expect(caixa).not.toBeNull();
      expect((caixa?.x ?? 0) + (caixa?.width ?? 0)).toBeLessThanOrEqual(1366);
    } finally {
      await recepcao.close();
    }
  });
});
