import { screen } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelectField } from './MultiSelect';
import { renderWidget } from './test-utils';

const OPCOES = ['Acolhimento', 'Triagem', 'Vacinação', 'Farmácia', 'Curativo'].map((label, i) => ({ label, value: i + 1 }));

function Formulario({ onFinish, max }: { onFinish: (v: unknown) => void; max?: number }) {
  return (
    <Form onFinish={onFinish}>
      <MultiSelectField name="setores" label="Setores" obrigatorio options={OPCOES} max={max} />
      <Button htmlType="submit">Salvar</Button>
    </Form>
  );
}

const opcao = (nome: string) => {
  const el = screen.getAllByTitle(nome).find((e) => e.classList.contains('ant-select-item-option'));
  if (!el) throw new Error(`opção ${nome} não está na lista`);
  return el;
};

describe('MultiSelect (spec 000 §5/§9)', () => {
  it("obrigatório: 'Selecione ao menos um item'; no máximo 3 itens por padrão", async () => {
    const onFinish = vi.fn();
    const { user } = renderWidget(<Formulario onFinish={onFinish} />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Selecione ao menos um item')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Setores'));
    for (const nome of ['Acolhimento', 'Triagem', 'Vacinação']) await user.click(opcao(nome));
    expect(opcao('Farmácia').getAttribute('aria-disabled')).toBe('true');
    await user.click(opcao('Farmácia'));

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ setores: [1, 2, 3] }));
    await vi.waitFor(() => expect(screen.queryByText('Selecione ao menos um item')).toBeNull());
  });

  it('max muda o limite e a busca ignora acentos', async () => {
    const onFinish = vi.fn();
    const { user } = renderWidget(<Formulario onFinish={onFinish} max={1} />);
    await user.click(screen.getByLabelText('Setores'));
    await user.keyboard('vacina');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-label'))).toEqual(['Vacinação']);
    await user.click(opcao('Vacinação'));
    expect(opcao('Triagem').getAttribute('aria-disabled')).toBe('true');
  });
});
