import { defineModuloApi } from '../../lib/modulo.js';
import { seedAlmoxarifadoDemo } from './almoxarifado.demo.js';
import { baixaRoutes } from './baixa/baixa.routes.js';
import { balanceteRoutes } from './balancete/balancete.routes.js';
import { bnafarRoutes } from './bnafar/bnafar.routes.js';
import { impressaoDispensacaoRoutes } from './dispensacao-materiais/dispensacao.impressao.js';
import { dispensacaoMateriaisRoutes } from './dispensacao-materiais/dispensacao.routes.js';
import { entradaRoutes } from './entrada/entrada.routes.js';
import { estoqueLimiteRoutes } from './estoque-limite/estoque-limite.routes.js';
import { inicioAlmoxarifadoRoutes } from './inicio/inicio.routes.js';
import { inventarioRoutes } from './inventario/inventario.routes.js';
import { motivoBaixaRoutes } from './motivo-baixa/motivo-baixa.routes.js';
import { parametrizacaoAlmoxarifadoRoutes } from './parametrizacao/parametrizacao.routes.js';
import { relatoriosAlmoxarifadoRoutes } from './relatorios/relatorios.routes.js';
import { requisicaoRoutes } from './requisicao/requisicao.routes.js';
import { suprimentoRoutes } from './requisicao/suprimento.routes.js';
import { requisicaoAberturaFechamentoRoutes } from './requisicao-abertura-fechamento/requisicao-abertura-fechamento.routes.js';
import { requisicaoPendentePermissaoRoutes } from './requisicao-pendente-permissao/requisicao-pendente-permissao.routes.js';
import { saidaRoutes } from './saida/saida.routes.js';
import { transferenciaRoutes } from './transferencia/transferencia.routes.js';

/** Module almoxarifado (spec 000 §2.3, issue 18): the warehouse's screens over the stock engine (decision 0013). */
export const moduloAlmoxarifado = defineModuloApi({
  id: 'almoxarifado',
  registrar(app, deps) {
    deps.recursos.push(motivoBaixaRoutes(app));
    entradaRoutes(app);
    saidaRoutes(app);
    parametrizacaoAlmoxarifadoRoutes(app);
    transferenciaRoutes(app);
    baixaRoutes(app);
    requisicaoAberturaFechamentoRoutes(app);
    requisicaoRoutes(app);
    suprimentoRoutes(app);
    requisicaoPendentePermissaoRoutes(app);
    // inventory, closing, patient supplies, start page, limits and reports (issue 18, part 3)
    deps.recursos.push(estoqueLimiteRoutes(app));
    inicioAlmoxarifadoRoutes(app);
    inventarioRoutes(app);
    balanceteRoutes(app);
    dispensacaoMateriaisRoutes(app);
    impressaoDispensacaoRoutes(app);
    relatoriosAlmoxarifadoRoutes(app, deps);
    // the stock position to the national drug base (spec 001 §7; decision 0015)
    bnafarRoutes(app, deps);
  },
  seedDemo: seedAlmoxarifadoDemo,
});
