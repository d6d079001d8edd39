import { avisoResource, MENSAGENS_AVISO } from '@saude/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const P = avisoResource.permissoes;
const API = '/api/painel-senha/aviso';

const opcao = (nome: string) => {
  const el = screen.queryAllByTitle(nome).find((e) => e.classList.contains('ant-select-item-option'));
  if (!el) throw new Error(`opção ${nome} não está na lista`);
  return el;
};
const TELAS = [
  { id: 1, nome: 'TV da recepção do PA', bloqueado: false },
  { id: 2, nome: 'TV dos consultórios do PA', bloqueado: false },
];
const vazia = wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] });

describe('avisos das telas', () => {
  it('asks for the screens when the notice is not on every screen, and checks the period', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({
      [`GET ${API}/create`]: wire({ form: { telas: TELAS } }),
      [`POST ${API}`]: reply(201, wire({ id: 9 })),
      [`GET ${API}/datatable`]: vazia,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/painel-senha/aviso/create');
    await user.type(await screen.findByLabelText('Título', {}, { timeout: 10_000 }), 'Vacinação contra a gripe');
    await user.type(screen.getByLabelText('Mensagem'), 'Sala 3, das 8h às 16h.');
    // on every screen by default: no list of screens
    expect(screen.getByRole('switch', { name: 'Em todas as telas' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByLabelText('Telas')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Em todas as telas' }));
    expect(await screen.findByLabelText('Telas')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Selecione ao menos um item')).toBeTruthy();
    expect(api.de(`POST ${API}`)).toHaveLength(0);

    const digitar = (rotulo: string, valor: string) => fireEvent.change(screen.getByLabelText(rotulo), { target: { value: valor } });
    digitar('Data de início da exibição', '10/03/2026');
    digitar('Hora de início da exibição', '08:00');
    digitar('Data de fim da exibição', '10/03/2026');
    digitar('Hora de fim da exibição', '07:00');
    expect(await screen.findByText(MENSAGENS_AVISO.fimAntesDoInicio)).toBeTruthy();
    digitar('Hora de fim da exibição', '16:00');
    await waitFor(() => expect(screen.queryByText(MENSAGENS_AVISO.fimAntesDoInicio)).toBeNull());

    await user.click(screen.getByLabelText('Telas'));
    await user.click(opcao('TV dos consultórios do PA'));
    await waitFor(() => expect(screen.queryByText('Selecione ao menos um item')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
    expect(api.de(`POST ${API}`)[0]?.body).toEqual({
      titulo: 'Vacinação contra a gripe',
      mensagem: 'Sala 3, das 8h às 16h.',
      todas_telas: false,
      telas: [2],
      inicio_em: '2026-03-10T08:00:00-03:00',
      fim_em: '2026-03-10T16:00:00-03:00',
    });
  }, 60_000);

  it('switches a notice on and off and sends it from the list, showing the refusal of the server', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar] }));
    const linha = {
      id: 4,
      titulo: 'Classificação de risco',
      mensagem: 'O atendimento segue a classificação de risco.',
      telasNomes: 'Todas as telas',
      inicioEm: null,
      fimEm: null,
      enviadoEm: '2026-03-10T11:30:00.000Z',
      ativo: true,
    };
    const api = mockApi({
      [`GET ${API}/datatable`]: wire({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [linha] }),
      [`PUT ${API}/mudarStatus/4`]: wire({ ...linha, ativo: false }),
      [`POST ${API}/send/4`]: reply(422, { message: MENSAGENS_AVISO.foraDoPeriodo, errors: {} }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/painel-senha/aviso/index');
    const tr = (await screen.findByText('Classificação de risco', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(within(tr).getByText('Ativo')).toBeTruthy();
    expect(within(tr).getByText('Todas as telas')).toBeTruthy();
    // 11:30Z is 08:30 in Recife (the test clock's time zone)
    expect(within(tr).getByText('10/03/2026 08:30')).toBeTruthy();

    await user.click(within(tr).getByLabelText('Inativar: Classificação de risco'));
    await user.click(within(await findDialog('Confirmação')).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Aviso inativado.')).toBeTruthy();
    expect(api.de(`PUT ${API}/mudarStatus/4`)).toHaveLength(1);
    await waitFor(() => expect(api.de(`GET ${API}/datatable`).length).toBeGreaterThan(1));

    await user.click(within(tr).getByLabelText('Enviar às telas agora: Classificação de risco'));
    await user.click(within(await findDialog('Confirmação')).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(MENSAGENS_AVISO.foraDoPeriodo)).toBeTruthy();
    expect(api.de(`POST ${API}/send/4`)).toHaveLength(1);
  }, 60_000);
});
