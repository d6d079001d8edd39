import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export interface PdfLido {
  paginas: { larguraCm: number; alturaCm: number }[];
  /** The text of each page, as pdftotext -layout reads it. */
  textos: string[];
  /** The document title (info Title), the name a viewer shows for the window. */
  titulo: string | null;
}

/**
 * Test helper: reads a PDF the way a user's viewer would, with poppler (pdfinfo for the page boxes,
 * pdftotext for the text of each page). `.ci/run` installs poppler-utils.
 */
export async function lerPdf(pdf: Uint8Array): Promise<PdfLido> {
  const dir = await mkdtemp(join(tmpdir(), 'saude-pdf-'));
  try {
    const arquivo = join(dir, 'doc.pdf');
    await writeFile(arquivo, pdf);
    const info = (await exec('pdfinfo', ['-f', '1', '-l', '100000', arquivo])).stdout;
    const paginas = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => ({
      larguraCm: (Number(m[1]) / 72) * 2.54,
      alturaCm: (Number(m[2]) / 72) * 2.54,
    }));
    const textos: string[] = [];
    for (let i = 1; i <= paginas.length; i++) {
      textos.push(
        (await exec('pdftotext', ['-layout', '-f', String(i), '-l', String(i), arquivo, '-'], { maxBuffer: 64 * 1024 * 1024 })).stdout,
      );
    }
    const titulo = /^Title:\s+(.*)$/m.exec(info)?.[1]?.trim() ?? null;
    return { paginas, textos, titulo };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
