import { exameResource } from '@saude/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const P = exameResource.permissoes;
const vazia = wire({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] });

const opcao = (nome: string) => {
  const el = screen.queryAllByTitle(nome).find((e) => e.classList.contains('ant-select-item-option'));
  if (!el) throw new Error(`opção ${nome} não está na lista`);
  return el;
};

describe('exame (formulário)', () => {
  it('asks the material only for laboratory exams and the hours only when fasting', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.cadastrar] }));
    const api = mockApi({
      'GET /api/parametrizacao/exame/create': wire({ form: {} }),
      'GET /api/parametrizacao/exame/datatable': vazia,
    });
    const { user } = renderApp('/parametrizacao/exame/create');
    // the first render compiles the lazy page: allow it time under a busy machine
    await user.type(await screen.findByLabelText('Nome', {}, { timeout: 10_000 }), 'Glicemia de jejum');
    expect(screen.queryByLabelText('Material biológico')).toBeNull();
    await user.click(screen.getByLabelText('Tipo'));
    await user.click(opcao('Laboratorial'));
    expect(await screen.findByLabelText('Material biológico')).toBeTruthy();
    expect(screen.queryByLabelText('Horas de jejum')).toBeNull();
    await user.click(screen.getByLabelText('Exige jejum'));
    expect(await screen.findByLabelText('Horas de jejum')).toBeTruthy();

    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('O campo Material biológico é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O campo Horas de jejum é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O campo Procedimento SIGTAP é obrigatório.')).toBeTruthy();
    expect(api.de('POST /api/parametrizacao/exame')).toHaveLength(0);

    // an imaging exam has no biological material
    await user.click(screen.getByLabelText('Tipo'));
    await user.click(opcao('Imagem'));
    await waitFor(() => expect(screen.queryByLabelText('Material biológico')).toBeNull());
  }, 60_000);

  it('edits an exam: shows the SIGTAP sex restriction and sends the changes', async () => {
    logar(sessao({ permissoes: [P.visualizar, P.editar] }));
    const api = mockApi({
      'GET /api/parametrizacao/exame/7/edit': wire({
        form: {},
        model: {
          id: 7,
          nome: 'Colpocitologia',
          tipo: 1,
          procedimentoCodigo: '0203010086',
          procedimento: {
            id: '0203010086',
            codigo: '0203010086',
            nome: 'EXAME CITOPATOLÓGICO',
            label: '0203010086 - EXAME CITOPATOLÓGICO',
            sexo: 'F',
          },
          materialBiologico: 7,
          metodo: null,
          prazoResultadoDias: 30,
          jejum: false,
          jejumHoras: null,
          instrucoesPreparo: null,
          bloqueado: false,
        },
      }),
      'PUT /api/parametrizacao/exame/7': wire({ id: 7 }),
      'GET /api/parametrizacao/exame/datatable': vazia,
    });
    const { user } = renderApp('/parametrizacao/exame/edit/7');
    expect(await screen.findByText('Somente sexo feminino (SIGTAP)', {}, { timeout: 10_000 })).toBeTruthy();
    const prazo = screen.getByLabelText('Prazo de resultado (dias)');
    await user.clear(prazo);
    await user.type(prazo, '20');
    await user.click(screen.getByText('Salvar'));
    expect(await screen.findByText('Registro salvo com sucesso!')).toBeTruthy();
    expect(api.de('PUT /api/parametrizacao/exame/7')[0]?.body).toMatchObject({
      nome: 'Colpocitologia',
      tipo: 1,
      procedimento_codigo: '0203010086',
      material_biologico: 7,
      prazo_resultado_dias: 20,
      jejum: false,
    });
  });
});
