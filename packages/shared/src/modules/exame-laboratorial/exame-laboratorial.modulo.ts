import type { MenuDef } from '../../menu.js';
import { itemDoRecurso } from '../../menu.js';
import { defineModulo } from '../../modulo.js';
import { permissaoNome } from '../../permissions.js';
import { laboratorioResource } from './laboratorio.resource.js';
import { LAB, PERMISSOES_EXAME_LABORATORIAL } from './permissoes.js';
import { RELATORIOS_EXAME_LABORATORIAL } from './relatorios.js';

const TODAS = [...PERMISSOES_EXAME_LABORATORIAL.map(permissaoNome), ...laboratorioResource.permissaoDefs.map(permissaoNome)];
/** What only the responsible professional (biochemist) does: sign results, configure exams, agendas and quotas. */
const DO_RESPONSAVEL: string[] = [
  LAB.assinar,
  LAB.jornadaCadastrar,
  LAB.jornadaEditar,
  LAB.formulaCadastrar,
  LAB.formulaEditar,
  LAB.campoEditar,
  LAB.parametrizacao,
  ...laboratorioResource.permissaoDefs.filter((p) => p.acao !== 'visualizar').map(permissaoNome),
];
/** The scheduling desk (the outpatient scheduler also books exams). */
const DO_AGENDAMENTO: string[] = [
  LAB.jornadaVer,
  LAB.agendamentoVer,
  LAB.agendamentoCadastrar,
  LAB.agendamentoEditar,
  LAB.agendamentoRetroativo,
  LAB.coletaVer,
];

/** A hand-written screen of the laboratory: `/exame-laboratorial/<tela>/<pagina>`. */
const tela = (segmento: string, nome: string, icone: string, permissao: string, pagina = 'index'): MenuDef => ({
  id: `exame-laboratorial.${segmento}`,
  nome,
  link: `/exame-laboratorial/${segmento}/${pagina}`,
  icone,
  permissao,
});

/** Exame laboratorial (spec 000 §2.3 exame-laboratorial, issue 21): from the request to the signed result. */
export const moduloExameLaboratorial = defineModulo({
  id: 'exame-laboratorial',
  nome: 'Exames Laboratoriais',
  icone: 'fas/vial',
  permissoes: PERMISSOES_EXAME_LABORATORIAL,
  recursos: [laboratorioResource],
  relatorios: RELATORIOS_EXAME_LABORATORIAL,
  papeis: {
    laboratorio: TODAS.filter((p) => !DO_RESPONSAVEL.includes(p)),
    bioquimico: TODAS,
    agendador: DO_AGENDAMENTO,
  },
  menu: {
    id: 'exame-laboratorial',
    nome: 'Exames Laboratoriais',
    link: '/exame-laboratorial',
    icone: 'fas/vial',
    items: [
      tela('agendamento-exame', 'Agendamento de exames', 'fas/calendar-plus', LAB.agendamentoVer),
      tela('coleta-agendada', 'Coletas agendadas', 'fas/tags', LAB.coletaVer, 'create'),
      tela('lancamento-coleta', 'Lançamento de coleta', 'fas/vial', LAB.coletaLancar, 'create'),
      {
        id: 'exame-laboratorial.bancada',
        nome: 'Bancada',
        link: '/exame-laboratorial/bancada',
        icone: 'fas/flask',
        items: [
          tela('mapa-dia', 'Mapa do dia', 'fas/th-list', LAB.mapas, 'create'),
          tela('mapa-producao', 'Mapa de produção', 'fas/th-list', LAB.mapas, 'create'),
          tela('lancamento-resultado', 'Lançamento de resultado', 'fas/edit', LAB.resultadoVer),
          tela('importar-laudo', 'Importar laudo', 'fas/file-import', LAB.importar),
          tela('assinatura-eletronica', 'Assinatura eletrônica', 'fas/signature', LAB.assinar),
        ],
      },
      {
        id: 'exame-laboratorial.resultados',
        nome: 'Resultados',
        link: '/exame-laboratorial/resultados',
        icone: 'fas/file-medical',
        items: [
          tela('impressao-exame', 'Impressão de resultados', 'fas/print', LAB.imprimir, 'create'),
          tela('impressoes', 'Impressões', 'fas/history', LAB.imprimir, 'create'),
          tela('entrega-exame', 'Entrega de resultados', 'fas/hand-holding', LAB.entregar, 'create'),
          tela('cancelamento-resultado', 'Cancelamento de resultado', 'fas/ban', LAB.cancelarResultado, 'create'),
          tela('exame-agendado-realizado', 'Agendados e realizados', 'fas/check-double', LAB.realizadoVer),
        ],
      },
      {
        id: 'exame-laboratorial.configuracao',
        nome: 'Configuração',
        link: '/exame-laboratorial/configuracao',
        icone: 'fas/sliders-h',
        items: [
          tela('jornada', 'Agendas de coleta e cotas', 'fas/calendar-alt', LAB.jornadaVer),
          itemDoRecurso(laboratorioResource, 'Laboratórios', 'fas/hospital'),
          tela('exame-campo', 'Campos e referências', 'fas/list-ol', LAB.campoVer),
          tela('formula-exame', 'Fórmulas', 'fas/square-root-alt', LAB.formulaVer),
          tela('parametrizacao', 'Parametrização', 'fas/cog', LAB.parametrizacao, 'create'),
        ],
      },
      {
        id: 'exame-laboratorial.relatorios',
        nome: 'Relatórios',
        link: '/exame-laboratorial/relatorio',
        icone: 'fas/chart-bar',
        items: RELATORIOS_EXAME_LABORATORIAL.map((r) => ({
          id: `exame-laboratorial.${r.relatorio}`,
          nome: r.titulo,
          link: r.path,
          icone: 'fas/file-alt',
          permissao: r.permissao,
        })),
      },
    ],
  },
});
