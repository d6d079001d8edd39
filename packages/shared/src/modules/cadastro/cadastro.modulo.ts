import { itemDoRecurso } from '../../menu.js';
import { defineModulo } from '../../modulo.js';
import { alergiaResource } from './alergia.resource.js';
import { bairroResource } from './bairro.resource.js';
import { PAPEIS_CADASTRO } from './cadastro.papeis.js';
import { convenioMedicoResource } from './convenio-medico.resource.js';
import { especialidadeResource } from './especialidade.resource.js';
import { fabricanteResource } from './fabricante.resource.js';
import { feriadoResource } from './feriado.resource.js';
import { fornecedorResource } from './fornecedor.resource.js';
import { grupoResource } from './grupo.resource.js';
import { logradouroResource } from './logradouro.resource.js';
import { loteamentoResource } from './loteamento.resource.js';
import { materialResource } from './material.resource.js';
import { medicamentoResource } from './medicamento.resource.js';
import { obitoResource } from './obito.resource.js';
import { pacienteResource } from './paciente.resource.js';
import { PERMISSAO_PARAMETRIZACAO_CADASTRO } from './paciente-parametrizacao.js';
import { PERMISSOES_CADASTRO } from './permissoes.js';
import { salaResource } from './sala.resource.js';
import { servicoManutencaoResource } from './servico-manutencao.resource.js';
import { setorResource } from './setor.resource.js';
import { subgrupoResource } from './subgrupo.resource.js';
import { supervisorResource } from './supervisor.resource.js';
import { unidadeResource } from './unidade.resource.js';
import { unidadeExecutanteManutencaoResource } from './unidade-executante-manutencao.resource.js';
import { unidadeExternaResource } from './unidade-externa.resource.js';
import { PERMISSAO_UNIFICACAO } from './unificacao.js';
import { usuarioResource } from './usuario.resource.js';
import { vacinaResource } from './vacina.resource.js';

/** Cadastro: the registries every other module reads (docs/registros.md), the patient and the users. */
export const moduloCadastro = defineModulo({
  id: 'cadastro',
  nome: 'Cadastro',
  icone: 'fas/address-book',
  permissoes: PERMISSOES_CADASTRO,
  recursos: [
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
  ],
  papeis: PAPEIS_CADASTRO,
  menu: {
    id: 'cadastro',
    nome: 'Cadastro',
    link: '/cadastro',
    icone: 'fas/address-book',
    items: [
      itemDoRecurso(pacienteResource, 'Pacientes', 'fas/user-injured'),
      {
        id: 'cadastro.unificacao-usuario-paciente',
        nome: 'Unificação de pacientes',
        link: '/cadastro/unificacao-usuario-paciente/index',
        icone: 'fas/object-group',
        permissao: PERMISSAO_UNIFICACAO,
      },
      itemDoRecurso(bairroResource, 'Bairros', 'fas/map'),
      itemDoRecurso(logradouroResource, 'Logradouros', 'fas/road'),
      itemDoRecurso(unidadeResource, 'Unidades', 'fas/hospital'),
      itemDoRecurso(setorResource, 'Setores', 'fas/sitemap'),
      itemDoRecurso(salaResource, 'Salas', 'fas/door-open'),
      itemDoRecurso(unidadeExternaResource, 'Unidades externas', 'fas/hospital-alt'),
      itemDoRecurso(supervisorResource, 'Supervisores', 'fas/user-tie'),
      itemDoRecurso(grupoResource, 'Grupos', 'fas/layer-group'),
      itemDoRecurso(subgrupoResource, 'Subgrupos', 'fas/sitemap'),
      itemDoRecurso(materialResource, 'Materiais', 'fas/boxes'),
      itemDoRecurso(medicamentoResource, 'Medicamentos', 'fas/pills'),
      itemDoRecurso(vacinaResource, 'Vacinas', 'fas/syringe'),
      itemDoRecurso(fabricanteResource, 'Fabricantes', 'fas/industry'),
      itemDoRecurso(fornecedorResource, 'Fornecedores', 'fas/truck'),
      itemDoRecurso(alergiaResource, 'Alergias', 'fas/allergies'),
      itemDoRecurso(convenioMedicoResource, 'Convênios médicos', 'fas/hospital-user'),
      itemDoRecurso(loteamentoResource, 'Loteamentos', 'fas/map-signs'),
      itemDoRecurso(especialidadeResource, 'Especialidades', 'fas/stethoscope'),
      itemDoRecurso(feriadoResource, 'Feriados', 'fas/calendar-day'),
      itemDoRecurso(obitoResource, 'Óbitos', 'fas/cross'),
      itemDoRecurso(servicoManutencaoResource, 'Serviços de manutenção', 'fas/tools'),
      itemDoRecurso(unidadeExecutanteManutencaoResource, 'Unidades executantes de manutenção', 'fas/hard-hat'),
      itemDoRecurso(usuarioResource, 'Usuários', 'fas/users'),
      {
        id: 'cadastro.parametrizacao',
        nome: 'Parametrização',
        link: '/cadastro/parametrizacao/create',
        icone: 'fas/sliders-h',
        permissao: PERMISSAO_PARAMETRIZACAO_CADASTRO.visualizar,
      },
    ],
  },
});
