import { screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';
import { renderWidget } from './test-utils';

describe('TextArea (spec 000 §5/§9)', () => {
  it("tem 2 linhas, mostra 'Caracteres restantes' e para no máximo", async () => {
    const onValues = vi.fn();
    const { user } = renderWidget(
      <Form onValuesChange={(_, all) => onValues(all.motivo)}>
        <Form.Item name="motivo" label="Motivo">
          <TextArea max={10} />
        </Form.Item>
      </Form>,
    );
    const campo = screen.getByRole('textbox', { name: 'Motivo' }) as HTMLTextAreaElement;
    expect(campo.rows).toBe(2);
    expect(screen.getByText('Caracteres restantes: 10')).toBeTruthy();
    await user.type(campo, ' Evadiu ');
    expect(screen.getByText('Caracteres restantes: 2')).toBeTruthy();
    await user.type(campo, 'do hospital');
    expect(campo.value).toBe(' Evadiu do');
    expect(screen.getByText('Caracteres restantes: 0')).toBeTruthy();
    await user.tab();
    expect(onValues).toHaveBeenLastCalledWith('Evadiu do');
    expect(screen.getByText('Caracteres restantes: 1')).toBeTruthy();
  });
});
