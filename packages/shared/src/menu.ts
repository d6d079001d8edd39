import { notificacaoResource } from './modules/administracao/notificacao.resource.js';
import { papelResource } from './modules/administracao/papel.resource.js';
import { permissaoResource } from './modules/administracao/permissao.resource.js';
import { alergiaResource } from './modules/cadastro/alergia.resource.js';
import { bairroResource } from './modules/cadastro/bairro.resource.js';
import { convenioMedicoResource } from './modules/cadastro/convenio-medico.resource.js';
import { especialidadeResource } from './modules/cadastro/especialidade.resource.js';
import { fabricanteResource } from './modules/cadastro/fabricante.resource.js';
import { feriadoResource } from './modules/cadastro/feriado.resource.js';
import { fornecedorResource } from './modules/cadastro/fornecedor.resource.js';
import { grupoResource } from './modules/cadastro/grupo.resource.js';
import { logradouroResource } from './modules/cadastro/logradouro.resource.js';
import { loteamentoResource } from './modules/cadastro/loteamento.resource.js';
import { materialResource } from './modules/cadastro/material.resource.js';
import { medicamentoResource } from './modules/cadastro/medicamento.resource.js';
import { obitoResource } from './modules/cadastro/obito.resource.js';
import { PERMISSAO_REGULARIZAR_PACIENTE, pacienteResource } from './modules/cadastro/paciente.resource.js';
import { PERMISSAO_PARAMETRIZACAO_CADASTRO } from './modules/cadastro/paciente-parametrizacao.js';
import { salaResource } from './modules/cadastro/sala.resource.js';
import { servicoManutencaoResource } from './modules/cadastro/servico-manutencao.resource.js';
import { setorResource } from './modules/cadastro/setor.resource.js';
import { subgrupoResource } from './modules/cadastro/subgrupo.resource.js';
import { supervisorResource } from './modules/cadastro/supervisor.resource.js';
import { unidadeResource } from './modules/cadastro/unidade.resource.js';
import { unidadeExecutanteManutencaoResource } from './modules/cadastro/unidade-executante-manutencao.resource.js';
import { unidadeExternaResource } from './modules/cadastro/unidade-externa.resource.js';
import { PERMISSAO_UNIFICACAO } from './modules/cadastro/unificacao.js';
import { usuarioResource } from './modules/cadastro/usuario.resource.js';
import { vacinaResource } from './modules/cadastro/vacina.resource.js';
import { PS } from './modules/painel-senha/permissoes.js';
import {
  exameResource,
  kitExameResource,
  PERMISSAO_TABELA_CID,
  procedimentoCirurgicoResource,
  procedimentoResource,
} from './modules/parametrizacao/index.js';
import { classificacaoRiscoResource } from './modules/pronto-atendimento/classificacao-risco.resource.js';
import { PA } from './modules/pronto-atendimento/permissoes.js';
import { RELATORIOS_PRONTO_ATENDIMENTO } from './modules/pronto-atendimento/relatorios.js';
import { P } from './permissions.js';

/** Menu item of spec 000 §3: id, nome, link, icone ('prefix/name'), items. */
export interface MenuItem {
  id: string;
  nome: string;
  link: string;
  icone: string;
  items?: MenuItem[];
}

/** A menu entry as declared: a leaf names the permission that opens it (none: every user). */
export interface MenuDef extends Omit<MenuItem, 'items'> {
  permissao?: string;
  items?: MenuDef[];
}

/**
 * The whole menu, in display order. Only screens that do their job go here (a module adds its
 * entries when its screens land). The server filters it by the user's permissions.
 */
export const MENU: readonly MenuDef[] = [
  { id: 'dashboard', nome: 'Início', link: '/dashboard', icone: 'fas/home' },
  {
    id: 'cadastro',
    nome: 'Cadastro',
    link: '/cadastro',
    icone: 'fas/address-book',
    items: [
      {
        id: 'cadastro.paciente',
        nome: 'Pacientes',
        link: '/cadastro/paciente/index',
        icone: 'fas/user-injured',
        permissao: pacienteResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.unificacao-usuario-paciente',
        nome: 'Unificação de pacientes',
        link: '/cadastro/unificacao-usuario-paciente/index',
        icone: 'fas/object-group',
        permissao: PERMISSAO_UNIFICACAO,
      },
      {
        id: 'cadastro.bairro',
        nome: 'Bairros',
        link: '/cadastro/bairro/index',
        icone: 'fas/map',
        permissao: bairroResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.logradouro',
        nome: 'Logradouros',
        link: '/cadastro/logradouro/index',
        icone: 'fas/road',
        permissao: logradouroResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.unidade',
        nome: 'Unidades',
        link: '/cadastro/unidade/index',
        icone: 'fas/hospital',
        permissao: unidadeResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.setor',
        nome: 'Setores',
        link: '/cadastro/setor/index',
        icone: 'fas/sitemap',
        permissao: setorResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.sala',
        nome: 'Salas',
        link: '/cadastro/sala/index',
        icone: 'fas/door-open',
        permissao: salaResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.unidade-externa',
        nome: 'Unidades externas',
        link: '/cadastro/unidade-externa/index',
        icone: 'fas/hospital-alt',
        permissao: unidadeExternaResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.supervisor',
        nome: 'Supervisores',
        link: '/cadastro/supervisor/index',
        icone: 'fas/user-tie',
        permissao: supervisorResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.grupo',
        nome: 'Grupos',
        link: '/cadastro/grupo/index',
        icone: 'fas/layer-group',
        permissao: grupoResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.subgrupo',
        nome: 'Subgrupos',
        link: '/cadastro/subgrupo/index',
        icone: 'fas/sitemap',
        permissao: subgrupoResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.material',
        nome: 'Materiais',
        link: '/cadastro/material/index',
        icone: 'fas/boxes',
        permissao: materialResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.medicamento',
        nome: 'Medicamentos',
        link: '/cadastro/medicamento/index',
        icone: 'fas/pills',
        permissao: medicamentoResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.vacina',
        nome: 'Vacinas',
        link: '/cadastro/vacina/index',
        icone: 'fas/syringe',
        permissao: vacinaResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.fabricante',
        nome: 'Fabricantes',
        link: '/cadastro/fabricante/index',
        icone: 'fas/industry',
        permissao: fabricanteResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.fornecedor',
        nome: 'Fornecedores',
        link: '/cadastro/fornecedor/index',
        icone: 'fas/truck',
        permissao: fornecedorResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.alergia',
        nome: 'Alergias',
        link: '/cadastro/alergia/index',
        icone: 'fas/allergies',
        permissao: alergiaResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.convenio-medico',
        nome: 'Convênios médicos',
        link: '/cadastro/convenio-medico/index',
        icone: 'fas/hospital-user',
        permissao: convenioMedicoResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.loteamento',
        nome: 'Loteamentos',
        link: '/cadastro/loteamento/index',
        icone: 'fas/map-signs',
        permissao: loteamentoResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.especialidade',
        nome: 'Especialidades',
        link: '/cadastro/especialidade/index',
        icone: 'fas/stethoscope',
        permissao: especialidadeResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.feriado',
        nome: 'Feriados',
        link: '/cadastro/feriado/index',
        icone: 'fas/calendar-day',
        permissao: feriadoResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.obito',
        nome: 'Óbitos',
        link: '/cadastro/obito/index',
        icone: 'fas/cross',
        permissao: obitoResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.servico-manutencao',
        nome: 'Serviços de manutenção',
        link: '/cadastro/servico-manutencao/index',
        icone: 'fas/tools',
        permissao: servicoManutencaoResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.unidade-executante-manutencao',
        nome: 'Unidades executantes de manutenção',
        link: '/cadastro/unidade-executante-manutencao/index',
        icone: 'fas/hard-hat',
        permissao: unidadeExecutanteManutencaoResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.usuario',
        nome: 'Usuários',
        link: '/cadastro/usuario/index',
        icone: 'fas/users',
        permissao: usuarioResource.permissoes.visualizar,
      },
      {
        id: 'cadastro.parametrizacao',
        nome: 'Parametrização',
        link: '/cadastro/parametrizacao/create',
        icone: 'fas/sliders-h',
        permissao: PERMISSAO_PARAMETRIZACAO_CADASTRO.visualizar,
      },
    ],
  },
  {
    id: 'pronto-atendimento',
    nome: 'Pronto atendimento',
    link: '/pronto-atendimento',
    icone: 'fas/ambulance',
    items: [
      {
        id: 'pronto-atendimento.atendimento-recepcao',
        nome: 'Recepção',
        link: '/pronto-atendimento/atendimento-recepcao/create',
        icone: 'fas/hospital-user',
        permissao: PA.recepcaoCadastrar,
      },
      {
        id: 'pronto-atendimento.fila-atendimento',
        nome: 'Fila de atendimento',
        link: '/pronto-atendimento/fila-atendimento/index',
        icone: 'fas/clipboard-list',
        permissao: PA.filaVer,
      },
      {
        id: 'pronto-atendimento.atendimento-medico',
        nome: 'Atendimentos médicos',
        link: '/pronto-atendimento/atendimento-medico/index',
        icone: 'fas/user-md',
        permissao: PA.medicoVer,
      },
      {
        id: 'pronto-atendimento.atendimento-enfermagem',
        nome: 'Enfermagem',
        link: '/pronto-atendimento/atendimento-enfermagem/index',
        icone: 'fas/syringe',
        permissao: PA.enfermagemVer,
      },
      {
        id: 'pronto-atendimento.paciente-observacao',
        nome: 'Pacientes em observação',
        link: '/pronto-atendimento/paciente-observacao/index',
        icone: 'fas/user-injured',
        permissao: PA.observacaoVer,
      },
      {
        id: 'pronto-atendimento.assistencia-social',
        nome: 'Assistência social',
        link: '/pronto-atendimento/assistencia-social/index',
        icone: 'fas/users',
        permissao: PA.assistenciaSocialVer,
      },
      {
        id: 'pronto-atendimento.classificacao-risco',
        nome: 'Classificação de risco',
        link: '/pronto-atendimento/classificacao-risco/index',
        icone: 'fas/heartbeat',
        permissao: classificacaoRiscoResource.permissoes.visualizar,
      },
      {
        id: 'pronto-atendimento.plantao',
        nome: 'Plantões',
        link: '/pronto-atendimento/plantao/index',
        icone: 'fas/calendar-alt',
        permissao: PA.plantaoVer,
      },
      {
        id: 'pronto-atendimento.fechamento-faa',
        nome: 'Fechamento de FAA',
        link: '/pronto-atendimento/fechamento-faa/index',
        icone: 'fas/file-alt',
        permissao: PA.fecharFaa,
      },
      {
        id: 'pronto-atendimento.fechamento-faa-massa',
        nome: 'Fechamento de FAA em massa',
        link: '/pronto-atendimento/fechamento-faa-massa/index',
        icone: 'fas/layer-group',
        permissao: PA.fecharFaa,
      },
      {
        id: 'pronto-atendimento.reabertura-atendimento',
        nome: 'Reabertura de atendimento',
        link: '/pronto-atendimento/reabertura-atendimento/index',
        icone: 'fas/history',
        permissao: PA.reabrirFaa,
      },
      {
        id: 'pronto-atendimento.cancelamento-evasao',
        nome: 'Cancelamento de evasão',
        link: '/pronto-atendimento/cancelamento-evasao/index',
        icone: 'fas/door-open',
        permissao: PA.cancelarEvasao,
      },
      {
        id: 'pronto-atendimento.paciente-busca',
        nome: 'Busca de atendimentos',
        link: '/pronto-atendimento/paciente-busca/index',
        icone: 'fas/address-book',
        permissao: PA.pacienteBusca,
      },
      {
        id: 'pronto-atendimento.regularizacao-cadastro',
        nome: 'Regularização de cadastro',
        link: '/pronto-atendimento/regularizacao-cadastro/index',
        icone: 'fas/id-card',
        permissao: PERMISSAO_REGULARIZAR_PACIENTE,
      },
      {
        id: 'pronto-atendimento.atendimento-retroativo',
        nome: 'Atendimento retroativo',
        link: '/pronto-atendimento/atendimento-retroativo/index',
        icone: 'fas/calendar-day',
        permissao: PA.retroativoCadastrar,
      },
      {
        id: 'pronto-atendimento.exame-imagem',
        nome: 'Exames de imagem',
        link: '/pronto-atendimento/exame-imagem/index',
        icone: 'fas/x-ray',
        permissao: PA.exameImagemVer,
      },
      {
        id: 'pronto-atendimento.aih',
        nome: 'AIH',
        link: '/pronto-atendimento/aih/index',
        icone: 'fas/hospital-alt',
        permissao: PA.aihVer,
      },
      {
        id: 'pronto-atendimento.parametrizacao',
        nome: 'Parametrização',
        link: '/pronto-atendimento/parametrizacao/create',
        icone: 'fas/sliders-h',
        permissao: PA.parametrizacao,
      },
      {
        id: 'pronto-atendimento.impressao',
        nome: 'Impressão',
        link: '/pronto-atendimento/impressao/index',
        icone: 'fas/print',
        permissao: PA.imprimir,
      },
      {
        id: 'pronto-atendimento.assinatura-eletronica',
        nome: 'Assinatura eletrônica',
        link: '/pronto-atendimento/assinatura-eletronica/index',
        icone: 'fas/key',
        permissao: PA.assinaturas,
      },
      {
        id: 'pronto-atendimento.impressao-faa-eletronica',
        nome: 'FAA eletrônica',
        link: '/pronto-atendimento/impressao-faa-eletronica/index',
        icone: 'fas/file-export',
        permissao: PA.imprimir,
      },
      {
        id: 'pronto-atendimento.relatorios',
        nome: 'Relatórios',
        link: '/pronto-atendimento/relatorio',
        icone: 'fas/chart-bar',
        items: RELATORIOS_PRONTO_ATENDIMENTO.map((r) => ({
          id: `pronto-atendimento.${r.relatorio}`,
          nome: r.titulo,
          link: r.path,
          icone: 'fas/file-alt',
          permissao: r.permissao,
        })),
      },
    ],
  },
  {
    id: 'painel-senha',
    nome: 'Painel de senhas',
    link: '/painel-senha',
    icone: 'fas/ticket-alt',
    items: [
      {
        id: 'painel-senha.emissao-senha',
        nome: 'Emissão de senha',
        link: '/painel-senha/emissao-senha/create',
        icone: 'fas/ticket-alt',
        permissao: PS.emitir,
      },
      {
        id: 'painel-senha.fila-atendimento',
        nome: 'Fila de senhas',
        link: '/painel-senha/fila-atendimento/index',
        icone: 'fas/clipboard-list',
        permissao: PS.filaVer,
      },
      ...(
        [
          ['opcao-entrada', 'Opções de entrada', 'fas/door-open'],
          ['opcao-chamada', 'Locais de chamada', 'fas/map-signs'],
          ['prioridade', 'Prioridades', 'fas/user-injured'],
          ['tempo-espera', 'Tempos de espera', 'fas/calendar-day'],
          ['encaminhamento', 'Encaminhamentos', 'fas/map-signs'],
          ['tela', 'Telas (TV)', 'fas/tv'],
          ['aviso', 'Avisos', 'fas/bell'],
        ] as const
      ).map(([recurso, nome, icone]) => ({
        id: `painel-senha.${recurso}`,
        nome,
        link: `/painel-senha/${recurso}/index`,
        icone,
        permissao: `visualizar-painel-senha-${recurso}`,
      })),
      {
        id: 'painel-senha.parametrizacao',
        nome: 'Parametrização',
        link: '/painel-senha/parametrizacao/create',
        icone: 'fas/sliders-h',
        permissao: PS.parametrizacao,
      },
    ],
  },
  {
    id: 'parametrizacao',
    nome: 'Parametrização',
    link: '/parametrizacao',
    icone: 'fas/sliders-h',
    items: [
      {
        id: 'parametrizacao.exame',
        nome: 'Exames',
        link: '/parametrizacao/exame/index',
        icone: 'fas/vial',
        permissao: exameResource.permissoes.visualizar,
      },
      {
        id: 'parametrizacao.kit-exame',
        nome: 'Kits de exames',
        link: '/parametrizacao/kit-exame/index',
        icone: 'fas/flask',
        permissao: kitExameResource.permissoes.visualizar,
      },
      {
        id: 'parametrizacao.procedimento',
        nome: 'Procedimentos',
        link: '/parametrizacao/procedimento/index',
        icone: 'fas/briefcase-medical',
        permissao: procedimentoResource.permissoes.visualizar,
      },
      {
        id: 'parametrizacao.procedimento-cirurgico',
        nome: 'Procedimentos cirúrgicos',
        link: '/parametrizacao/procedimento-cirurgico/index',
        icone: 'fas/hospital',
        permissao: procedimentoCirurgicoResource.permissoes.visualizar,
      },
      {
        id: 'parametrizacao.tabela-cid',
        nome: 'Tabela CID-10',
        link: '/parametrizacao/tabela-cid/index',
        icone: 'fas/file-alt',
        permissao: PERMISSAO_TABELA_CID,
      },
    ],
  },
  {
    id: 'administracao',
    nome: 'Administração',
    link: '/administracao',
    icone: 'fas/cogs',
    items: [
      {
        id: 'administracao.papel',
        nome: 'Papéis',
        link: '/administracao/papel/index',
        icone: 'fas/user-shield',
        permissao: papelResource.permissoes.visualizar,
      },
      {
        id: 'administracao.permissao',
        nome: 'Permissões',
        link: '/administracao/permissao/index',
        icone: 'fas/key',
        permissao: permissaoResource.permissoes.visualizar,
      },
      {
        id: 'administracao.notificacao',
        nome: 'Notificações',
        link: '/administracao/notificacao/index',
        icone: 'fas/bell',
        permissao: notificacaoResource.permissoes.visualizar,
      },
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
      {
        id: 'administracao.relatorio-historico-papel-lotacao',
        nome: 'Histórico de papéis por lotação',
        link: '/administracao/relatorio-historico-papel-lotacao/index',
        icone: 'fas/history',
        permissao: P.administracao.historicoPapelLotacao,
      },
      {
        id: 'administracao.relatorio-historico-permissao-lotacao',
        nome: 'Histórico de permissões por lotação',
        link: '/administracao/relatorio-historico-permissao-lotacao/index',
        icone: 'fas/history',
        permissao: P.administracao.historicoPermissaoLotacao,
      },
      {
        id: 'administracao.relatorio-historico-permissao-papel',
        nome: 'Histórico de permissões por papel',
        link: '/administracao/relatorio-historico-permissao-papel/index',
        icone: 'fas/history',
        permissao: P.administracao.historicoPermissaoPapel,
      },
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
];

/** Keeps the leaves the user may open and the groups that still have a leaf. */
export function filterMenu(menu: readonly MenuDef[], held: readonly string[]): MenuItem[] {
  const out: MenuItem[] = [];
  for (const entry of menu) {
    const { permissao, items, ...item } = entry;
    if (items) {
      const children = filterMenu(items, held);
      if (children.length) out.push({ ...item, items: children });
    } else if (!permissao || held.includes(permissao)) {
      out.push(item);
    }
  }
  return out;
}

/** Spec 000 §2.4: an item is active when the first two path segments match its link's. */
export function menuKey(path: string): string {
  return `/${path.split('/').filter(Boolean).slice(0, 2).join('/')}`;
}
