import { LAB, parametrizacaoLaboratorioModelo } from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const API = '/api/exame-laboratorial/parametrizacao';

describe('exame-laboratorial/parametrizacao/create', () => {
  it('saves the settings and puts a refused deadline on its field', async () => {
    logar(sessao({ permissoes: [LAB.parametrizacao] }));
    const api = mockApi({
      [`GET ${API}`]: wireDe(parametrizacaoLaboratorioModelo, {
        mensagemProtocolo: null,
        rodapeLaudo: null,
        prazoEntregaPadraoDias: 3,
        etiquetaAoColetar: true,
        bloquearAcimaCota: true,
        atualizadoEm: null,
      }),
      [`PUT ${API}`]: reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { prazo_entrega_padrao_dias: ['Prazo de entrega padrão (dias) deve ser menor ou igual a 90'] },
      }),
    });
    const { user } = renderApp('/exame-laboratorial/parametrizacao/create', { user: { pointerEventsCheck: 0 } });
    const prazo = await screen.findByLabelText('Prazo de entrega padrão (dias)', {}, { timeout: 10_000 });
    fireEvent.change(prazo, { target: { value: '120' } });
    await user.click(screen.getByLabelText('Recusar agendamento acima da cota'));
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await waitFor(() => expect(api.de(`PUT ${API}`)).toHaveLength(1));
    expect(api.de(`PUT ${API}`)[0]?.body).toMatchObject({
      prazo_entrega_padrao_dias: 120,
      bloquear_acima_cota: false,
      etiqueta_ao_coletar: true,
    });
    expect(
      await screen.findByText(
        'Prazo de entrega padrão (dias) deve ser menor ou igual a 90',
        { selector: '.ant-form-item-explain-error' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  }, 60_000);
});
