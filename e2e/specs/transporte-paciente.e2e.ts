import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page, Response } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type Browser, capturarFalha, entrarAtePainel, openBrowser } from '../support/browser.js';

/**
 * Patient transport from the booking to the accountability, at 1366 × 768 (issue 23): the clerk (`transporte`) books a
 * patient with a companion to Recife on a free weekday ahead (a second patient is booked for the same day through the
 * API) and reprints the slip — a 10.3 cm page; the coordinator (`coordenador`) assembles that day's vehicle from the
 * screen's suggestion with a driver, prints the driver's manifest, marks the first patient and the companion boarded
 * and the second as a no-show, closes the trip with the odometer, and the accountability report of that day counts
 * it: one trip, one patient, one companion, the km.
 *
 * The day: the first weekday from 4 days ahead — the demo books from 3 days back to 3 days ahead, so nothing else
 * travels then.
 */
const exec = promisify(execFile);
const pasta = mkdtempSync(join(tmpdir(), 'saude-e2e-transporte-'));
let b: Browser | undefined;
const afterFalha = capturarFalha(() => b as Browser);

const KM_SAIDA = 52_310;
const KM_CHEGADA = 52_781;
const ACOMPANHANTE = 'Maria Aparecida Tenório';

interface Agendamento {
  id: number;
  numero: number;
  data: string;
  pacienteId: number;
  pacienteNome: string;
  destinoId: number;
}
interface Viagem {
  id: number;
  numero: number;
  situacao: number;
  passageiros: number;
}
const hojeNoRecife = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Recife' }).format(new Date());
const somarDias = (iso: string, n: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const diaUtilAPartirDe = (iso: string) => {
  let d = iso;
  while ([0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay())) d = somarDias(d, 1);
  return d;
};
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
/** The PDF a print answered (the print window took the answer): the same request again, with this session. */
async function pdfDaImpressao(page: Page, nome: string, impressao: Response) {
  const url = new URL(impressao.url());
  const r = await pedirNaPagina(page, `${url.pathname}${url.search}`);
  expect(r.status).toBe(200);
  const arquivo = join(pasta, nome);
  writeFileSync(arquivo, r.corpo);
  return {
    texto: (await exec('pdftotext', ['-layout', arquivo, '-'])).stdout,
    info: (await exec('pdfinfo', [arquivo])).stdout,
  };
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

/** Picks an option of an antd select (with search: types `busca` first); the select found by its label. */
async function escolher(page: Page, rotulo: string, busca: string | null, opcao: string | RegExp) {
  const campo = page.getByLabel(rotulo, { exact: true });
  await campo.click();
  if (busca) await campo.fill(busca);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)', { hasText: opcao })
    .first()
    .click();
}

/**
 * The print opens the PDF in a new window: waited for and closed at once (left open, the tested page becomes a
 * background tab whose timers Chromium throttles).
 */
async function imprimir(b: Browser, caminho: RegExp, clique: () => Promise<void>) {
  const [janela, impressao] = await Promise.all([
    b.ctx.waitForEvent('page'),
    b.page.waitForResponse((r) => caminho.test(new URL(r.url()).pathname) && r.ok()),
    clique(),
  ]);
  await janela.close().catch(() => {});
  return impressao;
}

// what one step hands the next
const dia = diaUtilAPartirDe(somarDias(hojeNoRecife(), 4));
let primeiro: Agendamento;
let segundo: Agendamento;
let viagem: Viagem;

afterEach(afterFalha);
afterAll(async () => {
  await b?.close();
  rmSync(pasta, { recursive: true, force: true });
});

describe('transporte de pacientes: do agendamento à prestação de contas', () => {
  it('the clerk books a patient with a companion, another is booked for the day, and the slip is reprinted (10.3 cm)', async () => {
    const bb = await entrarComo('transporte');
    const { page, baseUrl } = bb;
    const lista = await lerApi<{ data: Agendamento[] }>(page, '/api/transporte-paciente/agendar/datatable?draw=1&start=0&length=60');
    const pacientes = [...new Map(lista.data.map((a) => [a.pacienteId, a.pacienteNome])).entries()];
    expect(pacientes.length).toBeGreaterThanOrEqual(2);
    const [[p1], [p2]] = pacientes as [[number, string], [number, string]];

    await page.goto(`${baseUrl}/transporte-paciente/agendar/create/${p1}`);
    await escolher(page, 'Destino', 'Recife', /^Recife \(/);
    const data = page.getByLabel('Data da viagem', { exact: true });
    await data.fill(dataBr(dia));
    await data.press('Tab');
    await page.getByRole('textbox', { name: 'Horário da consulta', exact: true }).fill('08:00');
    await page.getByRole('button', { name: 'Adicionar acompanhante' }).click();
    await page.getByLabel('Nome do acompanhante 1', { exact: true }).fill(ACOMPANHANTE);
    const [r] = await Promise.all([
      resposta(page, '/api/transporte-paciente/agendar', 'POST'),
      imprimir(bb, /^\/api\/transporte-paciente\/agendar\/\d+\/comprovante\.pdf$/, () =>
        page.getByRole('button', { name: 'Agendar', exact: true }).click(),
      ),
    ]);
    expect(r.status(), await r.text()).toBe(201);
    primeiro = (camelizar(await r.json()) as { data: Agendamento }).data;
    expect(primeiro).toMatchObject({ data: dia, pacienteId: p1 });
    await page.getByText(new RegExp(`Agendamento nº ${primeiro.numero} registrado`)).waitFor();

    // the second patient of the day, through the API (the form was walked above)
    const outro = await pedirNaPagina(page, '/api/transporte-paciente/agendar', 'POST', {
      paciente_id: p2,
      destino_id: primeiro.destinoId,
      data: dia,
      horario_consulta: '09:00',
    });
    expect(outro.status, outro.corpo.toString('utf8')).toBe(201);
    segundo = (camelizar(JSON.parse(outro.corpo.toString('utf8'))) as { data: Agendamento }).data;

    // the slip reprinted: the 10.3 cm receipt-printer page with the companion
    await page.goto(`${baseUrl}/transporte-paciente/reimpressao-protocolo/list`);
    const busca = page.getByRole('textbox', { name: 'Pesquisar', exact: true });
    await Promise.all([
      page.waitForResponse((x) => new URL(x.url()).pathname.endsWith('/search') && x.url().includes(String(primeiro.numero))),
      busca.fill(String(primeiro.numero)),
    ]);
    const impressao = await imprimir(bb, /\/comprovante\.pdf$/, () =>
      page.getByRole('button', { name: `Comprovante: ${primeiro.pacienteNome}, ${dataBr(dia)}` }).click(),
    );
    const { texto, info } = await pdfDaImpressao(page, 'comprovante.pdf', impressao);
    expect(texto).toContain(`Agendamento nº ${primeiro.numero}`);
    const [, largura] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info) ?? [];
    // 10.3 cm = 291.97 pt
    expect(Number(largura)).toBeCloseTo(292, 0);
  });

  it('the coordinator assembles the day from the suggestion, prints the manifest and marks the boarding', async () => {
    expect(segundo?.id).toBeGreaterThan(0);
    const bb = await entrarComo('coordenador');
    const { page, baseUrl } = bb;
    await page.goto(`${baseUrl}/transporte-paciente/escolher-veiculo/create?data=${dia}`);
    await page.getByText('Aguardando veículo (2)').waitFor();
    await page.getByRole('button', { name: 'Sugerir montagem' }).click();
    await page.getByText('Aguardando veículo (0)').waitFor();
    await escolher(page, 'Motorista da Nova viagem 1', null, /CNH/);
    const [r] = await Promise.all([
      resposta(page, '/api/transporte-paciente/escolher-veiculo', 'POST'),
      page.getByRole('button', { name: 'Salvar montagem' }).click(),
    ]);
    expect(r.status(), await r.text()).toBe(200);
    const salvas = (camelizar(await r.json()) as { data: Viagem[] }).data;
    expect(salvas).toHaveLength(1);
    viagem = salvas[0] as Viagem;
    expect(viagem.passageiros).toBe(2);

    // the day's list: the driver's manifest of the trip, both patients and the companion
    await page.goto(`${baseUrl}/transporte-paciente/listagem/list?data=${dia}`);
    const manifesto = await imprimir(bb, new RegExp(`/manifesto/${viagem.id}$`), () =>
      page.getByRole('button', { name: `Imprimir relação da viagem ${viagem.numero}` }).click(),
    );
    const { texto } = await pdfDaImpressao(page, 'manifesto.pdf', manifesto);
    expect(texto).toContain(`Viagem nº ${viagem.numero} — ${dataBr(dia)}`);
    expect(texto.replace(/\s+/g, ' ')).toContain('2 passageiro(s) e 1 acompanhante(s).');

    // boarding: the first patient and the companion boarded, the second did not come
    await page.getByRole('link', { name: `Passageiros da viagem ${viagem.numero}` }).click();
    await page.waitForURL(new RegExp(`/gerenciamento/create/${viagem.id}$`));
    const linha = (nome: string) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: nome });
    await linha(primeiro.pacienteNome).getByRole('radio', { name: 'Embarcou' }).check();
    await linha(segundo.pacienteNome).getByRole('radio', { name: 'Faltou' }).check();
    expect(await linha(primeiro.pacienteNome).getByRole('checkbox', { name: ACOMPANHANTE }).isChecked()).toBe(true);
    const [e] = await Promise.all([
      resposta(page, `/api/transporte-paciente/gerenciamento/${viagem.id}`, 'PUT'),
      page.getByRole('button', { name: 'Salvar embarques' }).click(),
    ]);
    expect(e.status(), await e.text()).toBe(200);
  });

  it('the coordinator closes the trip with the odometer and the accountability report counts it', async () => {
    expect(viagem?.id).toBeGreaterThan(0);
    const { page, baseUrl } = b as Browser;
    await page.goto(`${baseUrl}/transporte-paciente/fechamento-viagem/form?data=${dia}`);
    await page.getByRole('button', { name: `Fechar a viagem ${viagem.numero}` }).click();
    await page.getByText('1 embarcou(aram), 1 faltou(aram).').waitFor();
    await page.getByLabel('Km de saída', { exact: true }).fill(String(KM_SAIDA));
    await page.getByLabel('Km de chegada', { exact: true }).fill(String(KM_CHEGADA));
    await page.getByLabel('Hora do retorno', { exact: true }).fill('18:40');
    await page.getByRole('spinbutton', { name: 'Combustível (litros)', exact: true }).fill('55,4');
    await page.getByRole('spinbutton', { name: 'Valor do combustível (R$)', exact: true }).fill('348,47');
    await page.getByRole('spinbutton', { name: 'Pedágios (R$)', exact: true }).fill('18,4');
    const [r] = await Promise.all([
      resposta(page, `/api/transporte-paciente/fechamento-viagem/form/${viagem.id}`, 'PUT'),
      page.getByRole('button', { name: 'Fechar viagem' }).click(),
    ]);
    expect(r.status(), await r.text()).toBe(200);
    await page.getByText(`Viagem nº ${viagem.numero} fechada.`).waitFor();

    // the accountability of that day: the one closed trip, its boarded patient and companion, its km
    const [lista] = await Promise.all([
      page.waitForResponse((x) => new URL(x.url()).pathname === '/api/transporte-paciente/relatorio-prestacao-conta/list' && x.ok()),
      page.goto(`${baseUrl}/transporte-paciente/relatorio-prestacao-conta/index?data_inicio=${dia}&data_fim=${dia}`),
    ]);
    expect(lista.status()).toBe(200);
    const linha = (descricao: string) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: descricao });
    const quantidade = async (descricao: string) => (await linha(descricao).first().innerText()).replace(/\s+/g, ' ');
    await linha('Viagens fechadas').first().waitFor();
    expect(await quantidade('Viagens fechadas')).toMatch(/Viagens fechadas 1\b/);
    expect(await quantidade('Pacientes transportados')).toMatch(/Pacientes transportados 1\b/);
    expect(await quantidade('Acompanhantes transportados')).toMatch(/Acompanhantes transportados 1\b/);
    expect(await quantidade('Quilômetros rodados')).toMatch(new RegExp(`\\) ${KM_CHEGADA - KM_SAIDA}\\b`));
  });
});
