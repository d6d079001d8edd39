import { defineModuloApi } from '../../lib/modulo.js';
import { auditoriaRoutes } from './auditoria/auditoria.routes.js';
import { autenticacaoRoutes } from './autenticacao/autenticacao.routes.js';
import { configuracaoRoutes } from './configuracao/configuracao.routes.js';
import { emailSaidaRoutes } from './email-saida/email-saida.routes.js';
import { notificacaoRoutes } from './notificacao/notificacao.routes.js';
import { notificacaoRecebidaRoutes } from './notificacao/notificacao-recebida.routes.js';
import { papelRoutes } from './papel/papel.routes.js';
import { permissaoRoutes } from './permissao/permissao.routes.js';
import { relatorioHistoricoRoutes } from './relatorio-historico/relatorio-historico.routes.js';
import { testeImpressaoRoutes } from './teste-impressao/teste-impressao.routes.js';

/** Module administracao: login and session, settings, roles and permissions, notifications, audit. */
export const moduloAdministracao = defineModuloApi({
  id: 'administracao',
  registrar(app, deps) {
    autenticacaoRoutes(app, deps);
    notificacaoRecebidaRoutes(app);
    emailSaidaRoutes(app);
    auditoriaRoutes(app);
    configuracaoRoutes(app, deps);
    testeImpressaoRoutes(app);
    relatorioHistoricoRoutes(app, deps);
    deps.recursos.push(papelRoutes(app), permissaoRoutes(app), notificacaoRoutes(app));
  },
});
