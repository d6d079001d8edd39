import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app';
import { ApiError } from './api';
import { handleApiError } from './errors';
import { createQueryClient } from './query-client';

function montar() {
  render(
    <Providers queryClient={createQueryClient()}>
      <div />
    </Providers>,
  );
}

// Files share a worker (isolate: false): a notice another file left (one fading out, a finished report's that waits to be
// closed) may still be on the page. These tests count what they add, not what is there.
const avisos = () => document.querySelectorAll('.ant-notification-notice').length;
const comTexto = (texto: string) => screen.queryAllByText(texto).length;

describe('tratamento genérico de erros (spec 000 §8)', () => {
  it('400 mostra a mensagem do servidor', async () => {
    montar();
    const genericos = comTexto('Ocorreu um erro');
    handleApiError(new ApiError(400, { message: 'O link de recuperação expirou.' }));
    expect(await screen.findByText('O link de recuperação expirou.')).toBeTruthy();
    expect(comTexto('Ocorreu um erro')).toBeLessThanOrEqual(genericos);
  });

  it('403 mostra a mensagem do servidor', async () => {
    montar();
    handleApiError(new ApiError(403, { message: 'Você não tem permissão para realizar esta ação.' }));
    expect(await screen.findByText('Você não tem permissão para realizar esta ação.')).toBeTruthy();
  });

  it('422 lista todas as mensagens de todos os campos, com título Erro', async () => {
    montar();
    handleApiError(
      new ApiError(422, {
        message: 'Os dados informados são inválidos.',
        errors: {
          email: ['E-mail deve ser válido.'],
          telefone: ['Telefone deve conter 10 ou 11 dígitos.', 'O campo Telefone é obrigatório.'],
        },
      }),
    );
    expect(await screen.findByText('Erro')).toBeTruthy();
    const itens = await screen.findAllByRole('listitem');
    expect(itens.map((li) => li.textContent)).toEqual([
      'E-mail deve ser válido.',
      'Telefone deve conter 10 ou 11 dígitos.',
      'O campo Telefone é obrigatório.',
    ]);
  });

  it('qualquer outro status mostra "Ocorreu um erro"', async () => {
    montar();
    const genericos = comTexto('Ocorreu um erro');
    handleApiError(new ApiError(500, { message: 'detalhe interno que não deve aparecer' }));
    await waitFor(() => expect(comTexto('Ocorreu um erro')).toBe(genericos + 1));
    expect(screen.queryByText('detalhe interno que não deve aparecer')).toBeNull();
  });

  it('409 mostra a mensagem de registro em uso; sem mensagem cai no genérico', async () => {
    montar();
    handleApiError(new ApiError(409, { message: 'O registro está em uso e não pode ser excluído.' }));
    expect(await screen.findByText('O registro está em uso e não pode ser excluído.')).toBeTruthy();
    const genericos = comTexto('Ocorreu um erro');
    handleApiError(new ApiError(409, {}));
    await waitFor(() => expect(comTexto('Ocorreu um erro')).toBe(genericos + 1));
  });

  it('erro que não é HTTP não vira notificação', async () => {
    montar();
    const antes = avisos();
    const original = console.error;
    console.error = () => {};
    handleApiError(new TypeError('Failed to fetch'));
    console.error = original;
    await new Promise((r) => setTimeout(r, 50));
    expect(avisos()).toBeLessThanOrEqual(antes);
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });
});
