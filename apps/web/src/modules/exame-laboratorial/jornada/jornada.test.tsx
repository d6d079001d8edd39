import { LAB } from '@saude/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hoje } from '../../../lib/dates';
import { logar, sessao, wire } from '../../../test/fixtures';
import { mockApi, reply } from '../../../test/mock-api';
import { findDialog, renderApp } from '../../../test/render';

const mes = hoje().slice(0, 7);
const cota = (over: Record<string, unknown> = {}) => ({
  id: 1,
  laboratorioId: 3,
  laboratorioNome: 'Laboratório Municipal',
  unidadeSolicitanteId: 2,
  unidadeSolicitanteNome: 'UBS Heliópolis',
  competencia: mes,
  quantidade: 10,
  valorTeto: 100,
  quantidadeUsada: 10,
  valorUsado: 42.5,
  ...over,
});

describe('exame-laboratorial/jornada/index', () => {
  it('lists the collection agendas and the month’s quotas with their use; a new quota’s 422 lands on its field', async () => {
    logar(sessao({ permissoes: [LAB.jornadaVer, LAB.jornadaCadastrar, LAB.jornadaEditar] }));
    let posts = 0;
    const api = mockApi({
      'GET /api/exame-laboratorial/jornada/datatable': wire({
        draw: 1,
        recordsTotal: 1,
        recordsFiltered: 1,
        data: [
          {
            id: 4,
            laboratorioNome: 'Laboratório Municipal',
            unidadeNome: 'Policlínica Municipal',
            dias: 'Seg, Ter',
            horario: '07:00 – 10:00',
            vagas: 18,
            vigenciaInicio: '2026-01-01',
            situacaoNome: 'Ativa',
          },
        ],
      }),
      'GET /api/exame-laboratorial/jornada/create': wire({
        form: {
          laboratorios: [{ id: 3, nome: 'Laboratório Municipal' }],
          unidades: [
            { id: 1, nome: 'Policlínica Municipal' },
            { id: 2, nome: 'UBS Heliópolis' },
          ],
          situacoes: [{ id: 1, nome: 'Ativa' }],
        },
      }),
      'GET /api/exame-laboratorial/jornada/cota': wire({ data: [cota()] }),
      'POST /api/exame-laboratorial/jornada/cota': () => {
        posts++;
        return posts === 1
          ? reply(422, {
              message: 'Os dados informados são inválidos.',
              errors: { competencia: ['Já existe cota desta unidade neste laboratório e mês. Altere a existente.'] },
            })
          : reply(201, wire({ data: cota({ id: 2, unidadeSolicitanteId: 1, unidadeSolicitanteNome: 'Policlínica Municipal' }) }));
      },
    });
    const { user } = renderApp('/exame-laboratorial/jornada/index');
    expect(await screen.findByText('07:00 – 10:00', {}, { timeout: 10_000 })).toBeTruthy();
    // the quota used up shows its count and value against the ceiling
    expect(await screen.findByText('10 de 10')).toBeTruthy();
    expect(screen.getByText('R$ 42,50 de R$ 100,00')).toBeTruthy();
    expect(api.de('GET /api/exame-laboratorial/jornada/cota')[0]?.query.get('competencia')).toBe(mes);

    await user.click(screen.getByRole('button', { name: /Nova cota/ }));
    const dialogo = await findDialog('Nova cota');
    await user.click(within(dialogo).getByLabelText('Unidade solicitante'));
    await user.click(await screen.findByText('UBS Heliópolis', { selector: '.ant-select-item-option-content' }));
    await user.type(within(dialogo).getByLabelText('Exames no mês'), '50');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText('Já existe cota desta unidade neste laboratório e mês. Altere a existente.')).toBeTruthy();
    const corpo = api.de('POST /api/exame-laboratorial/jornada/cota')[0]?.body as Record<string, unknown>;
    expect(corpo).toMatchObject({ laboratorio_id: 3, unidade_solicitante_id: 2, competencia: mes, quantidade: 50 });
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.de('POST /api/exame-laboratorial/jornada/cota')).toHaveLength(2));
  }, 60_000);
});
