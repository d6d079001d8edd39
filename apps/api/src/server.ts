import { sql } from 'drizzle-orm';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR });
// Migrations, reference data and seeds come first: the app reads its signing key from the database.
await prepareDatabase(database, { seedDemo: config.SEED_DEMO, jwtSecret: config.JWT_SECRET });
const app = await buildApp(config, database);
app.addHook('onClose', () => database.close());

// PGlite has no autovacuum: without statistics the planner picks the wrong index as the tables grow (a suggestion of
// free slots took 140 ms instead of 2 ms over 200 agendas, docs/performance.md). PostgreSQL does this by itself.
if (database.kind === 'pglite') {
  const analisar = () => database.db.execute(sql`analyze`).catch((err) => app.log.warn({ err }, 'ANALYZE falhou'));
  await analisar();
  setInterval(analisar, 6 * 3600_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, 'encerrando');
    await app.close();
    process.exit(0);
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `Saúde Municipal em http://localhost:${config.PORT}/login/demo (${database.kind === 'pg' ? 'PostgreSQL' : `PGlite em ${config.DATA_DIR}`})${config.webDistExists ? '' : ' — interface web não compilada: rode npm run build --workspace @saude/web'}`,
);
