import type { MenuDef } from '../../menu.js';
import { itemDoRecurso } from '../../menu.js';
import { defineModulo } from '../../modulo.js';
import { permissaoNome } from '../../permissions.js';
import { equipamentoImagemResource } from './equipamento.resource.js';
import { modeloLaudoImagemResource } from './modelo-laudo.resource.js';
import { IMG, PERMISSOES_EXAME_IMAGEM } from './permissoes.js';
import { RELATORIOS_EXAME_IMAGEM } from './relatorios.js';

const RECURSOS = [equipamentoImagemResource, modeloLaudoImagemResource];
const TODAS = [...PERMISSOES_EXAME_IMAGEM.map(permissaoNome), ...RECURSOS.flatMap((r) => r.permissaoDefs.map(permissaoNome))];
const EDICAO_DOS_CADASTROS = RECURSOS.flatMap((r) => r.permissaoDefs.filter((p) => p.acao !== 'visualizar').map(permissaoNome));
/** What only the radiologist (the service's responsible) does: reports, signature, closing, agendas, quotas and settings. */
const DO_RADIOLOGISTA: string[] = [
  IMG.laudoCadastrar,
  IMG.laudoEditar,
  IMG.laudoAlterar,
  IMG.assinar,
  IMG.fechamento,
  IMG.alterarFinalizado,
  IMG.parametrizacao,
  IMG.jornadaCadastrar,
  IMG.jornadaEditar,
  IMG.cotaCadastrar,
  ...EDICAO_DOS_CADASTROS,
];
/** The scheduling desk (the outpatient scheduler also books imaging exams). */
const DO_AGENDAMENTO: string[] = [
  IMG.jornadaVer,
  IMG.cotaVer,
  IMG.agendamentoVer,
  IMG.agendamentoCadastrar,
  IMG.agendamentoRetroativo,
  IMG.reagendar,
  IMG.listagem,
];

/** A hand-written screen of the imaging service: `/exame-imagem/<tela>/<pagina>`. */
const tela = (segmento: string, nome: string, icone: string, permissao: string, pagina = 'index'): MenuDef => ({
  id: `exame-imagem.${segmento}`,
  nome,
  link: `/exame-imagem/${segmento}/${pagina}`,
  icone,
  permissao,
});

/** Exame de imagem (spec 000 §2.3 exame-imagem, issue 22): agendas by equipment, scheduling, reports and closing. */
export const moduloExameImagem = defineModulo({
  id: 'exame-imagem',
  nome: 'Exames de Imagem',
  icone: 'fas/x-ray',
  permissoes: PERMISSOES_EXAME_IMAGEM,
  recursos: RECURSOS,
  relatorios: RELATORIOS_EXAME_IMAGEM,
  papeis: {
    imagem: TODAS.filter((p) => !DO_RADIOLOGISTA.includes(p)),
    radiologista: TODAS,
    agendador: DO_AGENDAMENTO,
  },
  menu: {
    id: 'exame-imagem',
    nome: 'Exames de Imagem',
    link: '/exame-imagem',
    icone: 'fas/x-ray',
    items: [
      {
        id: 'exame-imagem.agendamentos',
        nome: 'Agendamento',
        link: '/exame-imagem/agendamentos',
        icone: 'fas/calendar-plus',
        items: [
          tela('agendamento', 'Agendamento de exames', 'fas/calendar-plus', IMG.agendamentoVer),
          tela('reagendamento-cancelamento-exame', 'Reagendamento e cancelamento', 'fas/exchange-alt', IMG.reagendar),
          tela('agendamento-retroativo', 'Agendamento retroativo', 'fas/history', IMG.agendamentoRetroativo),
          tela('listagem-exames-agendados', 'Lista de agendados', 'fas/list-ol', IMG.listagem),
        ],
      },
      tela('exame-agendado-realizado', 'Agendados e realizados', 'fas/check-double', IMG.realizadoVer),
      {
        id: 'exame-imagem.laudos',
        nome: 'Laudos',
        link: '/exame-imagem/laudos',
        icone: 'fas/file-medical',
        items: [
          tela('lancamento', 'Lançamento de laudos', 'fas/edit', IMG.laudoVer),
          tela('alteracao-resultado-lancamento', 'Alteração de laudo assinado', 'fas/file-signature', IMG.laudoAlterar),
          tela('assinatura', 'Assinatura de laudos', 'fas/signature', IMG.assinar),
          tela('impressao', 'Impressão de laudos', 'fas/print', IMG.imprimir),
          tela('reimpressao-resultado', 'Reimpressão de laudos', 'fas/redo', IMG.imprimir),
        ],
      },
      {
        id: 'exame-imagem.faturamento',
        nome: 'Fechamento',
        link: '/exame-imagem/faturamento',
        icone: 'fas/lock',
        items: [
          tela('fechamento', 'Fechamento da competência', 'fas/lock', IMG.fechamento, 'create'),
          tela('alteracao-exame-finalizado', 'Alteração de exame finalizado', 'fas/unlock', IMG.alterarFinalizado, 'create'),
        ],
      },
      {
        id: 'exame-imagem.configuracao',
        nome: 'Configuração',
        link: '/exame-imagem/configuracao',
        icone: 'fas/sliders-h',
        items: [
          itemDoRecurso(equipamentoImagemResource, 'Equipamentos', 'fas/x-ray'),
          tela('jornada', 'Agendas', 'fas/calendar-alt', IMG.jornadaVer),
          tela('cota', 'Cotas', 'fas/chart-pie', IMG.cotaVer),
          itemDoRecurso(modeloLaudoImagemResource, 'Modelos de laudo', 'fas/file-alt'),
          tela('parametrizacao', 'Parametrização', 'fas/cog', IMG.parametrizacao, 'create'),
        ],
      },
      {
        id: 'exame-imagem.relatorios',
        nome: 'Relatórios',
        link: '/exame-imagem/relatorio',
        icone: 'fas/chart-bar',
        items: RELATORIOS_EXAME_IMAGEM.map((r) => ({
          id: `exame-imagem.${r.relatorio}`,
          nome: r.titulo,
          link: r.path,
          icone: 'fas/file-alt',
          permissao: r.permissao,
        })),
      },
    ],
  },
});
