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
    agendador: [AMB.agendamentoVer, AMB.agendar, AMB.agendamentoEditar, AMB.supervisorVer, ...registros.flatMap(todas)],
    ambulatorio: [AMB.agendamentoVer, ...registros.flatMap(ver)],
    medico: [AMB.agendamentoVer],
    recepcao: [AMB.agendamentoVer],
    regulacao: [AMB.agendamentoVer, AMB.agendar, AMB.regulado],
  },
  menu: {
    id: 'ambulatorio',
    nome: 'Ambulatório',
    link: '/ambulatorio',
    icone: 'fas/stethoscope',
    items: [
      // the booking screens (agendamento, agendamento-retroativo) and supervisor join the menu with their pages
      itemDoRecurso(jornadaResource, 'Agendas', 'fas/calendar-alt'),
      itemDoRecurso(jornadaBloqueioResource, 'Bloqueios de agenda', 'fas/calendar-times'),
      itemDoRecurso(jornadaSituacaoResource, 'Situações de agenda', 'fas/tags'),
      itemDoRecurso(servicoResource, 'Serviços', 'fas/concierge-bell'),
      tela('parametrizacao', 'Parametrização', 'fas/sliders-h', AMB.parametrizacao, 'create'),
    ],
  },
});
