import { PERMISSAO_TABELA_CID } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { type Chamada, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const DATATABLE = 'GET /api/parametrizacao/tabela-cid/datatable';
const LINHAS = [
  { id: 'A00', codigo: 'A00', descricao: 'Cólera', subcategoria: false, sexo: null, sexoNome: 'Ambos', capitulo: 1 },
  {
    id: 'A000',
    codigo: 'A00.0',
    descricao: 'Cólera devida a Vibrio cholerae 01, biótipo cholerae',
    subcategoria: true,
    sexo: null,
    sexoNome: 'Ambos',
    capitulo: 1,
  },
  { id: 'O000', codigo: 'O00.0', descricao: 'Gravidez abdominal', subcategoria: true, sexo: 'F', sexoNome: 'Feminino', capitulo: 15 },
];
const CAPITULOS = [
  { numero: 1, inicio: 'A00', fim: 'B99', descricao: 'Algumas doenças infecciosas e parasitárias' },
  { numero: 15, inicio: 'O00', fim: 'O99', descricao: 'Gravidez, parto e puerpério' },
];

const responder = (c: Chamada) => {
  const capitulo = c.query.get('capitulo');
  const data = capitulo ? LINHAS.filter((l) => String(l.capitulo) === capitulo) : LINHAS;
  return wire({ draw: Number(c.query.get('draw')), recordsTotal: 14242, recordsFiltered: capitulo ? data.length : 14242, data });
};

describe('tabela CID-10', () => {
  it('lists codes with the dot, chapter and sex restriction; filters by chapter and searches on the server', async () => {
    logar(sessao({ permissoes: [PERMISSAO_TABELA_CID] }));
    const api = mockApi({
      [DATATABLE]: responder,
      'GET /api/parametrizacao/tabela-cid/capitulos': wire({ data: CAPITULOS }),
    });
    const { user, router } = renderApp('/parametrizacao/tabela-cid/index');
    // the first render compiles the lazy page: allow it time under a busy machine
    expect(await screen.findByText('Cólera devida a Vibrio cholerae 01, biótipo cholerae', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('A00.0')).toBeTruthy();
    expect(screen.getByText('Feminino')).toBeTruthy();
    expect(screen.getAllByText('XV').length).toBeGreaterThan(0);
    expect(api.de(DATATABLE)[0]?.query.get('order[0][column_name]')).toBe('codigo');

    await user.click(screen.getByLabelText('Filtrar por capítulo'));
    const opcao = await screen.findByTitle('XV - Gravidez, parto e puerpério (O00-O99)');
    await user.click(opcao);
    await waitFor(() => expect(api.de(DATATABLE).at(-1)?.query.get('capitulo')).toBe('15'));
    expect(router.state.location.search).toContain('capitulo=15');
    await waitFor(() => expect(screen.queryByText('Cólera')).toBeNull());

    await user.type(screen.getByLabelText('Pesquisar'), 'a00.0');
    await waitFor(() => expect(api.de(DATATABLE).at(-1)?.query.get('search[value]')).toBe('a00.0'), { timeout: 3000 });
  }, 60_000);
});
