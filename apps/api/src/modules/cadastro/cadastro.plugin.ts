import { defineModuloApi } from '../../lib/modulo.js';
import { alergiaRoutes } from './alergia/alergia.routes.js';
import { bairroRoutes } from './bairro/bairro.routes.js';
import { seedCadastroDemo } from './cadastro.demo.js';
import { convenioMedicoRoutes } from './convenio-medico/convenio-medico.routes.js';
import { especialidadeRoutes } from './especialidade/especialidade.routes.js';
import { fabricanteRoutes } from './fabricante/fabricante.routes.js';
import { feriadoRoutes } from './feriado/feriado.routes.js';
import { fornecedorRoutes } from './fornecedor/fornecedor.routes.js';
import { grupoRoutes } from './grupo/grupo.routes.js';
import { logradouroRoutes } from './logradouro/logradouro.routes.js';
import { loteamentoRoutes } from './loteamento/loteamento.routes.js';
import { materialRoutes } from './material/material.routes.js';
import { medicamentoRoutes } from './medicamento/medicamento.routes.js';
import { obitoRoutes } from './obito/obito.routes.js';
import { domicilioRoutes } from './paciente/domicilio/domicilio.routes.js';
import { pacienteRoutes } from './paciente/paciente.routes.js';
import { parametrizacaoCadastroRoutes } from './parametrizacao/parametrizacao.routes.js';
import { salaRoutes } from './sala/sala.routes.js';
import { servicoManutencaoRoutes } from './servico-manutencao/servico-manutencao.routes.js';
import { setorRoutes } from './setor/setor.routes.js';
import { subgrupoRoutes } from './subgrupo/subgrupo.routes.js';
import { supervisorRoutes } from './supervisor/supervisor.routes.js';
import { unidadeRoutes } from './unidade/unidade.routes.js';
import { unidadeExecutanteManutencaoRoutes } from './unidade-executante-manutencao/unidade-executante-manutencao.routes.js';
import { unidadeExternaRoutes } from './unidade-externa/unidade-externa.routes.js';
import { unificacaoUsuarioPacienteRoutes } from './unificacao-usuario-paciente/unificacao-usuario-paciente.routes.js';
import { usuarioRoutes } from './usuario/usuario.routes.js';
import { usuarioPerfilRoutes } from './usuario-perfil/usuario-perfil.routes.js';
import { vacinaRoutes } from './vacina/vacina.routes.js';

/** Module cadastro: the registries (units, sectors, rooms, users, streets, supplies, patients, ...). */
export const moduloCadastro = defineModuloApi({
  id: 'cadastro',
  registrar(app, deps) {
    usuarioPerfilRoutes(app);
    deps.recursos.push(bairroRoutes(app), logradouroRoutes(app));
    domicilioRoutes(app);
    unificacaoUsuarioPacienteRoutes(app);
    deps.recursos.push(especialidadeRoutes(app), feriadoRoutes(app), loteamentoRoutes(app), obitoRoutes(app));
    deps.recursos.push(servicoManutencaoRoutes(app), unidadeExecutanteManutencaoRoutes(app));
    deps.recursos.push(unidadeRoutes(app), setorRoutes(app), salaRoutes(app), unidadeExternaRoutes(app), supervisorRoutes(app));
    deps.recursos.push(usuarioRoutes(app, deps));
    deps.recursos.push(grupoRoutes(app), subgrupoRoutes(app), fabricanteRoutes(app), fornecedorRoutes(app));
    deps.recursos.push(materialRoutes(app), medicamentoRoutes(app), vacinaRoutes(app));
    deps.recursos.push(alergiaRoutes(app), convenioMedicoRoutes(app));
    deps.recursos.push(pacienteRoutes(app));
    parametrizacaoCadastroRoutes(app);
  },
  seedDemo: seedCadastroDemo,
});
