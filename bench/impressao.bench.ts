import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { CabecalhoImpressao } from '@saude/api/src/lib/print/cabecalho.js';
import { type EtiquetaColetaDados, etiquetaColetaLote } from '@saude/api/src/lib/print/modelos/etiquetas.js';
import { type ReciboPrescricaoDados, reciboDispensacao } from '@saude/api/src/lib/print/modelos/recibo-dispensacao.js';
import { gerarPdf } from '@saude/api/src/lib/print/pdf.js';
import { fmt, measure } from './lib.js';

const ETIQUETAS = 1000;

const cabecalho: CabecalhoImpressao = {
  nomePrefeitura: 'Prefeitura Municipal de Garanhuns',
  ramoAtividade: 'Secretaria Municipal de Saúde',
  logotipo: null,
  sistemaNome: 'Saúde Municipal',
  sistemaVersao: '2.41.29',
  unidade: 'Farmácia Central — Policlínica Municipal',
  telefone: '8737611234',
};

/** A usual counter receipt: three medicines, one of them from two batches (one without number). */
const recibo: ReciboPrescricaoDados = {
  pacienteNome: 'Maria José da Conceição Gonçalves',
  pacienteNomeSocial: null,
  prontuario: '004512',
  dataNascimento: '1958-03-14',
  medicoNome: 'Dra. Célia Maranhão',
  dataEntrega: '2026-03-06',
  horaAtendimento: '10:42:00',
  usuario: 'Pedro Álvares Cabral',
  operadores: ['Pedro Álvares Cabral'],
  medicamentos: [
    {
      material: { descricaoCompleta: 'LOSARTANA POTÁSSICA 50 MG COMPRIMIDO' },
      prescrito: 60,
      proximaRetirada: '2026-04-05',
      entradaItens: [
        { lote: 'LS2291', validadeLote: '2027-01-31', quantidadeSaida: 40 },
        { lote: null, validadeLote: null, quantidadeSaida: 20 },
      ],
    },
    {
      material: { descricaoCompleta: 'METFORMINA 850 MG COMPRIMIDO' },
      prescrito: 90,
      proximaRetirada: '2026-04-05',
      entradaItens: [{ lote: 'MF0012', validadeLote: '2026-12-31', quantidadeSaida: 90 }],
    },
    {
      material: { descricaoCompleta: 'SINVASTATINA 20 MG COMPRIMIDO' },
      prescrito: 30,
      proximaRetirada: '2026-04-05',
      entradaItens: [{ lote: 'SV7781', validadeLote: '2027-05-31', quantidadeSaida: 30 }],
    },
  ],
};

const PRENOMES = ['Ana', 'João', 'Maria', 'José', 'Antônio', 'Francisca', 'Luíza', 'Pedro', 'Érica', 'Ígor'];
const SOBRENOMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Araújo', 'Gonçalves', 'Conceição'];
const SIGLAS = ['HMG', 'GLI', 'COL', 'TGO', 'TGP', 'URE', 'CRE', 'TSH'];

const etiquetas: EtiquetaColetaDados[] = Array.from({ length: ETIQUETAS }, (_, i) => ({
  pacienteNome: `${PRENOMES[i % 10]} ${SOBRENOMES[(i >> 3) % 8]} ${SOBRENOMES[(i >> 1) % 8]} da ${SOBRENOMES[i % 8]} ${i + 1}`,
  pacienteNomeSocial: i % 50 === 0 ? 'Nome Social' : null,
  pacienteIdade: `${18 + (i % 70)} anos`,
  siglaExame: SIGLAS[i % 8] ?? 'HMG',
  agendamentoNumero: String(2026000000 + i),
  infraestruturaNome: 'UBS Heliópolis — Sala de Coleta',
  laboratorioInfraestruturaNome: 'Laboratório Municipal de Análises Clínicas',
}));

async function paginas(pdf: Uint8Array): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'saude-bench-pdf-'));
  try {
    await writeFile(join(dir, 'e.pdf'), pdf);
    const { stdout } = await promisify(execFile)('pdfinfo', [join(dir, 'e.pdf')]);
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? Number.NaN);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The print families (lib/print): the dispensing receipt laid out and written as PDF (what a pharmacy
 * counter waits for), and a batch of 1,000 collection labels with Code 128 in one PDF.
 */
export async function impressaoBench(n: number) {
  const r = await measure(n, () => gerarPdf(reciboDispensacao(recibo, cabecalho)), 10);
  const tamanhoRecibo = (await gerarPdf(reciboDispensacao(recibo, cabecalho))).length;

  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  const pdf = await gerarPdf(etiquetaColetaLote(etiquetas, cabecalho));
  const tempo = performance.now() - t0;
  const rss1 = process.memoryUsage().rss;
  const total = await paginas(pdf);

  return [
    'Impressão (pdfmake, Roboto embutida)',
    `  comprovante de dispensação 8 cm (3 medicamentos, ${(tamanhoRecibo / 1024).toFixed(1)} KiB): ${fmt(r)}`,
    `  ${ETIQUETAS.toLocaleString('pt-BR')} etiquetas de coleta 8 × 2,8 cm com Code 128 num PDF: ${(tempo / 1000).toFixed(2)} s · ` +
      `${(pdf.length / 1024 / 1024).toFixed(2)} MiB · ${total} páginas · RSS +${((rss1 - rss0) / 1024 / 1024).toFixed(0)} MiB`,
  ].join('\n');
}
