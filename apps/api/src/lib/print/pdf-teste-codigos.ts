import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/**
 * Test helper: the barcodes of a PDF as a scanner reads them. Each page is rasterised with poppler
 * (pdftoppm, 300 dpi, like a label printer's output) and read by zbarimg (Debian zbar-tools, installed
 * by `.ci/run`). Answers 'CODE-128:<value>' per symbol found, in page order.
 */
export async function decodificarCodigos(pdf: Uint8Array, paginas?: { primeira: number; ultima: number }): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'saude-codigos-'));
  try {
    const arquivo = join(dir, 'doc.pdf');
    await writeFile(arquivo, pdf);
    const faixa = paginas ? ['-f', String(paginas.primeira), '-l', String(paginas.ultima)] : [];
    await exec('pdftoppm', ['-r', '300', '-gray', ...faixa, '-png', arquivo, join(dir, 'p')]);
    const imagens = (await readdir(dir)).filter((f) => f.endsWith('.png')).sort();
    try {
      const { stdout } = await exec('zbarimg', ['--quiet', '-Sdisable', '-Scode128.enable', ...imagens.map((f) => join(dir, f))]);
      return stdout.split('\n').filter(Boolean);
    } catch (e) {
      // zbarimg exits 4 when it finds no symbol: that is an answer, not a failure
      if ((e as { code?: number }).code === 4) return [];
      throw e;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
