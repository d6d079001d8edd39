import { nomeCurtoPainel, TIPO_CHAMADA_PAINEL } from '@saude/shared';
import { defineModuloApi } from '../../lib/modulo.js';
import { aoChamar } from '../fila/index.js';
import { avisoRoutes } from './aviso/aviso.routes.js';
import { centroCustoPainelRoutes } from './centro-custo/centro-custo.routes.js';
import { publicarChamada } from './chamada.service.js';
import { MODULO_SENHA } from './constantes.js';
import { emissaoSenhaRoutes } from './emissao-senha/emissao-senha.routes.js';
import { encaminhamentoRoutes } from './encaminhamento/encaminhamento.routes.js';
import { chamadaSenhaRoutes } from './fila/chamada.routes.js';
import { filaSenhaRoutes } from './fila/fila.routes.js';
import { opcaoChamadaRoutes } from './opcao-chamada/opcao-chamada.routes.js';
import { opcaoEntradaRoutes } from './opcao-entrada/opcao-entrada.routes.js';
import { seedPainelSenhaDemo } from './painel-senha.demo.js';
import { parametrizacaoPainelSenhaRoutes } from './parametrizacao/parametrizacao.routes.js';
import { prioridadeRoutes } from './prioridade/prioridade.routes.js';
import { telaRoutes } from './tela/tela.routes.js';
import { conferirTelas, telaPorChave } from './tela-show/tela-acesso.js';
import { telaShowRoutes } from './tela-show/tela-show.routes.js';
import { tempoEsperaRoutes } from './tempo-espera/tempo-espera.routes.js';

/** Module painel-senha (issue 7): kiosk tickets, the counters' queue, the public TV screens and their registries. */
export const moduloPainelSenha = defineModuloApi({
  id: MODULO_SENHA,
  registrar(app, deps) {
    centroCustoPainelRoutes(app);
    deps.recursos.push(opcaoEntradaRoutes(app), opcaoChamadaRoutes(app), prioridadeRoutes(app));
    deps.recursos.push(tempoEsperaRoutes(app), encaminhamentoRoutes(app));
    deps.recursos.push(telaRoutes(app), avisoRoutes(app));
    parametrizacaoPainelSenhaRoutes(app);
    emissaoSenhaRoutes(app);
    telaShowRoutes(app);
    filaSenhaRoutes(app);
    chamadaSenhaRoutes(app);
    // the public TV screens enter /ws with their id and access key (plugins/tempo-real.ts)
    deps.tempoReal.registrarTelas({ porChave: telaPorChave, conferir: conferirTelas });
    // every call of every queue reaches the TV screens through the engine's listener (issue 7, issue 14): a
    // ticket by its code and counter; a patient (emergency care and the others) by the LGPD-safe short name
    // (or the social name) and the room
    aoChamar('painel-senha', (tx, ctx, c) =>
      publicarChamada(tx, ctx, {
        ...(c.modulo === MODULO_SENHA || c.nome === null
          ? { tipo: TIPO_CHAMADA_PAINEL.SENHA, texto: c.senha ?? '' }
          : { tipo: TIPO_CHAMADA_PAINEL.NOME, texto: nomeCurtoPainel(c.nome, c.nomeSocial) }),
        destino: c.destino,
        centroCustoId: c.centroCustoId,
        telaId: c.telaId,
        filaChamadaId: c.filaChamadaId,
        numero: c.numero,
      }),
    );
  },
  seedDemo: seedPainelSenhaDemo,
});
