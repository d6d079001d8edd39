import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page, Response } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type Browser, capturarFalha, dialogo, entrarAtePainel, openBrowser } from '../support/browser.js';

/**
 * The imaging service from the doctor's request to the closed month, at 1366 × 768 (issue 22): the demo doctor's
 * abdominal ultrasound waits on the scheduling desk's list and the clerk (`imagem`) books it; the scheduler (`agenda`)
 * books a paper request, reschedules it with the reason, and the freed slot is booked by another patient; the
 * technician registers the first exam as done; the radiologist (`radiologista`) writes its report from a template,
 * signs it with his test A1 certificate and prints it; then he closes last month's competence of the polyclinic
 * (the SIGTAP lines), and a second closing of the same month is refused.
 *
 * The first booking is made on the retroactive desk for the last working day (today when it has free slots): the
 * suite runs at any hour, and today's agenda may be over.
 */
const exec = promisify(execFile);
const pasta = mkdtempSync(join(tmpdir(), 'saude-e2e-imagem-'));
let b: Browser | undefined;
const afterFalha = capturarFalha(() => b as Browser);

const US = 'Ultrassonografia de abdome total';
const EQUIPAMENTO_US = 'Ultrassom — Sala 2';
const UNIDADE_EXECUTANTE = 'Policlínica Municipal';

interface Pendente {
  pacienteId: number;
  pacienteNome: string;
  exameNome: string;
}
interface Agendado {
  id: number;
  numero: number;
  data: string;
  hora: string;
  pacienteId: number;
  pacienteNome: string;
}
const hojeNoRecife = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Recife' }).format(new Date());
const somarDias = (iso: string, n: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const mesAnterior = (iso: string) => somarDias(`${iso.slice(0, 7)}-01`, -1).slice(0, 7);
const dataBr = (iso: string) => iso.split('-').reverse().join('/');
const camel = (s: string) => s.replace(/_([a-z])/g, (_, l: string) => l.toUpperCase());
const camelizar = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(camelizar)
    : v && typeof v === 'object'
      ? Object.fromEntries(Object.entries(v).map(([k, x]) => [camel(k), camelizar(x)]))
      : v;

/** What the server answers this page's session (a GET, or a JSON write), with its status. */
async function pedirNaPagina(page: Page, caminho: string, metodo = 'GET', corpo?: unknown) {
  const r = await page.evaluate(
    async ({ url, metodo, corpo }) => {
      const { token } = JSON.parse(localStorage.getItem('autenticacao') ?? '{}') as { token?: string };
      const res = await fetch(url, {
        method: metodo,
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Cliente': 'demo',
          ...(corpo === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: corpo === undefined ? undefined : JSON.stringify(corpo),
      });
      const bytes = new Uint8Array(await res.arrayBuffer());
      let s = '';
      for (const x of bytes) s += String.fromCharCode(x);
      return { status: res.status, base64: btoa(s) };
    },
    { url: caminho, metodo, corpo },
  );
  return { status: r.status, corpo: Buffer.from(r.base64, 'base64') };
}
async function lerApi<T>(page: Page, caminho: string): Promise<T> {
  const r = await pedirNaPagina(page, caminho);
  if (r.status !== 200) throw new Error(`${caminho}: ${r.status}`);
  return camelizar(JSON.parse(r.corpo.toString('utf8'))) as T;
}
/** The text of the PDF a print answered: the print window took the answer, so the same request again, with this session. */
async function textoDoPdf(page: Page, nome: string, impressao: Response) {
  const url = new URL(impressao.url());
  const r = await pedirNaPagina(page, `${url.pathname}${url.search}`);
  expect(r.status).toBe(200);
  const arquivo = join(pasta, nome);
  writeFileSync(arquivo, r.corpo);
  return (await exec('pdftotext', ['-layout', arquivo, '-'])).stdout;
}

async function entrarComo(login: string) {
  await b?.close();
  b = await openBrowser();
  await entrarAtePainel(b.page, b.baseUrl, login);
  return b;
}

const resposta = (page: Page, caminho: string | RegExp, metodo: string) =>
  page.waitForResponse((r: Response) => {
    const p = new URL(r.url()).pathname;
    return (typeof caminho === 'string' ? p === caminho : caminho.test(p)) && r.request().method() === metodo;
  });

/**
 * Types in a list's search box and waits for the list's answer to that search: a click on a row before it would hit
 * the unfiltered table while it re-renders (the click lost, the next wait timing out).
 */
async function pesquisar(page: Page, texto: string) {
  await Promise.all([
    page.waitForResponse((r: Response) => {
      const u = new URL(r.url());
      return u.pathname.endsWith('/datatable') && [...u.searchParams.values()].includes(texto);
    }),
    page.getByRole('textbox', { name: 'Pesquisar', exact: true }).fill(texto),
  ]);
}

/** Picks an option of an antd select (with search: types `busca` first), then clicks the option. */
async function escolher(page: Page, rotulo: string, busca: string | null, opcao: string | RegExp) {
  const campo = page.getByRole('combobox', { name: rotulo, exact: true });
  await campo.click();
  if (busca) await campo.fill(busca);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: opcao }).first().click();
}

/** A paper request on the booking screen of a patient: the exam, the requesting unit and the professional's name. */
async function pedidoEmPapel(page: Page) {
  await page
    .getByText(/Nenhuma solicitação pendente|Solicitações de exames de imagem pendentes/)
    .first()
    .waitFor();
  await escolher(page, 'Exame', 'abdome total', `${US} (0205020046)`);
  await escolher(page, 'Unidade solicitante', 'Heliópolis', 'UBS Heliópolis');
  await page.getByLabel('Ou nome do solicitante (papel)', { exact: true }).fill('Dra. Helena Cavalcanti (CRM-PE 20117)');
}

/** A free slot of the ultrasound room (the slot buttons are named `HH:MM de dd/mm/aaaa em <equipamento>`). */
const vagaDoUltrassom = (page: Page) =>
  page.getByRole('button', { name: new RegExp(` de \\d{2}/\\d{2}/\\d{4} em ${EQUIPAMENTO_US}$`) }).first();
const buscarHorarios = async (page: Page) => {
  await page.getByRole('button', { name: 'Buscar horários' }).click();
  await Promise.race([vagaDoUltrassom(page).waitFor(), page.getByText('Nenhum horário livre nos equipamentos deste exame.').waitFor()]);
};
/**
 * The booking prints its slip in a new window: closed as it opens, or the desk's page stays a background tab whose
 * timers Chromium throttles — the next screen's selects then took 15 s to open.
 */
const fechandoJanelas = new WeakSet<object>();
function fecharJanelasDeImpressao(page: Page) {
  const contexto = page.context();
  if (fechandoJanelas.has(contexto)) return;
  fechandoJanelas.add(contexto);
  contexto.on('page', (janela) => void janela.close().catch(() => {}));
}
async function agendar(page: Page, caminho: string): Promise<Agendado> {
  fecharJanelasDeImpressao(page);
  const [r] = await Promise.all([resposta(page, caminho, 'POST'), page.getByRole('button', { name: 'Agendar', exact: true }).click()]);
  expect(r.status(), await r.text()).toBe(201);
  const a = (camelizar(await r.json()) as { data: Agendado }).data;
  await page.getByText(new RegExp(`Agendamento nº ${a.numero} registrado`)).waitFor();
  return a;
}

// what one step hands the next
let paciente: Pendente;
let exame: Agendado;

afterEach(afterFalha);
afterAll(async () => {
  await b?.close();
  rmSync(pasta, { recursive: true, force: true });
});

describe('exame de imagem: do pedido do médico à competência fechada', () => {
  it('the demo doctor’s ultrasound waits on the desk list and the clerk books it', async () => {
    const { page, baseUrl } = await entrarComo('imagem');
    const pendentes = await lerApi<{ data: Pendente[] }>(page, '/api/exame-imagem/agendamento/pendentes');
    const us = pendentes.data.find((p) => p.exameNome === US);
    expect(us, 'the ultrasound asked by the demo doctor waits to be scheduled').toBeDefined();
    paciente = us as Pendente;

    // the desk's list of requests waiting: one line per patient, "Agendar" opens the scheduling with the request
    await page.goto(`${baseUrl}/exame-imagem/agendamento/index`);
    await page.getByText('Solicitações aguardando agendamento').waitFor();
    await page.getByRole('button', { name: `Agendar ${paciente.pacienteNome}`, exact: true }).click();
    await page.waitForURL(new RegExp(`/exame-imagem/agendamento/create/${paciente.pacienteId}$`));
    await page.getByRole('radio', { name: `Agendar ${US}` }).waitFor();

    // the booking, on the retroactive desk for the last working day with a free slot (see above)
    await page.goto(`${baseUrl}/exame-imagem/agendamento-retroativo/create/${paciente.pacienteId}`);
    await page.getByRole('radio', { name: `Agendar ${US}` }).check();
    let dia = hojeNoRecife();
    for (let tentativa = 0; tentativa < 7; tentativa++) {
      const data = page.getByRole('textbox', { name: 'Data', exact: true });
      await data.fill(dataBr(dia));
      await data.press('Tab');
      await buscarHorarios(page);
      if (await vagaDoUltrassom(page).isVisible()) break;
      dia = somarDias(dia, -1);
    }
    await vagaDoUltrassom(page).click();
    exame = await agendar(page, '/api/exame-imagem/agendamento-retroativo');
    expect(exame.pacienteId).toBe(paciente.pacienteId);
    // answered: the request leaves the desk's list
    const depois = await lerApi<{ data: Pendente[] }>(page, '/api/exame-imagem/agendamento/pendentes');
    expect(depois.data.some((p) => p.pacienteId === paciente.pacienteId && p.exameNome === US)).toBe(false);
  });

  it('the scheduler reschedules a booking and another patient takes the freed slot', async () => {
    const { page, baseUrl } = await entrarComo('agenda');
    const lista = await lerApi<{ data: Agendado[] }>(page, '/api/exame-imagem/agendamento/datatable?draw=1&start=0&length=40');
    const outros = [...new Set(lista.data.map((a) => a.pacienteId))].filter((id) => id !== paciente.pacienteId);
    expect(outros.length).toBeGreaterThanOrEqual(2);
    const [segundo, terceiro] = outros as [number, number];

    // a paper request booked in the first free slot of the ultrasound room
    await page.goto(`${baseUrl}/exame-imagem/agendamento/create/${segundo}`);
    await pedidoEmPapel(page);
    await buscarHorarios(page);
    const vaga = vagaDoUltrassom(page);
    const nomeDaVaga = (await vaga.getAttribute('aria-label')) as string;
    await vaga.click();
    const marcado = await agendar(page, '/api/exame-imagem/agendamento');

    // rescheduled (with the reason) from the reschedule list
    await page.goto(`${baseUrl}/exame-imagem/reagendamento-cancelamento-exame/index`);
    await pesquisar(page, String(marcado.numero));
    const linha = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: String(marcado.numero) });
    await linha.getByRole('button', { name: /^Reagendar: / }).click();
    await page.waitForURL(new RegExp(`/reagendamento-cancelamento-exame/create/${marcado.id}$`));
    await buscarHorarios(page);
    await vagaDoUltrassom(page).click();
    await page.getByLabel('Motivo', { exact: true }).fill('Paciente pediu outro dia');
    const [mov] = await Promise.all([
      resposta(page, `/api/exame-imagem/reagendamento-cancelamento-exame/${marcado.id}/reagendar`, 'PUT'),
      page.getByRole('button', { name: 'Reagendar', exact: true }).click(),
    ]);
    expect(mov.status(), await mov.text()).toBe(200);
    const novo = (camelizar(await mov.json()) as { data: Agendado }).data;
    expect(`${novo.data} ${novo.hora}`).not.toBe(`${marcado.data} ${marcado.hora}`);
    await page.waitForURL(/\/reagendamento-cancelamento-exame\/index$/);

    // the freed slot is offered again: a third patient takes exactly it
    await page.goto(`${baseUrl}/exame-imagem/agendamento/create/${terceiro}`);
    await pedidoEmPapel(page);
    const aPartirDe = page.getByRole('textbox', { name: 'A partir de', exact: true });
    await aPartirDe.fill(dataBr(marcado.data));
    await aPartirDe.press('Tab');
    await buscarHorarios(page);
    await page.getByRole('button', { name: nomeDaVaga, exact: true }).click();
    const liberado = await agendar(page, '/api/exame-imagem/agendamento');
    expect({ data: liberado.data, hora: liberado.hora, pacienteId: liberado.pacienteId }).toEqual({
      data: marcado.data,
      hora: marcado.hora,
      pacienteId: terceiro,
    });
  });

  it('the technician registers the first exam as done on the worklist of its day', async () => {
    expect(exame?.numero).toBeGreaterThan(0);
    const { page, baseUrl } = await entrarComo('imagem');
    await page.goto(`${baseUrl}/exame-imagem/exame-agendado-realizado/index`);
    const data = page.getByRole('textbox', { name: 'Data', exact: true });
    await data.fill(dataBr(exame.data));
    await data.press('Tab');
    const linha = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: String(exame.numero) });
    await linha.waitFor();
    await linha.getByRole('checkbox').check();
    const [r] = await Promise.all([
      resposta(page, '/api/exame-imagem/exame-agendado-realizado', 'POST'),
      page.getByRole('button', { name: 'Registrar realizados (1)' }).click(),
    ]);
    expect(r.status(), await r.text()).toBe(201);
    await expect.poll(() => linha.getByRole('checkbox').isDisabled()).toBe(true);
  });

  it('the radiologist writes the report from a template, signs it with his A1 and prints it', async () => {
    const { page, baseUrl, ctx } = await entrarComo('radiologista');
    await page.goto(`${baseUrl}/exame-imagem/lancamento/index`);
    await pesquisar(page, String(exame.numero));
    const linha = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: String(exame.numero) });
    const [tela] = await Promise.all([
      resposta(page, '/api/exame-imagem/lancamento/create', 'GET'),
      linha.getByRole('button', { name: 'Laudar' }).click(),
    ]);
    expect(tela.status(), await tela.text()).toBe(200);
    await page.getByRole('combobox', { name: 'Modelo de laudo', exact: true }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'US abdome total normal' }).click();
    const laudo = page.getByRole('textbox', { name: 'Laudo', exact: true });
    await expect.poll(() => laudo.inputValue()).toContain('Vesícula biliar normodistendida');
    await laudo.fill(`${await laudo.inputValue()}\nPequeno cisto cortical simples no rim direito, de 8 mm.`);
    await page.getByRole('textbox', { name: 'Conclusão', exact: true }).fill('Cisto renal simples à direita (Bosniak I).');
    await page.getByRole('button', { name: 'Salvar laudo' }).click();
    await page.waitForURL(/\/exame-imagem\/lancamento\/edit\/\d+$/);

    await page.goto(`${baseUrl}/exame-imagem/assinatura/index`);
    await pesquisar(page, paciente.pacienteNome);
    const paraAssinar = page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: paciente.pacienteNome })
      .filter({ hasText: US });
    await expect.poll(() => paraAssinar.count()).toBe(1);
    await paraAssinar.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Assinar selecionados (1)' }).click();
    await dialogo(page, 'Assinatura').getByRole('button', { name: 'Assinar', exact: true }).click();
    await page.getByText('Laudo assinado e liberado.').waitFor({ timeout: 60_000 });

    await page.goto(`${baseUrl}/exame-imagem/impressao/index`);
    await pesquisar(page, paciente.pacienteNome);
    const paraImprimir = page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: paciente.pacienteNome })
      .filter({ hasText: US });
    await expect.poll(() => paraImprimir.count()).toBe(1);
    await paraImprimir.getByRole('checkbox').check();
    const [janela, impressao] = await Promise.all([
      ctx.waitForEvent('page'),
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/exame-imagem/impressao/pdf' && r.ok()),
      page.getByRole('button', { name: 'Imprimir selecionados (1)' }).click(),
    ]);
    expect(janela.url()).toMatch(/^blob:/);
    await janela.close().catch(() => {});
    const texto = await textoDoPdf(page, 'laudo.pdf', impressao);
    expect(texto).toContain(US);
    expect(texto).toContain('Bosniak I');
  });

  it('the radiologist closes last month’s competence of the polyclinic (SIGTAP lines) once', async () => {
    const { page, baseUrl, ctx } = b as Browser;
    const competencia = mesAnterior(hojeNoRecife());
    const mes = `${competencia.slice(5, 7)}/${competencia.slice(0, 4)}`;
    await page.goto(`${baseUrl}/exame-imagem/fechamento/create?competencia=${competencia}`);
    await escolher(page, 'Unidade executante', null, UNIDADE_EXECUTANTE);
    const linhas = page.locator('.ant-table-tbody tr.ant-table-row');
    await linhas.filter({ hasText: '0205020046' }).first().waitFor();
    await linhas.filter({ hasText: '0204030153' }).first().waitFor();
    await page.getByRole('button', { name: 'Fechar competência' }).click();
    const confirmar = dialogo(page, `Fechar a competência ${mes}?`).getByRole('button', { name: 'Fechar competência' });
    await confirmar.waitFor();
    const post = resposta(page, '/api/exame-imagem/fechamento', 'POST');
    await confirmar.click();
    // a click while the confirmation is still opening may be lost: once more if it stays open
    const fechouODialogo = await confirmar.waitFor({ state: 'hidden', timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!fechouODialogo) await confirmar.click({ timeout: 5_000 }).catch(() => {});
    const fechou = await post;
    expect(fechou.status(), await fechou.text()).toBe(200);
    await page.getByText(`Competência ${mes} fechada.`).waitFor();
    await page.getByText(/^Competência fechada em /).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Fechar competência' }).isDisabled()).toBe(true);

    // the closing's PDF: the SIGTAP lines the billing operator types
    const fechada = page
      .locator('.ant-card')
      .filter({ hasText: 'Competências fechadas' })
      .locator('tr.ant-table-row')
      .filter({ hasText: mes })
      .filter({ hasText: UNIDADE_EXECUTANTE });
    const [janela, pdf] = await Promise.all([
      ctx.waitForEvent('page'),
      page.waitForResponse((r) => /^\/api\/exame-imagem\/fechamento\/\d+\/pdf$/.test(new URL(r.url()).pathname) && r.ok()),
      fechada.getByRole('button', { name: 'PDF' }).click(),
    ]);
    await janela.close().catch(() => {});
    const texto = await textoDoPdf(page, 'fechamento.pdf', pdf);
    expect(texto).toContain('02.05.02.004-6');
    expect(texto).toContain('02.04.03.015-3');

    // a second closing of the same month is refused by the server too
    const form = await lerApi<{ data: { unidades: { id: number; nome: string }[] } }>(page, '/api/exame-imagem/fechamento/create');
    const unidadeId = form.data.unidades.find((u) => u.nome === UNIDADE_EXECUTANTE)?.id;
    const deNovo = await pedirNaPagina(page, '/api/exame-imagem/fechamento', 'POST', { unidade_id: unidadeId, competencia });
    expect(deNovo.status).toBe(422);
    expect(JSON.parse(deNovo.corpo.toString('utf8')).message).toMatch(/^Competência já fechada/);
  });
});
