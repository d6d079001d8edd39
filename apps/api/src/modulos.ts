import type { ModuloApi } from './lib/modulo.js';
import { moduloAdministracao } from './modules/administracao/administracao.plugin.js';
import { moduloAgenda } from './modules/agenda/agenda.plugin.js';
import { moduloAlmoxarifado } from './modules/almoxarifado/almoxarifado.plugin.js';
import { moduloAmbulatorio } from './modules/ambulatorio/ambulatorio.plugin.js';
import { moduloAssinatura } from './modules/assinatura/assinatura.plugin.js';
import { moduloCadastro } from './modules/cadastro/cadastro.plugin.js';
import { moduloEstoque } from './modules/estoque/estoque.plugin.js';
import { moduloExameImagem } from './modules/exame-imagem/exame-imagem.plugin.js';
import { moduloExameLaboratorial } from './modules/exame-laboratorial/exame-laboratorial.plugin.js';
import { moduloFarmacia } from './modules/farmacia/farmacia.plugin.js';
import { moduloFila } from './modules/fila/fila.plugin.js';
import { moduloGeral } from './modules/geral/geral.plugin.js';
import { moduloImunizacao } from './modules/imunizacao/imunizacao.plugin.js';
import { moduloPainelSenha } from './modules/painel-senha/painel-senha.plugin.js';
import { moduloParametrizacao } from './modules/parametrizacao/parametrizacao.plugin.js';
import { moduloProntoAtendimento } from './modules/pronto-atendimento/pronto-atendimento.plugin.js';
import { moduloTransportePaciente } from './modules/transporte-paciente/transporte-paciente.plugin.js';

/**
 * Every module of the API, one line each (issue 14). `app.ts` registers them in this order and the demo
 * seed runs their `seedDemo` in this order too: a module comes after the ones whose data it cites.
 */
export const MODULOS_API: readonly ModuloApi[] = [
  moduloAdministracao,
  moduloCadastro,
  moduloParametrizacao,
  moduloProntoAtendimento,
  moduloPainelSenha,
  moduloAmbulatorio,
  // cross-cutting areas
  moduloGeral,
  moduloAssinatura,
  moduloFila,
  moduloAgenda,
  moduloEstoque,
  moduloAlmoxarifado,
  moduloFarmacia,
  moduloImunizacao,
  moduloExameLaboratorial,
  moduloExameImagem,
  moduloTransportePaciente,
];
