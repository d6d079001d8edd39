import type { GrantsDoModulo } from '../../modulo.js';

/** What the default roles get of the registries (docs/registros.md); the administrator has everything. */
export const PAPEIS_CADASTRO: GrantsDoModulo = {
  // addresses are part of every patient registration
  recepcao: [
    'visualizar-cadastro-bairro',
    'cadastrar-cadastro-bairro',
    'visualizar-cadastro-logradouro',
    'cadastrar-cadastro-logradouro',
    // loteamento is part of the address; specialties and holidays are read when scheduling
    'visualizar-cadastro-loteamento',
    'visualizar-cadastro-especialidade',
    'visualizar-cadastro-feriado',
    // the patient record (issue 4): list, register, edit, block; allergens, medicines and insurers are picked in it
    'visualizar-cadastro-paciente',
    'cadastrar-cadastro-paciente',
    'editar-cadastro-paciente',
    'bloquear-cadastro-paciente',
    // the reception that registered an unknown patient regularises the record once the person is identified
    // (pronto-atendimento/regularizacao-cadastro, issue 6)
    'editar-cadastro-paciente-regularizacao',
    'visualizar-cadastro-alergia',
    'visualizar-cadastro-medicamento',
    'visualizar-cadastro-convenio-medico',
    // structure (docs/registros.md): units, sectors and rooms are picked on queue and referral screens
    'visualizar-cadastro-unidade',
    'visualizar-cadastro-setor',
    'visualizar-cadastro-sala',
  ],
  // the vaccination room is nursing: it reads the immunobiologicals, allergens and medicines
  enfermagem: [
    'visualizar-cadastro-paciente',
    'visualizar-cadastro-vacina',
    'visualizar-cadastro-alergia',
    'visualizar-cadastro-medicamento',
    // structure (docs/registros.md): rooms of the triage call, units and sectors of the queues
    'visualizar-cadastro-unidade',
    'visualizar-cadastro-setor',
    'visualizar-cadastro-sala',
  ],
  // the physician certifies the death (Declaração de Óbito); deleting one stays with the administrator
  medico: [
    'visualizar-cadastro-obito',
    'cadastrar-cadastro-obito',
    'editar-cadastro-obito',
    'visualizar-cadastro-especialidade',
    'visualizar-cadastro-paciente',
    // structure (docs/registros.md): the consulting room of the call, units and sectors of the queues
    'visualizar-cadastro-unidade',
    'visualizar-cadastro-setor',
    'visualizar-cadastro-sala',
    'visualizar-cadastro-medicamento',
  ],
  // medicines and the stock items they are dispensed as are the pharmacy's registries (docs/registros.md)
  farmacia: [
    'visualizar-cadastro-medicamento',
    'cadastrar-cadastro-medicamento',
    'editar-cadastro-medicamento',
    'visualizar-cadastro-material',
    'cadastrar-cadastro-material',
    'editar-cadastro-material',
    'visualizar-cadastro-grupo',
    'visualizar-cadastro-subgrupo',
    'visualizar-cadastro-fabricante',
    'visualizar-cadastro-fornecedor',
    'visualizar-cadastro-alergia',
  ],
  // the stock registries: groups, subgroups, items, manufacturers and suppliers (docs/registros.md)
  almoxarifado: [
    'visualizar-cadastro-grupo',
    'cadastrar-cadastro-grupo',
    'editar-cadastro-grupo',
    'visualizar-cadastro-subgrupo',
    'cadastrar-cadastro-subgrupo',
    'editar-cadastro-subgrupo',
    'visualizar-cadastro-material',
    'cadastrar-cadastro-material',
    'editar-cadastro-material',
    'visualizar-cadastro-fabricante',
    'cadastrar-cadastro-fabricante',
    'editar-cadastro-fabricante',
    'visualizar-cadastro-fornecedor',
    'cadastrar-cadastro-fornecedor',
    'editar-cadastro-fornecedor',
    'visualizar-cadastro-medicamento',
    'visualizar-cadastro-vacina',
  ],
  // referrals go to external units (docs/registros.md)
  regulacao: ['visualizar-cadastro-unidade-externa'],
  // reads the patient to find who needs social work
  'assistente-social': ['visualizar-cadastro-paciente'],
  // the outpatient scheduling desk (issue 17) finds the patient to book (registering stays with the reception)
  agendador: ['visualizar-cadastro-paciente'],
};
