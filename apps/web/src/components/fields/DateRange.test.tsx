import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateRange, type DateRangeProps, type Periodo } from './DateRange';
import { renderWidget } from './test-utils';

function Controlado({ onValue, ...props }: DateRangeProps & { onValue: (p: Periodo) => void }) {
  const [valor, setValor] = useState<Partial<Periodo>>({});
  return (
    <DateRange
      {...props}
      value={valor}
      onChange={(p) => {
        setValor(p);
        onValue(p);
      }}
    />
  );
}

const input = (nome: string) => screen.getByLabelText(nome) as HTMLInputElement;

describe('DateRange (spec 000 §5)', () => {
  it("rotula os campos 'Início' e 'Fim' e limita o período a 1 ano", async () => {
    const onValue = vi.fn();
    const { user } = renderWidget(<Controlado onValue={onValue} />);
    await user.type(input('Início'), '15012024');
    await user.type(input('Fim'), '16012025');
    await user.tab();
    expect(input('Fim').value).toBe('');
    await user.type(input('Fim'), '15012025');
    expect(onValue).toHaveBeenLastCalledWith({ inicio: '2024-01-15', fim: '2025-01-15' });

    // the start cannot pass the end
    await user.clear(input('Início'));
    await user.type(input('Início'), '16012025');
    await user.tab();
    expect(input('Início').value).toBe('');
    expect(onValue).toHaveBeenLastCalledWith({ inicio: null, fim: '2025-01-15' });
  });

  it('o fim não pode ser anterior ao início; semLimite aceita mais de 1 ano', async () => {
    const onValue = vi.fn();
    const { user } = renderWidget(<Controlado onValue={onValue} semLimite labelInicio="De" labelFim="Até" />);
    await user.type(input('De'), '10052020');
    await user.type(input('Até'), '09052020');
    await user.tab();
    expect(input('Até').value).toBe('');
    await user.type(input('Até'), '10052024');
    await user.tab();
    expect(input('Até').value).toBe('10/05/2024');
    expect(onValue).toHaveBeenLastCalledWith({ inicio: '2020-05-10', fim: '2024-05-10' });
  });
});
