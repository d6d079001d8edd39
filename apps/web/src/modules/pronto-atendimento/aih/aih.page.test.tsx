import { PA } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const BASE = '/api/pronto-atendimento/aih';

const FORM = {
  carateres: [
    { id: 1, nome: 'Eletiva' },
    { id: 2, nome: 'Urgência' },
  ],
  grupos: [{ prefixo: '03', nome: 'Procedimentos clínicos' }],
};
const PACIENTE = {
  id: 40,
  nome: 'MARIA DAS DORES',
  nomeSocial: null,
  dataNascimento: '1940-03-15',
  sexoId: 1,
  cns: '898001160560003',
  cpf: null,
  nomeMae: null,
  desconhecido: false,
  idadeEstimada: null,
};

const aih = (over: Record<string, unknown> = {}) => ({
  id: 12,
  pacienteId: 40,
  paciente: 'MARIA DAS DORES',
  pacienteCns: '898001160560003',
  atendimentoId: 9,
  atendimentoNumero: 2026000123,
  procedimentoCodigo: '0303140151',
  procedimentoNome: 'TRATAMENTO DE PNEUMONIAS OU INFLUENZA (GRIPE)',
  cidPrincipal: 'J189',
  cidPrincipalDescricao: 'Pneumonia não especificada',
  cidSecundario: null,
  carater: 2,
  caraterNome: 'Urgência',
  sinaisSintomas: 'Tosse produtiva e febre há 5 dias.',
  condicoesJustificativa: 'Saturação de 89%.',
  resultadosExames: null,
  solicitante: 'Ricardo Lins Cavalcanti',
  solicitadoEm: '2026-11-21T13:00:00.000Z',
  status: 1,
  statusNome: 'Solicitada',
  numeroAih: null,
  hospitalDestino: null,
  observacaoRegulacao: null,
  situacaoEm: null,
  acoes: ['editar', 'autorizar', 'negar', 'cancelar'],
  procedimentoItem: { id: '0303140151', label: '0303140151 - TRATAMENTO DE PNEUMONIAS OU INFLUENZA (GRIPE)' },
  cidPrincipalItem: { id: 'J189', label: 'J18.9 - Pneumonia não especificada' },
  cidSecundarioItem: null,
  ...over,
});

describe('solicitação de AIH', () => {
  it('starts from the FAA, checks the fields with the shared rules and lands the server refusal on its field', async () => {
    logar(sessao({ permissoes: [PA.aihVer, PA.aihCadastrar, PA.aihEditar] }));
    let tentativas = 0;
    const api = mockApi({
      [`GET ${BASE}/create/40`]: wire({
        form: FORM,
        model: {
          paciente: PACIENTE,
          atendimento: { id: 9, numero: 2026000123 },
          aih: {
            cidPrincipal: 'J189',
            cidPrincipalItem: { id: 'J189', label: 'J18.9 - Pneumonia não especificada' },
            sinaisSintomas: 'Tosse produtiva e febre há 5 dias.\nExame físico: Estertores em base direita.',
            resultadosExames: null,
          },
        },
      }),
      [`GET ${BASE}/procedimento/autocomplete`]: wire({
        data: [
          {
            id: '0303140151',
            codigo: '0303140151',
            nome: 'TRATAMENTO DE PNEUMONIAS OU INFLUENZA (GRIPE)',
            label: '0303140151 - TRATAMENTO DE PNEUMONIAS OU INFLUENZA (GRIPE)',
          },
        ],
      }),
      [`POST ${BASE}`]: () =>
        ++tentativas === 1
          ? reply(422, {
              message: 'Os dados informados são inválidos.',
              errors: { cid_principal: ['CID exclusivo do sexo masculino: incompatível com o sexo do paciente.'] },
            })
          : reply(201, wire({ model: aih(), message: 'Solicitação de AIH registrada.' })),
      [`GET ${BASE}/12/edit`]: wire({ form: { ...FORM, acoes: aih().acoes }, model: aih() }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { path } = renderApp('/pronto-atendimento/aih/create/40');

    expect(await screen.findByText('MARIA DAS DORES', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('2026000123')).toBeTruthy();
    expect(screen.getByText('Preenchido a partir da FAA nº 2026000123. Revise antes de salvar.')).toBeTruthy();
    expect((screen.getByLabelText('Principais sinais e sintomas clínicos') as HTMLTextAreaElement).value).toBe(
      'Tosse produtiva e febre há 5 dias.\nExame físico: Estertores em base direita.',
    );
    expect(screen.getByTitle('J18.9 - Pneumonia não especificada')).toBeTruthy();
    expect((screen.getByLabelText('Urgência') as HTMLInputElement).checked).toBe(true);

    // nothing goes while a rule fails
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O campo Condições que justificam a internação é obrigatório.')).toBeTruthy();
    expect(await screen.findByText('O campo Procedimento solicitado é obrigatório.')).toBeTruthy();
    expect(api.de(`POST ${BASE}`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Condições que justificam a internação'), 'Saturação de 89%.');
    await user.type(screen.getByRole('combobox', { name: 'Procedimento solicitado' }), 'pneumonia');
    await user.click(await screen.findByText('0303140151 - TRATAMENTO DE PNEUMONIAS OU INFLUENZA (GRIPE)', {}, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('CID exclusivo do sexo masculino: incompatível com o sexo do paciente.')).toBeTruthy();
    expect(api.de(`POST ${BASE}`)[0]?.body).toEqual({
      paciente_id: 40,
      carater: 2,
      cid_principal: 'J189',
      sinais_sintomas: 'Tosse produtiva e febre há 5 dias.\nExame físico: Estertores em base direita.',
      condicoes_justificativa: 'Saturação de 89%.',
      procedimento_codigo: '0303140151',
    });

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Solicitação de AIH registrada.')).toBeTruthy();
    await waitFor(() => expect(path()).toBe('/pronto-atendimento/aih/edit/12'));
  }, 90_000);

  it('authorises with the 13-digit AIH number and the hospital', async () => {
    logar(sessao({ permissoes: [PA.aihVer, PA.aihEditar] }));
    let atual = aih();
    const api = mockApi({
      [`GET ${BASE}/12/edit`]: () => wire({ form: { ...FORM, acoes: atual.acoes }, model: atual }),
      [`PUT ${BASE}/situacao/12`]: (c: { body: Record<string, unknown> }) => {
        atual = aih({
          status: 2,
          statusNome: 'Autorizada',
          numeroAih: c.body.numero_aih,
          hospitalDestino: c.body.hospital_destino,
          acoes: [],
        });
        return wire({ model: atual, message: 'AIH autorizada.' });
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/pronto-atendimento/aih/edit/12');

    await user.click(await screen.findByRole('button', { name: 'Autorizar' }, { timeout: 10_000 }));
    const modal = await findDialog('Autorizar AIH');
    await user.type(within(modal).getByLabelText('Número da AIH'), '261234567890');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByText('Número da AIH deve conter 13 dígitos.')).toBeTruthy();
    // each field's rule settles on its own tick: wait for the second message too
    expect(await within(modal).findByText('O campo Hospital de destino é obrigatório.')).toBeTruthy();
    expect(api.de(`PUT ${BASE}/situacao/12`)).toHaveLength(0);

    await user.type(within(modal).getByLabelText('Número da AIH'), '1');
    await user.type(within(modal).getByLabelText('Hospital de destino'), 'Hospital Regional Dom Moura');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('AIH autorizada.')).toBeTruthy();
    expect(api.de(`PUT ${BASE}/situacao/12`)[0]?.body).toEqual({
      status: 2,
      numero_aih: '2612345678901',
      hospital_destino: 'Hospital Regional Dom Moura',
    });
    expect(await screen.findByText('2612345678901')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Autorizar' })).toBeNull();
    // no longer editable: the laudo is read
    expect(screen.getByText('0303140151 - TRATAMENTO DE PNEUMONIAS OU INFLUENZA (GRIPE)')).toBeTruthy();
  }, 60_000);
});

describe('AIH sem paciente nem solicitação na rota', () => {
  const LINHA = {
    id: 12,
    pacienteId: 40,
    paciente: 'MARIA DAS DORES',
    atendimentoNumero: 2026000123,
    procedimentoCodigo: '0303140151',
    procedimento: 'TRATAMENTO DE PNEUMONIAS OU INFLUENZA (GRIPE)',
    cidPrincipal: 'J189',
    carater: 2,
    caraterNome: 'Urgência',
    status: 1,
    statusNome: 'Solicitada',
    numeroAih: null,
    hospitalDestino: null,
    solicitadoEm: '2026-11-21T13:00:00.000Z',
  };
  const busca = { [`GET ${BASE}/paciente`]: wire({ data: [{ id: 40, label: 'MARIA DAS DORES - 15/03/1940', faaAberta: 2026000123 }] }) };

  it('create without a patient searches one and opens the form for them', async () => {
    logar(sessao({ permissoes: [PA.aihVer, PA.aihCadastrar] }));
    mockApi({
      ...busca,
      [`GET ${BASE}/create/40`]: wire({ form: FORM, model: { paciente: PACIENTE, atendimento: null, aih: null } }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { path } = renderApp('/pronto-atendimento/aih/create');
    await user.type(await screen.findByRole('combobox', { name: 'Paciente' }, { timeout: 10_000 }), 'maria');
    await user.click(await screen.findByText('MARIA DAS DORES - 15/03/1940', {}, { timeout: 15_000 }));
    await waitFor(() => expect(path()).toBe('/pronto-atendimento/aih/create/40'));
    expect(await screen.findByText('Sem FAA aberta', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeTruthy();
  }, 60_000);

  it('edit without an id lists the chosen patient’s requests and opens the one chosen', async () => {
    logar(sessao({ permissoes: [PA.aihVer] }));
    const api = mockApi({
      ...busca,
      [`GET ${BASE}/datatable`]: (c: { query: URLSearchParams }) =>
        wire({ draw: Number(c.query.get('draw')), recordsTotal: 1, recordsFiltered: 1, data: [LINHA] }),
      [`GET ${BASE}/12/edit`]: wire({ form: { ...FORM, acoes: [] }, model: aih({ acoes: [] }) }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { path, router } = renderApp('/pronto-atendimento/aih/edit');
    expect(await screen.findByText('As solicitações aparecem depois de escolhido o paciente.', {}, { timeout: 10_000 })).toBeTruthy();
    // nothing is listed before the patient is chosen
    expect(api.de(`GET ${BASE}/datatable`)).toHaveLength(0);
    await user.type(screen.getByRole('combobox', { name: 'Paciente' }), 'maria');
    await user.click(await screen.findByText('MARIA DAS DORES - 15/03/1940', {}, { timeout: 15_000 }));
    await waitFor(() => expect(router.state.location.search).toContain('pacienteId=40'));
    expect(await screen.findByText('Solicitações de MARIA DAS DORES', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.de(`GET ${BASE}/datatable`).at(-1)?.query.get('paciente_id')).toBe('40');

    await user.click(screen.getByLabelText(/^Visualizar: TRATAMENTO DE PNEUMONIAS/, { selector: 'button' }));
    await waitFor(() => expect(path()).toBe('/pronto-atendimento/aih/edit/12'));
    expect(await screen.findByText('Tosse produtiva e febre há 5 dias.', {}, { timeout: 10_000 })).toBeTruthy();
    // "Voltar" returns to the same patient's requests
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/pronto-atendimento/aih/edit?pacienteId=40'),
    );
  }, 90_000);
});
