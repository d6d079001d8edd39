import { existsSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { AppDeps } from './deps.js';
import { createCifra } from './lib/cifra.js';
import { criarFilaTarefas } from './lib/jobs/fila.js';
import { createMailer } from './lib/mail.js';
import { executorRelatorios } from './lib/reports/relatorio.js';
import { createTokenService, loadSecret } from './lib/tokens.js';
import { MODULOS_API } from './modulos.js';
import { createClienteCache, createSessaoCache, registerAuth } from './plugins/auth.js';
import { registerCasing } from './plugins/casing.js';
import { registerDocs } from './plugins/docs.js';
import { registerEntrada } from './plugins/entrada.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerMultipart } from './plugins/multipart.js';
import { criarTempoReal, registerTempoReal } from './plugins/tempo-real.js';

/** The API: plugins first, then every module of `MODULOS_API`, in its order (ARCHITECTURE §2). */
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // passwords never reach the log (login, user form, the signing certificate's upload)
            redact: ['req.headers.authorization', 'req.body.senha', 'req.body.senha_certificado', 'req.body.senhaCertificado'],
          },
    trustProxy: config.TRUST_PROXY,
    routerOptions: { querystringParser: (s: string) => qs.parse(s, { depth: 4, arrayLimit: 100, parameterLimit: 500 }) },
    bodyLimit: 2 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  // answers with a response schema are encoded by plugins/casing.ts (the typed wire)

  const db = database.db;
  const segredo = await loadSecret(db, config.JWT_SECRET);
  const cifra = createCifra(segredo);
  const deps: AppDeps = {
    config,
    db,
    tokens: createTokenService(segredo),
    cifra,
    mailer: createMailer(db, { smtpUrl: config.SMTP_URL, from: config.SMTP_FROM, log: app.log, cifra }),
    clientes: createClienteCache(db),
    sessoes: createSessaoCache(),
    recursos: [],
    relatorios: new Map(),
    tarefas: criarFilaTarefas(db, app.log),
    tempoReal: criarTempoReal(database, app.log),
  };
  deps.tarefas.registrar('relatorio', executorRelatorios(deps));
  app.addHook('onReady', async () => deps.tarefas.iniciar());
  app.addHook('onClose', async () => deps.tarefas.parar());
  app.decorate('deps', deps);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'style-src': ["'self'", "'unsafe-inline'"], // antd injects <style> at run time (STACK G28)
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await registerDocs(app);
  await registerMultipart(app);
  registerEntrada(app); // after multipart: its fields are a plain object by then
  registerCasing(app);
  registerAuth(app, deps);
  await registerTempoReal(app, deps);

  const webDist = config.webDistExists ? config.WEB_DIST : null;
  registerErrorHandling(app, webDist);
  if (webDist && existsSync(join(webDist, 'assets'))) {
    // the build leaves .br/.gz copies beside each asset (apps/web/scripts/comprimir.mjs): sent per Accept-Encoding;
    // hashed assets never change (a year, immutable), the rest (favicon) a day
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, caminho) => {
        const imutavel = /[\\/]assets[\\/]/.test(caminho);
        res.header('cache-control', imutavel ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
      },
    });
  }

  for (const modulo of MODULOS_API) modulo.nucleo?.();
  for (const modulo of MODULOS_API) await modulo.registrar(app, deps);
  return app;
}
