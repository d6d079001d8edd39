import { screen } from '@testing-library/react';
import { Form, Input } from 'antd';
import { expect, it, vi } from 'vitest';
import { renderWidget } from '../fields/test-utils';
import { ValidatedTabs } from './ValidatedTabs';

function Cadastro({ onChange }: { onChange: (k: string) => void }) {
  const [form] = Form.useForm();
  return (
    <Form form={form}>
      <ValidatedTabs
        onChange={onChange}
        items={[
          {
            key: 'dados',
            label: 'Dados pessoais',
            validar: () => form.validateFields(['nome']),
            children: (
              <Form.Item name="nome" label="Nome" rules={[{ required: true, message: 'Informe o nome' }]}>
                <Input />
              </Form.Item>
            ),
          },
          {
            key: 'endereco',
            label: 'Endereço',
            validar: () => false,
            children: (
              <Form.Item name="rua" label="Rua">
                <Input />
              </Form.Item>
            ),
          },
        ]}
      />
    </Form>
  );
}

const aba = (nome: string) => screen.getByRole('tab', { name: nome });

it('valida a aba atual antes de sair e permanece nela quando falha (spec 000 §2.7)', async () => {
  const onChange = vi.fn();
  const { user } = renderWidget(<Cadastro onChange={onChange} />);
  // every tab's fields are registered from the start (the form can be submitted from any tab)
  expect(screen.getByLabelText('Rua')).toBeTruthy();

  await user.click(aba('Endereço'));
  expect(await screen.findByText('Informe o nome')).toBeTruthy();
  expect(aba('Dados pessoais').getAttribute('aria-selected')).toBe('true');
  expect(onChange).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('Nome'), 'Ana');
  await user.click(aba('Endereço'));
  await vi.waitFor(() => expect(aba('Endereço').getAttribute('aria-selected')).toBe('true'));
  expect(onChange).toHaveBeenCalledWith('endereco');

  // a validator returning false also keeps the user on the tab
  await user.click(aba('Dados pessoais'));
  expect(aba('Endereço').getAttribute('aria-selected')).toBe('true');
});
