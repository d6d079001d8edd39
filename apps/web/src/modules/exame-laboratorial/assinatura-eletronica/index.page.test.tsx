import { LAB, resultadoAssinarDatatableSchema } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const BASE = '/api/exame-laboratorial/assinatura-eletronica';
const linha = (id: number, exame: string) => ({
  id,
  labAgendamentoId: 3,
  numero: 2026000042,
  paciente: 'Maria das Dores',
  exame,
  lancadoEm: '2026-03-10T10:00:00-03:00',
  lancadoPor: 'Fernanda Lúcia Barros',
  alterados: id === 1 ? 1 : 0,
  criticos: id === 1 ? 1 : 0,
});
const pdf = (texto: string) => () =>
  new Response(texto, {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="resultado.pdf"' },
  });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('assinatura eletrônica de resultados', () => {
  it('signs the selected results in one dialog and stores each signed copy on its result', async () => {
    logar(sessao({ permissoes: [LAB.assinar] }));
    const api = mockApi({
      [`GET ${BASE}/datatable`]: wireDe(resultadoAssinarDatatableSchema, {
        draw: 1,
        recordsTotal: 2,
        recordsFiltered: 2,
        data: [linha(1, 'Glicose'), linha(2, 'Creatinina')],
      }),
      [`GET ${BASE}/profissionais`]: { data: [{ id: 9, nome: 'Fernanda Lúcia Barros' }] },
      'GET /api/exame-laboratorial/laboratorio/autocomplete': { data: [] },
      [`GET ${BASE}/pdf/1`]: pdf('%PDF-1.7 um'),
      [`GET ${BASE}/pdf/2`]: pdf('%PDF-1.7 dois'),
      'GET /api/rest-pki/certificados': {
        data: [
          {
            subject_name: 'RODRIGO ALMEIDA CAVALCANTI:12345678909',
            thumbprint: 'A1B2',
            pki_brazil: { cpf: '12345678909' },
            validade: '2030-01-01T00:00:00Z',
          },
        ],
      },
      'POST /api/rest-pki/start': (c: { body: { nome_arquivo: string } }) => ({ data: { token: c.body.nome_arquivo } }),
      'POST /api/rest-pki/finish': (c: { body: { token: string } }) => ({
        data: btoa(`%PDF-1.7 assinado ${c.body.token}`),
        file_name: c.body.token,
        codigo: 'AB12-CD34-EF56',
      }),
      [`POST ${BASE}/store/1`]: {
        message: 'Resultado assinado e liberado.',
        data: { codigo: 'AB12CD34EF56', assinado_em: '2026-03-10T13:00:00Z' },
      },
      [`POST ${BASE}/store/2`]: {
        message: 'Resultado assinado e liberado.',
        data: { codigo: 'AB12CD34EF56', assinado_em: '2026-03-10T13:00:00Z' },
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/exame-laboratorial/assinatura-eletronica/index');
    expect(await screen.findByText('Creatinina', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('1 crítico(s)')).toBeTruthy();
    const botao = screen.getByRole('button', { name: /Assinar selecionados/ });
    expect((botao as HTMLButtonElement).disabled).toBe(true);
    for (const caixa of screen.getAllByRole('checkbox').slice(1)) await user.click(caixa);
    await user.click(screen.getByRole('button', { name: /Assinar selecionados \(2\)/ }));
    const dialogo = await findDialog('Assinatura');
    await within(dialogo).findByText('RODRIGO ALMEIDA CAVALCANTI:12345678909');
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));
    await waitFor(() => expect(api.de(`POST ${BASE}/store/2`)).toHaveLength(1));
    expect(api.de(`POST ${BASE}/store/1`)).toHaveLength(1);
    expect(atob((api.de(`POST ${BASE}/store/1`)[0]?.body as { arquivo: string } | undefined)?.arquivo ?? '')).toBe(
      '%PDF-1.7 assinado resultado-1.pdf',
    );
    expect(atob((api.de(`POST ${BASE}/store/2`)[0]?.body as { arquivo: string } | undefined)?.arquivo ?? '')).toBe(
      '%PDF-1.7 assinado resultado-2.pdf',
    );
    expect(await screen.findByText('2 resultados assinados e liberados.')).toBeTruthy();
  }, 60_000);
});
