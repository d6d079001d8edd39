import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client.js';
import { procedimentoCid, procedimentoOcupacao, procedimentoSigtap, sigtapCompetencia } from '../schema/index.js';
import { carregarReleaseSigtap, ErroSigtap, lerLayout, lerReleaseSigtap, lerTabelaUnificada } from './tabela-unificada.js';

/**
 * A tiny release in the DATASUS format (fixed width, Latin-1, CRLF, layouts beside the tables),
 * loaded into a throwaway database: the shared test database keeps the shipped competência.
 */
const LAYOUT_PROC = `Coluna,Tamanho,Inicio,Fim,Tipo
CO_PROCEDIMENTO,10,1,10,VARCHAR2
NO_PROCEDIMENTO,250,11,260,VARCHAR2
TP_COMPLEXIDADE,1,261,261,VARCHAR2
TP_SEXO,1,262,262,VARCHAR2
QT_MAXIMA_EXECUCAO,4,263,266,NUMBER
QT_DIAS_PERMANENCIA,4,267,270,NUMBER
QT_PONTOS,4,271,274,NUMBER
VL_IDADE_MINIMA,4,275,278,NUMBER
VL_IDADE_MAXIMA,4,279,282,NUMBER
VL_SH,12,283,294,NUMBER
VL_SA,12,295,306,NUMBER
VL_SP,12,307,318,NUMBER
CO_FINANCIAMENTO,2,319,320,VARCHAR2
CO_RUBRICA,6,321,326,VARCHAR2
QT_TEMPO_PERMANENCIA,4,327,330,NUMBER
DT_COMPETENCIA,6,331,336,CHAR
`;
const proc = (codigo: string, nome: string, sexo: string, idadeMin: number, idadeMax: number, sa: number, comp: string) =>
  codigo +
  nome.padEnd(250) +
  '1' +
  sexo +
  '9999' +
  '0000' +
  '0000' +
  String(idadeMin).padStart(4, '0') +
  String(idadeMax).padStart(4, '0') +
  '0'.repeat(12) +
  String(sa).padStart(12, '0') +
  '0'.repeat(12) +
  '01' +
  '      ' +
  '9999' +
  comp;

function fixture(comp: string, opts: { semColuna?: boolean } = {}) {
  const pasta = mkdtempSync(join(tmpdir(), 'sigtap-teste-'));
  const latin1 = (nome: string, linhas: string[]) => writeFileSync(join(pasta, nome), Buffer.from(`${linhas.join('\r\n')}\r\n`, 'latin1'));
  writeFileSync(join(pasta, 'tb_procedimento_layout.txt'), opts.semColuna ? LAYOUT_PROC.replace(/VL_SA.*\n/, '') : LAYOUT_PROC);
  latin1('tb_procedimento.txt', [
    proc('0301010064', 'CONSULTA MÉDICA EM ATENÇÃO PRIMÁRIA', 'I', 0, 1571, 1000, comp),
    proc('0202020380', 'HEMOGRAMA COMPLETO', 'I', 9999, 9999, 185, comp),
    proc('0211040037', 'COLPOSCOPIA', 'F', 120, 9999, 345, comp),
  ]);
  writeFileSync(
    join(pasta, 'rl_procedimento_cid_layout.txt'),
    'Coluna,Tamanho,Inicio,Fim,Tipo\r\nCO_PROCEDIMENTO,10,1,10,VARCHAR2\r\nCO_CID,4,11,14,VARCHAR2\r\nST_PRINCIPAL,1,15,15,CHAR\r\nDT_COMPETENCIA,6,16,21,CHAR\r\n',
  );
  latin1('rl_procedimento_cid.txt', [`0211040037N87 S${comp}`, `0211040037N870N${comp}`]);
  writeFileSync(
    join(pasta, 'rl_procedimento_ocupacao_layout.txt'),
    'Coluna,Tamanho,Inicio,Fim,Tipo\nCO_PROCEDIMENTO,10,1,10,VARCHAR2\nCO_OCUPACAO,6,11,16,CHAR\nDT_COMPETENCIA,6,17,22,CHAR\n',
  );
  latin1('rl_procedimento_ocupacao.txt', [`0301010064225125${comp}`, `02110400372231F9${comp}`]);
  return pasta;
}

let db: Database;
const pastas: string[] = [];
beforeAll(async () => {
  db = await openDatabase({});
  await db.migrate();
});
afterAll(async () => {
  await db.close();
  for (const p of pastas) rmSync(p, { recursive: true, force: true });
});

describe('leitura da Tabela Unificada', () => {
  it('reads positions from the layout, Latin-1 names, centavos and 9999 ages', () => {
    const pasta = fixture('209901');
    pastas.push(pasta);
    const r = lerTabelaUnificada(pasta);
    expect(r.competencia).toBe('209901');
    expect(r.procedimentos).toHaveLength(3);
    expect(r.procedimentos[0]).toMatchObject({
      codigo: '0301010064',
      nome: 'CONSULTA MÉDICA EM ATENÇÃO PRIMÁRIA',
      sexo: 'I',
      idadeMinima: 0,
      idadeMaxima: 1571,
      valorSa: '10.00',
      quantidadeMaxima: null,
      financiamento: '01',
    });
    expect(r.procedimentos[1]).toMatchObject({ idadeMinima: null, idadeMaxima: null, valorSa: '1.85', valorSh: '0.00' });
    expect(r.cids).toEqual(['0211040037,N87,S', '0211040037,N870,N']);
    expect(r.ocupacoes).toEqual(['0301010064,225125', '0211040037,2231F9']);
  });

  it('layout columns in another order still work (header names, not positions)', () => {
    expect(lerLayout('Tipo,Fim,Inicio,Tamanho,Coluna\nCHAR,4,1,4,CO_X\n')).toEqual([{ nome: 'CO_X', inicio: 1, fim: 4 }]);
  });

  it('refuses a layout without a needed column and a missing path, with a clear message', () => {
    const pasta = fixture('209901', { semColuna: true });
    pastas.push(pasta);
    expect(() => lerTabelaUnificada(pasta)).toThrow('tb_procedimento_layout.txt: faltam as colunas VL_SA.');
    expect(() => lerReleaseSigtap('/nao/existe')).toThrow(ErroSigtap);
    const vazia = mkdtempSync(join(tmpdir(), 'sigtap-vazia-'));
    pastas.push(vazia);
    mkdirSync(join(vazia, 'x'));
    expect(() => lerReleaseSigtap(vazia)).toThrow(/tb_procedimento_layout\.txt não encontrado/);
  });
});

describe('carga de uma competência', () => {
  it('upserts procedures, replaces the relations and records the competência, in one go', async () => {
    const pasta = fixture('209901');
    pastas.push(pasta);
    const r = await carregarReleaseSigtap(db.db, lerReleaseSigtap(pasta));
    expect(r).toMatchObject({ competencia: '209901', anterior: null, procedimentos: 3, procedimentosCid: 2, procedimentosOcupacao: 2 });
    const [p] = await db.db.select().from(procedimentoSigtap).where(eq(procedimentoSigtap.codigo, '0211040037'));
    expect(p).toMatchObject({
      nome: 'COLPOSCOPIA',
      sexo: 'F',
      idadeMinima: 120,
      idadeMaxima: null,
      valorSa: '3.45',
      competencia: '209901',
    });
    const cids = await db.db.select().from(procedimentoCid).orderBy(procedimentoCid.cidCodigo);
    expect(cids).toEqual([
      { procedimentoCodigo: '0211040037', cidCodigo: 'N87', principal: true },
      { procedimentoCodigo: '0211040037', cidCodigo: 'N870', principal: false },
    ]);
    expect(await db.db.select().from(procedimentoOcupacao)).toHaveLength(2);
    const [c] = await db.db.select().from(sigtapCompetencia);
    expect(c).toMatchObject({ competencia: '209901', arquivo: pasta.split('/').at(-1), procedimentos: 3, procedimentosCid: 2 });
  });

  it('a newer competência replaces the relations; an older one is refused unless forced', async () => {
    const nova = fixture('209902');
    pastas.push(nova);
    const release = lerReleaseSigtap(nova);
    release.cids = release.cids.slice(0, 1);
    await carregarReleaseSigtap(db.db, release);
    expect(await db.db.select().from(procedimentoCid)).toHaveLength(1);
    const comps = await db.db.select({ c: sigtapCompetencia.competencia }).from(sigtapCompetencia).orderBy(sigtapCompetencia.competencia);
    expect(comps.map((c) => c.c)).toEqual(['209901', '209902']);

    const velha = fixture('209812');
    pastas.push(velha);
    await expect(carregarReleaseSigtap(db.db, lerReleaseSigtap(velha))).rejects.toThrow(
      'A competência 209812 é anterior à carregada (209902). Use --forcar para carregá-la mesmo assim.',
    );
    const [{ n }] = await db.db.select({ n: sql<number>`count(*)::int` }).from(procedimentoCid);
    expect(n).toBe(1);
  });
});
