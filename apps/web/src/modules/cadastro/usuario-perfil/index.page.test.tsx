import { usuarioPerfilSchema } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboard, logar, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const PERFIL = wireDe(usuarioPerfilSchema, {
  id: 7,
  login: 'maria',
  nome: 'Maria da Silva Souza',
  nomeSocial: null,
  cpf: '52998224725',
  email: 'maria@recife.pe.gov.br',
  telefone: '81988887777',
  registro: 'COREN 123456',
  ultimoAcessoEm: '2026-03-10T08:15:00-03:00',
  senhaAlteradaEm: null,
  lotacoes: [
    { id: 11, unidadeNome: 'UBS Boa Vista', infraestruturaNome: 'Sala de Vacinação', ocupacaoNome: 'Enfermeiro', papeis: ['Vacinador'] },
  ],
});

const ROTA = 'PUT /api/cadastro/usuario-perfil';
const TROCAR = 'PUT /api/administracao/autenticacao/trocar-senha/7';

const menuInicio = () => within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', { name: 'Início' });

function erroDoCampo(rotulo: string) {
  const item = screen.getByLabelText(rotulo).closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;
}

describe('meu perfil', () => {
  it('mostra os dados somente leitura e salva e-mail e telefone', async () => {
    logar();
    const api = mockApi({ 'GET /api/cadastro/usuario-perfil': PERFIL, [ROTA]: { ...PERFIL, telefone: '8133334444' } });
    const { user } = renderApp('/cadastro/usuario-perfil');
    expect(await screen.findByText('529.982.247-25')).toBeTruthy();
    expect(screen.getByText('Vacinador')).toBeTruthy();
    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('(81) 98888-7777');

    const tel = screen.getByLabelText('Telefone');
    await user.clear(tel);
    await user.type(tel, '8133334444');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
    expect(api.de(ROTA)[0]?.body).toEqual({ email: 'maria@recife.pe.gov.br', telefone: '8133334444' });
  });

  it('o 422 do servidor cai nos campos (chaves snake_case → camelCase) e some ao editar', async () => {
    logar();
    mockApi({
      'GET /api/cadastro/usuario-perfil': PERFIL,
      [TROCAR]: reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { senha_atual: ['A senha atual não confere.'], confirmacao_senha: ['Outra coisa.'] },
      }),
    });
    const { user } = renderApp('/cadastro/usuario-perfil');
    await user.type(await screen.findByLabelText('Senha atual'), 'antiga123');
    await user.type(screen.getByLabelText('Nova senha'), 'novaSenha1');
    await user.type(screen.getByLabelText('Confirmação da senha'), 'novaSenha1');
    await user.click(screen.getByRole('button', { name: 'Trocar senha' }));

    await waitFor(() => expect(erroDoCampo('Senha atual')).toBe('A senha atual não confere.'));
    expect(erroDoCampo('Confirmação da senha')).toBe('Outra coisa.');
    // the notification lists them all
    const lista = await screen.findAllByRole('listitem');
    expect(lista.map((li) => li.textContent)).toContain('A senha atual não confere.');

    await user.type(screen.getByLabelText('Senha atual'), 'x');
    await waitFor(() => expect(erroDoCampo('Senha atual')).toBeNull());
  });

  it('aplica a regra de senha do pacote compartilhado antes de enviar', async () => {
    logar();
    const api = mockApi({ 'GET /api/cadastro/usuario-perfil': PERFIL });
    const { user } = renderApp('/cadastro/usuario-perfil');
    await user.type(await screen.findByLabelText('Senha atual'), 'antiga123');
    await user.type(screen.getByLabelText('Nova senha'), 'somenteletras');
    await user.type(screen.getByLabelText('Confirmação da senha'), 'diferente1');
    await user.click(screen.getByRole('button', { name: 'Trocar senha' }));
    await waitFor(() =>
      expect(erroDoCampo('Nova senha')).toBe('Senha informada deve conter ao menos um caractere alfabético e um caractere numérico.'),
    );
    expect(erroDoCampo('Confirmação da senha')).toBe('A confirmação não confere com a nova senha.');
    expect(api.de(TROCAR)).toHaveLength(0);
  });

  it('troca a senha e mostra a mensagem do servidor', async () => {
    logar();
    const api = mockApi({ 'GET /api/cadastro/usuario-perfil': PERFIL, [TROCAR]: { message: 'Senha alterada com sucesso.' } });
    const { user } = renderApp('/cadastro/usuario-perfil');
    await user.type(await screen.findByLabelText('Senha atual'), 'antiga123');
    await user.type(screen.getByLabelText('Nova senha'), 'novaSenha1');
    await user.type(screen.getByLabelText('Confirmação da senha'), 'novaSenha1');
    await user.click(screen.getByRole('button', { name: 'Trocar senha' }));
    expect(await screen.findByText('Senha alterada com sucesso.')).toBeTruthy();
    expect(api.de(TROCAR)[0]?.body).toEqual({ senha_atual: 'antiga123', senha: 'novaSenha1', confirmacao_senha: 'novaSenha1' });
    expect((screen.getByLabelText('Senha atual') as HTMLInputElement).value).toBe('');
  });

  it('com alterações não salvas, sair pede confirmação (Não fica, Sim sai)', async () => {
    logar();
    mockApi({ 'GET /api/cadastro/usuario-perfil': PERFIL, 'GET /api/dashboard': dashboard() });
    const { user, path } = renderApp('/cadastro/usuario-perfil');
    await user.type(await screen.findByLabelText('E-mail'), 'x');

    await user.click(menuInicio());
    let dialogo = await findDialog('Atenção');
    expect(within(dialogo).getByText('As informações não salvas serão perdidas. Deseja realmente sair?')).toBeTruthy();
    await user.click(within(dialogo).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByText('As informações não salvas serão perdidas. Deseja realmente sair?')).toBeNull());
    expect(path()).toBe('/cadastro/usuario-perfil');

    await user.click(menuInicio());
    dialogo = await findDialog('Atenção');
    await user.click(within(dialogo).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByRole('heading', { name: 'Olá, Maria' })).toBeTruthy();
    expect(path()).toBe('/dashboard');
  });

  it('sem alterações, navega sem perguntar', async () => {
    logar();
    mockApi({ 'GET /api/cadastro/usuario-perfil': PERFIL, 'GET /api/dashboard': dashboard() });
    const { user } = renderApp('/cadastro/usuario-perfil');
    await screen.findByLabelText('E-mail');
    await user.click(menuInicio());
    expect(await screen.findByRole('heading', { name: 'Olá, Maria' })).toBeTruthy();
    expect(screen.queryByText('Atenção')).toBeNull();
  });
});
