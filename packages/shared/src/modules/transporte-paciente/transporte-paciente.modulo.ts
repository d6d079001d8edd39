import type { MenuDef } from '../../menu.js';
import { defineModulo } from '../../modulo.js';
import { permissaoNome } from '../../permissions.js';
import type { ResourceDef } from '../../resource/define-resource.js';
import { PERMISSOES_TRANSPORTE, TP } from './permissoes.js';

/** The registries (condutor, veiculo, destino, jornada, ponto, grupo, motivo-viagem-procedimento, supervisor). */
const RECURSOS: ResourceDef[] = [];
const TODAS = [...PERMISSOES_TRANSPORTE.map(permissaoNome), ...RECURSOS.flatMap((r) => r.permissaoDefs.map(permissaoNome))];
const CONSULTA_DOS_CADASTROS = RECURSOS.flatMap((r) => r.permissaoDefs.filter((p) => p.acao === 'visualizar').map(permissaoNome));
/** The booking clerk: requests waiting, bookings and their slips, the day's list, reprints. */
const DO_AGENDADOR: string[] = [
  TP.preAgendamentoVer,
  TP.preAgendamentoCadastrar,
  TP.agendarVer,
  TP.agendarCadastrar,
  TP.agendarEditar,
  TP.listagem,
  TP.gerenciamentoVer,
  TP.reimpressao,
  'visualizar-transporte-paciente-relatorio-agendador',
  ...CONSULTA_DOS_CADASTROS,
];

/** A hand-written screen of patient transport: `/transporte-paciente/<tela>/<pagina>`. */
export const telaTransporte = (segmento: string, nome: string, icone: string, permissao: string, pagina = 'list'): MenuDef => ({
  id: `transporte-paciente.${segmento}`,
  nome,
  link: `/transporte-paciente/${segmento}/${pagina}`,
  icone,
  permissao,
});

/** Transporte de pacientes (spec 000 §2.3 transporte-paciente, issue 23): trips for treatment outside the municipality. */
export const moduloTransportePaciente = defineModulo({
  id: 'transporte-paciente',
  nome: 'Transporte de Pacientes',
  icone: 'fas/bus',
  // until issue 23 lands, the login page does not name it
  anunciado: false,
  permissoes: PERMISSOES_TRANSPORTE,
  recursos: RECURSOS,
  relatorios: [],
  papeis: {
    transporte: TODAS.filter((p) => DO_AGENDADOR.includes(p)),
    'transporte-coordenador': TODAS,
  },
  menu: {
    id: 'transporte-paciente',
    nome: 'Transporte de Pacientes',
    link: '/transporte-paciente',
    icone: 'fas/bus',
    // each screen adds its line here when it exists (no entry for a screen not built)
    items: [],
  },
});
