import { IMG, laudoAssinarDatatableSchema } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const BASE = '/api/exame-imagem/assinatura';
const linha = (id: number, exame: string) => ({
  id,
  imgExameId: 10 + id,
  paciente: 'Joana Imagem',
  exame,
  equipamento: 'Raio-X Policlínica',
  versao: 1,
  realizadoEm: '2026-03-10T10:00:00-03:00',
  lancadoEm: '2026-03-10T11:00:00-03:00',
  lancadoPor: 'Rodrigo Almeida Cavalcanti',
});
const pdf = (texto: string) => () =>
  new Response(texto, {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="laudo.pdf"' },
  });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('assinatura de laudos de imagem', () => {
  it("opens on the logged radiologist's reports and signs the selected ones in one dialog", async () => {
    const s = sessao({ permissoes: [IMG.assinar] });
    logar(s);
    const guardado = { message: 'Laudo assinado e liberado.', data: { codigo: 'AB12CD34EF56', assinado_em: '2026-03-10T13:00:00Z' } };
    const api = mockApi({
      [`GET ${BASE}/datatable`]: wireDe(laudoAssinarDatatableSchema, {
        draw: 1,
        recordsTotal: 2,
        recordsFiltered: 2,
        data: [linha(1, 'Radiografia de tórax'), linha(2, 'Ultrassonografia de abdome')],
      }),
      [`GET ${BASE}/profissionais`]: { data: [{ id: s.usuario?.id ?? 1, nome: 'Rodrigo Almeida Cavalcanti' }] },
      'GET /api/exame-imagem/equipamento/autocomplete': { data: [{ id: 3, label: 'Raio-X Policlínica' }] },
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
      [`POST ${BASE}/store/1`]: guardado,
      [`POST ${BASE}/store/2`]: guardado,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/exame-imagem/assinatura/index');
    expect(await screen.findByText('Ultrassonografia de abdome', {}, { timeout: 40_000 })).toBeTruthy();
    // the list asks for the logged professional's reports
    await waitFor(() =>
      expect(api.de(`GET ${BASE}/datatable`).some((c) => c.query.get('profissional_id') === String(s.usuario?.id))).toBe(true),
    );
    expect((screen.getByRole('button', { name: /Assinar selecionados/ }) as HTMLButtonElement).disabled).toBe(true);
    for (const caixa of screen.getAllByRole('checkbox').slice(1)) await user.click(caixa);
    await user.click(screen.getByRole('button', { name: /Assinar selecionados \(2\)/ }));
    const dialogo = await findDialog('Assinatura');
    await within(dialogo).findByText('RODRIGO ALMEIDA CAVALCANTI:12345678909');
    await user.click(within(dialogo).getByRole('button', { name: 'Assinar' }));
    await waitFor(() => expect(api.de(`POST ${BASE}/store/2`)).toHaveLength(1));
    expect(atob((api.de(`POST ${BASE}/store/1`)[0]?.body as { arquivo: string } | undefined)?.arquivo ?? '')).toBe(
      '%PDF-1.7 assinado laudo-1.pdf',
    );
    expect(await screen.findByText('2 laudos assinados e liberados.')).toBeTruthy();
  }, 120_000);
});
