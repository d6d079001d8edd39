/**
 * Loads a newer SIGTAP competência into the configured database (DATABASE_URL, or the embedded
 * PGlite in DATA_DIR — stop the server first: PGlite is used by one process at a time).
 *
 *   npm run sigtap:carregar -- <TabelaUnificada_AAAAMM_*.zip | pasta extraída> [--forcar]
 */
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { carregarReleaseSigtap, ErroSigtap, lerReleaseSigtap } from '../src/db/sigtap/tabela-unificada.js';

const args = process.argv.slice(2);
const forcar = args.includes('--forcar');
const [caminho] = args.filter((a) => !a.startsWith('--'));
if (!caminho) {
  console.error('Uso: npm run sigtap:carregar -- <TabelaUnificada_AAAAMM_*.zip ou pasta extraída> [--forcar]');
  process.exit(2);
}

const config = loadConfig();
try {
  console.log(`Lendo ${caminho}…`);
  const release = lerReleaseSigtap(caminho);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR });
  try {
    await database.migrate();
    const r = await carregarReleaseSigtap(database.db, release, { forcar });
    console.log(
      `Competência ${r.competencia.slice(4)}/${r.competencia.slice(0, 4)} carregada` +
        (r.anterior ? ` (anterior: ${r.anterior.slice(4)}/${r.anterior.slice(0, 4)})` : '') +
        `: ${r.procedimentos} procedimentos, ${r.procedimentosCid} relações procedimento × CID, ${r.procedimentosOcupacao} relações procedimento × CBO.`,
    );
  } finally {
    await database.close();
  }
} catch (e) {
  if (e instanceof ErroSigtap) {
    console.error(`Erro: ${e.message}`);
    process.exit(1);
  }
  throw e;
}
