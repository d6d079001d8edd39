import { itemDoRecurso } from '../../menu.js';
import { defineModulo } from '../../modulo.js';
import { avisoResource } from './aviso.resource.js';
import { encaminhamentoResource } from './encaminhamento.resource.js';
import { opcaoChamadaResource } from './opcao-chamada.resource.js';
import { opcaoEntradaResource } from './opcao-entrada.resource.js';
import { PERMISSOES_PAINEL_SENHA, PS } from './permissoes.js';
import { prioridadeResource } from './prioridade.resource.js';
import { telaResource } from './tela.resource.js';
import { tempoEsperaResource } from './tempo-espera.resource.js';

/** Painel de senhas (issue 7): the kiosk, the counter's ticket queue, the TV screens and their registries. */
export const moduloPainelSenha = defineModulo({
  id: 'painel-senha',
  nome: 'Painel de Senhas',
  icone: 'fas/ticket-alt',
  permissoes: PERMISSOES_PAINEL_SENHA,
  recursos: [
    opcaoEntradaResource,
    opcaoChamadaResource,
    prioridadeResource,
    tempoEsperaResource,
    encaminhamentoResource,
    telaResource,
    avisoResource,
  ],
  papeis: {
    // issue a ticket at the desk, call and answer the tickets at the counter
    recepcao: [PS.emitir, PS.filaVer, PS.filaOperar],
    // the kiosk's own user (painel-senha/emissao-senha/externo): nothing else, by design
    totem: [PS.emitir],
  },
  menu: {
    id: 'painel-senha',
    nome: 'Painel de senhas',
    link: '/painel-senha',
    icone: 'fas/ticket-alt',
    items: [
      {
        id: 'painel-senha.emissao-senha',
        nome: 'Emissão de senha',
        link: '/painel-senha/emissao-senha/create',
        icone: 'fas/ticket-alt',
        permissao: PS.emitir,
      },
      {
        id: 'painel-senha.fila-atendimento',
        nome: 'Fila de senhas',
        link: '/painel-senha/fila-atendimento/index',
        icone: 'fas/clipboard-list',
        permissao: PS.filaVer,
      },
      itemDoRecurso(opcaoEntradaResource, 'Opções de entrada', 'fas/door-open'),
      itemDoRecurso(opcaoChamadaResource, 'Locais de chamada', 'fas/map-signs'),
      itemDoRecurso(prioridadeResource, 'Prioridades', 'fas/user-injured'),
      itemDoRecurso(tempoEsperaResource, 'Tempos de espera', 'fas/calendar-day'),
      itemDoRecurso(encaminhamentoResource, 'Encaminhamentos', 'fas/map-signs'),
      itemDoRecurso(telaResource, 'Telas (TV)', 'fas/tv'),
      itemDoRecurso(avisoResource, 'Avisos', 'fas/bell'),
      {
        id: 'painel-senha.parametrizacao',
        nome: 'Parametrização',
        link: '/painel-senha/parametrizacao/create',
        icone: 'fas/sliders-h',
        permissao: PS.parametrizacao,
      },
    ],
  },
});
