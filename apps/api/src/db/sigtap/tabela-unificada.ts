import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { isValidProcedimentoSigtap } from '@saude/shared';
import { desc, gt } from 'drizzle-orm';
import type { Db } from '../client.js';
import { sigtapCompetencia } from '../schema/index.js';
import { gravarSigtap, type SigtapRelease } from '../seed/referencia.js';

/**
 * Reading a SIGTAP release (Tabela Unificada, DATASUS): fixed-width Latin-1 text files without a
 * header, each described by `<tabela>_layout.txt` (CSV `Coluna,Tamanho,Inicio,Fim,Tipo`, 1-based
 * positions). Positions are always read from the layout: DATASUS adds columns from time to time.
 */

export interface ColunaLayout {
  nome: string;
  inicio: number;
  fim: number;
}

export class ErroSigtap extends Error {}

/** Parses a `_layout.txt` file's text. */
export function lerLayout(texto: string, tabela = 'layout'): ColunaLayout[] {
  const [cabecalho, ...linhas] = texto
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim());
  const h = (cabecalho ?? '').split(',').map((c) => c.trim().toLowerCase());
  const [iNome, iInicio, iFim] = ['coluna', 'inicio', 'fim'].map((c) => h.indexOf(c));
  if (iNome < 0 || iInicio < 0 || iFim < 0) throw new ErroSigtap(`${tabela}_layout.txt: cabeçalho inesperado (${cabecalho ?? 'vazio'}).`);
  return linhas.map((l) => {
    const c = l.split(',').map((x) => x.trim());
    const col = { nome: c[iNome], inicio: Number(c[iInicio]), fim: Number(c[iFim]) };
    if (!col.nome || !Number.isInteger(col.inicio) || !Number.isInteger(col.fim) || col.inicio < 1 || col.fim < col.inicio)
      throw new ErroSigtap(`${tabela}_layout.txt: linha inválida "${l}".`);
    return col;
  });
}

/** The rows of one table of the folder, by column name (values trimmed). */
export function lerTabela(pasta: string, tabela: string, exigidas: string[]): Record<string, string>[] {
  const arqLayout = join(pasta, `${tabela}_layout.txt`);
  const arqDados = join(pasta, `${tabela}.txt`);
  for (const a of [arqLayout, arqDados]) if (!existsSync(a)) throw new ErroSigtap(`Arquivo ${basename(a)} não encontrado em ${pasta}.`);
  const layout = lerLayout(readFileSync(arqLayout, 'latin1'), tabela);
  const faltam = exigidas.filter((c) => !layout.some((l) => l.nome === c));
  if (faltam.length) throw new ErroSigtap(`${tabela}_layout.txt: faltam as colunas ${faltam.join(', ')}.`);
  return readFileSync(arqDados, 'latin1')
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .map((l) => Object.fromEntries(layout.map((c) => [c.nome, l.slice(c.inicio - 1, c.fim).trim()])));
}

/** 9999 means "not applicable" in SIGTAP's ages and quantities. */
const numeroOuNulo = (v: string) => (v === '' || Number(v) === 9999 ? null : Number(v));
/** Money columns are centavos with 2 implied decimals: 000000000185 = 1.85. */
export const centavos = (v: string) => {
  if (!/^\d+$/.test(v)) throw new ErroSigtap(`Valor inválido: "${v}".`);
  return (Number(v) / 100).toFixed(2);
};

/** Reads procedures and the two relations of an extracted release folder. */
export function lerTabelaUnificada(pasta: string, arquivo = basename(pasta)): SigtapRelease {
  const competencias = new Set<string>();
  const procedimentos = lerTabela(pasta, 'tb_procedimento', [
    'CO_PROCEDIMENTO',
    'NO_PROCEDIMENTO',
    'TP_COMPLEXIDADE',
    'TP_SEXO',
    'QT_MAXIMA_EXECUCAO',
    'VL_IDADE_MINIMA',
    'VL_IDADE_MAXIMA',
    'VL_SH',
    'VL_SA',
    'VL_SP',
    'CO_FINANCIAMENTO',
    'DT_COMPETENCIA',
  ]).map((r) => {
    if (!isValidProcedimentoSigtap(r.CO_PROCEDIMENTO)) throw new ErroSigtap(`tb_procedimento: código inválido "${r.CO_PROCEDIMENTO}".`);
    if (!['M', 'F', 'I', 'N'].includes(r.TP_SEXO)) throw new ErroSigtap(`tb_procedimento ${r.CO_PROCEDIMENTO}: sexo "${r.TP_SEXO}".`);
    competencias.add(r.DT_COMPETENCIA);
    return {
      codigo: r.CO_PROCEDIMENTO,
      nome: r.NO_PROCEDIMENTO.replace(/\s+/g, ' '),
      complexidade: Number(r.TP_COMPLEXIDADE),
      sexo: r.TP_SEXO,
      quantidadeMaxima: numeroOuNulo(r.QT_MAXIMA_EXECUCAO),
      idadeMinima: numeroOuNulo(r.VL_IDADE_MINIMA),
      idadeMaxima: numeroOuNulo(r.VL_IDADE_MAXIMA),
      valorSh: centavos(r.VL_SH),
      valorSa: centavos(r.VL_SA),
      valorSp: centavos(r.VL_SP),
      financiamento: r.CO_FINANCIAMENTO,
      competencia: r.DT_COMPETENCIA,
    };
  });
  if (!procedimentos.length) throw new ErroSigtap('tb_procedimento.txt está vazio.');
  if (competencias.size !== 1) throw new ErroSigtap(`tb_procedimento traz mais de uma competência: ${[...competencias].join(', ')}.`);
  const [competencia] = competencias;
  if (!/^\d{4}(0[1-9]|1[0-2])$/.test(competencia)) throw new ErroSigtap(`Competência inválida: "${competencia}".`);
  const codigos = new Set(procedimentos.map((p) => p.codigo));
  const doProcedimento = (tabela: string, r: Record<string, string>) => {
    if (!codigos.has(r.CO_PROCEDIMENTO)) throw new ErroSigtap(`${tabela}: procedimento ${r.CO_PROCEDIMENTO} ausente de tb_procedimento.`);
  };
  const cids = lerTabela(pasta, 'rl_procedimento_cid', ['CO_PROCEDIMENTO', 'CO_CID', 'ST_PRINCIPAL']).map((r) => {
    doProcedimento('rl_procedimento_cid', r);
    if (!/^[A-Z]\d{2}\d?$/.test(r.CO_CID)) throw new ErroSigtap(`rl_procedimento_cid: CID inválido "${r.CO_CID}".`);
    return `${r.CO_PROCEDIMENTO},${r.CO_CID},${r.ST_PRINCIPAL === 'S' ? 'S' : 'N'}`;
  });
  const ocupacoes = lerTabela(pasta, 'rl_procedimento_ocupacao', ['CO_PROCEDIMENTO', 'CO_OCUPACAO']).map((r) => {
    doProcedimento('rl_procedimento_ocupacao', r);
    if (!/^[0-9A-Z]{6}$/.test(r.CO_OCUPACAO)) throw new ErroSigtap(`rl_procedimento_ocupacao: CBO inválido "${r.CO_OCUPACAO}".`);
    return `${r.CO_PROCEDIMENTO},${r.CO_OCUPACAO}`;
  });
  // the source files repeat no pair; duplicates would break the primary key, so keep the first
  return { competencia, arquivo, procedimentos, cids: [...new Set(cids)], ocupacoes: [...new Set(ocupacoes)] };
}

/**
 * A release from a TabelaUnificada_AAAAMM_*.zip (extracted with the system's `unzip` into a temporary
 * folder) or from an already extracted folder.
 */
export function lerReleaseSigtap(caminho: string): SigtapRelease {
  if (!existsSync(caminho)) throw new ErroSigtap(`Arquivo ou pasta não encontrado: ${caminho}.`);
  if (statSync(caminho).isDirectory()) return lerTabelaUnificada(caminho);
  if (!caminho.toLowerCase().endsWith('.zip')) throw new ErroSigtap('Informe o arquivo TabelaUnificada_AAAAMM_*.zip ou a pasta extraída.');
  const pasta = mkdtempSync(join(tmpdir(), 'sigtap-'));
  try {
    try {
      execFileSync('unzip', ['-q', '-o', caminho, '*.txt', '-d', pasta], { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (e) {
      const semUnzip = (e as NodeJS.ErrnoException).code === 'ENOENT';
      throw new ErroSigtap(
        semUnzip
          ? 'O comando unzip não está instalado: descompacte o arquivo e informe a pasta extraída.'
          : `Não foi possível descompactar ${basename(caminho)} (arquivo zip inválido ou corrompido).`,
      );
    }
    // some zips keep the tables in a subfolder
    const sub = readdirSync(pasta).find((n) => statSync(join(pasta, n)).isDirectory());
    const base = existsSync(join(pasta, 'tb_procedimento.txt')) || !sub ? pasta : join(pasta, sub);
    return lerTabelaUnificada(base, basename(caminho));
  } finally {
    rmSync(pasta, { recursive: true, force: true });
  }
}

/**
 * Writes a release into the database in one transaction (procedures upserted, relations replaced,
 * competência recorded). An older competência than the one in use is refused unless `forcar`.
 */
export async function carregarReleaseSigtap(db: Db, release: SigtapRelease, opts: { forcar?: boolean } = {}) {
  const [atual] = await db
    .select({ competencia: sigtapCompetencia.competencia })
    .from(sigtapCompetencia)
    .orderBy(desc(sigtapCompetencia.competencia))
    .limit(1);
  if (atual && atual.competencia > release.competencia && !opts.forcar)
    throw new ErroSigtap(
      `A competência ${release.competencia} é anterior à carregada (${atual.competencia}). Use --forcar para carregá-la mesmo assim.`,
    );
  await db.transaction(async (tx) => {
    if (opts.forcar) await tx.delete(sigtapCompetencia).where(gt(sigtapCompetencia.competencia, release.competencia));
    await gravarSigtap(tx, release);
  });
  return {
    competencia: release.competencia,
    anterior: atual?.competencia ?? null,
    procedimentos: release.procedimentos.length,
    procedimentosCid: release.cids.length,
    procedimentosOcupacao: release.ocupacoes.length,
  };
}
