import { feriadoResource, feriadosNacionais } from '@saude/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = feriadoResource.permissoes;

describe('feriados (lista)', () => {
  it('lists the municipal holidays and, read-only, the national ones of the chosen year', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar, P.editar, P.excluir] }));
    mockApi({
      'GET /api/cadastro/feriado/datatable': wire({
        draw: 1,
        recordsTotal: 2,
        recordsFiltered: 2,
        data: [
          {
            id: 1,
            data: '2026-02-04',
            descricao: 'Aniversário de Garanhuns',
            abrangencia: 'Municipal',
            recorrente: true,
            facultativo: false,
          },
          {
            id: 2,
            data: '2026-02-18',
            descricao: 'Quarta-feira de Cinzas',
            abrangencia: 'Municipal',
            recorrente: false,
            facultativo: true,
          },
        ],
      }),
    });
    const user = userEvent.setup();
    renderApp('/cadastro/feriado/index');
    expect(await screen.findByText('Aniversário de Garanhuns', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('04/02 (todo ano)')).toBeTruthy();
    expect(screen.getByText('18/02/2026')).toBeTruthy();
    expect(screen.getByLabelText('Editar: Quarta-feira de Cinzas')).toBeTruthy();

    const nacionais = screen.getByText('Feriados nacionais').closest('.ant-card') as HTMLElement;
    expect(within(nacionais).getByText('Dia Nacional de Zumbi e da Consciência Negra')).toBeTruthy();
    expect(within(nacionais).queryByLabelText(/Editar/)).toBeNull();

    // next year: its Good Friday, Carnaval and Corpus Christi (dates checked in packages/shared feriados.test.ts)
    const ano = new Date().getFullYear() + 1;
    const br = (iso: string) => iso.split('-').reverse().join('/');
    const moveis = feriadosNacionais(ano).filter((f) => /Carnaval|Santa|Corpus/.test(f.descricao));
    await user.click(within(nacionais).getByLabelText('Ano'));
    const opcao = screen.queryAllByTitle(String(ano)).find((e) => e.classList.contains('ant-select-item-option'));
    if (!opcao) throw new Error(`ano ${ano} não está na lista`);
    await user.click(opcao);
    for (const f of moveis) expect(await within(nacionais).findByText(br(f.data))).toBeTruthy();
    expect(within(nacionais).getAllByText('Ponto facultativo')).toHaveLength(3);
    const sextaSanta = within(nacionais).getByText(br(moveis[2].data)).closest('tr') as HTMLElement;
    expect(within(sextaSanta).getByText('sexta-feira')).toBeTruthy();
    expect(within(sextaSanta).getByText('Sexta-feira Santa (Paixão de Cristo)')).toBeTruthy();
  }, 60_000);
});
