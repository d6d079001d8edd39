import { notificacaoResource } from './modules/administracao/notificacao.resource.js';
import { papelResource } from './modules/administracao/papel.resource.js';
import { permissaoResource } from './modules/administracao/permissao.resource.js';
import { alergiaResource } from './modules/cadastro/alergia.resource.js';
import { bairroResource } from './modules/cadastro/bairro.resource.js';
import { convenioMedicoResource } from './modules/cadastro/convenio-medico.resource.js';
import { especialidadeResource } from './modules/cadastro/especialidade.resource.js';
import { fabricanteResource } from './modules/cadastro/fabricante.resource.js';
import { feriadoResource } from './modules/cadastro/feriado.resource.js';
import { fornecedorResource } from './modules/cadastro/fornecedor.resource.js';
import { grupoResource } from './modules/cadastro/grupo.resource.js';
import { logradouroResource } from './modules/cadastro/logradouro.resource.js';
import { loteamentoResource } from './modules/cadastro/loteamento.resource.js';
import { materialResource } from './modules/cadastro/material.resource.js';
import { medicamentoResource } from './modules/cadastro/medicamento.resource.js';
import { obitoResource } from './modules/cadastro/obito.resource.js';
import { pacienteResource } from './modules/cadastro/paciente.resource.js';
import { salaResource } from './modules/cadastro/sala.resource.js';
import { servicoManutencaoResource } from './modules/cadastro/servico-manutencao.resource.js';
import { setorResource } from './modules/cadastro/setor.resource.js';
import { subgrupoResource } from './modules/cadastro/subgrupo.resource.js';
import { supervisorResource } from './modules/cadastro/supervisor.resource.js';
import { unidadeResource } from './modules/cadastro/unidade.resource.js';
import { unidadeExecutanteManutencaoResource } from './modules/cadastro/unidade-executante-manutencao.resource.js';
import { unidadeExternaResource } from './modules/cadastro/unidade-externa.resource.js';
import { usuarioResource } from './modules/cadastro/usuario.resource.js';
import { vacinaResource } from './modules/cadastro/vacina.resource.js';
import { avisoResource } from './modules/painel-senha/aviso.resource.js';
import { encaminhamentoResource } from './modules/painel-senha/encaminhamento.resource.js';
import { opcaoChamadaResource } from './modules/painel-senha/opcao-chamada.resource.js';
import { opcaoEntradaResource } from './modules/painel-senha/opcao-entrada.resource.js';
import { prioridadeResource } from './modules/painel-senha/prioridade.resource.js';
import { telaResource } from './modules/painel-senha/tela.resource.js';
import { tempoEsperaResource } from './modules/painel-senha/tempo-espera.resource.js';
import { exameResource, kitExameResource, procedimentoCirurgicoResource, procedimentoResource } from './modules/parametrizacao/index.js';
import { classificacaoRiscoResource } from './modules/pronto-atendimento/classificacao-risco.resource.js';
import { PERMISSOES, type PermissaoDef } from './permissions.js';
import type { ResourceDef } from './resource/define-resource.js';

/** Every registry resource, listed explicitly (ARCHITECTURE §2: no directory auto-loading). */
export const RECURSOS: readonly ResourceDef[] = [
  papelResource,
  permissaoResource,
  notificacaoResource,
  bairroResource,
  logradouroResource,
  grupoResource,
  subgrupoResource,
  fabricanteResource,
  fornecedorResource,
  materialResource,
  medicamentoResource,
  vacinaResource,
  alergiaResource,
  convenioMedicoResource,
  especialidadeResource,
  feriadoResource,
  loteamentoResource,
  servicoManutencaoResource,
  unidadeExecutanteManutencaoResource,
  obitoResource,
  unidadeResource,
  setorResource,
  salaResource,
  unidadeExternaResource,
  supervisorResource,
  usuarioResource,
  pacienteResource,
  exameResource,
  kitExameResource,
  procedimentoResource,
  procedimentoCirurgicoResource,
  classificacaoRiscoResource,
  opcaoEntradaResource,
  opcaoChamadaResource,
  prioridadeResource,
  tempoEsperaResource,
  encaminhamentoResource,
  telaResource,
  avisoResource,
];

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
