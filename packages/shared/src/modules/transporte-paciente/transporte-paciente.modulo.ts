import type { MenuDef } from '../../menu.js';
import { defineModulo } from '../../modulo.js';
import { permissaoNome } from '../../permissions.js';
import type { ResourceDef } from '../../resource/define-resource.js';
import { tpCondutorResource } from './condutor.resource.js';
import { tpDestinoResource } from './destino.resource.js';
import { tpGrupoResource } from './grupo.resource.js';
import { tpJornadaResource } from './jornada.resource.js';
import { tpMotivoResource } from './motivo.resource.js';
import { PERMISSOES_TRANSPORTE, TP } from './permissoes.js';
import { tpPontoResource } from './ponto.resource.js';
import { RELATORIOS_TRANSPORTE } from './relatorios.js';
import { tpSupervisorResource } from './supervisor.resource.js';
import { tpVeiculoResource } from './veiculo.resource.js';

/** The registries (condutor, veiculo, destino, jornada, ponto, grupo, motivo-viagem-procedimento, supervisor). */
const RECURSOS: ResourceDef[] = [
  tpCondutorResource,
  tpVeiculoResource,
  tpDestinoResource,
  tpJornadaResource,
  tpPontoResource,
  tpGrupoResource,
  tpMotivoResource,
  tpSupervisorResource,
];
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
  permissoes: PERMISSOES_TRANSPORTE,
  recursos: RECURSOS,
  relatorios: RELATORIOS_TRANSPORTE,
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
    items: [
      telaTransporte('pre-agendamento-transporte', 'Aguardando vaga', 'fas/clipboard-list', TP.preAgendamentoVer, 'index'),
      telaTransporte('agendar', 'Agendamentos', 'fas/calendar-day', TP.agendarVer),
      telaTransporte('alterar-horario', 'Alterar horário', 'fas/calendar-alt', TP.agendarEditar),
      telaTransporte('reimpressao-protocolo', 'Reimpressão de comprovantes', 'fas/print', TP.reimpressao),
      {
        id: 'transporte-paciente.cadastros',
        nome: 'Cadastros',
        link: '/transporte-paciente/cadastros',
        icone: 'fas/address-book',
        items: [
          telaTransporte('veiculo', 'Veículos', 'fas/bus', tpVeiculoResource.permissoes.visualizar),
          telaTransporte('condutor', 'Condutores', 'fas/id-card', tpCondutorResource.permissoes.visualizar),
          telaTransporte('destino', 'Destinos', 'fas/map-signs', tpDestinoResource.permissoes.visualizar),
          telaTransporte('jornada', 'Viagens recorrentes', 'fas/calendar-alt', tpJornadaResource.permissoes.visualizar),
          telaTransporte('ponto', 'Pontos de embarque', 'fas/map', tpPontoResource.permissoes.visualizar),
          telaTransporte('grupo', 'Grupos', 'fas/users', tpGrupoResource.permissoes.visualizar),
          telaTransporte('motivo-viagem-procedimento', 'Motivos de viagem', 'fas/clipboard-list', tpMotivoResource.permissoes.visualizar),
          telaTransporte('supervisor', 'Supervisores', 'fas/user-shield', tpSupervisorResource.permissoes.visualizar),
          telaTransporte('parametrizacao', 'Parametrização', 'fas/sliders-h', TP.parametrizacao, 'create'),
        ],
      },
      {
        id: 'transporte-paciente.viagens',
        nome: 'Viagens',
        link: '/transporte-paciente/viagens',
        icone: 'fas/road',
        items: [
          telaTransporte('escolher-veiculo', 'Montagem das viagens', 'fas/calendar-day', TP.escolherVeiculo, 'create'),
          telaTransporte('listagem', 'Viagens do dia', 'fas/list', TP.listagem),
          telaTransporte('gerenciamento', 'Embarque e faltas', 'fas/users', TP.gerenciamentoVer),
          telaTransporte('transferencia-paciente', 'Transferência de passageiro', 'fas/exchange-alt', TP.transferencia, 'create'),
          telaTransporte('fechamento-viagem', 'Fechamento de viagem', 'fas/lock', TP.fechamento, 'form'),
          telaTransporte('reabertura-viagem', 'Reabertura de viagem', 'fas/unlock', TP.reabertura),
        ],
      },
      {
        id: 'transporte-paciente.relatorios',
        nome: 'Relatórios',
        link: '/transporte-paciente/relatorio',
        icone: 'fas/chart-bar',
        items: RELATORIOS_TRANSPORTE.map((r) => ({
          id: `transporte-paciente.${r.relatorio}`,
          nome: r.titulo,
          link: r.path,
          icone: 'fas/file-alt',
          permissao: r.permissao,
        })),
      },
    ],
  },
});
