import { camposParametrizacaoPainelSenha, PS, parametrizacaoPainelSenhaSchema } from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const URL = '/api/painel-senha/parametrizacao';

describe('parametrização do painel de senhas', () => {
  it('draws the keys by group with their values, checks them with the shared rules and saves them all', async () => {
    logar(sessao({ permissoes: [PS.parametrizacao] }));
    const padroes = parametrizacaoPainelSenhaSchema.parse({});
    const api = mockApi({
      [`GET ${URL}`]: wire({ form: { campos: camposParametrizacaoPainelSenha() }, model: padroes }),
      [`PUT ${URL}`]: (c: { body: Record<string, unknown> }) => c.body,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/painel-senha/parametrizacao/create');

    expect(
      await screen.findByText('Regras do totem, da fila de senhas e das telas (TV) deste município.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    for (const grupo of ['Totem', 'Fila de senhas', 'Telas (TV)']) expect(screen.getByText(grupo)).toBeTruthy();
    const imprimir = screen.getByRole('switch', { name: 'Imprimir a senha no totem' });
    expect(imprimir.getAttribute('aria-checked')).toBe('true');
    const mensagem = screen.getByLabelText('Mensagem impressa na senha') as HTMLTextAreaElement;
    expect(mensagem.value).toBe('Aguarde ser chamado pelo painel.');
    // the limit comes from the shared rule (200)
    expect(screen.getByText(`Caracteres restantes: ${200 - mensagem.value.length}`)).toBeTruthy();
    const repeticoes = screen.getByLabelText('Quantas vezes a TV fala cada chamada') as HTMLInputElement;
    expect(repeticoes.value).toBe('1');

    fireEvent.change(repeticoes, { target: { value: '5' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Repetições da fala deve ser menor ou igual a 3')).toBeTruthy();
    expect(api.de(`PUT ${URL}`)).toHaveLength(0);

    fireEvent.change(repeticoes, { target: { value: '2' } });
    await user.click(imprimir);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
    await waitFor(() => expect(api.de(`PUT ${URL}`)).toHaveLength(1));
    expect(api.de(`PUT ${URL}`)[0]?.body).toEqual({
      mensagem_senha: 'Aguarde ser chamado pelo painel.',
      imprimir_senha: false,
      segundos_retorno_totem: 8,
      chamadas_para_nao_comparecimento: 3,
      repeticoes_fala: 2,
      velocidade_fala_percentual: 90,
    });
  }, 60_000);
});
