import { viagemDetalheRespostaSchema } from '@saude/shared';
import { wireDe } from '../../../test/fixtures';
import type { PassageiroViagemWeb, ViagemWeb } from './viagem.api';

/** Test data of the trips' screens (issue 23): a booked passenger of the day and an open trip to Recife. */
export const passageiro = (id: number, paciente: string, acompanhantes: number, situacao = 1, tipoPassageiro = 1) => ({
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

export const viagem: ViagemWeb = {
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

/** The trip with its passengers, as `GET gerenciamento/{id}` answers. */
export const detalheViagem = (passageiros: PassageiroViagemWeb[], extra: Partial<ViagemWeb> & Record<string, unknown> = {}) =>
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
      passageirosLista: passageiros,
      ...extra,
    },
  });
