import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { TimeInput } from './TimeInput';
import { renderWidget } from './test-utils';

function Formulario({ onValues, comSegundos }: { onValues: (v: unknown) => void; comSegundos?: boolean }) {
  return (
    <Form onValuesChange={(_, all) => onValues(all.hora)}>
      <Form.Item name="hora" label="Hora">
        <TimeInput comSegundos={comSegundos} />
      </Form.Item>
    </Form>
  );
}

const hora = () => screen.getByLabelText('Hora') as HTMLInputElement;

describe('TimeInput (spec 000 §5)', () => {
  it('HH:MM com máscara; tamanho errado é limpo ao sair', async () => {
    const onValues = vi.fn();
    const { user } = renderWidget(<Formulario onValues={onValues} />);
    await user.type(hora(), '0930');
    expect(hora().value).toBe('09:30');
    expect(onValues).toHaveBeenLastCalledWith('09:30');
    await user.type(hora(), '45');
    expect(hora().value).toBe('09:30');

    await user.clear(hora());
    await user.type(hora(), '093');
    expect(hora().value).toBe('09:3');
    await user.tab();
    expect(hora().value).toBe('');
    expect(onValues).toHaveBeenLastCalledWith(null);

    await user.type(hora(), '2561');
    await user.tab();
    expect(hora().value).toBe('');
  });

  it("com segundos: acrescenta ':00' quando ausentes e limpa HH:MM:S", async () => {
    const onValues = vi.fn();
    const { user } = renderWidget(<Formulario onValues={onValues} comSegundos />);
    await user.type(hora(), '1405');
    await user.tab();
    expect(hora().value).toBe('14:05:00');
    expect(onValues).toHaveBeenLastCalledWith('14:05:00');

    await user.clear(hora());
    await user.type(hora(), '14053');
    await user.tab();
    expect(hora().value).toBe('');

    await user.type(hora(), '140530');
    expect(onValues).toHaveBeenLastCalledWith('14:05:30');
  });
});
