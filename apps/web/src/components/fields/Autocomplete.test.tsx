import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autocomplete, type AutocompleteProps } from './Autocomplete';
import { renderWidget, usarRelogioFalso } from './test-utils';

interface Paciente {
  id: number;
  nome: string;
}

/** fetch that holds every request until the test answers it, like a slow server. */
function servidorLento() {
  const pedidos: {
    url: URL;
    signal: AbortSignal;
    responder: (data: Paciente[], status?: number) => Promise<void>;
  }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((resolve) => {
          pedidos.push({
            url: new URL(String(input), 'http://localhost'),
            signal: init.signal as AbortSignal,
            // the late answer of an aborted request still arrives: the widget must ignore it
            responder: (data, status = 200) =>
              act(async () => {
                resolve(new Response(JSON.stringify({ data }), { status, headers: { 'Content-Type': 'application/json' } }));
                await vi.advanceTimersByTimeAsync(0);
              }),
          });
        }),
    ),
  );
  return pedidos;
}

const esperar = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function Controlado({ onChange, value: inicial, ...props }: Partial<AutocompleteProps<Paciente>>) {
  const [value, setValue] = useState(inicial ?? null);
  return (
    <Autocomplete<Paciente>
      url="/api/cadastro/paciente/autocomplete"
      label="Paciente"
      {...props}
      value={value}
      onChange={(v, item) => {
        setValue(v);
        onChange?.(v, item);
      }}
    />
  );
}

function montar(props: Partial<AutocompleteProps<Paciente>> = {}) {
  const onChange = vi.fn();
  const view = renderWidget(<Controlado onChange={onChange} {...props} />, { fakeTimers: true });
  return { ...view, onChange, campo: screen.getByRole('combobox', { name: 'Paciente' }) };
}

const opcoes = () => screen.queryAllByRole('option').map((o) => o.getAttribute('aria-label'));
const visiveis = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

describe('Autocomplete (spec 000 §4, §7, §9)', () => {
  let restaurar: () => void;
  beforeEach(() => {
    restaurar = usarRelogioFalso();
  });
  afterEach(() => restaurar());

  it('busca a partir de 2 caracteres, 500 ms depois de parar de digitar, pedindo 10 resultados', async () => {
    const pedidos = servidorLento();
    const { user, campo, onChange } = montar({ extraParams: { unidadeId: 3 }, excludeValue: 9 });
    await user.type(campo, 'j');
    await esperar(1000);
    expect(pedidos).toHaveLength(0);

    await user.type(campo, 'o');
    expect(screen.getByText('Procurando por jo')).toBeTruthy();
    await esperar(499);
    expect(pedidos).toHaveLength(0);
    await esperar(1);
    expect(pedidos).toHaveLength(1);
    const q = pedidos[0]!.url;
    expect(q.pathname).toBe('/api/cadastro/paciente/autocomplete');
    expect(q.searchParams.get('search[value]')).toBe('jo');
    expect(q.searchParams.get('search[regex]')).toBe('false');
    expect(q.searchParams.get('length')).toBe('10');
    expect(q.searchParams.get('start')).toBe('0');
    expect(q.searchParams.get('draw')).toBe('1');
    expect(q.searchParams.get('columns[0][data]')).toBe('nome');
    expect(q.searchParams.get('unidade_id')).toBe('3');
    expect(q.searchParams.get('exclude_value')).toBe('9');

    await pedidos[0]!.responder([
      { id: 1, nome: 'João da Silva' },
      { id: 2, nome: 'Joana Prado' },
    ]);
    expect(visiveis()).toEqual(['João da Silva', 'Joana Prado']);
    expect(document.querySelector<HTMLElement>('.ant-select-dropdown-list-holder')?.style.maxHeight).toBe('400px');
    await user.click(screen.getByTitle('Joana Prado'));
    expect(onChange).toHaveBeenLastCalledWith(2, { id: 2, nome: 'Joana Prado' });
    expect(document.querySelector('.ant-select-content')?.textContent).toBe('Joana Prado');
  });

  it('ignora a resposta atrasada de um termo antigo e cancela o pedido dele', async () => {
    const pedidos = servidorLento();
    const { user, campo } = montar();
    await user.type(campo, 'jo');
    await esperar(500);
    await user.type(campo, 'a');
    await esperar(500);
    expect(pedidos.map((p) => p.url.searchParams.get('search[value]'))).toEqual(['jo', 'joa']);
    expect(pedidos[0]!.signal.aborted).toBe(true);
    expect(pedidos[1]!.signal.aborted).toBe(false);

    await pedidos[1]!.responder([{ id: 2, nome: 'Joana Prado' }]);
    await pedidos[0]!.responder([{ id: 1, nome: 'João da Silva' }]);
    expect(visiveis()).toEqual(['Joana Prado']);
    expect(opcoes()).toEqual(['Joana Prado']);
  });

  it('não repete o pedido do mesmo termo e avisa quando não há resultado', async () => {
    const pedidos = servidorLento();
    const { user, campo } = montar();
    await user.type(campo, 'xyz');
    await esperar(500);
    // leaving the term and coming back while its request is still out: no second request
    await user.type(campo, 'w{Backspace}');
    await esperar(1000);
    expect(pedidos).toHaveLength(1);
    await pedidos[0]!.responder([]);
    expect(screen.getByText('Nenhum resultado para xyz encontrado')).toBeTruthy();

    // and once answered, the answer is reused
    await user.type(campo, 'w');
    expect(screen.getByText('Procurando por xyzw')).toBeTruthy();
    await user.keyboard('{Backspace}');
    await esperar(1000);
    expect(pedidos).toHaveLength(1);
    expect(screen.getByText('Nenhum resultado para xyz encontrado')).toBeTruthy();
  });

  it('uma falha do servidor avisa e não fica guardada: o mesmo termo, digitado de novo, pergunta de novo', async () => {
    const pedidos = servidorLento();
    const { user, campo } = montar();
    await user.type(campo, 'ana');
    await esperar(500);
    await pedidos[0]!.responder([], 500);
    expect(screen.getByText('Ocorreu um erro')).toBeTruthy();
    expect(screen.getByText('Nenhum resultado para ana encontrado')).toBeTruthy();
    await user.type(campo, 's{Backspace}');
    await esperar(500);
    expect(pedidos).toHaveLength(2);
  });

  it('mostra o rótulo do item inicial (formulário de edição)', async () => {
    servidorLento();
    montar({ value: 5, itemInicial: { id: 5, nome: 'Maria Souza' } });
    expect(document.querySelector('.ant-select-content')?.textContent).toBe('Maria Souza');
  });
});
