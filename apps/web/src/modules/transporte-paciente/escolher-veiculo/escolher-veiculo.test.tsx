import { listagemSchema, montagemFormSchema, TP, viagemDetalheRespostaSchema } from '@saude/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const ESC = '/api/transporte-paciente/escolher-veiculo';
const FECH = '/api/transporte-paciente/fechamento-viagem';
const GER = '/api/transporte-paciente/gerenciamento';
const passageiro = (id: number, paciente: string, acompanhantes: number, situacao = 1, tipoPassageiro = 1) => ({
  id,
  numero: 2026000000 + id,
  paciente,
  cns: null,
  telefone: null,
  destinoId: 1,
  destino: 'Recife',
  local: 'IMIP',
  ponto: 'Praça Central',
  bairro: 'Heliópolis',
  horarioConsulta: '08:00:00',
  tipoPassageiro,
  acompanhantes,
  urgente: false,
  situacao,
  viagemId: situacao === 2 ? 50 : null,
});
const viagem = {
  id: 50,
  numero: 2026000050,
  data: '2026-12-01',
  horarioSaida: '04:00:00',
  situacao: 1,
  destinoId: 1,
  destino: 'Recife',
  municipioId: 2611606,
  municipio: 'Recife',
  veiculoId: 7,
  placa: 'ABC1D23',
  veiculo: 'Van Sprinter',
  lugares: 4,
  lugaresCadeirante: 0,
  lugaresMaca: 0,
  condutorId: 3,
  condutor: 'JOÃO MOTORISTA',
  ocupacao: { lugares: 1, cadeirante: 0, maca: 0 },
  passageiros: 1,
};

describe('transporte-paciente/escolher-veiculo/create', () => {
  it('shows the vehicle filling up, blocks adding beyond its seats and saves the placed passengers', async () => {
    logar(sessao({ permissoes: [TP.escolherVeiculo] }));
    const api = mockApi({
      [`GET ${ESC}/create`]: wireDe(montagemFormSchema, {
        data: {
          data: '2026-12-01',
          margemChegadaMin: 60,
          passageiros: [passageiro(1, 'MARIA DA SILVA', 2), passageiro(2, 'JOSÉ SOUZA', 1), passageiro(9, 'JÁ ALOCADO', 0, 2)],
          veiculos: [
            {
              id: 7,
              placa: 'ABC1D23',
              descricao: 'Van Sprinter',
              tipo: 2,
              lugares: 4,
              lugaresCadeirante: 0,
              lugaresMaca: 0,
              ocupado: true,
            },
          ],
          condutores: [{ id: 3, nome: 'JOÃO MOTORISTA', cnhCategoria: 'D', cnhValidade: '2026-12-20', cnhVencendo: true, ocupado: true }],
          destinos: [{ id: 1, nome: 'Recife', tempoViagemMin: 210 }],
          viagens: [viagem],
          jornadas: [],
          sugestao: { viagens: [], semLugar: [] },
        },
      }),
      [`POST ${ESC}`]: wireDe(listagemSchema, { data: [{ ...viagem, ocupacao: { lugares: 4, cadeirante: 0, maca: 0 }, passageiros: 2 }] }),
    });
    const { user } = renderApp('/transporte-paciente/escolher-veiculo/create?data=2026-12-01', { user: { pointerEventsCheck: 0 } });
    expect(await screen.findByText('Aguardando veículo (2)', {}, { timeout: 40_000 })).toBeTruthy();
    expect(screen.queryByText('JÁ ALOCADO')).toBeNull();
    const card = screen.getByText('Viagem nº 2026000050 — Recife').closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('Assentos: 1/4')).toBeTruthy();
    expect(within(card).getByText(/JOÃO MOTORISTA — CNH D \(vence em 20\/12\/2026\)/)).toBeTruthy();
    const adicionar = within(card).getByRole('button', { name: 'Adicionar selecionados à Viagem nº 2026000050' });
    expect((adicionar as HTMLButtonElement).disabled).toBe(true);

    // MARIA + 2 companions = 3 seats: 1 + 3 = 4/4
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar MARIA DA SILVA' }));
    expect((adicionar as HTMLButtonElement).disabled).toBe(false);
    await user.click(adicionar);
    expect(within(card).getByText('Assentos: 4/4')).toBeTruthy();
    expect(screen.getByText('Aguardando veículo (1)')).toBeTruthy();

    // JOSÉ + 1 companion would make 6/4: refused
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar JOSÉ SOUZA' }));
    expect((adicionar as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).getByText('Os selecionados excedem os lugares deste veículo.')).toBeTruthy();
    fireEvent.click(adicionar);
    expect(within(card).getByText('Assentos: 4/4')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Salvar montagem/ }));
    await waitFor(() => expect(api.de(`POST ${ESC}`)).toHaveLength(1));
    expect(api.de(`POST ${ESC}`)[0]?.body).toEqual({
      data: '2026-12-01',
      viagens: [{ viagem_id: 50, destino_id: 1, veiculo_id: 7, condutor_id: 3, horario_saida: '04:00', agendamento_ids: [1] }],
    });
  }, 90_000);
});

describe('transporte-paciente/fechamento-viagem/form', () => {
  const detalhe = (situacaoJose: number) =>
    wireDe(viagemDetalheRespostaSchema, {
      data: {
        ...viagem,
        kmSaida: null,
        kmChegada: null,
        combustivelLitros: null,
        combustivelValor: null,
        pedagioValor: null,
        outrasDespesas: null,
        ocorrencias: null,
        retornoEm: null,
        fechadaEm: null,
        passageirosLista: [
          { ...passageiro(1, 'MARIA DA SILVA', 0, 3), acompanhantesLista: [] },
          { ...passageiro(2, 'JOSÉ SOUZA', 0, situacaoJose), acompanhantesLista: [] },
        ],
      },
    });

  it('asks for the unmarked passengers first', async () => {
    logar(sessao({ permissoes: [TP.fechamento] }));
    mockApi({ [`GET ${FECH}/form`]: wireDe(listagemSchema, { data: [viagem] }), [`GET ${GER}/50`]: detalhe(2) });
    renderApp('/transporte-paciente/fechamento-viagem/form?data=2026-12-01&viagem=50');
    expect(
      await screen.findByText('Registre embarque ou falta antes de fechar a viagem: JOSÉ SOUZA.', {}, { timeout: 40_000 }),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: /Fechar viagem/ }) as HTMLButtonElement).disabled).toBe(true);
  }, 90_000);

  it('checks km in ≥ km out and sends the closing', async () => {
    logar(sessao({ permissoes: [TP.fechamento] }));
    const api = mockApi({
      [`GET ${FECH}/form`]: wireDe(listagemSchema, { data: [viagem] }),
      [`GET ${GER}/50`]: detalhe(4),
      [`PUT ${FECH}/form/50`]: reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { retorno_em: ['O retorno não pode ser antes da saída da viagem.'] },
      }),
    });
    const { user } = renderApp('/transporte-paciente/fechamento-viagem/form?data=2026-12-01&viagem=50', {
      user: { pointerEventsCheck: 0 },
    });
    expect(await screen.findByText('1 embarcou(aram), 1 faltou(aram).', {}, { timeout: 40_000 })).toBeTruthy();
    await user.type(screen.getByLabelText('Km de saída'), '1000');
    await user.type(screen.getByLabelText('Km de chegada'), '900');
    fireEvent.change(screen.getByLabelText('Hora do retorno'), { target: { value: '21:30' } });
    await user.type(screen.getByLabelText('Pedágios (R$)'), '25');
    await user.click(screen.getByRole('button', { name: /Fechar viagem/ }));
    expect(await screen.findByText('O km de chegada deve ser maior ou igual ao km de saída.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.de(`PUT ${FECH}/form/50`)).toHaveLength(0);
    await user.clear(screen.getByLabelText('Km de chegada'));
    await user.type(screen.getByLabelText('Km de chegada'), '1470');
    await user.click(screen.getByRole('button', { name: /Fechar viagem/ }));
    await waitFor(() => expect(api.de(`PUT ${FECH}/form/50`)).toHaveLength(1));
    expect(api.de(`PUT ${FECH}/form/50`)[0]?.body).toMatchObject({
      km_saida: 1000,
      km_chegada: 1470,
      pedagio_valor: 25,
      ocorrencias: null,
    });
    expect(String((api.de(`PUT ${FECH}/form/50`)[0]?.body as Record<string, unknown> | undefined)?.retorno_em)).toMatch(
      /^2026-12-01T21:30:00/,
    );
    expect(await screen.findByText('O retorno não pode ser antes da saída da viagem.', {}, { timeout: 10_000 })).toBeTruthy();
  }, 90_000);
});
