import { listagemSchema, MENSAGENS_VIAGEM, SITUACAO_AGENDAMENTO_TRANSPORTE as SA, TP } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { detalheViagem, passageiro, viagem } from '../viagem/viagem.fixtures';

const FECH = '/api/transporte-paciente/fechamento-viagem';
const GER = '/api/transporte-paciente/gerenciamento';
const detalhe = (situacaoJose: number) =>
  detalheViagem([
    { ...passageiro(1, 'MARIA DA SILVA', 0, SA.embarcou), acompanhantesLista: [] },
    { ...passageiro(2, 'JOSÉ SOUZA', 0, situacaoJose), acompanhantesLista: [] },
  ]);
const TELA = '/transporte-paciente/fechamento-viagem/form?data=2026-12-01&viagem=50';

describe('transporte-paciente/fechamento-viagem/form', () => {
  it('asks for the unmarked passengers first', async () => {
    logar(sessao({ permissoes: [TP.fechamento] }));
    mockApi({ [`GET ${FECH}/form`]: wireDe(listagemSchema, { data: [viagem] }), [`GET ${GER}/50`]: detalhe(SA.alocado) });
    renderApp(TELA);
    expect(await screen.findByText(MENSAGENS_VIAGEM.passageirosPendentes(['JOSÉ SOUZA']), {}, { timeout: 40_000 })).toBeTruthy();
    expect((screen.getByRole('button', { name: /Fechar viagem/ }) as HTMLButtonElement).disabled).toBe(true);
  }, 90_000);

  it('refuses km in < km out, then closes with the km, fuel and tolls', async () => {
    logar(sessao({ permissoes: [TP.fechamento] }));
    let fechada = false;
    const api = mockApi({
      [`GET ${FECH}/form`]: () => wireDe(listagemSchema, { data: fechada ? [] : [viagem] }),
      [`GET ${GER}/50`]: detalhe(SA.faltou),
      [`PUT ${FECH}/form/50`]: () => {
        fechada = true;
        return detalhe(SA.faltou);
      },
    });
    const { user } = renderApp(TELA, { user: { pointerEventsCheck: 0 } });
    expect(await screen.findByText('1 embarcou(aram), 1 faltou(aram).', {}, { timeout: 40_000 })).toBeTruthy();
    await user.type(screen.getByLabelText('Km de saída'), '1000');
    await user.type(screen.getByLabelText('Km de chegada'), '900');
    await user.type(screen.getByLabelText('Hora do retorno'), '2130');
    await user.type(screen.getByLabelText('Combustível (litros)'), '62,5');
    await user.type(screen.getByLabelText('Valor do combustível (R$)'), '387,40');
    await user.type(screen.getByLabelText('Pedágios (R$)'), '25');
    await user.type(screen.getByLabelText('Ocorrências'), 'Pneu furado na volta');
    await user.click(screen.getByRole('button', { name: /Fechar viagem/ }));
    expect(await screen.findByText(MENSAGENS_VIAGEM.kmChegada, {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.de(`PUT ${FECH}/form/50`)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Km de chegada'));
    await user.type(screen.getByLabelText('Km de chegada'), '1470');
    await waitFor(() => expect(screen.queryByText(MENSAGENS_VIAGEM.kmChegada)).toBeNull());
    await user.click(screen.getByRole('button', { name: /Fechar viagem/ }));
    expect(await screen.findByText('Viagem nº 2026000050 fechada.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.de(`PUT ${FECH}/form/50`)).toHaveLength(1);
    const corpo = api.de(`PUT ${FECH}/form/50`)[0]?.body as Record<string, unknown>;
    expect(corpo).toMatchObject({
      km_saida: 1000,
      km_chegada: 1470,
      combustivel_litros: 62.5,
      combustivel_valor: 387.4,
      pedagio_valor: 25,
      outras_despesas: null,
      ocorrencias: 'Pneu furado na volta',
    });
    expect(String(corpo.retorno_em)).toMatch(/^2026-12-01T21:30:00/);
    // closed: the trip leaves the list of open ones and the form goes back to the choice
    expect(await screen.findByText('Nenhuma viagem aberta neste dia.')).toBeTruthy();
    expect(await screen.findByText('Escolha a viagem a fechar.')).toBeTruthy();
  }, 90_000);

  it("shows the server's refusal on its field", async () => {
    logar(sessao({ permissoes: [TP.fechamento] }));
    const api = mockApi({
      [`GET ${FECH}/form`]: wireDe(listagemSchema, { data: [viagem] }),
      [`GET ${GER}/50`]: detalhe(SA.embarcou),
      [`PUT ${FECH}/form/50`]: reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { retorno_em: [MENSAGENS_VIAGEM.retornoAntes] },
      }),
    });
    const { user } = renderApp(TELA, { user: { pointerEventsCheck: 0 } });
    expect(await screen.findByText('2 embarcou(aram), 0 faltou(aram).', {}, { timeout: 40_000 })).toBeTruthy();
    await user.type(screen.getByLabelText('Km de saída'), '1000');
    await user.type(screen.getByLabelText('Km de chegada'), '1000');
    await user.type(screen.getByLabelText('Hora do retorno'), '0200');
    await user.click(screen.getByRole('button', { name: /Fechar viagem/ }));
    await waitFor(() => expect(api.de(`PUT ${FECH}/form/50`)).toHaveLength(1));
    expect(await screen.findByText(MENSAGENS_VIAGEM.retornoAntes, {}, { timeout: 10_000 })).toBeTruthy();
  }, 90_000);
});
