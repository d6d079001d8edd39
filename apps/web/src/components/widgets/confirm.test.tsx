import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { findDialog } from '../../test/render';
import { alertDialog, confirmarCancelamento, confirmarExclusao, confirmDialog } from '../confirm';
import { renderWidget } from '../fields/test-utils';

function adiado() {
  let resolver: () => void = () => {};
  let rejeitar: (e: unknown) => void = () => {};
  const promessa = new Promise<void>((res, rej) => {
    resolver = res;
    rejeitar = rej;
  });
  return { promessa, resolver, rejeitar };
}

const aberto = (titulo: string) => screen.queryAllByText(titulo, { selector: '.ant-modal-confirm-title' }).length > 0;

describe("diálogos de confirmação (spec 000 §4 'dialog' e 'alert', §8)", () => {
  it("'dialog': Não/Sim, persistente, carregando enquanto a ação roda, fecha no sucesso", async () => {
    const { user } = renderWidget(<div />);
    const acao = adiado();
    act(() => {
      confirmarExclusao(() => acao.promessa);
    });
    const dialogo = await findDialog('Confirmação de exclusão');
    expect(within(dialogo).getByText('Deseja realmente excluir o item selecionado?')).toBeTruthy();
    expect(within(dialogo).getByRole('button', { name: 'Não' })).toBeTruthy();

    // persistent: neither Esc nor the mask closes it
    await user.keyboard('{Escape}');
    const mascara = document.querySelector('.ant-modal-wrap');
    if (mascara) await user.click(mascara);
    expect(aberto('Confirmação de exclusão')).toBe(true);

    const sim = within(dialogo).getByRole('button', { name: 'Sim' });
    await user.click(sim);
    expect(sim.className).toContain('loading');
    expect(aberto('Confirmação de exclusão')).toBe(true);
    await act(async () => acao.resolver());
    await vi.waitFor(() => expect(aberto('Confirmação de exclusão')).toBe(false));
  });

  it("'dialog': na falha chama o tratador de erro e continua aberto", async () => {
    const { user } = renderWidget(<div />);
    const acao = adiado();
    act(() => {
      confirmarCancelamento(() => acao.promessa);
    });
    const dialogo = await findDialog('Confirmação de cancelamento');
    expect(within(dialogo).getByText('Deseja realmente cancelar o item selecionado?')).toBeTruthy();
    const sim = within(dialogo).getByRole('button', { name: 'Sim' });
    await user.click(sim);
    await act(async () => acao.rejeitar(new ApiError(500, {})));
    expect(await screen.findByText('Ocorreu um erro')).toBeTruthy();
    expect(aberto('Confirmação de cancelamento')).toBe(true);
    await vi.waitFor(() => expect(sim.className).not.toContain('loading'));
    await user.click(within(dialogo).getByRole('button', { name: 'Não' }));
    await vi.waitFor(() => expect(aberto('Confirmação de cancelamento')).toBe(false));
  });

  it("textos padrão: 'Confirmação'; 'alert' tem só 'Ok'", async () => {
    const { user } = renderWidget(<div />);
    const onConfirm = vi.fn();
    act(() => {
      confirmDialog({ content: 'Prosseguir?', onConfirm });
    });
    await user.click(within(await findDialog('Confirmação')).getByRole('button', { name: 'Sim' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(aberto('Confirmação')).toBe(false));

    act(() => {
      alertDialog({ title: 'Erro', content: 'Preencha os campos.' });
    });
    const alerta = await findDialog('Erro');
    expect(
      within(alerta)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ok']);
  });
});
