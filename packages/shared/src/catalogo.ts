import { notificacaoResource } from './modules/administracao/notificacao.resource.js';
import { papelResource } from './modules/administracao/papel.resource.js';
import { permissaoResource } from './modules/administracao/permissao.resource.js';
import { bairroResource } from './modules/cadastro/bairro.resource.js';
import { logradouroResource } from './modules/cadastro/logradouro.resource.js';
import { PERMISSOES, type PermissaoDef } from './permissions.js';
import type { ResourceDef } from './resource/define-resource.js';

/** Every registry resource, listed explicitly (ARCHITECTURE §2: no directory auto-loading). */
export const RECURSOS: readonly ResourceDef[] = [papelResource, permissaoResource, notificacaoResource, bairroResource, logradouroResource];

/** The whole permission catalogue: hand-declared permissions plus those derived from resources. */
export const CATALOGO_PERMISSOES: readonly PermissaoDef[] = [...PERMISSOES, ...RECURSOS.flatMap((r) => r.permissaoDefs)];

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
