import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload } from './FileUpload';
import { renderWidget } from './test-utils';

const arquivo = (nome: string, tipo: string, bytes = 10) => new File([new Uint8Array(bytes)], nome, { type: tipo });

function Formulario({ onValues, ...props }: { onValues: (v: File[]) => void; multiple?: boolean; maxMb?: number }) {
  return (
    <Form onValuesChange={(_, all) => onValues(all.anexos)}>
      <Form.Item name="anexos" label="Anexos">
        <FileUpload {...props} />
      </Form.Item>
    </Form>
  );
}

// the field's own message, inside its form: a notification another file left fading out in the body is not it
const noFormulario = () => within(screen.getByLabelText('Anexos').closest('form') as HTMLElement);

// the picker's accept attribute is a hint the user can get around (drag and drop, "all files")
const semFiltroDoNavegador = () => userEvent.setup({ applyAccept: false, delay: null });

describe('FileUpload (spec 000 §5)', () => {
  it('aceita .jpg, .png e .pdf e recusa outros tipos com mensagem', async () => {
    const onValues = vi.fn();
    renderWidget(<Formulario onValues={onValues} multiple />);
    const input = screen.getByLabelText('Anexos') as HTMLInputElement;
    expect(input.accept).toBe('.jpg,.png,.pdf');
    expect(screen.getByRole('button', { name: /Selecionar arquivo/ })).toBeTruthy();

    const user = semFiltroDoNavegador();
    const laudo = arquivo('laudo.PDF', 'application/pdf');
    const foto = arquivo('foto.jpg', 'image/jpeg');
    await user.upload(input, [laudo, arquivo('planilha.xlsx', 'application/vnd.ms-excel'), foto]);
    expect(noFormulario().getByRole('alert').textContent).toBe(
      'O arquivo planilha.xlsx não é de um tipo permitido. Envie arquivos .jpg, .png ou .pdf.',
    );
    expect(onValues).toHaveBeenLastCalledWith([laudo, foto]);
    expect(screen.getByText('laudo.PDF')).toBeTruthy();
    expect(screen.queryByText('planilha.xlsx')).toBeNull();

    // removing one from the list
    const item = screen.getByText('foto.jpg').closest('.ant-upload-list-item') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: /remove|remover/i }));
    expect(onValues).toHaveBeenLastCalledWith([laudo]);
  });

  it('respeita o tamanho máximo e, com um só arquivo, o novo substitui o anterior', async () => {
    const onValues = vi.fn();
    renderWidget(<Formulario onValues={onValues} maxMb={1} />);
    // the picker is replaced after each choice (so choosing the same file again fires): query it each time
    const input = () => screen.getByLabelText('Anexos') as HTMLInputElement;
    const user = semFiltroDoNavegador();
    await user.upload(input(), arquivo('grande.png', 'image/png', 1024 * 1024 + 1));
    expect(noFormulario().getByRole('alert').textContent).toBe('O arquivo grande.png excede o tamanho máximo de 1 MB.');
    expect(onValues).not.toHaveBeenCalled();

    const a = arquivo('a.png', 'image/png');
    const b = arquivo('b.png', 'image/png');
    await user.upload(input(), a);
    expect(noFormulario().queryByRole('alert')).toBeNull();
    await user.upload(input(), b);
    expect(onValues).toHaveBeenLastCalledWith([b]);
  });
});
