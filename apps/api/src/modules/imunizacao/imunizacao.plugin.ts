import { defineModuloApi } from '../../lib/modulo.js';
import { aplicacaoCampanhaRoutes } from './aplicacao-campanha/aplicacao-campanha.routes.js';
import { baixaRoutes } from './baixa/baixa.routes.js';
import { cadastroCampanhaRoutes } from './cadastro-campanha/cadastro-campanha.routes.js';
import { consultaEstoqueRoutes } from './consulta-estoque/consulta-estoque.routes.js';
import { distribuicaoRoutes } from './distribuicao/distribuicao.routes.js';
import { entradaRoutes } from './entrada/entrada.routes.js';
import { exportacaoRoutes } from './exportacao/exportacao.routes.js';
import { filaVacinacao } from './fila/fila.service.js';
import { impressaoImunizacaoRoutes } from './impressao/impressao.routes.js';
import { seedImunizacaoDemo } from './imunizacao.demo.js';
import { parametrizacaoImunizacaoRoutes } from './parametrizacao/parametrizacao.routes.js';
import { registroVacinacaoRoutes } from './registro/registro.routes.js';
import { relatoriosImunizacaoRoutes } from './relatorios/relatorios.routes.js';
import { requisicaoVacinaRoutes } from './requisicao/requisicao.routes.js';
import { salaVacinacaoRoutes } from './sala-vacinacao/sala-vacinacao.routes.js';

/** Module imunizacao (spec 000 §2.3 imunizacao, issue 20): vaccination rooms, the national calendar, records, campaigns. */
export const moduloImunizacao = defineModuloApi({
  id: 'imunizacao',
  registrar(app, deps) {
    deps.recursos.push(salaVacinacaoRoutes(app));
    entradaRoutes(app);
    consultaEstoqueRoutes(app);
    baixaRoutes(app);
    distribuicaoRoutes(app);
    requisicaoVacinaRoutes(app);
    filaVacinacao.rotas(app);
    filaVacinacao.registrarSenhas();
    registroVacinacaoRoutes(app);
    aplicacaoCampanhaRoutes(app);
    parametrizacaoImunizacaoRoutes(app);
    relatoriosImunizacaoRoutes(app, deps);
    cadastroCampanhaRoutes(app);
    exportacaoRoutes(app);
    impressaoImunizacaoRoutes(app);
  },
  seedDemo: seedImunizacaoDemo,
});
