import { auditoriaAutocompleteSchema, auditoriaListaSchema, hojeIso } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, wire, wireDe } from '../../../test/fixtures';
import { type Chamada, mockApi } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const DATATABLE = 'GET /api/administracao/auditoria/datatable';
const LINHA = {
  id: 9,
  momento: '2026-03-10T12:30:05.000Z',
  momentoLocal: '10/03/2026 09:30:05',
  usuarioId: 3,
  usuarioNome: 'Ricardo Lins Cavalcanti',
  lotacaoId: 4,
  acao: 'LEITURA',
  acaoExibida: 'LEITURA',
  tabela: 'atendimento',
  tabelaNome: 'Ficha de atendimento',
  registroId: 77,
  pacienteId: 5,
  pacienteNome: 'MARIA DAS DORES',
  descricao: 'Leitura do prontuário de MARIA DAS DORES (FAA 2026000123)',
};
const lista = (c: Chamada) =>
  wireDe(auditoriaListaSchema, { draw: Number(c.query.get('draw')), recordsTotal: 1, recordsFiltered: 1, data: [LINHA] });

describe('auditoria', () => {
  it('opens on this month, shows each row in words on Brasília time, and sends the filters', async () => {
    logar();
    const api = mockApi({ [DATATABLE]: lista });
    const { user, router } = renderApp('/administracao/auditoria/index');
    expect(await screen.findByText('Leitura do prontuário de MARIA DAS DORES (FAA 2026000123)')).toBeTruthy();
    expect(screen.getByText('10/03/2026 09:30:05')).toBeTruthy();
    expect(screen.getByText('Leitura')).toBeTruthy();

    // this month up to today, in the URL and on the wire; the session rows are not asked for
    const hoje = hojeIso();
    const primeira = api.de(DATATABLE)[0]?.query;
    expect(primeira?.get('data_inicio')).toBe(`${hoje.slice(0, 8)}01`);
    expect(primeira?.get('data_fim')).toBe(hoje);
    expect(primeira?.has('sessoes')).toBe(false);
    expect(api.de(DATATABLE)).toHaveLength(1);
    expect(new URLSearchParams(router.state.location.search).get('dataInicio')).toBe(`${hoje.slice(0, 8)}01`);

    await user.click(screen.getByRole('combobox', { name: 'Ação' }));
    await user.click(await screen.findByTitle('Alteração'));
    await waitFor(() => expect(api.de(DATATABLE).at(-1)?.query.get('acao')).toBe('UPDATE'));

    await user.click(screen.getByRole('switch', { name: 'Mostrar entradas e saídas' }));
    await waitFor(() => expect(api.de(DATATABLE).at(-1)?.query.get('sessoes')).toBe('1'));
    expect(api.de(DATATABLE).at(-1)?.query.get('acao')).toBe('UPDATE');
  });

  it('filtered by a patient from a link, shows the patient by name and asks only for them', async () => {
    logar();
    const api = mockApi({
      [DATATABLE]: lista,
      'GET /api/administracao/auditoria/paciente/autocomplete': (c: Chamada) =>
        wireDe(auditoriaAutocompleteSchema, {
          data: c.query.get('id') === '5' ? [{ id: 5, label: 'MARIA DAS DORES — 529.982.247-25' }] : [],
        }),
    });
    renderApp('/administracao/auditoria/index?pacienteId=5&dataInicio=2025-04-01&dataFim=2026-03-31');
    expect(await screen.findByText('MARIA DAS DORES — 529.982.247-25')).toBeTruthy();
    expect(screen.getByText('Acessos a este paciente: quem leu ou alterou seus dados, e quando.')).toBeTruthy();
    const q = api.de(DATATABLE)[0]?.query;
    expect(q?.get('paciente_id')).toBe('5');
    expect(q?.get('data_inicio')).toBe('2025-04-01');
    expect(q?.get('data_fim')).toBe('2026-03-31');
  });

  it('the detail names the fields in words, shows instants in Brasília and never a secret', async () => {
    logar();
    mockApi({
      [DATATABLE]: lista,
      // snapshots keep their column names as stored
      'GET /api/administracao/auditoria/9': {
        ...wire({
          ...LINHA,
          acao: 'UPDATE',
          acaoExibida: 'UPDATE',
          tabela: 'cidadao',
          descricao: 'Alteração do cadastro do paciente MARIA',
        }),
        request_id: 'req-1',
        antes: { data_nascimento: '1975-03-02', nome_mae: 'ANA', updated_at: '2026-03-10T02:15:00+00:00', senha_hash: 'x' },
        depois: { data_nascimento: '1975-03-20', nome_mae: 'ANA', updated_at: '2026-03-10T12:30:05.5+00:00', senha_hash: 'x' },
      },
    });
    const { user } = renderApp('/administracao/auditoria/index?dataInicio=2026-03-01&dataFim=2026-03-31');
    await screen.findByText(LINHA.descricao);
    await user.click(screen.getByLabelText('Detalhes da auditoria 9'));
    const dialogo = await findDialog('Detalhes da auditoria');
    expect(await within(dialogo).findByText('Alteração do cadastro do paciente MARIA')).toBeTruthy();
    const nascimento = within(dialogo).getByText('Data de nascimento').closest('tr');
    expect(nascimento?.textContent).toContain('02/03/1975');
    expect(nascimento?.textContent).toContain('20/03/1975');
    // stored in UTC, read in Brasília (the night before, 23:15)
    expect(within(dialogo).getByText('Alterado em').closest('tr')?.textContent).toContain('09/03/2026 23:15:00');
    expect(within(dialogo).getByText('Nome da mãe')).toBeTruthy();
    expect(within(dialogo).queryByText(/senha/i)).toBeNull();
  });
});
