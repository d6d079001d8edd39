import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BenchApp } from './app.js';

const DIST = new URL('../apps/web/dist/', import.meta.url).pathname;

/**
 * What the first visit downloads before the login page can draw: the entry script, the chunks index.html preloads
 * and the CSS, raw and as the server sends them (the .br copies of apps/web/scripts/comprimir.mjs). Goal of issue 16:
 * at most 250 KB compressed.
 */
export function primeiraCarga(): string {
  if (!existsSync(join(DIST, 'index.html'))) return 'Primeira carga: apps/web/dist ausente (rode npm run build --workspace @saude/web).';
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const arquivos = [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string))];
  let cru = 0;
  let br = 0;
  for (const a of arquivos) {
    const caminho = join(DIST, a);
    cru += statSync(caminho).size;
    br += existsSync(`${caminho}.br`) ? statSync(`${caminho}.br`).size : statSync(caminho).size;
  }
  return [
    `Primeira carga do web (${arquivos.length} arquivos: entrada, pré-carregados e CSS)`,
    `  sem compressão: ${(cru / 1024).toFixed(0)} KB · como o servidor envia (brotli): ${(br / 1024).toFixed(0)} KB  (meta ≤ 250 KB)`,
  ].join('\n');
}

/**
 * Login → dashboard in headless Chromium with the CPU slowed 4× (a modest desk computer), against the real app
 * serving the built web on loopback (or through an emulated link, `rede`): from opening /login/demo to the
 * dashboard's greeting. Goal: ≤ 2 s.
 */
export async function loginAtePainel(b: BenchApp, n: number, rede?: { mbps: number; latenciaMs: number }): Promise<string> {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromiumPath) || !existsSync(join(DIST, 'index.html')))
    return 'Login → painel: Chromium ou apps/web/dist ausente, medição pulada.';
  const { chromium } = await import('playwright-core');
  const navegador = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  const tempos: number[] = [];
  let bytes = '';
  try {
    for (let i = 0; i < n; i++) {
      const ctx = await navegador.newContext({ viewport: { width: 1366, height: 768 }, locale: 'pt-BR' });
      const page = await ctx.newPage();
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      if (rede) {
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: rede.latenciaMs,
          downloadThroughput: (rede.mbps * 1024 * 1024) / 8,
          uploadThroughput: (rede.mbps * 1024 * 1024) / 8,
        });
      }
      // what the browser really transfers (JS and CSS, compressed, headers included) to draw the login page and
      // then the dashboard: the static count above cannot see the lazy chunks a route pulls in
      const transferido = { total: 0, arquivos: 0 };
      if (i === 0) {
        await cdp.send('Network.enable');
        const tipos = new Map<string, string>();
        cdp.on('Network.responseReceived', (e) => tipos.set(e.requestId, e.type));
        cdp.on('Network.loadingFinished', (e) => {
          const tipo = tipos.get(e.requestId);
          if (tipo !== 'Script' && tipo !== 'Stylesheet') return;
          transferido.total += e.encodedDataLength;
          transferido.arquivos++;
        });
      }
      const t0 = performance.now();
      await page.goto(`${b.base}/login/demo`);
      await page.getByLabel('Usuário ou CPF').waitFor();
      const noLogin = { ...transferido };
      await page.getByLabel('Usuário ou CPF').fill('recepcao');
      await page.getByLabel('Senha').fill('saude123');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.getByRole('heading', { name: /^Olá,/ }).waitFor();
      tempos.push(performance.now() - t0);
      if (i === 0 && !rede) {
        await page.waitForLoadState('networkidle');
        const kb = (v: number) => `${(v / 1024).toFixed(0)} KB`;
        bytes = `\n  JS + CSS transferidos até o login aparecer: ${kb(noLogin.total)} (${noLogin.arquivos} arquivos); até o painel: ${kb(transferido.total)} (${transferido.arquivos} arquivos)`;
      }
      await ctx.close();
    }
  } finally {
    await navegador.close();
  }
  tempos.sort((a, c) => a - c);
  const p50 = tempos[Math.floor(tempos.length / 2)] ?? Number.NaN;
  const onde = rede ? `, rede ${rede.mbps} Mbit/s e ${rede.latenciaMs} ms` : ', loopback';
  return `Login → painel (Chromium, CPU 4× mais lenta${onde}, cache vazio, n=${n}): p50 ${(p50 / 1000).toFixed(2)} s · pior ${((tempos.at(-1) ?? 0) / 1000).toFixed(2)} s  (meta ≤ 2 s)${bytes}`;
}
