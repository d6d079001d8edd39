import { FAR, hojeIso, processoAltoCustoEdicaoSchema, processoAltoCustoFormSchema } from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const BASE = '/api/farmacia/alto-custo-gerenciamento-processo';
const mes = `${hojeIso().slice(0, 7)}-01`;
const paciente = {
  pacienteId: 12,
  prontuario: 12,
  pacienteNome: 'JOANA DARC PEREIRA',
  nomeSocial: null,
  preferenciaNomeId: null,
  dataNascimento: '1968-05-02',
  sexoId: 1,
  cns: null,
  desconhecido: false,
  idadeEstimada: null,
  alergias: [],
  alertas: [],
};
const procedimento = { id: '0604380011', codigo: '06.04.38.001-1', nome: 'ADALIMUMABE 40 MG INJETAVEL (POR SERINGA PREENCHIDA)' };
const rotuloProcedimento = `${procedimento.codigo} - ${procedimento.nome}`;
const lme = {
  medicamentoId: 5,
  medicamento: 'Adalimumabe 40 mg solução injetável',
  procedimentoCodigo: procedimento.id,
  procedimento: rotuloProcedimento,
  cidCodigo: 'M058',
  cid: 'M05.8 - Outras artrites reumatoides soropositivas',
  medicoNome: 'Helena Prado Siqueira',
  medicoCns: '898006209973606',
  medicoConselho: 'CRM 48213',
  dataSolicitacao: hojeIso(),
  validadeInicio: mes,
  quantidadeMes1: 2,
  quantidadeMes2: 2,
  quantidadeMes3: 2,
  numeroLme: null,
  observacao: null,
};
const opcao = (texto: string) => screen.findByText(texto, { selector: '.ant-select-item-option-content' });

describe('farmacia/alto-custo-gerenciamento-processo', () => {
  it('suggests the CEAF procedure of the medicine, offers the CIDs it allows and opens the new process in analysis', async () => {
    logar(sessao({ permissoes: [FAR.altoCustoVer, FAR.altoCustoCadastrar, FAR.altoCustoEditar] }));
    const api = mockApi({
      [`GET ${BASE}/create/12`]: wireDe(processoAltoCustoFormSchema, {
        form: { paciente, centroCusto: { id: 3, nome: 'Dispensação de Medicamentos' }, hoje: hojeIso(), renovacaoDe: null, modelo: null },
      }),
      [`GET ${BASE}/medicamento/autocomplete`]: { data: [{ id: 5, label: lme.medicamento, material_id: 9 }] },
      [`GET ${BASE}/procedimento/autocomplete`]: { data: [{ ...procedimento, label: rotuloProcedimento }] },
      [`GET ${BASE}/cid/autocomplete`]: (c: { query: URLSearchParams }) => ({
        data:
          c.query.get('procedimento_codigo') === procedimento.id
            ? [{ id: 'M058', codigo: 'M05.8', descricao: 'Outras artrites', label: lme.cid, subcategoria: true, sexo: null }]
            : [],
      }),
      [`POST ${BASE}`]: reply(201, { id: 77 }),
      [`GET ${BASE}/77/edit`]: wireDe(processoAltoCustoEdicaoSchema, {
        form: { hoje: hojeIso() },
        model: {
          ...lme,
          id: 77,
          paciente,
          centroCusto: 'Dispensação de Medicamentos',
          materialId: 9,
          status: 1,
          motivoStatus: null,
          validadeFim: '2099-12-31',
          registradoPor: 'Maria da Silva Souza',
          criadoEm: new Date().toISOString(),
          renovacaoDe: null,
          renovadoPor: null,
          competencias: [],
          situacoes: [{ id: 1, status: 1, motivo: null, em: new Date().toISOString(), usuario: 'Maria da Silva Souza' }],
          documentos: [],
          retiradas: [],
        },
      }),
    });
    const { user, path } = renderApp('/farmacia/alto-custo-gerenciamento-processo/create/12');
    expect(await screen.findByText('Farmácia: Dispensação de Medicamentos', {}, { timeout: 10_000 })).toBeTruthy();
    await user.type(screen.getByLabelText('Medicamento', { selector: 'input' }), 'ad');
    await user.click(await opcao(lme.medicamento));
    // the procedure comes from the medicine; the CID picker asks for that procedure's CIDs
    expect(await screen.findByText(rotuloProcedimento)).toBeTruthy();
    await user.type(screen.getByLabelText('CID', { selector: 'input' }), 'M0');
    await user.click(await opcao(lme.cid));
    fireEvent.change(screen.getByLabelText('Nome do médico'), { target: { value: lme.medicoNome } });
    fireEvent.change(screen.getByLabelText('CNS do médico'), { target: { value: lme.medicoCns } });
    for (const n of [1, 2, 3]) await user.type(screen.getByLabelText(`Quantidade do ${n}º mês`), '2');
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await waitFor(() => expect(path()).toBe('/farmacia/alto-custo-gerenciamento-processo/edit/12/77'));
    expect(api.de(`POST ${BASE}`)[0].body).toMatchObject({
      paciente_id: 12,
      medicamento_id: 5,
      procedimento_codigo: procedimento.id,
      cid_codigo: 'M058',
      medico_cns: '898 0062 0997 3606',
      data_solicitacao: hojeIso(),
      validade_inicio: mes,
      quantidade_mes1: 2,
      quantidade_mes3: 2,
      renovacao_de_id: null,
    });
    // in analysis: the decisions the pharmacist can record
    expect(await screen.findByText('Autorizar', { selector: 'button > span' })).toBeTruthy();
    expect(screen.getByText('Indeferir', { selector: 'button > span' })).toBeTruthy();
    expect(screen.getByText('As competências abrem quando o processo é autorizado.')).toBeTruthy();
  }, 60_000);
});
