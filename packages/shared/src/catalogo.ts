import { MODULOS } from './modulos.js';
import type { PermissaoDef } from './permissions.js';
import type { RelatorioDef } from './relatorio.js';
import type { ResourceDef } from './resource/define-resource.js';

/** Every registry resource, gathered from the modules' declarations (MODULOS). */
export const RECURSOS: readonly ResourceDef[] = MODULOS.flatMap((m) => m.recursos);

/** The hand-declared permissions of every module (resources derive theirs). */
export const PERMISSOES: readonly PermissaoDef[] = MODULOS.flatMap((m) => m.permissoes);

/** The whole permission catalogue: hand-declared permissions plus those derived from resources. */
export const CATALOGO_PERMISSOES: readonly PermissaoDef[] = [...PERMISSOES, ...RECURSOS.flatMap((r) => r.permissaoDefs)];

/** Every report declaration, gathered from the modules. */
export const RELATORIOS: readonly RelatorioDef[] = MODULOS.flatMap((m) => m.relatorios);

/** Module names as shown in the permission matrix. */
export const MODULO_NOME: Record<string, string> = {
  administracao: 'Administração',
  almoxarifado: 'Almoxarifado',
  ambulatorio: 'Ambulatório',
  'atencao-basica': 'Atenção Básica',
  bpa: 'BPA',
  cadastro: 'Cadastro',
  'exame-imagem': 'Exames de Imagem',
  'exame-laboratorial': 'Exames Laboratoriais',
  farmacia: 'Farmácia',
  imunizacao: 'Imunização',
  integracao: 'Integração',
  manutencao: 'Manutenção',
  'painel-senha': 'Painel de Senhas',
  parametrizacao: 'Parametrização',
  'pronto-atendimento': 'Pronto Atendimento',
  raas: 'RAAS',
  regulacao: 'Regulação',
  'transporte-paciente': 'Transporte de Pacientes',
  'web-service': 'Web Service',
};
