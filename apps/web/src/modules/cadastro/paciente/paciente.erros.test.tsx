import {
  domicilioDoPacienteSchema,
  pacienteCriarSchema,
  pacienteEditarSchema,
  pacienteRecusaSchema,
  pacienteResource,
} from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { formularioPaciente, modeloPaciente, semDomicilio } from './paciente.fixtures';

const P = pacienteResource.permissoes;
const digitar = (rotulo: string, valor: string) => fireEvent.change(screen.getByLabelText(rotulo), { target: { value: valor } });

/** Issue 16 item 7: rules that need no database show while typing; one save shows all the server's at once. */
describe('paciente: erros numa só rodada', () => {
  it('a forbidden word and an invalid CPF show while typing, with the rest of the form still empty', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({
      'GET /api/cadastro/paciente/create': wireDe(pacienteCriarSchema, { form: formularioPaciente({ termosInvalidos: ['teste'] }) }),
    });
    renderApp('/cadastro/paciente/create');
    await screen.findByRole('heading', { name: 'Cadastrar paciente' }, { timeout: 30_000 });

    // sex, birth date and mother are still empty: the name's own rule shows anyway, naming the word
    digitar('Nome', 'Maria Teste');
    expect(await screen.findByText('Nome possui um termo inválido: "Teste".')).toBeTruthy();
    digitar('CPF', '12345678900');
    expect(await screen.findByText('O CPF informado é inválido.')).toBeTruthy();
    // a valid CPF clears it; without CPF and CNS the settings' rule asks for one of them
    digitar('CPF', '52998224725');
    await waitFor(() => expect(screen.queryByText('O CPF informado é inválido.')).toBeNull());
    digitar('CPF', '');
    expect(await screen.findByText('Informe o CPF ou o CNS (ou marque "Sem documentos").')).toBeTruthy();

    // one click on Salvar shows every rule at once (field, between fields, settings) and sends nothing
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByText('Salvar'));
    for (const mensagem of [
      'O campo Sexo é obrigatório.',
      'O campo Data de nascimento é obrigatório.',
      'O campo Nome da mãe é obrigatório.',
      'Nome possui um termo inválido: "Teste".',
    ]) {
      expect(await screen.findByText(mensagem)).toBeTruthy();
    }
    await waitFor(() => expect(screen.getAllByText('Informe o CPF ou o CNS (ou marque "Sem documentos").')).toHaveLength(2));
    expect(api.de('POST /api/cadastro/paciente')).toHaveLength(0);
  }, 120_000);

  it('one save shows every remaining server problem together, each under its field, with links to the records found', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar] }));
    const recusa = {
      message: 'Os dados informados são inválidos.',
      errors: {
        cpf: ['CPF já cadastrado para ANA SOUZA — 529.982.247-25 — 01/01/1980.'],
        cns: ['CNS já cadastrado para JOSÉ LIMA — 700 0000 0000 0005 — 02/02/1970.'],
        'alergias.0.alergia_id': ['Alergia não encontrada.'],
      },
      existentes: [
        { id: 7, label: 'ANA SOUZA — 529.982.247-25 — 01/01/1980', campo: 'cpf' as const },
        { id: 8, label: 'JOSÉ LIMA — 700 0000 0000 0005 — 02/02/1970', campo: 'cns' as const },
      ],
    };
    const api = mockApi({
      'GET /api/cadastro/paciente/55/edit': wireDe(pacienteEditarSchema, {
        form: formularioPaciente(),
        model: modeloPaciente({ cns: '700000000000005' }),
      }),
      'GET /api/cadastro/paciente/55/domicilio': wireDe(domicilioDoPacienteSchema, semDomicilio),
      'PUT /api/cadastro/paciente/55': reply(422, wireDe(pacienteRecusaSchema, recusa)),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/cadastro/paciente/edit/55');
    await screen.findByText('Salvar', {}, { timeout: 30_000 });

    await user.click(screen.getByText('Salvar'));
    await waitFor(() => expect(api.de('PUT /api/cadastro/paciente/55')).toHaveLength(1), { timeout: 15_000 });
    // both documents' messages under their fields (and in the notification), after one save
    for (const mensagem of [...recusa.errors.cpf, ...recusa.errors.cns]) {
      expect((await screen.findAllByText(mensagem)).length).toBeGreaterThan(0);
    }
    expect(await screen.findByText('Alergia não encontrada.')).toBeTruthy();
    expect(screen.getByText(/Já existe um cadastro com este CPF: ANA SOUZA/)).toBeTruthy();
    expect(screen.getByText(/Já existe um cadastro com este CNS: JOSÉ LIMA/)).toBeTruthy();
    expect(screen.getAllByText('Abrir o cadastro existente').map((a) => a.closest('a')?.getAttribute('href'))).toEqual([
      '/cadastro/paciente/edit/7',
      '/cadastro/paciente/edit/8',
    ]);
  }, 120_000);
});
