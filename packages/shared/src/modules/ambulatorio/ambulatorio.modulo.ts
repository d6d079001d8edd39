import type { MenuDef } from '../../menu.js';
import { itemDoRecurso } from '../../menu.js';
import { defineModulo } from '../../modulo.js';
import { permissaoNome } from '../../permissions.js';
import { jornadaBloqueioResource, jornadaResource } from './jornada.resource.js';
import { jornadaSituacaoResource } from './jornada-situacao.resource.js';
import { AMB, PERMISSOES_AMBULATORIO } from './permissoes.js';
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

/** Ambulatório (issue 17): agendas, scheduling and, in later parts, reception, attendance and documents. */
export const moduloAmbulatorio = defineModulo({
  id: 'ambulatorio',
  nome: 'Ambulatório',
  // issue 17 is open: agendas and scheduling exist, reception and attendance do not yet
  anunciado: false,
  icone: 'fas/stethoscope',
  permissoes: PERMISSOES_AMBULATORIO,
  recursos: registros,
  papeis: {
    agendador: [AMB.agendamentoVer, AMB.agendar, AMB.agendamentoEditar, AMB.supervisorVer, ...registros.flatMap(todas), ...RECEPCAO_E_FILA],
    ambulatorio: [AMB.agendamentoVer, ...registros.flatMap(ver), ...RECEPCAO_E_FILA, AMB.enfermagemVer, AMB.enfermagemCadastrar],
    medico: [AMB.agendamentoVer, AMB.filaVer, AMB.filaOperar, AMB.enfermagemVer],
    recepcao: [AMB.agendamentoVer, ...RECEPCAO_E_FILA],
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
      tela('parametrizacao', 'Parametrização', 'fas/sliders-h', AMB.parametrizacao, 'create'),
      tela('supervisor', 'Supervisores', 'fas/user-shield', AMB.supervisorVer),
    ],
  },
});
