import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWidget } from '../fields/test-utils';
import { StepWizard } from './StepWizard';

afterEach(() => vi.restoreAllMocks());

it("navega com 'Voltar', 'Próximo' e 'Concluir', valida antes de avançar e rola ao topo (spec 000 §2.7/§9)", async () => {
  const rolar = vi.spyOn(window, 'scrollTo');
  let valido = false;
  let terminar: () => void = () => {};
  const onConcluir = vi.fn(() => new Promise<void>((r) => (terminar = r)));
  const { user } = renderWidget(
    <StepWizard
      onConcluir={onConcluir}
      steps={[
        { titulo: 'Paciente', conteudo: 'Conteúdo do paciente', validar: () => valido },
        { titulo: 'Procedimentos', conteudo: 'Conteúdo dos procedimentos' },
        { titulo: 'Revisão', conteudo: 'Conteúdo da revisão' },
      ]}
    />,
  );
  const botao = (nome: string) => screen.getByRole('button', { name: nome }) as HTMLButtonElement;
  const visivel = (texto: string) => !screen.getByText(texto).closest('[hidden]');
  expect(botao('Voltar').disabled).toBe(true);
  expect(screen.queryByRole('button', { name: 'Concluir' })).toBeNull();

  await user.click(botao('Próximo'));
  expect(visivel('Conteúdo do paciente')).toBe(true);
  expect(rolar).not.toHaveBeenCalled();

  valido = true;
  // (while a step validates its button shows loading, which is part of its accessible name)
  await user.click(await screen.findByRole('button', { name: 'Próximo' }));
  await vi.waitFor(() => expect(visivel('Conteúdo dos procedimentos')).toBe(true));
  expect(rolar).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
  expect(document.querySelector('.ant-steps-item-process')?.textContent).toContain('Procedimentos');

  await user.click(await screen.findByRole('button', { name: 'Voltar' }));
  expect(visivel('Conteúdo do paciente')).toBe(true);
  await user.click(botao('Próximo'));
  await vi.waitFor(() => expect(visivel('Conteúdo dos procedimentos')).toBe(true));
  await user.click(await screen.findByRole('button', { name: 'Próximo' }));
  await user.click(await screen.findByRole('button', { name: 'Concluir' }));
  expect(onConcluir).toHaveBeenCalledTimes(1);
  const concluir = () => screen.getByText('Concluir').closest('button')?.className;
  await vi.waitFor(() => expect(concluir()).toContain('loading'));
  terminar();
  await vi.waitFor(() => expect(concluir()).not.toContain('loading'));
  expect(rolar).toHaveBeenCalledTimes(4);
});

it('rolarAoTopo={false} não rola', async () => {
  const rolar = vi.spyOn(window, 'scrollTo');
  const { user } = renderWidget(
    <StepWizard
      rolarAoTopo={false}
      onConcluir={() => {}}
      steps={[
        { titulo: 'A', conteudo: 'a' },
        { titulo: 'B', conteudo: 'b' },
      ]}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Próximo' }));
  expect(await screen.findByRole('button', { name: 'Concluir' })).toBeTruthy();
  expect(rolar).not.toHaveBeenCalled();
});
