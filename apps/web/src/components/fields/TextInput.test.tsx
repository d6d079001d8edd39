import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { expect, it, vi } from 'vitest';
import type { Filtro } from './filtros';
import { TextInput } from './TextInput';
import { renderWidget } from './test-utils';

const CASOS: [string, Filtro | Filtro[], string, string][] = [
  ['alpha', 'alpha', 'João 2º d’Ávila', 'JoãodÁvila'],
  ['alpha-space', 'alpha-space', 'Maria-José 3 Conceição', 'MariaJosé  Conceição'],
  ['number', 'number', '(81) 9.8888-7777', '81988887777'],
  ['trim', 'trim', 'Rua  das   Flores', 'Rua das Flores'],
  ['uppercase', 'uppercase', 'ação', 'AÇÃO'],
  ['combinados', ['alpha-space', 'trim', 'uppercase'], 'josé  da silva 2', 'JOSÉ DA SILVA '],
];

const campo = (rotulo: string) => screen.getByLabelText(rotulo) as HTMLInputElement;

it('os filtros alpha, alpha-space, number, trim e uppercase limpam o que é digitado (spec 000 §5)', async () => {
  const { user } = renderWidget(
    <Form>
      {CASOS.map(([nome, filtros]) => (
        <Form.Item key={nome} name={nome} label={nome}>
          <TextInput filtros={filtros} />
        </Form.Item>
      ))}
    </Form>,
  );
  for (const [nome, , digitado, esperado] of CASOS) {
    await user.click(campo(nome));
    await user.paste(digitado);
    expect([nome, campo(nome).value]).toEqual([nome, esperado]);
  }
  // typed key by key too: 'trim' sees one space at a time
  await user.clear(campo('trim'));
  await user.type(campo('trim'), 'a  b');
  expect(campo('trim').value).toBe('a b');
});

it('apara os espaços ao sair do campo', async () => {
  const onValues = vi.fn();
  const { user } = renderWidget(
    <Form onValuesChange={(_, all) => onValues(all.nome)}>
      <Form.Item name="nome" label="Nome">
        <TextInput />
      </Form.Item>
    </Form>,
  );
  await user.type(campo('Nome'), '  Ana  ');
  expect(campo('Nome').value).toBe('  Ana  ');
  await user.tab();
  expect(campo('Nome').value).toBe('Ana');
  expect(onValues).toHaveBeenLastCalledWith('Ana');
});
