import { classificacaoRiscoResource, PA, PERMISSAO_REGULARIZAR_PACIENTE } from '@saude/shared';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import { type ModuloWeb, rotasDaTela } from '../../lib/modulo';
import { rotasRelatoriosPa } from './relatorio/relatorio.routes';

const recepcao = () => import('./atendimento-recepcao/create.page');
const aihCreate = () => import('./aih/create.page');

/**
 * Module pronto-atendimento (spec 000 §2.3). The reception answers on its three spec routes (index,
 * paciente, create) with the same screen: search, pick, receive.
 */
export const moduloProntoAtendimento: ModuloWeb = {
  id: 'pronto-atendimento',
  rotas: [
    {
      path: '/pronto-atendimento',
      children: [
        rotasDoRecurso(classificacaoRiscoResource, {
          index: () => import('./classificacao-risco/index.page'),
          create: () => import('./classificacao-risco/create.page'),
          edit: () => import('./classificacao-risco/edit.page'),
        }),
        // index only (spec 000 §2.3): shifts are created and edited in a modal of the list
        rotasDaTela('plantao', { index: [() => import('./plantao/index.page'), PA.plantaoVer] }),
        // the life of the FAA (issue 6 step 7): index only, except the retroactive attendance (index, create)
        rotasDaTela('fechamento-faa', { index: [() => import('./fechamento-faa/index.page'), PA.fecharFaa] }),
        rotasDaTela('fechamento-faa-massa', { index: [() => import('./fechamento-faa-massa/index.page'), PA.fecharFaa] }),
        rotasDaTela('reabertura-atendimento', { index: [() => import('./reabertura-atendimento/index.page'), PA.reabrirFaa] }),
        rotasDaTela('cancelamento-evasao', { index: [() => import('./cancelamento-evasao/index.page'), PA.cancelarEvasao] }),
        rotasDaTela('paciente-busca', { index: [() => import('./paciente-busca/index.page'), PA.pacienteBusca] }),
        // the unknown patients still to regularise (issue 6): the reception's cadastro permission, not a PA one
        rotasDaTela('regularizacao-cadastro', {
          index: [() => import('./regularizacao-cadastro/index.page'), PERMISSAO_REGULARIZAR_PACIENTE],
        }),
        rotasDaTela('atendimento-retroativo', {
          index: [() => import('./atendimento-retroativo/index.page'), PA.retroativoCadastrar],
          create: [() => import('./atendimento-retroativo/create.page'), PA.retroativoCadastrar],
        }),
        // index only (spec 000 §2.3): prints, pending signatures and the signed FAAs (issue 6 step 7)
        rotasDaTela('impressao', { index: [() => import('./impressao/index.page'), PA.imprimir] }),
        rotasDaTela('assinatura-eletronica', { index: [() => import('./assinatura-eletronica/index.page'), PA.assinaturas] }),
        rotasDaTela('impressao-faa-eletronica', { index: [() => import('./impressao-faa-eletronica/index.page'), PA.imprimir] }),
        rotasDaTela('fila-atendimento', { index: [() => import('./fila-atendimento/index.page'), PA.filaVer] }),
        rotasDaTela(
          'atendimento-recepcao',
          {
            index: [recepcao, PA.recepcaoCadastrar],
            paciente: [recepcao, PA.recepcaoCadastrar],
            create: [recepcao, PA.recepcaoCadastrar],
          },
          { inicio: 'create' },
        ),
        rotasDaTela('atendimento-triagem', {
          index: [() => import('./atendimento-triagem/index.page'), PA.triagemVer],
          'create/:id/:plantaoId': [() => import('./atendimento-triagem/create.page'), PA.triagemCadastrar],
        }),
        // edit/{id}/{plantaoId} (spec 000 §2.3) opens for reading too: the actions follow the permissions
        rotasDaTela('exame-imagem', {
          index: [() => import('./exame-imagem/index.page'), PA.exameImagemVer],
          create: [() => import('./exame-imagem/create.page'), PA.exameImagemCadastrar],
          'edit/:id/:plantaoId': [() => import('./exame-imagem/edit.page'), PA.exameImagemVer],
        }),
        // aih/paciente and aih/create without a patient both start with the patient search
        rotasDaTela('aih', {
          index: [() => import('./aih/index.page'), PA.aihVer],
          paciente: [aihCreate, PA.aihCadastrar],
          'create/:pacienteId?': [aihCreate, PA.aihCadastrar],
          'edit/:id?': [() => import('./aih/edit.page'), PA.aihVer],
        }),
        rotasDaTela('parametrizacao', { create: [() => import('./parametrizacao/create.page'), PA.parametrizacao] }, { inicio: 'create' }),
        ...rotasRelatoriosPa,
        rotasDaTela('atendimento-enfermagem', {
          index: [() => import('./atendimento-enfermagem/index.page'), PA.enfermagemVer],
          'create/:id/:plantaoId': [() => import('./atendimento-enfermagem/create.page'), PA.enfermagemCadastrar],
        }),
        rotasDaTela('paciente-observacao', {
          index: [() => import('./paciente-observacao/index.page'), PA.observacaoVer],
          'create/:id/:plantaoId': [() => import('./paciente-observacao/create.page'), PA.observacaoCadastrar],
        }),
        rotasDaTela('assistencia-social', {
          index: [() => import('./assistencia-social/index.page'), PA.assistenciaSocialVer],
          create: [() => import('./assistencia-social/create.page'), PA.assistenciaSocialCadastrar],
          'edit/:id': [() => import('./assistencia-social/edit.page'), PA.assistenciaSocialEditar],
        }),
        rotasDaTela('atendimento-medico', {
          index: [() => import('./atendimento-medico/index.page'), PA.medicoVer],
          'create/:id/:plantaoId': [() => import('./atendimento-medico/create.page'), PA.medicoCadastrar],
        }),
      ],
    },
  ],
};
