import { itemDoRecurso, type MenuDef } from '../../menu.js';
import { defineModulo } from '../../modulo.js';
import type { RelatorioDef } from '../../relatorio.js';
import { notificacaoResource } from './notificacao.resource.js';
import { papelResource } from './papel.resource.js';
import { permissaoResource } from './permissao.resource.js';
import { P, PERMISSOES_ADMINISTRACAO } from './permissoes.js';
import {
  RELATORIOS_ADMINISTRACAO,
  relatorioHistoricoPapelLotacao,
  relatorioHistoricoPermissaoLotacao,
  relatorioHistoricoPermissaoPapel,
} from './relatorio-historico.relatorio.js';

/** The history reports open as index pages of the administration. */
const itemDoRelatorio = (r: RelatorioDef): MenuDef => ({
  id: `administracao.${r.relatorio}`,
  nome: r.titulo,
  link: r.path,
  icone: 'fas/history',
  permissao: r.permissao,
});

/** Administração: roles, permissions, notices, the municipality's settings, the e-mail outbox and the audit trail. */
export const moduloAdministracao = defineModulo({
  id: 'administracao',
  nome: 'Administração',
  icone: 'fas/cogs',
  permissoes: PERMISSOES_ADMINISTRACAO,
  recursos: [papelResource, permissaoResource, notificacaoResource],
  relatorios: RELATORIOS_ADMINISTRACAO,
  menu: {
    id: 'administracao',
    nome: 'Administração',
    link: '/administracao',
    icone: 'fas/cogs',
    items: [
      itemDoRecurso(papelResource, 'Papéis', 'fas/user-shield'),
      itemDoRecurso(permissaoResource, 'Permissões', 'fas/key'),
      itemDoRecurso(notificacaoResource, 'Notificações', 'fas/bell'),
      {
        id: 'administracao.configuracao',
        nome: 'Configurações',
        link: '/administracao/configuracao/index',
        icone: 'fas/sliders-h',
        permissao: P.administracao.configuracaoVer,
      },
      {
        id: 'administracao.email-saida',
        nome: 'Caixa de saída de e-mails',
        link: '/administracao/email-saida/index',
        icone: 'fas/envelope',
        permissao: P.administracao.emailSaida,
      },
      itemDoRelatorio(relatorioHistoricoPapelLotacao),
      itemDoRelatorio(relatorioHistoricoPermissaoLotacao),
      itemDoRelatorio(relatorioHistoricoPermissaoPapel),
      {
        id: 'administracao.auditoria',
        nome: 'Auditoria',
        link: '/administracao/auditoria/index',
        icone: 'fas/history',
        permissao: P.administracao.auditoria,
      },
      {
        id: 'administracao.teste-impressao',
        nome: 'Teste de impressão',
        link: '/administracao/teste-impressao/index',
        icone: 'fas/print',
        permissao: P.administracao.testeImpressao,
      },
    ],
  },
});
