import { medicamentoResource } from '@saude/shared';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = medicamentoResource.permissoes;

const opcao = (nome: string) => {
  const el = screen.queryAllByTitle(nome).find((e) => e.classList.contains('ant-select-item-option'));
  if (!el) throw new Error(`opção ${nome} não está na lista`);
  return el;
};

describe('medicamento (formulário)', () => {
  it('create: required fields, the stock item by autocomplete, the Portaria 344 list, 422 on its field', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    let tentativa = 0;
    const api = mockApi({
      'GET /api/cadastro/medicamento/create': wire({ form: {} }),
      'GET /api/cadastro/medicamento/datatable': wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] }),
      'GET /api/cadastro/material/autocomplete': wire({ data: [{ id: 7, label: 'Diazepam 10 mg comprimido (CP)' }] }),
      'POST /api/cadastro/medicamento': () =>
        ++tentativa === 1
          ? reply(422, {
              message: 'Os dados informados são inválidos.',
              errors: { material_id: ['O material selecionado não está marcado como medicamento.'] },
            })
          : wire({ id: 3 }),
    });
    const user = userEvent.setup();
    renderApp('/cadastro/medicamento/create');
    await screen.findByLabelText('Denominação genérica', {}, { timeout: 15_000 });
    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('O campo Denominação genérica é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O campo Forma farmacêutica é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O campo Via de administração é obrigatório.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Denominação genérica'), { target: { value: 'Diazepam' } });
    fireEvent.change(screen.getByLabelText('Concentração'), { target: { value: '10 mg' } });
    await user.click(screen.getByLabelText('Forma farmacêutica'));
    await user.click(opcao('comprimido'));
    await user.click(screen.getByLabelText('Via de administração'));
    await user.click(opcao('Oral'));
    await user.click(screen.getByLabelText('Lista da Portaria 344/98'));
    await user.click(opcao('B1 - Psicotrópicas'));
    await user.click(screen.getByLabelText('Uso contínuo'));
    await user.type(screen.getByLabelText('Material de estoque'), 'diaz');
    await user.click(await screen.findByText('Diazepam 10 mg comprimido (CP)', {}, { timeout: 3000 }));

    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('O material selecionado não está marcado como medicamento.')).toBeTruthy();
    expect(api.de('POST /api/cadastro/medicamento')[0]?.body).toMatchObject({
      denominacao: 'Diazepam',
      concentracao: '10 mg',
      forma_farmaceutica_id: 1,
      via_administracao_id: 1,
      lista_controle_id: 4,
      material_id: 7,
      uso_continuo: true,
      rename: false,
    });
    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
  }, 60_000);

  it('edit shows the stored item by name and the flags', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar] }));
    mockApi({
      'GET /api/cadastro/medicamento/5/edit': wire({
        form: {},
        model: {
          id: 5,
          denominacao: 'Losartana potássica',
          concentracao: '50 mg',
          formaFarmaceuticaId: 1,
          viaAdministracaoId: 1,
          apresentacao: null,
          codigoCatmat: null,
          rename: true,
          listaControleId: null,
          materialId: 9,
          usoContinuo: true,
          material: { id: 9, label: 'Losartana potássica 50 mg comprimido' },
        },
      }),
    });
    renderApp('/cadastro/medicamento/edit/5');
    expect(await screen.findByDisplayValue('Losartana potássica', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTitle('Losartana potássica 50 mg comprimido')).toBeTruthy();
    expect((screen.getByLabelText('Consta da RENAME') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Uso contínuo') as HTMLInputElement).checked).toBe(true);
  });
});
