import { PA } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import type { LinhaBusca, ResumoFaa } from './paciente-busca.api';

const API = '/api/pronto-atendimento/paciente-busca';

const LINHA: LinhaBusca = {
  id: 30,
  numero: 2026000030,
  status: 2,
  retroativo: false,
  recepcionadoEm: '2026-03-10T10:00:00.000Z',
  pacienteId: 530,
  pacienteNome: 'Conceição Araújo',
  cpf: '52998224725',
  cns: null,
  dataNascimento: '1980-06-10',
  desconhecido: false,
  unidade: 'UPA 24h Dr. Arnaldo Lopes — Pronto Atendimento',
  classificacaoRisco: 'Amarelo',
  cor: '#fbc02d',
  desfecho: 1,
  cidPrincipal: 'J069',
};

const RESUMO: ResumoFaa = {
  atendimento: {
    id: 30,
    numero: 2026000030,
    status: 2,
    statusNome: 'Fechada',
    recepcionadoEm: '2026-03-10T10:00:00.000Z',
    recepcionadoPor: 'Joana Batista de Araújo',
    unidade: LINHA.unidade,
    retroativo: false,
    urgente: false,
    motivoUrgencia: null,
    opcaoEntrada: 'Demanda espontânea',
    prioridade: null,
    acompanhanteNome: null,
    acompanhanteParentesco: null,
    acompanhanteTelefone: null,
    pacienteId: 530,
    prontuario: 530,
    pacienteNome: 'Conceição Araújo',
    nomeSocial: null,
    preferenciaNomeId: null,
    dataNascimento: '1980-06-10',
    sexoId: 1,
    cns: null,
    desconhecido: false,
    idadeEstimada: null,
    alergias: [{ nome: 'Dipirona', observacao: null }],
    alertas: [],
    classificacaoRisco: 'Amarelo',
    cor: '#fbc02d',
    ultimaTriagem: null,
    desfecho: 1,
    desfechoNome: 'Alta médica',
    desfechoEm: '2026-03-10T13:00:00.000Z',
    fechadoEm: '2026-03-10T14:00:00.000Z',
    fechadoPor: 'Ricardo Lins Cavalcanti',
  },
  triagens: [
    {
      id: 1,
      criadaEm: '2026-03-10T10:10:00.000Z',
      profissional: 'Marcos Antônio Ferreira',
      queixa: 'Tosse e febre',
      classificacaoRisco: 'Amarelo',
      cor: '#fbc02d',
      observacao: null,
      paSistolica: 120,
      paDiastolica: 80,
      frequenciaCardiaca: 90,
      frequenciaRespiratoria: 18,
      temperatura: '38.2',
      saturacao: 97,
      glicemia: null,
      peso: null,
      altura: null,
      imc: null,
      glasgow: null,
      dor: null,
    },
  ],
  avaliacoes: [
    {
      id: 2,
      criadoEm: '2026-03-10T11:00:00.000Z',
      profissional: 'Ricardo Lins Cavalcanti',
      ocupacaoCodigo: '225125',
      anamnese: 'Tosse produtiva há 2 dias.',
      exameFisico: null,
      conduta: 'Sintomáticos.',
      destino: 1,
      destinoNome: 'Alta médica',
      destinoDetalhe: null,
      diagnosticos: [{ cidCodigo: 'J069', descricao: 'Infecção aguda das vias aéreas superiores não especificada', principal: true }],
      prescricoes: [],
      receitas: [],
      documentos: [],
    },
  ],
  enfermagem: [],
  observacoes: [],
  ocorrencias: [
    { id: 5, tipo: 1, tipoNome: 'Fechamento', motivo: null, em: '2026-03-10T14:00:00.000Z', usuario: 'Ricardo Lins Cavalcanti' },
  ],
  procedimentos: [],
};

describe('busca de atendimentos', () => {
  it('searches past attendances and shows the whole FAA in the drawer', async () => {
    logar(sessao({ permissoes: [PA.pacienteBusca] }));
    const api = mockApi({
      [`GET ${API}/datatable`]: wire({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [LINHA] }),
      [`GET ${API}/locais`]: wire({ data: [{ id: 30, label: LINHA.unidade }] }),
      [`GET ${API}/show/30`]: wire({ model: RESUMO }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/pronto-atendimento/paciente-busca/index');
    expect(await screen.findByText('Conceição Araújo', {}, { timeout: 10_000 })).toBeTruthy();
    await user.type(screen.getByLabelText('Pesquisar'), 'conceicao');
    // the search waits for the typing to pause, then goes to the server
    await waitFor(() => expect(api.de(`GET ${API}/datatable`).at(-1)?.search).toContain('search[value]=conceicao'), { timeout: 15_000 });

    await user.click(screen.getByLabelText('Ver FAA nº 2026000030'));
    const drawer = (await screen.findByText('Tosse produtiva há 2 dias.')).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByText('J069 Infecção aguda das vias aéreas superiores não especificada (principal)')).toBeTruthy();
    expect(within(drawer).getByText('PA 120/80 mmHg · FC 90 bpm · T 38,2 °C · SpO₂ 97%')).toBeTruthy();
    expect(within(drawer).getByText('Dipirona')).toBeTruthy();
    expect(within(drawer).getByText(/^Fechamento — /)).toBeTruthy();
  }, 60_000);
});
