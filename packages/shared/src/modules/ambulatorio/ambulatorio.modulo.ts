import type { MenuDef } from '../../menu.js';
import { itemDoRecurso } from '../../menu.js';
import { defineModulo } from '../../modulo.js';
import { permissaoNome } from '../../permissions.js';
import { jornadaBloqueioResource, jornadaResource } from './jornada.resource.js';
import { jornadaSituacaoResource } from './jornada-situacao.resource.js';
import { AMB, PERMISSOES_AMBULATORIO } from './permissoes.js';
import { RELATORIOS_AMBULATORIO } from './relatorios-producao.js';
import { servicoResource } from './servico.resource.js';

/** A hand-written screen of the outpatient clinic: `/ambulatorio/<tela>/<pagina>`. */
const tela = (segmento: string, nome: string, icone: string, permissao: string, pagina = 'index'): MenuDef => ({
  id: `ambulatorio.${segmento}`,
  nome,
  link: `/ambulatorio/${segmento}/${pagina}`,
  icone,
  permissao,
});

const registros = [jornadaResource, jornadaBloqueioResource, jornadaSituacaoResource, servicoResource];
const todas = (r: (typeof registros)[number]) => r.permissaoDefs.map(permissaoNome);
const ver = (r: (typeof registros)[number]) => [r.permissoes.visualizar];
/** The desk of the polyclinic: arrivals and the queue (issue 17). */
const RECEPCAO_E_FILA = [AMB.recepcaoVer, AMB.recepcaoCadastrar, AMB.filaVer, AMB.filaOperar, AMB.filaExcluir];
/** The office (issue 17): the doctor's attendance, its history, closing, correction and signatures. */
const ATENDIMENTO_MEDICO = [
  AMB.atendimentoVer,
  AMB.atendimentoCadastrar,
  AMB.historicoVer,
  AMB.fechamentoConsulta,
  AMB.alteracaoFinalizadas,
  AMB.assinatura,
];

/** Management of the agendas (issue 17): the unit's day and the scheduling reports. */
const GESTAO_AGENDA = [AMB.gerenciamentoDiario, AMB.relatorioAgenda];
/** The psychosocial-care RAAS (issue 17): captured by the CAPS' professionals. */
const RAAS = [AMB.raasVer, AMB.raasCadastrar, AMB.raasEditar];

/** Ambulatório (issue 17): agendas, scheduling and, in later parts, reception, attendance and documents. */
export const moduloAmbulatorio = defineModulo({
  id: 'ambulatorio',
  nome: 'Ambulatório',
  icone: 'fas/stethoscope',
  permissoes: PERMISSOES_AMBULATORIO,
  recursos: registros,
  relatorios: RELATORIOS_AMBULATORIO,
  papeis: {
    agendador: [
      ...GESTAO_AGENDA,
      AMB.agendamentoVer,
      AMB.agendar,
      AMB.agendamentoEditar,
      AMB.supervisorVer,
      ...registros.flatMap(todas),
      ...RECEPCAO_E_FILA,
    ],
    ambulatorio: [
      AMB.gerenciamentoDiario,
      ...RAAS,
      AMB.agendamentoVer,
      ...registros.flatMap(ver),
      ...RECEPCAO_E_FILA,
      AMB.enfermagemVer,
      AMB.enfermagemCadastrar,
      AMB.historicoVer,
    ],
    medico: [
      AMB.gerenciamentoMedico,
      AMB.relatorioProducao,
      ...RAAS,
      AMB.agendamentoVer,
      AMB.filaVer,
      AMB.filaOperar,
      AMB.enfermagemVer,
      ...ATENDIMENTO_MEDICO,
    ],
    recepcao: [AMB.gerenciamentoDiario, AMB.agendamentoVer, ...RECEPCAO_E_FILA],
    regulacao: [AMB.agendamentoVer, AMB.agendar, AMB.regulado],
  },
  menu: {
    id: 'ambulatorio',
    nome: 'Ambulatório',
    link: '/ambulatorio',
    icone: 'fas/stethoscope',
    items: [
      tela('agendamento', 'Agendamentos', 'fas/calendar-check', AMB.agendamentoVer),
      tela('agendamento-retroativo', 'Agendamento retroativo', 'fas/history', AMB.retroativo),
      itemDoRecurso(jornadaResource, 'Agendas', 'fas/calendar-alt'),
      itemDoRecurso(jornadaBloqueioResource, 'Bloqueios de agenda', 'fas/calendar-times'),
      itemDoRecurso(jornadaSituacaoResource, 'Situações de agenda', 'fas/tags'),
      itemDoRecurso(servicoResource, 'Serviços', 'fas/concierge-bell'),
      tela('recepcao', 'Recepção', 'fas/door-open', AMB.recepcaoVer),
      tela('fila-atendimento', 'Fila de atendimento', 'fas/users', AMB.filaVer),
      tela('atendimento-enfermagem', 'Atendimento de enfermagem', 'fas/user-nurse', AMB.enfermagemVer),
      tela('atendimento', 'Atendimento', 'fas/user-md', AMB.atendimentoVer),
      tela('historico-atendimento', 'Histórico de atendimentos', 'fas/history', AMB.historicoVer),
      tela('fechamento-consulta', 'Fechamento de consultas', 'fas/file-invoice-dollar', AMB.fechamentoConsulta),
      tela('alteracao-consultas-finalizadas', 'Alteração de consultas finalizadas', 'fas/edit', AMB.alteracaoFinalizadas),
      tela('assinatura-eletronica', 'Assinaturas pendentes', 'fas/file-signature', AMB.assinatura),
      tela('gerenciamento-diario', 'Gerenciamento diário', 'fas/calendar-day', AMB.gerenciamentoDiario),
      tela('gerenciamento-medico', 'Minhas agendas', 'fas/user-clock', AMB.gerenciamentoMedico),
      tela('formulario-raas', 'RAAS psicossocial', 'fas/file-medical', AMB.raasVer),
      tela('parametrizacao', 'Parametrização', 'fas/sliders-h', AMB.parametrizacao, 'create'),
      tela('supervisor', 'Supervisores', 'fas/user-shield', AMB.supervisorVer),
      {
        id: 'ambulatorio.relatorios',
        nome: 'Relatórios',
        link: '/ambulatorio/relatorio',
        icone: 'fas/chart-bar',
        items: RELATORIOS_AMBULATORIO.map((r) => ({
          id: `ambulatorio.${r.relatorio}`,
          nome: r.titulo,
          link: r.path,
          icone: 'fas/file-alt',
          permissao: r.permissao,
        })),
      },
    ],
  },
});
