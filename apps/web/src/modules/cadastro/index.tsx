import {
  alergiaResource,
  bairroResource,
  convenioMedicoResource,
  especialidadeResource,
  fabricanteResource,
  feriadoResource,
  fornecedorResource,
  grupoResource,
  logradouroResource,
  loteamentoResource,
  materialResource,
  medicamentoResource,
  obitoResource,
  PERMISSAO_PARAMETRIZACAO_CADASTRO,
  PERMISSAO_UNIFICACAO,
  pacienteResource,
  salaResource,
  servicoManutencaoResource,
  setorResource,
  subgrupoResource,
  supervisorResource,
  unidadeExecutanteManutencaoResource,
  unidadeExternaResource,
  unidadeResource,
  usuarioResource,
  vacinaResource,
} from '@saude/shared';
import { rotasDoRecurso } from '../../components/crud/resource-routes';
import { page } from '../../lib/lazy-page';
import type { ModuloWeb } from '../../lib/modulo';

/** Module cadastro (spec 000 §2.3). usuario-perfil is the user's own profile, a single page. */
export const moduloCadastro: ModuloWeb = {
  id: 'cadastro',
  rotas: [
    {
      path: '/cadastro',
      children: [
        { path: 'usuario-perfil', lazy: page(() => import('./usuario-perfil/index.page')) },
        {
          path: 'unificacao-usuario-paciente/index',
          lazy: page(() => import('./unificacao-usuario-paciente/index.page'), { permission: PERMISSAO_UNIFICACAO }),
        },
        rotasDoRecurso(
          pacienteResource,
          {
            index: () => import('./paciente/index.page'),
            create: () => import('./paciente/create.page'),
            edit: () => import('./paciente/edit.page'),
          },
          { editarSomenteLeitura: true },
        ),
        {
          path: 'parametrizacao/create',
          lazy: page(() => import('./parametrizacao/create.page'), { permission: PERMISSAO_PARAMETRIZACAO_CADASTRO.visualizar }),
        },
        rotasDoRecurso(bairroResource, {
          index: () => import('./bairro/index.page'),
          create: () => import('./bairro/create.page'),
          edit: () => import('./bairro/edit.page'),
        }),
        rotasDoRecurso(logradouroResource, {
          index: () => import('./logradouro/index.page'),
          create: () => import('./logradouro/create.page'),
          edit: () => import('./logradouro/edit.page'),
        }),
        rotasDoRecurso(loteamentoResource, {
          index: () => import('./loteamento/index.page'),
          create: () => import('./loteamento/create.page'),
          edit: () => import('./loteamento/edit.page'),
        }),
        rotasDoRecurso(especialidadeResource, {
          index: () => import('./especialidade/index.page'),
          create: () => import('./especialidade/create.page'),
          edit: () => import('./especialidade/edit.page'),
        }),
        rotasDoRecurso(feriadoResource, {
          index: () => import('./feriado/index.page'),
          create: () => import('./feriado/create.page'),
          edit: () => import('./feriado/edit.page'),
        }),
        rotasDoRecurso(obitoResource, {
          index: () => import('./obito/index.page'),
          create: () => import('./obito/create.page'),
          edit: () => import('./obito/edit.page'),
        }),
        rotasDoRecurso(servicoManutencaoResource, {
          index: () => import('./servico-manutencao/index.page'),
          create: () => import('./servico-manutencao/create.page'),
          edit: () => import('./servico-manutencao/edit.page'),
        }),
        rotasDoRecurso(unidadeExecutanteManutencaoResource, {
          index: () => import('./unidade-executante-manutencao/index.page'),
          create: () => import('./unidade-executante-manutencao/create.page'),
          edit: () => import('./unidade-executante-manutencao/edit.page'),
        }),
        rotasDoRecurso(unidadeResource, {
          index: () => import('./unidade/index.page'),
          create: () => import('./unidade/create.page'),
          edit: () => import('./unidade/edit.page'),
        }),
        rotasDoRecurso(setorResource, {
          index: () => import('./setor/index.page'),
          create: () => import('./setor/create.page'),
          edit: () => import('./setor/edit.page'),
        }),
        rotasDoRecurso(salaResource, {
          index: () => import('./sala/index.page'),
          create: () => import('./sala/create.page'),
          edit: () => import('./sala/edit.page'),
        }),
        rotasDoRecurso(unidadeExternaResource, {
          index: () => import('./unidade-externa/index.page'),
          create: () => import('./unidade-externa/create.page'),
          edit: () => import('./unidade-externa/edit.page'),
        }),
        rotasDoRecurso(supervisorResource, {
          index: () => import('./supervisor/index.page'),
          create: () => import('./supervisor/create.page'),
          edit: () => import('./supervisor/edit.page'),
        }),
        rotasDoRecurso(usuarioResource, {
          index: () => import('./usuario/index.page'),
          create: () => import('./usuario/create.page'),
          edit: () => import('./usuario/edit.page'),
        }),
        rotasDoRecurso(grupoResource, {
          index: () => import('./grupo/index.page'),
          create: () => import('./grupo/create.page'),
          edit: () => import('./grupo/edit.page'),
        }),
        rotasDoRecurso(subgrupoResource, {
          index: () => import('./subgrupo/index.page'),
          create: () => import('./subgrupo/create.page'),
          edit: () => import('./subgrupo/edit.page'),
        }),
        rotasDoRecurso(fabricanteResource, {
          index: () => import('./fabricante/index.page'),
          create: () => import('./fabricante/create.page'),
          edit: () => import('./fabricante/edit.page'),
        }),
        rotasDoRecurso(fornecedorResource, {
          index: () => import('./fornecedor/index.page'),
          create: () => import('./fornecedor/create.page'),
          edit: () => import('./fornecedor/edit.page'),
        }),
        rotasDoRecurso(materialResource, {
          index: () => import('./material/index.page'),
          create: () => import('./material/create.page'),
          edit: () => import('./material/edit.page'),
        }),
        rotasDoRecurso(medicamentoResource, {
          index: () => import('./medicamento/index.page'),
          create: () => import('./medicamento/create.page'),
          edit: () => import('./medicamento/edit.page'),
        }),
        rotasDoRecurso(vacinaResource, {
          index: () => import('./vacina/index.page'),
          create: () => import('./vacina/create.page'),
          edit: () => import('./vacina/edit.page'),
        }),
        rotasDoRecurso(alergiaResource, {
          index: () => import('./alergia/index.page'),
          create: () => import('./alergia/create.page'),
          edit: () => import('./alergia/edit.page'),
        }),
        rotasDoRecurso(convenioMedicoResource, {
          index: () => import('./convenio-medico/index.page'),
          create: () => import('./convenio-medico/create.page'),
          edit: () => import('./convenio-medico/edit.page'),
        }),
      ],
    },
  ],
};
