import {
  camposParametrizacaoCadastro,
  PERMISSAO_PARAMETRIZACAO_CADASTRO,
  parametrizacaoCadastroEdicaoSchema,
  parametrizacaoCadastroSchema,
} from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const URL = '/api/cadastro/parametrizacao';

describe('parametrização do cadastro (a página de parâmetros por grupo)', () => {
  it('reads …/create, checks the keys with the shared rules and saves them by POST', async () => {
    logar(sessao({ permissoes: [PERMISSAO_PARAMETRIZACAO_CADASTRO.visualizar, PERMISSAO_PARAMETRIZACAO_CADASTRO.editar] }));
    const api = mockApi({
      [`GET ${URL}/create`]: wireDe(parametrizacaoCadastroEdicaoSchema, {
        form: { campos: camposParametrizacaoCadastro() },
        model: parametrizacaoCadastroSchema.parse({}),
      }),
      [`POST ${URL}`]: (c: { body: Record<string, unknown> }) => c.body,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/cadastro/parametrizacao/create');

    expect(await screen.findByText('Regras do cadastro de pacientes deste município.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Cadastro de pacientes', { selector: '.ant-card-head-title' })).toBeTruthy();
    const idade = screen.getByLabelText('Idade a partir da qual o CPF é exigido') as HTMLInputElement;
    expect(idade.value).toBe('0');

    fireEvent.change(idade, { target: { value: '131' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Idade deve ser menor ou igual a 130')).toBeTruthy();
    expect(api.de(`POST ${URL}`)).toHaveLength(0);

    fireEvent.change(idade, { target: { value: '18' } });
    await user.click(screen.getByRole('switch', { name: 'Exigir telefone' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
    await waitFor(() => expect(api.de(`POST ${URL}`)).toHaveLength(1));
    expect(api.de(`POST ${URL}`)[0]?.body).toMatchObject({ idade_cpf_obrigatorio: 18, exigir_telefone: true });
  }, 60_000);

  it('shows the values read-only to whom may only see them', async () => {
    logar(sessao({ permissoes: [PERMISSAO_PARAMETRIZACAO_CADASTRO.visualizar] }));
    mockApi({
      [`GET ${URL}/create`]: wireDe(parametrizacaoCadastroEdicaoSchema, {
        form: { campos: camposParametrizacaoCadastro() },
        model: parametrizacaoCadastroSchema.parse({}),
      }),
    });
    renderApp('/cadastro/parametrizacao/create');
    const telefone = await screen.findByRole('switch', { name: 'Exigir telefone' }, { timeout: 10_000 });
    expect(telefone.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  }, 60_000);
});
