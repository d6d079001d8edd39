import { LAB, mapaTrabalhoFormSchema, mapaTrabalhoSchema, SETORES_LABORATORIO } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

describe('exame-laboratorial/mapa-producao', () => {
  it("shows the day's worklist of the session's laboratory and prints it with the same filters", async () => {
    logar(sessao({ permissoes: [LAB.mapas] }));
    const pdf = vi.fn(() => new Response('%PDF-1.7 mapa', { headers: { 'content-type': 'application/pdf' } }));
    const api = mockApi({
      'GET /api/exame-laboratorial/mapa-producao/create': wireDe(mapaTrabalhoFormSchema, {
        data: {
          laboratorios: [{ id: 4, nome: 'Laboratório Municipal' }],
          laboratorioPadrao: 4,
          setores: SETORES_LABORATORIO.map((s) => ({ ...s })),
        },
      }),
      'GET /api/exame-laboratorial/mapa-producao/lista': wireDe(mapaTrabalhoSchema, {
        data: {
          total: 1,
          pacientes: 1,
          truncado: false,
          linhas: [
            {
              id: 1,
              setor: 1,
              numero: 2026000123,
              hora: '07:30:00',
              paciente: 'Antônio Galdino',
              idade: '68 anos',
              sexo: 'M',
              sigla: 'GLI',
              exame: 'Glicose',
              situacao: 2,
              material: 'Soro',
              campos: ['Glicose'],
            },
          ],
        },
      }),
      'GET /api/exame-laboratorial/mapa-producao/pdf': pdf,
    });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderApp('/exame-laboratorial/mapa-producao/create?data=2026-03-06&setor=1');
    expect(await screen.findByText('GLI — Glicose', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('1 exame(s) de 1 paciente(s).')).toBeTruthy();
    const lista = api.chamadas.find((c) => c.path.endsWith('/lista'));
    expect([lista?.query.get('laboratorio_id'), lista?.query.get('setor'), lista?.query.get('data')]).toEqual(['4', '1', '2026-03-06']);
    await user.click(screen.getByRole('button', { name: /Imprimir/ }));
    await waitFor(() => expect(pdf).toHaveBeenCalled());
    expect(api.chamadas.find((c) => c.path.endsWith('/pdf'))?.query.get('laboratorio_id')).toBe('4');
  });
});
