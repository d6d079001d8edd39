import { camposConfiguracao, configuracaoSchema, P } from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatarDataHora } from '../../../lib/dates';
import { sessionStore } from '../../../lib/session';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const URL = '/api/administracao/configuracao';

describe('configurações (a página de parâmetros por grupo)', () => {
  it('draws the identification card and the keys, never shows the SMTP password back, and saves by PUT', async () => {
    logar(sessao({ permissoes: [P.administracao.configuracaoVer, P.administracao.configuracaoEditar] }));
    const modelo = { ...configuracaoSchema.parse({}), smtpSenhaDefinida: true };
    const api = mockApi({
      [`GET ${URL}/edit`]: wire({
        form: { campos: camposConfiguracao(), logotipo: null, municipio: null, fusoHorario: 'America/Recife' },
        model: modelo,
      }),
      [`PUT ${URL}`]: (c: { body: Record<string, unknown> }) => ({ ...c.body, smtp_senha_definida: true }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/administracao/configuracao/index');

    expect(await screen.findByText('Identificação', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('teste', { selector: '.ant-select-selection-item-content, .ant-select-selection-item *' })).toBeTruthy();
    const senha = screen.getByLabelText('Senha SMTP') as HTMLInputElement;
    expect(senha.value).toBe('');
    expect(senha.placeholder).toBe('•••••••• (definida)');

    const nome = screen.getByLabelText('Nome do sistema') as HTMLInputElement;
    fireEvent.change(nome, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O campo Nome do sistema é obrigatório.')).toBeTruthy();
    expect(api.de(`PUT ${URL}`)).toHaveLength(0);

    fireEvent.change(nome, { target: { value: 'Saúde Garanhuns' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
    await waitFor(() => expect(api.de(`PUT ${URL}`)).toHaveLength(1));
    expect(api.de(`PUT ${URL}`)[0]?.body).toMatchObject({ sistema_nome: 'Saúde Garanhuns', smtp_senha: '' });
  }, 60_000);

  it("changes the municipality's time zone, and this session's clock follows at once", async () => {
    logar(sessao({ fusoHorario: 'America/Recife', permissoes: [P.administracao.configuracaoVer, P.administracao.configuracaoEditar] }));
    const modelo = { ...configuracaoSchema.parse({}), smtpSenhaDefinida: false };
    const api = mockApi({
      [`GET ${URL}/edit`]: wire({
        form: { campos: camposConfiguracao(), logotipo: null, municipio: null, fusoHorario: 'America/Recife' },
        model: modelo,
      }),
      [`PUT ${URL}/fuso-horario`]: (c: { body: Record<string, unknown> }) => ({ fuso_horario: c.body.fuso_horario }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/administracao/configuracao/index');

    const salvar = await screen.findByRole('button', { name: 'Salvar fuso horário' }, { timeout: 10_000 });
    expect((salvar as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Fuso horário' }));
    await user.click(await screen.findByTitle('Manaus (UTC-4): AM leste'));
    await user.click(screen.getByRole('button', { name: 'Salvar fuso horário' }));
    expect(await screen.findByText('Fuso horário atualizado: Manaus (UTC-4): AM leste.')).toBeTruthy();
    expect(api.de(`PUT ${URL}/fuso-horario`)[0]?.body).toEqual({ fuso_horario: 'America/Manaus' });
    expect(sessionStore.get()?.fusoHorario).toBe('America/Manaus');
    expect(formatarDataHora('2026-11-28T03:30:00Z')).toBe('27/11/2026 23:30');
  }, 60_000);
});
