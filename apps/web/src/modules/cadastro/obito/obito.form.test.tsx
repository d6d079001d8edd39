import { obitoResource } from '@saude/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = obitoResource.permissoes;
const FORM = { locais: [{ id: 1, nome: 'Hospital' }] };

const opcao = (nome: string) => {
  const el = screen.queryAllByTitle(nome).find((e) => e.classList.contains('ant-select-item-option'));
  if (!el) throw new Error(`opção ${nome} não está na lista`);
  return el;
};

describe('óbito (formulário)', () => {
  it('create: warns, validates with the shared rules, picks patient and CID, shows the server refusal on the patient', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    let tentativa = 0;
    const api = mockApi({
      'GET /api/cadastro/obito/create': wire({ form: FORM }),
      'GET /api/cadastro/obito/datatable': wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] }),
      'GET /api/cadastro/paciente/autocomplete': wire({ data: [{ id: 42, label: 'Maria José da Silva' }] }),
      'GET /api/cid/autocomplete': wire({
        data: [{ id: 'I219', codigo: 'I21.9', label: 'I21.9 - Infarto agudo do miocárdio não especificado' }],
      }),
      'POST /api/cadastro/obito': () =>
        ++tentativa === 1
          ? reply(422, {
              message: 'Os dados informados são inválidos.',
              errors: { cidadao_id: ['Já existe óbito registrado para este paciente.'] },
            })
          : reply(201, wire({ id: 9 })),
    });
    const user = userEvent.setup();
    renderApp('/cadastro/obito/create');
    await screen.findByLabelText('Nº da Declaração de Óbito', {}, { timeout: 10_000 });
    expect(screen.getByText(/não poderá iniciar novos atendimentos/)).toBeTruthy();

    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('O campo Paciente é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O campo Data do óbito é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O campo Local do óbito é obrigatório.')).toBeTruthy();
    expect(api.de('POST /api/cadastro/obito')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Nº da Declaração de Óbito'), { target: { value: '123-4' } });
    expect(await screen.findByText('Número da Declaração de Óbito deve conter de 7 a 11 dígitos')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nº da Declaração de Óbito'), { target: { value: '12345678-9' } });

    await user.type(screen.getByLabelText('Paciente'), 'maria');
    await user.click(await screen.findByText('Maria José da Silva', {}, { timeout: 3000 }));
    await user.type(screen.getByLabelText('Data do óbito'), '12012025');
    await user.type(screen.getByLabelText('Hora do óbito'), '0840');
    await user.type(screen.getByLabelText('Causa (CID-10)'), 'I21');
    await user.click(await screen.findByText('I21.9 - Infarto agudo do miocárdio não especificado', {}, { timeout: 3000 }));
    await user.click(screen.getByLabelText('Local do óbito'));
    await user.click(opcao('Domicílio'));

    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Já existe óbito registrado para este paciente.')).toBeTruthy();
    expect(api.de('POST /api/cadastro/obito')[0]?.body).toMatchObject({
      cidadao_id: 42,
      data: '2025-01-12',
      hora: '08:40',
      numero_declaracao: '12345678-9',
      cid_codigo: 'I219',
      local_obito: 3,
    });
    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
  }, 60_000);

  it('edit shows the stored patient, cause and time', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar] }));
    mockApi({
      'GET /api/cadastro/obito/9/edit': wire({
        form: FORM,
        model: {
          id: 9,
          cidadaoId: 42,
          data: '2025-01-12',
          hora: '08:40:00',
          numeroDeclaracao: '123456789',
          cidCodigo: 'I219',
          localObito: 1,
          observacao: 'Comunicado pela família.',
          paciente: { id: 42, label: 'Maria José da Silva' },
          cid: { id: 'I219', codigo: 'I21.9', label: 'I21.9 - Infarto agudo do miocárdio não especificado' },
        },
      }),
    });
    renderApp('/cadastro/obito/edit/9');
    expect(await screen.findByText('Maria José da Silva', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('I21.9 - Infarto agudo do miocárdio não especificado')).toBeTruthy();
    expect((screen.getByLabelText('Data do óbito') as HTMLInputElement).value).toBe('12/01/2025');
    expect((screen.getByLabelText('Hora do óbito') as HTMLInputElement).value).toBe('08:40');
    expect(screen.getByText('Hospital')).toBeTruthy();
    expect(screen.queryByText(/não poderá iniciar novos atendimentos/)).toBeNull();
  }, 60_000);
});
