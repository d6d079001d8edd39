import { exameCampoEdicaoResposta, LAB } from '@saude/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wireDe } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const EDIT = 'GET /api/exame-laboratorial/exame-campo/7/edit';
const PUT = 'PUT /api/exame-laboratorial/exame-campo/7';
const EM_USO = 'O campo HDL é usado na fórmula do campo LDL e não pode ser removido.';

const edicao = () =>
  wireDe(exameCampoEdicaoResposta, {
    form: { laboratorios: [{ id: 1, nome: 'Laboratório Municipal', apoio: false }] },
    model: {
      exame: { id: 7, nome: 'Colesterol HDL', procedimentoCodigo: '0202010279' },
      configurado: true,
      sigla: 'HDL',
      setor: 1,
      laboratorioId: null,
      recipiente: 'Tubo amarelo (soro)',
      codigoInterface: null,
      campos: [
        {
          id: 31,
          nome: 'Colesterol HDL',
          codigo: 'HDL',
          tipo: 1,
          unidadeMedida: 'mg/dL',
          casasDecimais: 0,
          opcoes: [],
          obrigatorio: true,
          formula: null,
          emUso: EM_USO,
          referencias: [
            {
              sexo: null,
              idadeMinimaDias: 730,
              idadeMaximaDias: null,
              minimo: 40,
              maximo: null,
              criticoMinimo: null,
              criticoMaximo: null,
              texto: 'Desejável: superior a 40 mg/dL',
            },
          ],
        },
      ],
    },
  });

describe('exame-laboratorial/exame-campo/edit', () => {
  it('sends the fields with ages in days and puts the 422 messages on the field and above the list', async () => {
    logar(sessao({ permissoes: [LAB.campoVer, LAB.campoEditar] }));
    const api = mockApi({
      [EDIT]: edicao(),
      [PUT]: reply(422, {
        message: 'Os dados informados são inválidos.',
        errors: { 'campos.0.codigo': ['O código HDL2 já é usado no exame Outro.'], campos: ['O campo X já tem resultados lançados.'] },
      }),
    });
    const { user } = renderApp('/exame-laboratorial/exame-campo/edit/7', { user: { pointerEventsCheck: 0 } });
    const idade = await screen.findByLabelText('Idade mínima', {}, { timeout: 10_000 });
    // 730 days show as 2 years
    expect((idade as HTMLInputElement).value).toBe('2');
    // a field a formula reads cannot be removed
    await waitFor(() => expect((screen.getByLabelText('Remover campo') as HTMLButtonElement).disabled).toBe(true));
    fireEvent.change(idade, { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Código'), { target: { value: 'HDL2' } });
    await user.click(screen.getByText('Salvar', { selector: 'button > span' }));
    await waitFor(() => expect(api.de(PUT)).toHaveLength(1));
    const corpo = api.de(PUT)[0]?.body as Record<string, any>;
    expect(corpo).toMatchObject({ sigla: 'HDL', setor: 1, laboratorio_id: null });
    expect(corpo.campos[0]).toMatchObject({ id: 31, codigo: 'HDL2', tipo: 1 });
    expect(corpo.campos[0].em_uso).toBeUndefined();
    expect(corpo.campos[0].referencias[0]).toMatchObject({ sexo: null, idade_minima_dias: 1095, idade_maxima_dias: null, minimo: 40 });
    expect(corpo.campos[0].referencias[0].idade_minima_unidade).toBeUndefined();
    expect(
      await screen.findByText(
        'O código HDL2 já é usado no exame Outro.',
        { selector: '.ant-form-item-explain-error' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    // the set-level message (a removed field in use) shows above the list
    expect(screen.getAllByText('O campo X já tem resultados lançados.').some((el) => el.closest('.ant-alert'))).toBe(true);
  }, 60_000);

  it('shows read-only without the edit permission', async () => {
    logar(sessao({ permissoes: [LAB.campoVer] }));
    mockApi({ [EDIT]: edicao() });
    renderApp('/exame-laboratorial/exame-campo/edit/7');
    const sigla = await screen.findByLabelText('Sigla', {}, { timeout: 10_000 });
    expect((sigla as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByText('Salvar')).toBeNull();
  }, 60_000);
});
