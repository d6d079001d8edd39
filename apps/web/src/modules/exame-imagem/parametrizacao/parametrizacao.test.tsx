import { IMG, parametrizacaoImagemModelo } from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const API = '/api/exame-imagem/parametrizacao';

describe('exame-imagem/parametrizacao/create', () => {
  it('saves the settings and puts a refused deadline on its field', async () => {
    logar(sessao({ permissoes: [IMG.parametrizacao] }));
    const api = mockApi({
      [`GET ${API}`]: wireDe(parametrizacaoImagemModelo, {
        mensagemComprovante: null,
        cabecalhoLaudo: 'Serviço de Imagem',
        rodapeLaudo: null,
        prazoLaudoDias: 5,
        bloquearAcimaCota: true,
        imprimirSomenteAssinado: true,
        atualizadoEm: null,
      }),
      [`PUT ${API}`]: reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { prazo_laudo_dias: ['Prazo do laudo (dias) deve ser menor ou igual a 90'] },
      }),
    });
    const { user } = renderApp('/exame-imagem/parametrizacao/create', { user: { pointerEventsCheck: 0 } });
    const prazo = await screen.findByLabelText('Prazo do laudo (dias)', {}, { timeout: 30_000 });
    expect((screen.getByLabelText('Cabeçalho do laudo') as HTMLTextAreaElement).value).toBe('Serviço de Imagem');
    fireEvent.change(prazo, { target: { value: '120' } });
    await user.click(screen.getByLabelText('Imprimir somente laudos assinados'));
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await waitFor(() => expect(api.de(`PUT ${API}`)).toHaveLength(1));
    expect(api.de(`PUT ${API}`)[0]?.body).toMatchObject({
      prazo_laudo_dias: 120,
      bloquear_acima_cota: true,
      imprimir_somente_assinado: false,
      cabecalho_laudo: 'Serviço de Imagem',
    });
    expect(
      await screen.findByText(
        'Prazo do laudo (dias) deve ser menor ou igual a 90',
        { selector: '.ant-form-item-explain-error' },
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
  }, 60_000);

  it('the clerk (who reads the settings for the slip) sees them read-only, without Salvar', async () => {
    logar(sessao({ permissoes: [IMG.parametrizacao] }));
    mockApi({
      [`GET ${API}`]: wireDe(parametrizacaoImagemModelo, {
        mensagemComprovante: 'Traga o pedido médico.',
        cabecalhoLaudo: null,
        rodapeLaudo: null,
        prazoLaudoDias: 5,
        bloquearAcimaCota: true,
        imprimirSomenteAssinado: true,
        atualizadoEm: '2026-11-20T13:00:00.000Z',
      }),
    });
    renderApp('/exame-imagem/parametrizacao/create');
    expect(await screen.findByText(/Última alteração: 20\/11\/2026/, {}, { timeout: 30_000 })).toBeTruthy();
    expect((screen.getByLabelText('Mensagem do comprovante de agendamento') as HTMLTextAreaElement).value).toBe('Traga o pedido médico.');
  }, 60_000);
});
