// Converts the national reference tables of /work/shared/data into the gzip-compressed UTF-8 CSVs
// shipped in apps/api/src/db/seed/data (run by hand when a new competência arrives).
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// the project's reference-data folder (shared/data beside the repository), or the first argument
const SHARED = process.argv[3] ?? new URL('../../shared/data', import.meta.url).pathname;
const OUT = process.argv[2] ?? new URL('../apps/api/src/db/seed/data', import.meta.url).pathname;

const latin1 = (p) => readFileSync(p).toString('latin1');
function layout(table) {
  const lines = readFileSync(`${SHARED}/sigtap/${table}_layout.txt`, 'utf8').trim().split(/\r?\n/).slice(1);
  return lines.map((l) => {
    const [nome, , ini, fim] = l.split(',');
    return { nome, ini: Number(ini), fim: Number(fim) };
  });
}
function fixed(table) {
  const cols = layout(table);
  return latin1(`${SHARED}/sigtap/${table}.txt`)
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .map((l) => Object.fromEntries(cols.map((c) => [c.nome, l.slice(c.ini - 1, c.fim).trim()])));
}
const q = (v) => {
  const s = v == null ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
// gzip with mtime 0 and no file name (gzipSync's default), so an unchanged table gives identical bytes
const writeGz = (name, text) => writeFileSync(`${OUT}/${name}.gz`, gzipSync(text, { level: 9 }));
function writeCsv(name, header, rows) {
  writeGz(name, [header.join(','), ...rows.map((r) => header.map((h) => q(r[h])).join(','))].join('\n') + '\n');
  console.log(`${name}.gz`, rows.length);
}
function semicolonCsv(path) {
  const [head, ...lines] = latin1(path)
    .split(/\r?\n/)
    .filter((l) => l.trim());
  const h = head.split(';');
  return lines.map((l) => {
    const f = l.split(';');
    return Object.fromEntries(h.map((k, i) => [k, (f[i] ?? '').trim()]));
  });
}

// CID-10: the SIGTAP list (authoritative for SUS) + sex restriction of the DATASUS subcategories.
const restr = new Map();
for (const r of semicolonCsv(`${SHARED}/cid10/CID-10-SUBCATEGORIAS.CSV`)) {
  const codigo = r.LETRA + r.CATEGORIA.padStart(2, '0') + r.SUBCATEGORIA;
  if (!/^[A-Z]\d{2}\d?$/.test(codigo)) throw new Error(`código ${codigo}`);
  restr.set(codigo, r.RESTRSEXO === 'F' || r.RESTRSEXO === 'M' ? r.RESTRSEXO : '');
}
const tbCid = fixed('tb_cid');
const cidRows = tbCid.map((r) => ({ codigo: r.CO_CID, descricao: r.NO_CID.replace(/\s+/g, ' ') }));
const porCategoria = new Map();
for (const [codigo, s] of restr) {
  if (codigo.length === 3) continue;
  const cat = codigo.slice(0, 3);
  porCategoria.set(cat, [...(porCategoria.get(cat) ?? []), s]);
}
for (const r of cidRows) {
  if (!/^[A-Z]\d{2}\d?$/.test(r.codigo)) throw new Error(`CID ${r.codigo}`);
  if (r.codigo.length === 4 || restr.has(r.codigo))
    r.sexo = restr.get(r.codigo) ?? ''; // leaf categories are listed too
  else {
    const subs = porCategoria.get(r.codigo) ?? [];
    r.sexo = subs.length && subs.every((s) => s && s === subs[0]) ? subs[0] : '';
  }
}
writeCsv('cid10-sigtap.csv', ['codigo', 'descricao', 'sexo'], cidRows);
console.log(
  '  sexo F',
  cidRows.filter((r) => r.sexo === 'F').length,
  'M',
  cidRows.filter((r) => r.sexo === 'M').length,
  'categorias',
  cidRows.filter((r) => r.codigo.length === 3).length,
);

// CIAP-2 (LEDI relation, official), with the CID-10 e-SUS maps each rubric to.
const ciapLines = readFileSync(`${SHARED}/ciap2/relacao-ciap2-cid10-ledi.csv`, 'utf8');
// reuse a tiny RFC 4180 split
function parseCsv(text) {
  const rows = [];
  let row = [];
  let f = '';
  let qd = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (qd) {
      if (c === '"' && text[i + 1] === '"') {
        f += '"';
        i++;
      } else if (c === '"') qd = false;
      else f += c;
    } else if (c === '"') qd = true;
    else if (c === ',') {
      row.push(f);
      f = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(f);
      if (row.some((x) => x)) rows.push(row);
      row = [];
      f = '';
    } else f += c;
  }
  if (f || row.length) rows.push([...row, f]);
  const [h, ...b] = rows;
  return b.map((r) => Object.fromEntries(h.map((k, i) => [k, (r[i] ?? '').trim()])));
}
const cidSet = new Set(cidRows.map((r) => r.codigo));
const ciap = parseCsv(ciapLines).map((r) => ({ codigo: r.ciap2, descricao: r.descricao_ciap2.replace(/\s+/g, ' '), cid: r.cid10 }));
for (const r of ciap) {
  if (!/^[A-Z]\d{2}$/.test(r.codigo)) throw new Error(`CIAP ${r.codigo}`);
  if (r.cid && !cidSet.has(r.cid)) console.log('  CIAP cid ausente no SIGTAP', r.codigo, r.cid);
}
if (new Set(ciap.map((r) => r.codigo)).size !== ciap.length) throw new Error('CIAP duplicado');
writeCsv('ciap2-esus-ledi.csv', ['codigo', 'descricao', 'cid'], ciap);

// SIGTAP procedures: code, name and what a lookup shows.
const PESOS = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const dv = (c) => {
  const s = PESOS.reduce((a, p, i) => a + p * Number(c[i]), 0);
  const d = 11 - (s % 11);
  return d >= 10 ? 0 : d;
};
const na = (v) => (Number(v) === 9999 ? '' : String(Number(v)));
const reais = (v) => (Number(v) / 100).toFixed(2);
const comps = new Set();
const proc = fixed('tb_procedimento').map((r) => {
  if (!/^\d{10}$/.test(r.CO_PROCEDIMENTO) || dv(r.CO_PROCEDIMENTO) !== Number(r.CO_PROCEDIMENTO[9]))
    throw new Error(`proc ${r.CO_PROCEDIMENTO}`);
  comps.add(r.DT_COMPETENCIA);
  return {
    codigo: r.CO_PROCEDIMENTO,
    nome: r.NO_PROCEDIMENTO.replace(/\s+/g, ' '),
    complexidade: r.TP_COMPLEXIDADE,
    sexo: r.TP_SEXO,
    quantidade_maxima: na(r.QT_MAXIMA_EXECUCAO),
    idade_minima: na(r.VL_IDADE_MINIMA),
    idade_maxima: na(r.VL_IDADE_MAXIMA),
    valor_sh: reais(r.VL_SH),
    valor_sa: reais(r.VL_SA),
    valor_sp: reais(r.VL_SP),
    financiamento: r.CO_FINANCIAMENTO,
    competencia: r.DT_COMPETENCIA,
  };
});
if (comps.size !== 1) throw new Error(`competências ${[...comps]}`);
writeCsv(
  'sigtap-procedimento.csv',
  [
    'codigo',
    'nome',
    'complexidade',
    'sexo',
    'quantidade_maxima',
    'idade_minima',
    'idade_maxima',
    'valor_sh',
    'valor_sa',
    'valor_sp',
    'financiamento',
    'competencia',
  ],
  proc,
);

// SIGTAP relations: the CIDs a procedure may be billed with and the CBOs that may perform it.
const procSet = new Set(proc.map((r) => r.codigo));
const relacao = (table, map) =>
  fixed(table).map((r) => {
    if (!procSet.has(r.CO_PROCEDIMENTO)) throw new Error(`${table}: procedimento ${r.CO_PROCEDIMENTO}`);
    if (r.DT_COMPETENCIA !== [...comps][0]) throw new Error(`${table}: competência ${r.DT_COMPETENCIA}`);
    return map(r);
  });
const procCid = relacao('rl_procedimento_cid', (r) => {
  if (!cidSet.has(r.CO_CID)) throw new Error(`rl_procedimento_cid: CID ${r.CO_CID}`);
  if (r.ST_PRINCIPAL !== 'S' && r.ST_PRINCIPAL !== 'N') throw new Error(`ST_PRINCIPAL ${r.ST_PRINCIPAL}`);
  return { procedimento_codigo: r.CO_PROCEDIMENTO, cid_codigo: r.CO_CID, principal: r.ST_PRINCIPAL };
});
writeCsv('sigtap-procedimento-cid.csv', ['procedimento_codigo', 'cid_codigo', 'principal'], procCid);
const procOcup = relacao('rl_procedimento_ocupacao', (r) => {
  if (!/^[0-9A-Z]{6}$/.test(r.CO_OCUPACAO)) throw new Error(`CBO ${r.CO_OCUPACAO}`);
  return { procedimento_codigo: r.CO_PROCEDIMENTO, ocupacao_codigo: r.CO_OCUPACAO };
});
writeCsv('sigtap-procedimento-ocupacao.csv', ['procedimento_codigo', 'ocupacao_codigo'], procOcup);

// CID-10 chapters: the WHO category ranges, with the names of the DATASUS chapter file.
const RANGES = [
  ['A00', 'B99'],
  ['C00', 'D48'],
  ['D50', 'D89'],
  ['E00', 'E90'],
  ['F00', 'F99'],
  ['G00', 'G99'],
  ['H00', 'H59'],
  ['H60', 'H95'],
  ['I00', 'I99'],
  ['J00', 'J99'],
  ['K00', 'K93'],
  ['L00', 'L99'],
  ['M00', 'M99'],
  ['N00', 'N99'],
  ['O00', 'O99'],
  ['P00', 'P96'],
  ['Q00', 'Q99'],
  ['R00', 'R99'],
  ['S00', 'T98'],
  ['V01', 'Y98'],
  ['Z00', 'Z99'],
  ['U00', 'U99'],
];
const nomesCapitulo = new Map();
for (const r of semicolonCsv(`${SHARED}/cid10/CID-10-CAPITULOS.CSV`))
  nomesCapitulo.set(Number(r.CAPITULO), r.DESCRICAO.replace(/\s+/g, ' ').replace(/^Capítulo [IVXL]+ - /, ''));
const capitulos = RANGES.map(([inicio, fim], i) => ({ numero: i + 1, inicio, fim, descricao: nomesCapitulo.get(i + 1) }));
if (capitulos.some((c) => !c.descricao)) throw new Error('capítulo sem nome');
for (const r of cidRows)
  if (!capitulos.some((c) => r.codigo.slice(0, 3) >= c.inicio && r.codigo.slice(0, 3) <= c.fim))
    console.log('  CID fora dos capítulos', r.codigo);
writeCsv('cid10-capitulos.csv', ['numero', 'inicio', 'fim', 'descricao'], capitulos);

// LEDI APS code lists, as published ({tabela: [{codigo, descricao, observacoes}]}), minified.
const dicionario = JSON.parse(readFileSync(`${SHARED}/ledi/referencias/dicionario.json`, 'utf8'));
writeGz('ledi-dicionario.json', JSON.stringify(dicionario));
console.log('ledi-dicionario.json.gz', Object.keys(dicionario).length, 'tabelas');
