import { itemDoRecurso, type MenuDef } from '../../menu.js';
import { defineModulo } from '../../modulo.js';
import { PERMISSAO_REGULARIZAR_PACIENTE } from '../cadastro/index.js';
import { classificacaoRiscoResource } from './classificacao-risco.resource.js';
import { PA, PERMISSOES_PRONTO_ATENDIMENTO } from './permissoes.js';
import { PAPEIS_PRONTO_ATENDIMENTO } from './pronto-atendimento.papeis.js';
import { RELATORIOS_PRONTO_ATENDIMENTO } from './relatorios.js';

/** A hand-written screen of the emergency care: `/pronto-atendimento/<tela>/<pagina>`. */
const tela = (segmento: string, nome: string, icone: string, permissao: string, pagina = 'index'): MenuDef => ({
  id: `pronto-atendimento.${segmento}`,
  nome,
  link: `/pronto-atendimento/${segmento}/${pagina}`,
  icone,
  permissao,
});

/** Pronto atendimento (issue 6): reception, queues, triage, the doctor, nursing, observation and the FAA's life. */
export const moduloProntoAtendimento = defineModulo({
  id: 'pronto-atendimento',
  nome: 'Pronto Atendimento',
  icone: 'fas/ambulance',
  permissoes: PERMISSOES_PRONTO_ATENDIMENTO,
  recursos: [classificacaoRiscoResource],
  relatorios: RELATORIOS_PRONTO_ATENDIMENTO,
  papeis: PAPEIS_PRONTO_ATENDIMENTO,
  menu: {
    id: 'pronto-atendimento',
    nome: 'Pronto atendimento',
    link: '/pronto-atendimento',
    icone: 'fas/ambulance',
    items: [
      tela('atendimento-recepcao', 'Recepção', 'fas/hospital-user', PA.recepcaoCadastrar, 'create'),
      tela('fila-atendimento', 'Fila de atendimento', 'fas/clipboard-list', PA.filaVer),
      tela('atendimento-triagem', 'Triagem', 'fas/stethoscope', PA.triagemVer),
      tela('atendimento-medico', 'Atendimentos médicos', 'fas/user-md', PA.medicoVer),
      tela('atendimento-enfermagem', 'Enfermagem', 'fas/syringe', PA.enfermagemVer),
      tela('paciente-observacao', 'Pacientes em observação', 'fas/user-injured', PA.observacaoVer),
      tela('assistencia-social', 'Assistência social', 'fas/users', PA.assistenciaSocialVer),
      itemDoRecurso(classificacaoRiscoResource, 'Classificação de risco', 'fas/heartbeat'),
      tela('plantao', 'Plantões', 'fas/calendar-alt', PA.plantaoVer),
      tela('fechamento-faa', 'Fechamento de FAA', 'fas/file-alt', PA.fecharFaa),
      tela('fechamento-faa-massa', 'Fechamento de FAA em massa', 'fas/layer-group', PA.fecharFaa),
      tela('reabertura-atendimento', 'Reabertura de atendimento', 'fas/history', PA.reabrirFaa),
      tela('cancelamento-evasao', 'Cancelamento de evasão', 'fas/door-open', PA.cancelarEvasao),
      tela('paciente-busca', 'Busca de atendimentos', 'fas/address-book', PA.pacienteBusca),
      // the patient record is cadastro's; emergency care opens its regularisation
      tela('regularizacao-cadastro', 'Regularização de cadastro', 'fas/id-card', PERMISSAO_REGULARIZAR_PACIENTE),
      tela('atendimento-retroativo', 'Atendimento retroativo', 'fas/calendar-day', PA.retroativoCadastrar),
      tela('exame-imagem', 'Exames de imagem', 'fas/x-ray', PA.exameImagemVer),
      tela('aih', 'AIH', 'fas/hospital-alt', PA.aihVer),
      tela('parametrizacao', 'Parametrização', 'fas/sliders-h', PA.parametrizacao, 'create'),
      tela('impressao', 'Impressão', 'fas/print', PA.imprimir),
      tela('assinatura-eletronica', 'Assinatura eletrônica', 'fas/key', PA.assinaturas),
      tela('impressao-faa-eletronica', 'FAA eletrônica', 'fas/file-export', PA.imprimir),
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
});
