import { fireEvent, screen } from '@testing-library/react';
import { Button, Form, Select } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from './test-utils';

/** Enter as the browser sends it (rc-select reads `which`/`keyCode`, which user-event's synthetic event leaves out). */
const enter = () => fireEvent.keyDown(document.activeElement as Element, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });

const SEXO = [
  { value: 1, label: 'Masculino' },
  { value: 2, label: 'Feminino' },
];
const RACA = ['Branca', 'Preta', 'Parda', 'Amarela', 'Indígena'].map((label, i) => ({ value: i + 1, label }));

function Formulario({ onFinish }: { onFinish: (v: unknown) => void }) {
  return (
    <Form onFinish={onFinish}>
      <Form.Item name="sexoId" label="Sexo">
        <Select options={SEXO} />
      </Form.Item>
      <Form.Item name="racaCorId" label="Raça/cor">
        <Select options={RACA} />
      </Form.Item>
      <Button htmlType="submit">Salvar</Button>
    </Form>
  );
}

describe('selects: o que se digita filtra, Enter escolhe o que aparece (issue 16)', () => {
  it('"Fem" + Enter is Feminino and "parda" + Enter is Parda; "indigena" finds Indígena without the accent', async () => {
    const onFinish = vi.fn();
    const { user } = renderWidget(<Formulario onFinish={onFinish} />);
    await user.click(screen.getByLabelText('Sexo'));
    await user.keyboard('Fem');
    enter();
    await user.click(screen.getByLabelText('Raça/cor'));
    await user.keyboard('parda');
    enter();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenLastCalledWith({ sexoId: 2, racaCorId: 3 }));

    await user.click(screen.getByLabelText('Raça/cor'));
    await user.keyboard('indigena');
    enter();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenLastCalledWith({ sexoId: 2, racaCorId: 5 }));
  });
});
