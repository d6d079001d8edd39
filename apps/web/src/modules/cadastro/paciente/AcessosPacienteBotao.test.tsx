import { hojeIso, P } from '@saude/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { logar, sessao } from '../../../test/fixtures';
import { AcessosPacienteBotao } from './AcessosPacienteBotao';

function montar() {
  const router = createMemoryRouter(
    [
      { path: '/cadastro/paciente/edit/:id', element: <AcessosPacienteBotao pacienteId={5} /> },
      { path: '/administracao/auditoria/index', element: <p>trilha</p> },
    ],
    { initialEntries: ['/cadastro/paciente/edit/5'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Acessos a este paciente', () => {
  it('opens the audit trail filtered by the patient over the last year', async () => {
    logar(sessao({ permissoes: [P.administracao.auditoria] }));
    const router = montar();
    await userEvent.click(screen.getByRole('button', { name: /Acessos a este paciente/ }));
    const hoje = hojeIso();
    expect(router.state.location.pathname).toBe('/administracao/auditoria/index');
    const busca = new URLSearchParams(router.state.location.search);
    expect(busca.get('pacienteId')).toBe('5');
    expect(busca.get('dataFim')).toBe(hoje);
    expect(busca.get('dataInicio')).toBe(`${Number(hoje.slice(0, 4)) - 1}${hoje.slice(4)}`.replace(/-02-29$/, '-03-01'));
  });

  it('is hidden from whoever may not read the trail', () => {
    logar(sessao({ permissoes: [P.administracao.emailSaida] }));
    montar();
    expect(screen.queryByRole('button', { name: /Acessos a este paciente/ })).toBeNull();
  });
});
