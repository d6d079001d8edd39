import { IMG, laudoImpressaoDatatableSchema } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const linha = (id: number, exame: string, impressoes = 0) => ({
  id,
  imgExameId: 10 + id,
  paciente: 'Joana Imagem',
  exame,
  equipamento: 'Raio-X Policlínica',
  versao: 1,
  realizadoEm: '2026-03-10T10:00:00-03:00',
  situacao: 2,
  assinadoEm: '2026-03-10T13:00:00-03:00',
  assinadoPor: 'Rodrigo Almeida Cavalcanti',
  impressoEm: impressoes ? '2026-03-11T09:00:00-03:00' : null,
  impressoes,
});
const lista = (data: ReturnType<typeof linha>[]) =>
  wireDe(laudoImpressaoDatatableSchema, { draw: 1, recordsTotal: data.length, recordsFiltered: data.length, data });
const pdf = () =>
  new Response('%PDF-1.7', {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="laudos.pdf"' },
  });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.stubGlobal(
    'open',
    vi.fn(() => ({ focus: vi.fn(), print: vi.fn(), addEventListener: vi.fn(), onload: null })),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('impressão e reimpressão de laudos de imagem', () => {
  it('prints the selected signed reports as one PDF', async () => {
    logar(sessao({ permissoes: [IMG.imprimir] }));
    const api = mockApi({
      'GET /api/exame-imagem/impressao/datatable': lista([linha(1, 'Radiografia de tórax'), linha(2, 'Ultrassonografia de abdome')]),
      'GET /api/exame-imagem/equipamento/autocomplete': { data: [] },
      'GET /api/exame-imagem/impressao/pdf': pdf,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/exame-imagem/impressao/index');
    expect(await screen.findByText('Ultrassonografia de abdome', {}, { timeout: 40_000 })).toBeTruthy();
    for (const caixa of screen.getAllByRole('checkbox').slice(1)) await user.click(caixa);
    await user.click(screen.getByRole('button', { name: /Imprimir selecionados \(2\)/ }));
    await waitFor(() => expect(api.de('GET /api/exame-imagem/impressao/pdf')).toHaveLength(1));
    expect(api.de('GET /api/exame-imagem/impressao/pdf')[0]?.query.get('laudo_ids')).toBe('1,2');
    expect(await screen.findByText('2 laudos enviados para impressão.')).toBeTruthy();
  }, 120_000);

  it('reprints a printed report and shows a refusal of the server', async () => {
    logar(sessao({ permissoes: [IMG.imprimir] }));
    const api = mockApi({
      'GET /api/exame-imagem/reimpressao-resultado/datatable': lista([linha(7, 'Radiografia de tórax', 2)]),
      'GET /api/exame-imagem/equipamento/autocomplete': { data: [] },
      'GET /api/exame-imagem/reimpressao-resultado/pdf': reply(422, {
        message: 'Radiografia de tórax: Este laudo foi substituído por uma versão mais recente.',
        errors: { laudo_ids: ['Radiografia de tórax: Este laudo foi substituído por uma versão mais recente.'] },
      }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/exame-imagem/reimpressao-resultado/index');
    expect(await screen.findByText('2×', {}, { timeout: 40_000 })).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: /Reimprimir$/ })[0] as HTMLElement);
    await waitFor(() => expect(api.de('GET /api/exame-imagem/reimpressao-resultado/pdf')).toHaveLength(1));
    expect(api.de('GET /api/exame-imagem/reimpressao-resultado/pdf')[0]?.query.get('laudo_ids')).toBe('7');
    expect((await screen.findAllByText(/substituído por uma versão mais recente/)).length).toBeGreaterThan(0);
  }, 120_000);
});
