import { camposParametrizacaoPa, PA, parametrizacaoPaSchema } from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const URL = '/api/pronto-atendimento/parametrizacao';

describe('parametrização do pronto atendimento', () => {
  it('draws the keys by group with their values, checks them with the shared rules and saves them all', async () => {
    logar(sessao({ permissoes: [PA.parametrizacao] }));
    const padroes = parametrizacaoPaSchema.parse({});
    const api = mockApi({
      [`GET ${URL}`]: wire({ form: { campos: camposParametrizacaoPa() }, model: padroes }),
      [`PUT ${URL}`]: (c: { body: Record<string, unknown> }) => c.body,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/pronto-atendimento/parametrizacao/create');

    expect(await screen.findByText('Filas e observação', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Documentos')).toBeTruthy();
    const cid = screen.getByRole('switch', { name: 'Exigir CID principal para fechar a FAA' });
    expect(cid.getAttribute('aria-checked')).toBe('true');
    const horas = screen.getByLabelText('Horas máximas em observação antes do alerta') as HTMLInputElement;
    expect(horas.value).toBe('24');

    fireEvent.change(horas, { target: { value: '0' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Horas máximas em observação deve ser maior ou igual a 1')).toBeTruthy();
    expect(api.de(`PUT ${URL}`)).toHaveLength(0);

    fireEvent.change(horas, { target: { value: '36' } });
    await user.click(cid);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
    await waitFor(() => expect(api.de(`PUT ${URL}`)).toHaveLength(1));
    expect(api.de(`PUT ${URL}`)[0]?.body).toMatchObject({
      exigir_cid_principal_fechamento: false,
      horas_maximas_observacao: 36,
      horas_destaque_fila: 24,
      dias_maximos_atestado_sem_justificativa: 15,
    });
  }, 60_000);
});
