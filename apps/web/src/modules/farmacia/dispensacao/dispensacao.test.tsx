import {
  dispensacaoFarmaciaFormSchema,
  FAR,
  hojeIso,
  MENSAGENS_DISPENSACAO_FARMACIA as M,
  medicamentoAVencerSchema,
  somarDias,
  sugestaoLotesSchema,
} from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { type Chamada, mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const hoje = hojeIso();
const paciente = {
  pacienteId: 55,
  prontuario: 55,
  pacienteNome: 'JOANA DARC DE LIMA',
  nomeSocial: null,
  preferenciaNomeId: null,
  dataNascimento: '1961-04-02',
  sexoId: 1,
  cns: null,
  desconhecido: false,
  idadeEstimada: null,
  alergias: [],
  alertas: [],
};
const ultima = {
  dispensacaoId: 40,
  data: somarDias(hoje, -10),
  quantidade: 30,
  proximaRetirada: somarDias(hoje, 20),
  liberadaEm: somarDias(hoje, 15),
  centroCusto: 'Farmácia Central',
};
const form = wireDe(dispensacaoFarmaciaFormSchema, {
  form: {
    centroCusto: { id: 3, nome: 'Farmácia Central' },
    paciente,
    hoje,
    fila: null,
    parametros: {
      toleranciaRetiradaDias: 5,
      exigeSupervisorRetiradaAntecipada: true,
      imprimirReciboAoSalvar: false,
      validadeReceitaComumDias: 180,
      cidsTalidomida: [],
      idadeFertil: false,
    },
    receitas: [
      {
        origem: 'ambulatorio',
        origemNome: 'Ambulatório',
        id: 9,
        tipo: 1,
        tipoNome: 'Receita comum',
        numeroNotificacao: null,
        dataEmissao: somarDias(hoje, -12),
        prescritorNome: 'DR. JOSÉ BEZERRA',
        prescritorConselho: 'CRM 18342',
        unidade: 'Policlínica Municipal',
        retidaEm: null,
        validaAte: somarDias(hoje, 168),
        competencia: null,
        itens: [
          {
            id: 91,
            medicamentoId: 5,
            materialId: 12,
            material: 'Losartana potássica 50 mg comprimido',
            lista: null,
            listaControleId: null,
            descricao: 'Losartana potássica 50 mg',
            quantidade: '30 comprimidos',
            quantidadePrescrita: 30,
            posologia: '1 comprimido pela manhã',
            usoContinuo: true,
            unidadesPorDia: 1,
            dispensado: 30,
            restante: 30,
            cid: null,
            ultimaRetirada: ultima,
            avisos: [],
          },
        ],
      },
    ],
  },
});
const antecipada = M.antecipada('Losartana potássica 50 mg comprimido', ultima.data, ultima.proximaRetirada, ultima.liberadaEm);

describe('farmacia/dispensacao/create', () => {
  it('adds a prescribed medicine with its next pickup, and an early repeat goes through with the supervisor’s login', async () => {
    logar(sessao({ permissoes: [FAR.dispensacaoVer, FAR.dispensacaoCadastrar] }));
    const api = mockApi({
      'GET /api/farmacia/dispensacao/create/55': form,
      'GET /api/farmacia/dispensacao/sugestao': wireDe(sugestaoLotesSchema, {
        itens: [{ loteId: 1, lote: 'LS2412', validade: somarDias(hoje, 25), disponivel: 120, quantidade: 30 }],
        faltam: 0,
        vencidos: 0,
      }),
      'GET /api/farmacia/dispensacao/medicamento-a-vencer': wireDe(medicamentoAVencerSchema, {
        avisos: [],
        fimTratamento: somarDias(hoje, 30),
      }),
      'POST /api/farmacia/dispensacao': (c: Chamada) =>
        (c.body as { autorizacao?: unknown }).autorizacao
          ? reply(201, { id: 77 })
          : reply(422, { message: antecipada, errors: { 'itens.0.material_id': [antecipada], autorizacao: [M.autorizacaoObrigatoria] } }),
      'POST /api/farmacia/dispensacao/supervisor': { token: 'tk', supervisor_id: 8, nome: 'Marcelo', expira_em: new Date().toISOString() },
      'GET /api/farmacia/dispensacao/list': { draw: 1, records_total: 0, records_filtered: 0, data: [] },
    });
    const { user, path } = renderApp('/farmacia/dispensacao/create/55');
    await user.click(await screen.findByLabelText('Dispensar Losartana potássica 50 mg comprimido', {}, { timeout: 10_000 }));
    // the early repeat is said before saving; the line takes what remains and the posology read from the prescription
    expect((await screen.findAllByText(`${antecipada} Só com a autorização de um supervisor.`)).length).toBe(1);
    expect((screen.getByLabelText('Quantidade do item 1') as HTMLInputElement).value).toBe('30');
    expect(await screen.findByText(`Lote LS2412 (val. ${somarDias(hoje, 25).split('-').reverse().join('/')}): 30`)).toBeTruthy();
    expect(screen.getByText(somarDias(hoje, 30).split('-').reverse().join('/'))).toBeTruthy();

    await user.click(screen.getByText('Dispensar', { selector: 'button[type="submit"] > span' }));
    expect(await screen.findByText('Retirada antecipada: autorização do supervisor')).toBeTruthy();
    await user.type(screen.getByLabelText('Usuário do supervisor'), 'farmaceutico');
    await user.type(screen.getByLabelText('Senha'), 'saude123');
    await user.type(screen.getByLabelText('Justificativa'), 'Viagem');
    await user.click(screen.getByText('Autorizar e salvar', { selector: 'button > span' }));
    await waitFor(() => expect(path()).toBe('/farmacia/dispensacao/index'));
    expect(api.de('POST /api/farmacia/dispensacao/supervisor')[0]?.body).toEqual({ login: 'farmaceutico', senha: 'saude123' });
    expect(api.de('POST /api/farmacia/dispensacao')[1]?.body).toMatchObject({
      paciente_id: 55,
      autorizacao: { token: 'tk', justificativa: 'Viagem' },
      itens: [{ origem: 'ambulatorio', receita_id: 9, receita_item_id: 91, material_id: 12, quantidade: 30, unidades_por_dia: 1 }],
    });
  }, 60_000);
});
