import { LAB, resultadosEmitidosSchema } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const LABORATORIO = '/api/exame-laboratorial';
const resultado = (id: number, exame: string, situacao: number, extra: Record<string, unknown> = {}) => ({
  id,
  labAgendamentoId: 3,
  numero: 2026000042,
  data: '2026-03-10',
  paciente: 'Maria das Dores',
  exame,
  situacao,
  situacaoExame: situacao === 2 ? 5 : 4,
  lancadoEm: '2026-03-10T10:00:00-03:00',
  assinadoPor: situacao === 2 ? 'Rodrigo Almeida Cavalcanti' : null,
  assinadoEm: situacao === 2 ? '2026-03-10T12:00:00-03:00' : null,
  impressoEm: null,
  entregueEm: null,
  entreguePara: null,
  canceladoEm: null,
  motivoCancelamento: null,
  ...extra,
});
const RESULTADOS = wireDe(resultadosEmitidosSchema, {
  data: [resultado(1, 'Glicose', 2), resultado(2, 'Creatinina', 1)],
});

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(window, 'open').mockImplementation(() => null);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function buscar(user: ReturnType<typeof userEvent.setup>) {
  const campo = await screen.findByLabelText('Número do agendamento', {}, { timeout: 10_000 });
  await user.type(campo, '2026000042{Enter}');
  return screen.findByText('Creatinina');
}

describe('resultados: impressão e cancelamento', () => {
  it('prints only signed results as final, by the scheduling number', async () => {
    logar(sessao({ permissoes: [LAB.imprimir] }));
    const api = mockApi({
      [`GET ${LABORATORIO}/impressao-exame/resultados`]: RESULTADOS,
      [`GET ${LABORATORIO}/impressao-exame/pdf`]: () =>
        new Response('%PDF-1.7 final', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="r.pdf"' },
        }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/exame-laboratorial/impressao-exame/create');
    await buscar(user);
    expect(api.de(`GET ${LABORATORIO}/impressao-exame/resultados`)[0]?.query.get('numero')).toBe('2026000042');
    const linhas = screen.getAllByRole('row');
    const naoAssinado = linhas.find((l) => l.textContent?.includes('Creatinina')) as HTMLElement;
    expect((within(naoAssinado).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(within(naoAssinado).getByText('Lançado (não assinado)')).toBeTruthy();
    const assinado = linhas.find((l) => l.textContent?.includes('Glicose')) as HTMLElement;
    await user.click(within(assinado).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /Imprimir selecionados \(1\)/ }));
    await waitFor(() => expect(api.de(`GET ${LABORATORIO}/impressao-exame/pdf`)).toHaveLength(1));
    expect(api.de(`GET ${LABORATORIO}/impressao-exame/pdf`)[0]?.query.get('resultado_ids')).toBe('1');
  }, 60_000);

  it('cancels a result with its reason after a confirmation', async () => {
    logar(sessao({ permissoes: [LAB.cancelarResultado] }));
    const api = mockApi({
      [`GET ${LABORATORIO}/cancelamento-resultado/resultados`]: RESULTADOS,
      [`POST ${LABORATORIO}/cancelamento-resultado`]: {
        message: 'Resultado cancelado. O exame volta a aguardar resultado.',
        data: { quantidade: 1 },
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/exame-laboratorial/cancelamento-resultado/create');
    await buscar(user);
    const linha = screen.getAllByRole('row').find((l) => l.textContent?.includes('Glicose')) as HTMLElement;
    await user.click(within(linha).getByRole('radio'));
    await user.click(screen.getByRole('button', { name: /Cancelar resultado/ }));
    expect(await screen.findByText('Informe o motivo do cancelamento.')).toBeTruthy();
    await user.type(screen.getByLabelText('Motivo do cancelamento'), 'Amostra hemolisada');
    await user.click(screen.getByRole('button', { name: /Cancelar resultado/ }));
    const dialogo = await findDialog('Cancelar resultado');
    await user.click(within(dialogo).getByRole('button', { name: /Cancelar resultado/ }));
    await waitFor(() => expect(api.de(`POST ${LABORATORIO}/cancelamento-resultado`)).toHaveLength(1));
    expect(api.de(`POST ${LABORATORIO}/cancelamento-resultado`)[0]?.body).toEqual({ resultado_id: 1, motivo: 'Amostra hemolisada' });
    expect(await screen.findByText('Resultado cancelado. O exame volta a aguardar resultado.')).toBeTruthy();
  }, 60_000);
});
