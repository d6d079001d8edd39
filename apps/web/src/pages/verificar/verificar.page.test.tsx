import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '../../test/mock-api';
import { renderApp } from '../../test/render';

const DOC = {
  data: {
    codigo: 'AB12-CD34-EF56',
    nome_arquivo: 'receita.pdf',
    signatario_nome: 'MARIA DA SILVA SOUZA',
    signatario_cpf: '***.982.247-**',
    assinado_em: '2026-03-10T11:15:42.000Z',
    municipio: 'Prefeitura Municipal de Garanhuns',
    sha256: 'ab'.repeat(32),
  },
};
const URL_DOC = '/api/publico/verificar/AB12-CD34-EF56';

describe('/verificar/{codigo} (página pública)', () => {
  it('sem login, mostra quem assinou o quê, quando e onde, e confere o arquivo escolhido', async () => {
    const api = mockApi({
      [`GET ${URL_DOC}`]: DOC,
      [`POST ${URL_DOC}`]: {
        confere: true,
        mensagem: 'O arquivo confere com o documento assinado.',
        assinatura_integra: true,
        motivo: null,
      },
    });
    const { user, path } = renderApp('/verificar/AB12-CD34-EF56');
    expect(await screen.findByRole('heading', { name: 'Verificação de documento assinado' })).toBeTruthy();
    expect(await screen.findByText('MARIA DA SILVA SOUZA')).toBeTruthy();
    expect(screen.getByText('***.982.247-**')).toBeTruthy();
    expect(screen.getByText('receita.pdf')).toBeTruthy();
    expect(screen.getByText('Prefeitura Municipal de Garanhuns')).toBeTruthy();
    expect(screen.getByText('10/03/2026 às 08:15:42 (horário de Brasília)')).toBeTruthy();
    expect(path()).toBe('/verificar/AB12-CD34-EF56');
    expect(api.de(`GET ${URL_DOC}`)[0]?.headers.get('authorization')).toBeNull();

    const conferir = screen.getByRole('button', { name: 'Conferir' });
    expect(conferir.hasAttribute('disabled')).toBe(true);
    const arquivo = new File(['%PDF-1.7'], 'recebido.pdf', { type: 'application/pdf' });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Arquivo PDF'), arquivo);
    await user.click(screen.getByRole('button', { name: 'Conferir' }));
    expect(await screen.findByText('O arquivo confere com o documento assinado.')).toBeTruthy();
    const enviado = api.de(`POST ${URL_DOC}`)[0]?.body as FormData;
    expect((enviado.get('arquivo') as File).name).toBe('recebido.pdf');
  });

  it('um arquivo diferente: "O arquivo NÃO confere…" com o motivo', async () => {
    mockApi({
      [`GET ${URL_DOC}`]: DOC,
      [`POST ${URL_DOC}`]: {
        confere: false,
        mensagem: 'O arquivo NÃO confere com o documento assinado.',
        assinatura_integra: false,
        motivo: 'O documento foi alterado depois de assinado.',
      },
    });
    const { user } = renderApp('/verificar/AB12-CD34-EF56');
    await screen.findByText('MARIA DA SILVA SOUZA');
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Arquivo PDF'), new File(['x'], 'outro.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Conferir' }));
    expect(await screen.findByText('O arquivo NÃO confere com o documento assinado.')).toBeTruthy();
    expect(screen.getByText('O documento foi alterado depois de assinado.')).toBeTruthy();
  });

  it('código desconhecido: "Documento não encontrado." e campo para digitar outro código', async () => {
    mockApi({
      'GET /api/publico/verificar/ZZZZ-ZZZZ-ZZZZ': reply(404, { message: 'Documento não encontrado.' }),
      [`GET ${URL_DOC}`]: DOC,
    });
    const { user, path } = renderApp('/verificar/ZZZZ-ZZZZ-ZZZZ');
    expect(await screen.findByText('Documento não encontrado.')).toBeTruthy();
    expect(screen.queryByText('Ocorreu um erro')).toBeNull();
    const campo = screen.getByLabelText('Código de verificação');
    await user.type(campo, 'abc');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Informe o código de 12 caracteres impresso no documento.')).toBeTruthy();
    await user.clear(campo);
    await user.type(campo, 'ab12-cd34-ef56');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(path()).toBe('/verificar/AB12-CD34-EF56'));
    expect(await screen.findByText('MARIA DA SILVA SOUZA')).toBeTruthy();
  });
});
