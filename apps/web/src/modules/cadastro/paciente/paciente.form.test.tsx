import { pacienteCriarSchema, pacienteDuplicadosSchema, pacienteListaSchema, pacienteModeloSchema, pacienteResource } from '@saude/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';
import { formularioPaciente, modeloPaciente } from './paciente.fixtures';

const P = pacienteResource.permissoes;
const opcao = (nome: string) => {
  const el = screen.queryAllByTitle(nome).find((e) => e.classList.contains('ant-select-item-option'));
  if (!el) throw new Error(`opção ${nome} não está na lista`);
  return el;
};
describe('paciente (formulário)', () => {
  it('masks CPF, CNS and phones, shows the spec messages, sends multipart without masks and handles the duplicates dialog', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    let tentativa = 0;
    const api = mockApi({
      'GET /api/cadastro/paciente/create': wireDe(pacienteCriarSchema, { form: formularioPaciente({ termosInvalidos: ['teste'] }) }),
      'GET /api/cadastro/paciente/datatable': wireDe(pacienteListaSchema, {
        draw: 1,
        recordsTotal: 0,
        recordsFiltered: 0,
        contagemLimitada: false,
        data: [],
      }),
      'GET /api/intranet/municipio/autocomplete': wire({ data: [{ id: 2606002, label: 'Garanhuns - PE' }] }),
      'POST /api/cadastro/paciente': () =>
        ++tentativa === 1
          ? reply(
              409,
              wireDe(pacienteDuplicadosSchema, {
                message: 'Já existe paciente parecido.',
                duplicados: [{ id: 9, label: 'MARIA DA SILVA — 12/03/1985' }],
              }),
            )
          : wireDe(pacienteModeloSchema, modeloPaciente({ id: 10 })),
    });
    // pointer-events checks call getComputedStyle up the tree: very slow on a form this large under jsdom
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/cadastro/paciente/create');
    // the form is large: its lazy page takes a while to load under jsdom
    await screen.findByRole('heading', { name: 'Cadastrar paciente' }, { timeout: 30000 });
    const aba = (nome: string) => {
      const el = screen.getAllByText(nome).find((e) => e.closest('.ant-tabs-tab'));
      if (!el) throw new Error(`aba ${nome} não existe`);
      return el;
    };
    for (const nome of ['Identificação', 'Nascimento e nacionalidade', 'Endereço', 'Contato e convênios', 'Documentos', 'Saúde']) aba(nome);
    expect(screen.queryByText('Domicílio')).toBeNull();
    // the field of a <label>, as getByLabelText finds it: on this form getByLabelText takes ~1 s a call under jsdom
    // (it asks every element of the page for its labels)
    const campo = (rotulo: string) => {
      const rotulos = [...document.querySelectorAll('label')].filter((l) => l.textContent?.trim() === rotulo);
      if (rotulos.length > 1) throw new Error(`${rotulos.length} rótulos "${rotulo}"`);
      const controle = rotulos[0]?.control;
      return controle ?? screen.getByLabelText(rotulo); // aria-label and the rest: the library's query
    };
    const digitar = (rotulo: string, valor: string) => fireEvent.change(campo(rotulo), { target: { value: valor } });

    const cpf = campo('CPF') as HTMLInputElement;
    digitar('CPF', '12345678900');
    expect(cpf.value).toBe('123.456.789-00');
    expect(await screen.findByText('O CPF informado é inválido.')).toBeTruthy();
    digitar('CPF', '52998224725');
    expect(cpf.value).toBe('529.982.247-25');
    const cns = campo('CNS') as HTMLInputElement;
    digitar('CNS', '123456789012345');
    expect(cns.value).toBe('123 4567 8901 2345');
    expect(await screen.findByText('O CNS informado é inválido.')).toBeTruthy();
    digitar('CNS', '');

    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('O campo Nome é obrigatório.')).toBeTruthy();

    digitar('Nome', 'Maria da Silva');
    digitar('Data de nascimento', '12/03/1985');
    fireEvent.blur(campo('Data de nascimento'));
    await user.click(campo('Sexo'));
    await user.click(opcao('Feminino'));
    await user.click(campo('Raça/cor'));
    await user.click(opcao('Parda'));
    digitar('Nome da mãe', 'Josefa da Silva');
    await user.click(campo('Desconhece o nome do pai'));

    await user.click(aba('Nascimento e nacionalidade'));
    await user.click(campo('Nacionalidade'));
    await user.click(opcao('Brasileira'));
    await user.type(campo('Município de nascimento'), 'Gara');
    await user.click(await screen.findByText('Garanhuns - PE', {}, { timeout: 3000 }));

    await user.click(aba('Contato e convênios'));
    const tel = campo('Telefone 1') as HTMLInputElement;
    digitar('Telefone 1', '87999887766');
    expect(tel.value).toBe('(87) 99988-7766');

    await user.click(screen.getByText('Salvar'));
    const dialogo = await findDialog('Possível cadastro duplicado');
    expect(dialogo.textContent).toContain('MARIA DA SILVA — 12/03/1985');
    const primeira = api.de('POST /api/cadastro/paciente')[0].body as FormData;
    expect(primeira).toBeInstanceOf(FormData);
    expect(primeira.get('cpf')).toBe('52998224725');
    expect(primeira.get('cns')).toBe('');
    expect(primeira.get('telefones[0][numero]')).toBe('87999887766');
    expect(primeira.get('data_nascimento')).toBe('1985-03-12');
    expect(primeira.get('desconhece_nome_pai')).toBe('1');
    expect(primeira.get('cpf_nao_pertence_ao_cidadao')).toBe('0');
    expect(primeira.get('confirmar_duplicidade')).toBe('0');

    await user.click(screen.getByText('Salvar mesmo assim'));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
    expect((api.de('POST /api/cadastro/paciente')[1].body as FormData).get('confirmar_duplicidade')).toBe('1');
  }, 240_000);
});
