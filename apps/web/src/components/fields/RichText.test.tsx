import { act, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { RichText, sanitizarHtml, textoSemHtml } from './RichText';
import { renderWidget } from './test-utils';

describe('RichText (spec 000 §5)', () => {
  it("conta 'Caracteres restantes' sem o HTML e guarda HTML sanitizado", async () => {
    const onValues = vi.fn();
    const { user } = renderWidget(
      <Form initialValues={{ obs: '<p><b>Olá</b> <img src=x onerror="alert(1)">mundo</p>' }} onValuesChange={(_, all) => onValues(all.obs)}>
        <Form.Item name="obs" label="Observação">
          <RichText max={20} />
        </Form.Item>
      </Form>,
    );
    const editor = await screen.findByRole('textbox', { name: 'Observação' });
    expect(editor.innerHTML).toBe('<p><b>Olá</b> mundo</p>');
    expect(screen.getByText('Caracteres restantes: 11')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Negrito' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lista' })).toBeTruthy();

    await user.click(editor);
    await user.keyboard('!!');
    expect(screen.getByText('Caracteres restantes: 9')).toBeTruthy();
    const salvo = onValues.mock.lastCall?.[0] as string;
    // (where jsdom puts the caret is its business; the text and the count are ours)
    expect(textoSemHtml(salvo).replace('!!', '')).toBe('Olá mundo');
    expect(salvo).not.toContain('onerror');

    // something dangerous slipping into the editor never reaches the form
    act(() => {
      editor.innerHTML = '<p onclick="x()">ok<script>alert(1)</script></p>';
      editor.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(onValues).toHaveBeenLastCalledWith('<p>ok</p>');
    expect(screen.getByText('Caracteres restantes: 18')).toBeTruthy();
  });

  it('sem texto visível o valor é vazio; negativo quando passa do máximo', async () => {
    const onChange = vi.fn();
    renderWidget(<RichText aria-label="Texto" max={3} value="<p>abcde</p>" onChange={onChange} />);
    expect(screen.getByText('Caracteres restantes: -2')).toBeTruthy();
    const editor = screen.getByRole('textbox', { name: 'Texto' });
    act(() => {
      editor.innerHTML = '<p><br></p>';
      editor.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(sanitizarHtml('<a href="javascript:x">l</a><u>s</u>')).toBe('l<u>s</u>');
  });
});
