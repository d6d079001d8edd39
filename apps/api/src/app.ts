import { existsSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { type Cifra, createCifra } from './lib/cifra.js';
import type { CrudRegistration } from './lib/crud/register-crud-routes.js';
import { criarFilaTarefas, type FilaTarefas } from './lib/jobs/fila.js';
import { createMailer, type Mailer } from './lib/mail.js';
import { executorRelatorios, type RelatorioServidor } from './lib/reports/relatorio.js';
import { createTokenService, loadSecret, type TokenService } from './lib/tokens.js';
import { auditoriaRoutes } from './modules/administracao/auditoria/auditoria.routes.js';
import { autenticacaoRoutes } from './modules/administracao/autenticacao/autenticacao.routes.js';
import { configuracaoRoutes } from './modules/administracao/configuracao/configuracao.routes.js';
import { emailSaidaRoutes } from './modules/administracao/email-saida/email-saida.routes.js';
import { notificacaoRoutes } from './modules/administracao/notificacao/notificacao.routes.js';
import { notificacaoRecebidaRoutes } from './modules/administracao/notificacao/notificacao-recebida.routes.js';
import { papelRoutes } from './modules/administracao/papel/papel.routes.js';
import { permissaoRoutes } from './modules/administracao/permissao/permissao.routes.js';
import { relatorioHistoricoRoutes } from './modules/administracao/relatorio-historico/relatorio-historico.routes.js';
import { testeImpressaoRoutes } from './modules/administracao/teste-impressao/teste-impressao.routes.js';
import { alergiaRoutes } from './modules/cadastro/alergia/alergia.routes.js';
import { bairroRoutes } from './modules/cadastro/bairro/bairro.routes.js';
import { convenioMedicoRoutes } from './modules/cadastro/convenio-medico/convenio-medico.routes.js';
import { especialidadeRoutes } from './modules/cadastro/especialidade/especialidade.routes.js';
import { fabricanteRoutes } from './modules/cadastro/fabricante/fabricante.routes.js';
import { feriadoRoutes } from './modules/cadastro/feriado/feriado.routes.js';
import { fornecedorRoutes } from './modules/cadastro/fornecedor/fornecedor.routes.js';
import { grupoRoutes } from './modules/cadastro/grupo/grupo.routes.js';
import { logradouroRoutes } from './modules/cadastro/logradouro/logradouro.routes.js';
import { loteamentoRoutes } from './modules/cadastro/loteamento/loteamento.routes.js';
import { materialRoutes } from './modules/cadastro/material/material.routes.js';
import { medicamentoRoutes } from './modules/cadastro/medicamento/medicamento.routes.js';
import { obitoRoutes } from './modules/cadastro/obito/obito.routes.js';
import { domicilioRoutes } from './modules/cadastro/paciente/domicilio/domicilio.routes.js';
import { pacienteRoutes } from './modules/cadastro/paciente/paciente.routes.js';
import { parametrizacaoCadastroRoutes } from './modules/cadastro/parametrizacao/parametrizacao.routes.js';
import { salaRoutes } from './modules/cadastro/sala/sala.routes.js';
import { servicoManutencaoRoutes } from './modules/cadastro/servico-manutencao/servico-manutencao.routes.js';
import { setorRoutes } from './modules/cadastro/setor/setor.routes.js';
import { subgrupoRoutes } from './modules/cadastro/subgrupo/subgrupo.routes.js';
import { supervisorRoutes } from './modules/cadastro/supervisor/supervisor.routes.js';
import { unidadeRoutes } from './modules/cadastro/unidade/unidade.routes.js';
import { unidadeExecutanteManutencaoRoutes } from './modules/cadastro/unidade-executante-manutencao/unidade-executante-manutencao.routes.js';
import { unidadeExternaRoutes } from './modules/cadastro/unidade-externa/unidade-externa.routes.js';
import { unificacaoUsuarioPacienteRoutes } from './modules/cadastro/unificacao-usuario-paciente/unificacao-usuario-paciente.routes.js';
import { usuarioRoutes } from './modules/cadastro/usuario/usuario.routes.js';
import { usuarioPerfilRoutes } from './modules/cadastro/usuario-perfil/usuario-perfil.routes.js';
import { vacinaRoutes } from './modules/cadastro/vacina/vacina.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { referenciasNacionaisRoutes } from './modules/geral/referencias.routes.js';
import { tarefaRoutes } from './modules/geral/tarefa/tarefa.routes.js';
import { termoInvalidoRoutes } from './modules/geral/termo-invalido.routes.js';
import { intranetClienteRoutes } from './modules/intranet/cliente/cliente.routes.js';
import { avisoRoutes } from './modules/painel-senha/aviso/aviso.routes.js';
import { centroCustoPainelRoutes } from './modules/painel-senha/centro-custo/centro-custo.routes.js';
import { emissaoSenhaRoutes } from './modules/painel-senha/emissao-senha/emissao-senha.routes.js';
import { encaminhamentoRoutes } from './modules/painel-senha/encaminhamento/encaminhamento.routes.js';
import { chamadaSenhaRoutes } from './modules/painel-senha/fila/chamada.routes.js';
import { filaSenhaRoutes } from './modules/painel-senha/fila/fila.routes.js';
import { opcaoChamadaRoutes } from './modules/painel-senha/opcao-chamada/opcao-chamada.routes.js';
import { opcaoEntradaRoutes } from './modules/painel-senha/opcao-entrada/opcao-entrada.routes.js';
import { parametrizacaoPainelSenhaRoutes } from './modules/painel-senha/parametrizacao/parametrizacao.routes.js';
import { prioridadeRoutes } from './modules/painel-senha/prioridade/prioridade.routes.js';
import { telaRoutes } from './modules/painel-senha/tela/tela.routes.js';
import { telaShowRoutes } from './modules/painel-senha/tela-show/tela-show.routes.js';
import { tempoEsperaRoutes } from './modules/painel-senha/tempo-espera/tempo-espera.routes.js';
import { parametrizacaoRoutes } from './modules/parametrizacao/parametrizacao.routes.js';
import { aihRoutes } from './modules/pronto-atendimento/aih/aih.routes.js';
import { assinaturaEletronicaRoutes } from './modules/pronto-atendimento/assinatura-eletronica/assinatura-eletronica.routes.js';
import { assistenciaSocialRoutes } from './modules/pronto-atendimento/assistencia-social/assistencia-social.routes.js';
import { atendimentoMedicoRoutes } from './modules/pronto-atendimento/atendimento-medico/atendimento-medico.routes.js';
import { atendimentoRetroativoRoutes } from './modules/pronto-atendimento/atendimento-retroativo/atendimento-retroativo.routes.js';
import { cancelamentoEvasaoRoutes } from './modules/pronto-atendimento/cancelamento-evasao/cancelamento-evasao.routes.js';
import { classificacaoRiscoRoutes } from './modules/pronto-atendimento/classificacao-risco/classificacao-risco.routes.js';
import { enfermagemRoutes } from './modules/pronto-atendimento/enfermagem/enfermagem.routes.js';
import { exameImagemRoutes } from './modules/pronto-atendimento/exame-imagem/exame-imagem.routes.js';
import { fechamentoFaaRoutes } from './modules/pronto-atendimento/fechamento-faa/fechamento-faa.routes.js';
import { filaProntoAtendimentoRoutes } from './modules/pronto-atendimento/fila/fila.routes.js';
import { impressaoProntoAtendimentoRoutes } from './modules/pronto-atendimento/impressao/impressao.routes.js';
import { impressaoFaaEletronicaRoutes } from './modules/pronto-atendimento/impressao-faa-eletronica/impressao-faa-eletronica.routes.js';
import { pacienteBuscaRoutes } from './modules/pronto-atendimento/paciente-busca/paciente-busca.routes.js';
import { pacienteObservacaoRoutes } from './modules/pronto-atendimento/paciente-observacao/paciente-observacao.routes.js';
import { parametrizacaoPaRoutes } from './modules/pronto-atendimento/parametrizacao/parametrizacao.routes.js';
import { plantaoRoutes } from './modules/pronto-atendimento/plantao/plantao.routes.js';
import { reaberturaAtendimentoRoutes } from './modules/pronto-atendimento/reabertura-atendimento/reabertura-atendimento.routes.js';
import { recepcaoRoutes } from './modules/pronto-atendimento/recepcao/recepcao.routes.js';
import { regularizacaoCadastroRoutes } from './modules/pronto-atendimento/regularizacao-cadastro/regularizacao-cadastro.routes.js';
import { relatoriosProntoAtendimentoRoutes } from './modules/pronto-atendimento/relatorios/relatorios.routes.js';
import { triagemRoutes } from './modules/pronto-atendimento/triagem/triagem.routes.js';
import { restPkiRoutes } from './modules/rest-pki/rest-pki.routes.js';
import { type ClienteCache, createClienteCache, registerAuth } from './plugins/auth.js';
import { registerCasing } from './plugins/casing.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerMultipart } from './plugins/multipart.js';
import { criarTempoReal, registerTempoReal, type TempoReal } from './plugins/tempo-real.js';

/** What route modules receive: explicit dependencies, no globals. */
export interface AppDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  clientes: ClienteCache;
  /** Encrypts secrets kept in settings (SMTP password). */
  cifra: Cifra;
  /** Every registry resource registered through registerCrudRoutes (the contract test walks them). */
  recursos: CrudRegistration[];
  /** Every report registered through registrarRelatorio, by `area/relatorio` (the background jobs find them here). */
  relatorios: Map<string, RelatorioServidor>;
  /** Background jobs (long reports). */
  tarefas: FilaTarefas;
  /** Live updates over /ws: LISTEN fan-out, subscriber counts (publish with notificarTempoReal). */
  tempoReal: TempoReal;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** The API: plugins first, then every module, listed explicitly (ARCHITECTURE §2). */
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
  app.setSerializerCompiler(serializerCompiler);

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
  registerCasing(app);
  registerAuth(app, deps);
  await registerTempoReal(app, deps);

  const webDist = config.webDistExists ? config.WEB_DIST : null;
  registerErrorHandling(app, webDist);
  if (webDist && existsSync(join(webDist, 'assets'))) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1d', immutable: true });
  }

  autenticacaoRoutes(app, deps);
  notificacaoRecebidaRoutes(app);
  emailSaidaRoutes(app);
  auditoriaRoutes(app);
  usuarioPerfilRoutes(app);
  intranetClienteRoutes(app, db);
  referenciasNacionaisRoutes(app);
  dashboardRoutes(app);
  configuracaoRoutes(app, deps);
  termoInvalidoRoutes(app);
  testeImpressaoRoutes(app);
  relatorioHistoricoRoutes(app, deps);
  tarefaRoutes(app, deps);

  deps.recursos.push(papelRoutes(app), permissaoRoutes(app), notificacaoRoutes(app), bairroRoutes(app), logradouroRoutes(app));

  domicilioRoutes(app);
  unificacaoUsuarioPacienteRoutes(app);
  deps.recursos.push(especialidadeRoutes(app), feriadoRoutes(app), loteamentoRoutes(app), obitoRoutes(app));
  deps.recursos.push(servicoManutencaoRoutes(app), unidadeExecutanteManutencaoRoutes(app));
  deps.recursos.push(unidadeRoutes(app));
  deps.recursos.push(setorRoutes(app));
  deps.recursos.push(salaRoutes(app));
  deps.recursos.push(unidadeExternaRoutes(app));
  deps.recursos.push(supervisorRoutes(app));
  deps.recursos.push(usuarioRoutes(app, deps));
  deps.recursos.push(grupoRoutes(app), subgrupoRoutes(app), fabricanteRoutes(app), fornecedorRoutes(app));
  deps.recursos.push(materialRoutes(app), medicamentoRoutes(app), vacinaRoutes(app));
  deps.recursos.push(alergiaRoutes(app), convenioMedicoRoutes(app));
  deps.recursos.push(...parametrizacaoRoutes(app));
  deps.recursos.push(pacienteRoutes(app));
  parametrizacaoCadastroRoutes(app);
  filaProntoAtendimentoRoutes(app);
  recepcaoRoutes(app);
  triagemRoutes(app);
  atendimentoMedicoRoutes(app);
  exameImagemRoutes(app);
  aihRoutes(app);
  parametrizacaoPaRoutes(app);
  enfermagemRoutes(app);
  pacienteObservacaoRoutes(app);
  assistenciaSocialRoutes(app);
  deps.recursos.push(classificacaoRiscoRoutes(app));
  // painel-senha registries (issue 7)
  centroCustoPainelRoutes(app);
  deps.recursos.push(opcaoEntradaRoutes(app), opcaoChamadaRoutes(app), prioridadeRoutes(app));
  deps.recursos.push(tempoEsperaRoutes(app), encaminhamentoRoutes(app));
  deps.recursos.push(telaRoutes(app), avisoRoutes(app));
  parametrizacaoPainelSenhaRoutes(app);
  plantaoRoutes(app);
  fechamentoFaaRoutes(app);
  reaberturaAtendimentoRoutes(app);
  cancelamentoEvasaoRoutes(app);
  pacienteBuscaRoutes(app);
  regularizacaoCadastroRoutes(app);
  atendimentoRetroativoRoutes(app);
  relatoriosProntoAtendimentoRoutes(app, deps);
  impressaoProntoAtendimentoRoutes(app);
  assinaturaEletronicaRoutes(app);
  impressaoFaaEletronicaRoutes(app);
  restPkiRoutes(app, deps);
  emissaoSenhaRoutes(app);
  telaShowRoutes(app);
  filaSenhaRoutes(app);
  chamadaSenhaRoutes(app);
  return app;
}
