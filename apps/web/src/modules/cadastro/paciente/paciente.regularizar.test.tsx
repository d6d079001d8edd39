import {
  domicilioDoPacienteSchema,
  PERMISSAO_REGULARIZAR_PACIENTE,
  pacienteEditarSchema,
  pacienteListaSchema,
  pacienteModeloSchema,
  pacienteResource,
} from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { formularioPaciente, modeloPaciente, semDomicilio } from './paciente.fixtures';

const P = pacienteResource.permissoes;
const AVISO = 'Regularização: informe os dados do paciente identificado. Todas as regras do cadastro completo se aplicam.';
/** A provisional record whose other fields the clerk already filled in: only the name is left. */
const model = modeloPaciente({
  id: 55,
  nome: 'DESCONHECIDO 10/03/2026 10:00 (masc., ~40 anos)',
  provisorio: true,
  idadeEstimada: 40,
  caracteristicasFisicas: 'Cicatriz no antebraço esquerdo',
  sexoId: 0,
  dataNascimento: '1984-03-02',
  desconheceNomeMae: true,
  nomeMae: null,
  cpf: null,
  semDocumentos: true,
});
const form = formularioPaciente({ parametrizacao: { ...formularioPaciente().parametrizacao, exigirCpfOuCns: false } });

describe('paciente: ?regularizar=1', () => {
  it('opens a provisional record already regularising and saves through the regularisation route', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar, PERMISSAO_REGULARIZAR_PACIENTE] }));
    const api = mockApi({
      'GET /api/cadastro/paciente/55/edit': wireDe(pacienteEditarSchema, { form, model }),
      'GET /api/cadastro/paciente/datatable': wireDe(pacienteListaSchema, {
        draw: 1,
        recordsTotal: 0,
        recordsFiltered: 0,
        contagemLimitada: false,
        data: [],
      }),
      'GET /api/cadastro/paciente/55/domicilio': wireDe(domicilioDoPacienteSchema, semDomicilio),
      'PUT /api/cadastro/paciente/regularizar/55': wireDe(pacienteModeloSchema, { ...model, nome: 'JOSE DA SILVA', provisorio: false }),
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/cadastro/paciente/edit/55?regularizar=1');
    expect(await screen.findByText(AVISO, {}, { timeout: 30_000 })).toBeTruthy();
    // already regularising: no second "Regularizar", the generated name is cleared for the real one
    // (texts and labels, not roles: role queries over this large form are very slow under jsdom)
    expect(screen.queryByText('Regularizar')).toBeNull();
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'José da Silva' } });
    await user.click(screen.getByText('Regularizar e salvar'));
    await waitFor(() => expect(api.de('PUT /api/cadastro/paciente/regularizar/55')).toHaveLength(1), { timeout: 15_000 });
    const corpo = api.de('PUT /api/cadastro/paciente/regularizar/55')[0].body as FormData;
    expect(corpo.get('provisorio')).toBe('0');
    expect(corpo.get('nome')).toBe('José da Silva');
    expect(api.de('PUT /api/cadastro/paciente/55')).toHaveLength(0);
  }, 120_000);

  it('is ignored without the regularisation permission', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar] }));
    mockApi({
      'GET /api/cadastro/paciente/55/edit': wireDe(pacienteEditarSchema, { form, model }),
      'GET /api/cadastro/paciente/55/domicilio': wireDe(domicilioDoPacienteSchema, semDomicilio),
    });
    renderApp('/cadastro/paciente/edit/55?regularizar=1');
    expect(await screen.findByText('Salvar', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByText(AVISO)).toBeNull();
    expect(screen.queryByText('Regularizar')).toBeNull();
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe(model.nome);
  }, 120_000);
});
