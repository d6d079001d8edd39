import { STORAGE } from '@saude/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cliente, dashboard, sessao, wire } from '../../test/fixtures';
import { mockApi, reply } from '../../test/mock-api';
import { renderApp } from '../../test/render';
import { TEXTO_TROCA_OBRIGATORIA } from './troca-senha.page';

const LOGIN = 'POST /api/administracao/autenticacao/login';
const TROCAR = 'PUT /api/administracao/autenticacao/trocar-senha/7';

describe('senha gerada pelo administrador (issue 24)', () => {
  it('depois do login pede a nova senha antes de qualquer tela, e só então abre o painel', async () => {
    const api = mockApi({
      'GET /api/intranet/cliente/recife': wire(cliente()),
      [LOGIN]: wire(sessao({ trocarSenha: true })),
      [TROCAR]: (c: { body: Record<string, string> }) =>
        c.body.senha_atual === 'Gerada123x'
          ? { message: 'Senha alterada com sucesso.' }
          : reply(422, { message: 'A senha atual não confere.', errors: { senha_atual: ['A senha atual não confere.'] } }),
      'GET /api/dashboard': dashboard(),
    });
    const { user, path } = renderApp('/login/recife');
    await user.type(await screen.findByLabelText('Usuário ou CPF'), 'maria');
    await user.type(screen.getByLabelText('Senha'), 'Gerada123x');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Troque sua senha' })).toBeTruthy();
    expect(screen.getByText(TEXTO_TROCA_OBRIGATORIA)).toBeTruthy();
    expect(path()).toBe('/dashboard');
    // nothing behind the gate was asked for
    expect(api.de('GET /api/dashboard')).toHaveLength(0);

    await user.type(screen.getByLabelText('Senha gerada (atual)'), 'errada000');
    await user.type(screen.getByLabelText('Nova senha'), 'MinhaSenha9');
    await user.type(screen.getByLabelText('Confirmação da senha'), 'MinhaSenha9');
    await user.click(screen.getByRole('button', { name: 'Trocar senha' }));
    expect(await screen.findByText('A senha atual não confere.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Troque sua senha' })).toBeTruthy();

    await user.clear(screen.getByLabelText('Senha gerada (atual)'));
    await user.type(screen.getByLabelText('Senha gerada (atual)'), 'Gerada123x');
    await user.click(screen.getByRole('button', { name: 'Trocar senha' }));
    expect(await screen.findByRole('heading', { name: 'Olá, Maria' })).toBeTruthy();
    expect(api.de(TROCAR).at(-1)?.body).toEqual({ senha_atual: 'Gerada123x', senha: 'MinhaSenha9', confirmacao_senha: 'MinhaSenha9' });
    expect(JSON.parse(localStorage.getItem(STORAGE.autenticacao) ?? '{}').trocarSenha).toBe(false);
  });
});
