import { MENU_INICIO, type MenuDef } from './menu.js';
import { moduloAdministracao } from './modules/administracao/index.js';
import { moduloAlmoxarifado } from './modules/almoxarifado/index.js';
import { moduloAmbulatorio } from './modules/ambulatorio/index.js';
import { moduloCadastro } from './modules/cadastro/index.js';
import { moduloExameImagem } from './modules/exame-imagem/index.js';
import { moduloExameLaboratorial } from './modules/exame-laboratorial/index.js';
import { moduloFarmacia } from './modules/farmacia/index.js';
import { moduloImunizacao } from './modules/imunizacao/index.js';
import { moduloPainelSenha } from './modules/painel-senha/index.js';
import { moduloParametrizacao } from './modules/parametrizacao/index.js';
import { moduloProntoAtendimento } from './modules/pronto-atendimento/index.js';
import { moduloTransportePaciente } from './modules/transporte-paciente/index.js';
import type { ModuloDef } from './modulo.js';

/**
 * Every module of the system, one line each, in menu display order (ARCHITECTURE §2: no directory
 * auto-loading). MENU, the permission catalogue, RECURSOS and the default roles' grants are assembled from
 * this list; a module declares what it brings in `modules/<modulo>/index.ts` (`defineModulo`).
 */
export const MODULOS: readonly ModuloDef[] = [
  moduloCadastro,
  moduloProntoAtendimento,
  moduloAmbulatorio,
  moduloAlmoxarifado,
  moduloFarmacia,
  moduloImunizacao,
  moduloExameLaboratorial,
  moduloExameImagem,
  moduloTransportePaciente,
  moduloPainelSenha,
  moduloParametrizacao,
  // the administration closes the menu
  moduloAdministracao,
];

/** The whole menu, in display order: the dashboard, then each module's group. The server filters it by permission. */
export const MENU: readonly MenuDef[] = [MENU_INICIO, ...MODULOS.flatMap((m) => m.menu)];

/**
 * What the product does today, in one pt-BR sentence built from the modules that exist (the login page says it):
 * a module that lands adds itself; nothing promises a module that is not there.
 */
export function descricaoDoProduto(modulos: readonly Pick<ModuloDef, 'nome' | 'anunciado'>[] = MODULOS): string {
  const nomes = modulos.filter((m) => m.anunciado !== false).map((m) => m.nome.toLowerCase());
  const lista = nomes.length > 1 ? `${nomes.slice(0, -1).join(', ')} e ${nomes.at(-1)}` : (nomes[0] ?? '');
  return `${lista.charAt(0).toUpperCase()}${lista.slice(1)} da rede municipal em um só lugar.`;
}
