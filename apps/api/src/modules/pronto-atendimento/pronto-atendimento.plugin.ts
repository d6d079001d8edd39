import { registrarFonteExamesSolicitados } from '../../lib/clinico/exames-solicitados.js';
import { registrarFonteReceitas } from '../../lib/clinico/receitas-emitidas.js';
import { defineModuloApi } from '../../lib/modulo.js';
import { aihRoutes } from './aih/aih.routes.js';
import { assinaturaEletronicaRoutes } from './assinatura-eletronica/assinatura-eletronica.routes.js';
import { assistenciaSocialRoutes } from './assistencia-social/assistencia-social.routes.js';
import { atendimentoMedicoRoutes } from './atendimento-medico/atendimento-medico.routes.js';
import { fonteReceitasProntoAtendimento } from './atendimento-medico/receitas-emitidas.fonte.js';
import { atendimentoRetroativoRoutes } from './atendimento-retroativo/atendimento-retroativo.routes.js';
import { cancelamentoEvasaoRoutes } from './cancelamento-evasao/cancelamento-evasao.routes.js';
import { classificacaoRiscoRoutes } from './classificacao-risco/classificacao-risco.routes.js';
import { enfermagemRoutes } from './enfermagem/enfermagem.routes.js';
import { exameImagemRoutes } from './exame-imagem/exame-imagem.routes.js';
import { fonteExamesProntoAtendimento } from './exame-imagem/exames-solicitados.fonte.js';
import { fechamentoFaaRoutes } from './fechamento-faa/fechamento-faa.routes.js';
import { filaProntoAtendimentoRoutes } from './fila/fila.routes.js';
import { impressaoProntoAtendimentoRoutes } from './impressao/impressao.routes.js';
import { impressaoFaaEletronicaRoutes } from './impressao-faa-eletronica/impressao-faa-eletronica.routes.js';
import { pacienteBuscaRoutes } from './paciente-busca/paciente-busca.routes.js';
import { pacienteObservacaoRoutes } from './paciente-observacao/paciente-observacao.routes.js';
import { parametrizacaoPaRoutes } from './parametrizacao/parametrizacao.routes.js';
import { plantaoRoutes } from './plantao/plantao.routes.js';
import { seedProntoAtendimentoModuloDemo } from './pronto-atendimento.demo.js';
import { reaberturaAtendimentoRoutes } from './reabertura-atendimento/reabertura-atendimento.routes.js';
import { recepcaoRoutes } from './recepcao/recepcao.routes.js';
import { regularizacaoCadastroRoutes } from './regularizacao-cadastro/regularizacao-cadastro.routes.js';
import { relatoriosProntoAtendimentoRoutes } from './relatorios/relatorios.routes.js';
import { triagemListaRoutes } from './triagem/triagem.lista.js';
import { triagemRoutes } from './triagem/triagem.routes.js';

/** Module pronto-atendimento (issue 6): the emergency care's queues, attendance, closing, reports and prints. */
export const moduloProntoAtendimento = defineModuloApi({
  id: 'pronto-atendimento',
  nucleo() {
    registrarFonteReceitas(fonteReceitasProntoAtendimento);
    registrarFonteExamesSolicitados(fonteExamesProntoAtendimento);
  },
  registrar(app, deps) {
    filaProntoAtendimentoRoutes(app);
    recepcaoRoutes(app);
    triagemRoutes(app);
    triagemListaRoutes(app);
    atendimentoMedicoRoutes(app);
    exameImagemRoutes(app);
    aihRoutes(app);
    parametrizacaoPaRoutes(app);
    enfermagemRoutes(app);
    pacienteObservacaoRoutes(app);
    assistenciaSocialRoutes(app);
    deps.recursos.push(classificacaoRiscoRoutes(app));
    plantaoRoutes(app);
    fechamentoFaaRoutes(app);
    reaberturaAtendimentoRoutes(app);
    cancelamentoEvasaoRoutes(app);
    pacienteBuscaRoutes(app);
    regularizacaoCadastroRoutes(app);
    atendimentoRetroativoRoutes(app);
    relatoriosProntoAtendimentoRoutes(app, deps);
    impressaoProntoAtendimentoRoutes(app);
    assinaturaEletronicaRoutes(app);
    impressaoFaaEletronicaRoutes(app);
  },
  seedDemo: seedProntoAtendimentoModuloDemo,
});
