import type { ComponentType } from 'react';
import type { ModuloWeb } from './lib/modulo';
import { moduloAdministracao } from './modules/administracao';
import { moduloAlmoxarifado } from './modules/almoxarifado';
import { moduloAmbulatorio } from './modules/ambulatorio';
import { moduloCadastro } from './modules/cadastro';
import { moduloExameImagem } from './modules/exame-imagem';
import { moduloExameLaboratorial } from './modules/exame-laboratorial';
import { moduloFarmacia } from './modules/farmacia';
import { moduloImunizacao } from './modules/imunizacao';
import { moduloPainelSenha } from './modules/painel-senha';
import { moduloParametrizacao } from './modules/parametrizacao';
import { moduloProntoAtendimento } from './modules/pronto-atendimento';
import { moduloTransportePaciente } from './modules/transporte-paciente';

/**
 * The web's modules, one line each (issue 14). The router places their routes; the menu comes from
 * the server (built from each module's declaration in `@saude/shared`), its icons from the common set
 * plus each module's `icones`. `modulos.test.ts` keeps modules apart.
 */
export const MODULOS_WEB: readonly ModuloWeb[] = [
  moduloCadastro,
  moduloParametrizacao,
  moduloAdministracao,
  moduloProntoAtendimento,
  moduloPainelSenha,
  moduloAmbulatorio,
  moduloAlmoxarifado,
  moduloFarmacia,
  moduloImunizacao,
  moduloExameLaboratorial,
  moduloExameImagem,
  moduloTransportePaciente,
];

/** The menu icons the modules bring beyond the common set (`layouts/logged-in/menu-icons.tsx`). */
export const ICONES_DOS_MODULOS: Readonly<Record<string, ComponentType>> = Object.assign({}, ...MODULOS_WEB.map((m) => m.icones ?? {}));
