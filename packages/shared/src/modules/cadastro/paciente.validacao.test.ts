import { describe, expect, it } from 'vitest';
import { type ParametrosPaciente, pacienteSchema, validarPaciente } from './paciente.resource.js';

const par: ParametrosPaciente = {
  permitirCadastroSimplificado: true,
  exigirCpfOuCns: true,
  idadeCpfObrigatorio: 0,
  exigirTelefone: false,
  exigirEndereco: false,
  termosInvalidos: ['teste', 'não informado'],
};
const valido = {
  nome: 'Maria da Conceição',
  sexoId: 1,
  dataNascimento: '1985-03-12',
  nomeMae: 'Josefa da Silva',
  desconheceNomePai: true,
  racaCorId: 4,
  nacionalidadeId: 1,
  municipioNascimentoId: 2606002,
  cpf: '529.982.247-25',
};
const porCampo = (problemas: [(string | number)[], string][]) => Object.fromEntries(problemas.map(([p, m]) => [p.join('.'), m]));

describe('validarPaciente: every rule without the database in one pass (issue 16 item 7)', () => {
  it('accepts a valid record with the same values as the schema', () => {
    const r = validarPaciente(valido, par);
    expect(r.problemas).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.dados).toEqual(pacienteSchema.parse(valido));
  });

  it('reports field rules, rules between fields and the settings rules together', () => {
    const r = validarPaciente(
      {
        ...valido,
        cpf: null,
        sexoId: 'x',
        nomeMae: 'Não informado da Silva',
        dataNaturalizacao: '2010-01-01',
        carteiraNacionalHabilitacao: { numero: '123', dataEmissao: '2020-01-01', dataValidade: '2019-01-01' },
      },
      par,
    );
    expect(r.ok).toBe(false);
    expect(porCampo(r.problemas)).toEqual({
      sexoId: 'O campo Sexo é obrigatório.',
      'carteiraNacionalHabilitacao.numero': 'O campo Número da CNH deve conter 11 caracteres',
      'carteiraNacionalHabilitacao.dataValidade': 'Validade da CNH deve ser maior ou igual a data de emissão',
      dataNaturalizacao: 'Data de naturalização só se aplica a naturalizados.',
      nomeMae: 'Nome da mãe possui um termo inválido: "Não informado".',
      cpf: 'Informe o CPF ou o CNS (ou marque "Sem documentos").',
      cns: 'Informe o CPF ou o CNS (ou marque "Sem documentos").',
    });
    // the schema alone stops at the invalid sex: the other rules would come one save later
    const s = pacienteSchema.safeParse({ ...valido, cpf: null, sexoId: 'x', nomeMae: 'Não informado da Silva' });
    expect(s.error?.issues.map((i) => i.path.join('.'))).toEqual(['sexoId']);
  });

  it('an invalid CPF is not also reported as missing (nor is the CNS asked for)', () => {
    const r = validarPaciente({ ...valido, cpf: '123.456.789-00', nome: 'TESTE' }, par);
    expect(porCampo(r.problemas)).toEqual({ cpf: 'O CPF informado é inválido.', nome: 'Digite um Nome e Sobrenome válidos.' });
  });

  it('without the settings, only the rules of the schema run', () => {
    expect(validarPaciente({ ...valido, cpf: null, nome: 'Maria Teste' }).ok).toBe(true);
  });
});
